import { defineDomainModule, route } from '../shared/index.js';
import { certificateContract } from './certificate.contract.js';
import { certificateMessages } from './certificate.messages.js';

/**
 * Certificate management (issue 11): ISO 14064-3 verification statements (a PDF or an image each) and their
 * share links, whose read-only page opens without sign-in. It predates the manifest (ADR 020), so its contract
 * and its two routes keep their places: the contract after the carbon templates (the seeded sort of its
 * buttons), the page in the carbon butler's directory after the templates, the share page last.
 */
export const certificateModule = defineDomainModule({
  name: 'certificate',
  contracts: [certificateContract],
  contractsAfter: 'carbonTemplate',
  menus: [
    {
      route: route('certificate', '/carbonButler/certificate', 'carbonButler'),
      title: ['认证报告管理', 'Certification report management', '認證報告管理'],
      after: 'carbonTemplate',
    },
    {
      // the read-only page a certificate's share link opens, without sign-in (ours)
      route: route('shareCertificate', '/share/certificate/:token', null, { visible: false, standalone: true, anonymous: true }),
      title: ['认证报告', 'Certificate', '認證報告'],
      after: 'userInfo',
    },
  ],
  permissions: {
    'certificate:add': ['上传认证报告', 'Upload certificate', '上傳認證報告'],
    'certificate:edit': ['编辑认证报告', 'Edit certificate', '編輯認證報告'],
    'certificate:delete': ['删除认证报告', 'Delete certificate', '刪除認證報告'],
    'certificate:share': ['分享认证报告', 'Share certificates', '分享認證報告'],
  },
  // the statement's fields; `opinion`, `expiresInDays` and `token` are shared (projects, display links): fields.ts
  fields: {
    author: ['编制人', 'Author', '編製人'],
    verifier: ['核查机构', 'Verifier', '查證機構'],
    assuranceLevel: ['保证等级', 'Level of assurance', '保證等級'],
    criteria: ['核查准则', 'Criteria', '查證準則'],
    materiality: ['实质性', 'Materiality', '實質性'],
    shareId: ['分享链接', 'Share link', '分享連結'],
  },
  catalogues: { certificate: certificateMessages },
});
