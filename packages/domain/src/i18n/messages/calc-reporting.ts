import type { Catalogue } from '../locale.js';

export const calcReportingMessages: Catalogue = { 'zh-CN': {}, 'en-US': {}, 'zh-TW': {} };
