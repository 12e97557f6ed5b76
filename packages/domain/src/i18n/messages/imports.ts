import type { Catalogue } from '../locale.js';

/**
 * Why an uploaded import file is refused (the `{{reason}}` of error 1012003).
 * Keys: `import.refused.<reason>` (the sheet reader), `import.upload.<reason>` (the upload).
 */
export const importsMessages: Catalogue = {
  'zh-CN': {
    'import.refused.notZip': '不是 .xlsx 工作簿（不是 zip 压缩包）',
    'import.refused.corrupt': '压缩包目录已损坏',
    'import.refused.unsupported': '不支持 zip64、加密或非常规压缩方式的压缩包',
    'import.refused.tooManyEntries': '压缩包包含 {{count}} 个条目，过多',
    'import.refused.inflatedTooLarge': '解压后超过 {{mb}} MB，已停止读取',
    'import.refused.tooManyRows': '超过 {{max}} 行，已停止读取；请拆分为多个文件',
    'import.refused.unreadable': '不是可读取的 .xlsx 工作簿',
    'import.upload.multipart': '请以 multipart/form-data 上传文件',
    'import.upload.noFile': '未收到文件',
    'import.upload.tooLarge': '文件超过 {{mb}} MB',
    'import.upload.extension': '.{{ext}} 不是允许的类型（{{allowed}}）',
  },
  'en-US': {
    'import.refused.notZip': 'not an .xlsx workbook (not a zip archive)',
    'import.refused.corrupt': 'the zip directory is corrupt',
    'import.refused.unsupported': 'zip64, encrypted or unusually compressed archives are not accepted',
    'import.refused.tooManyEntries': 'the archive holds too many entries ({{count}})',
    'import.refused.inflatedTooLarge': 'its content expands beyond {{mb}} MB; reading stopped there',
    'import.refused.tooManyRows': 'more than {{max}} rows; reading stopped there. Split it into several files',
    'import.refused.unreadable': 'not a readable .xlsx workbook',
    'import.upload.multipart': 'send the file as multipart/form-data',
    'import.upload.noFile': 'no file received',
    'import.upload.tooLarge': 'larger than {{mb}} MB',
    'import.upload.extension': '.{{ext}} is not an accepted type ({{allowed}})',
  },
  'zh-TW': {
    'import.refused.notZip': '不是 .xlsx 活頁簿（不是 zip 壓縮檔）',
    'import.refused.corrupt': '壓縮檔目錄已損毀',
    'import.refused.unsupported': '不支援 zip64、加密或非常規壓縮方式的壓縮檔',
    'import.refused.tooManyEntries': '壓縮檔包含 {{count}} 個項目，過多',
    'import.refused.inflatedTooLarge': '解壓縮後超過 {{mb}} MB，已停止讀取',
    'import.refused.tooManyRows': '超過 {{max}} 列，已停止讀取；請拆分為多個檔案',
    'import.refused.unreadable': '不是可讀取的 .xlsx 活頁簿',
    'import.upload.multipart': '請以 multipart/form-data 上傳檔案',
    'import.upload.noFile': '未收到檔案',
    'import.upload.tooLarge': '檔案超過 {{mb}} MB',
    'import.upload.extension': '.{{ext}} 不是允許的類型（{{allowed}}）',
  },
};
