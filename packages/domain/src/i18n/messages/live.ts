import type { Catalogue } from '../locale.js';

/** E-mails of notices (issue 14): subject and text around the notice's own title, in the recipient's language. */
export const liveMessages: Catalogue = {
  'zh-CN': {
    'mail.notice.subject': '【碳管家】{{title}}',
    'mail.notice.body': '{{name}}，您好：\n\n{{title}}\n\n查看：{{link}}\n\n此邮件由碳管家自动发送，请勿直接回复。',
  },
  'en-US': {
    'mail.notice.subject': '[Carbon Steward] {{title}}',
    'mail.notice.body':
      'Hello {{name}},\n\n{{title}}\n\nOpen: {{link}}\n\nThis message was sent automatically by Carbon Steward; please do not reply.',
  },
  'zh-TW': {
    'mail.notice.subject': '【碳管家】{{title}}',
    'mail.notice.body': '{{name}}，您好：\n\n{{title}}\n\n查看：{{link}}\n\n此郵件由碳管家自動發送，請勿直接回覆。',
  },
};
