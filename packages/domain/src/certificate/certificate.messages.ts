import type { Catalogue } from '../i18n/locale.js';

/** Certificates (verification statements) and their share links (issue 11). */
export const certificateMessages: Catalogue = {
  'zh-CN': {
    'error.2032001': '认证报告不存在',
    'error.2032002': '文件格式不支持：只能上传 PDF 或图片（pdf、png、jpg、jpeg），且文件内容须与扩展名一致',
    'error.2032003': '文件不能超过 {{max}} MB',
    'error.2032004': '请选择要上传的文件',
    'error.2032005': '分享链接无效，请向分享人索取新的链接',
    'error.2032006': '分享链接已于 {{at}} 过期，请向分享人索取新的链接',
    'error.2032007': '分享链接已被撤销，请向分享人索取新的链接',
    'error.2032008': '分享链接不存在',
    'certificate.assurance.limited': '有限保证',
    'certificate.assurance.reasonable': '合理保证',
  },
  'en-US': {
    'error.2032001': 'The certificate does not exist',
    'error.2032002': 'File format not supported: upload a PDF or an image (pdf, png, jpg, jpeg) whose content matches its extension',
    'error.2032003': 'The file must not exceed {{max}} MB',
    'error.2032004': 'Choose a file to upload',
    'error.2032005': 'This share link is not valid; ask the person who shared it for a new one',
    'error.2032006': 'This share link expired on {{at}}; ask the person who shared it for a new one',
    'error.2032007': 'This share link was revoked; ask the person who shared it for a new one',
    'error.2032008': 'The share link does not exist',
    'certificate.assurance.limited': 'Limited assurance',
    'certificate.assurance.reasonable': 'Reasonable assurance',
  },
  'zh-TW': {
    'error.2032001': '認證報告不存在',
    'error.2032002': '檔案格式不支援：只能上傳 PDF 或圖片（pdf、png、jpg、jpeg），且檔案內容須與副檔名一致',
    'error.2032003': '檔案不能超過 {{max}} MB',
    'error.2032004': '請選擇要上傳的檔案',
    'error.2032005': '分享連結無效，請向分享人索取新的連結',
    'error.2032006': '分享連結已於 {{at}} 過期，請向分享人索取新的連結',
    'error.2032007': '分享連結已被撤銷，請向分享人索取新的連結',
    'error.2032008': '分享連結不存在',
    'certificate.assurance.limited': '有限保證',
    'certificate.assurance.reasonable': '合理保證',
  },
};
