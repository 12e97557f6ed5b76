import type { Catalogue } from '../locale.js';

export const calcEmissionsMessages: Catalogue = { 'zh-CN': {}, 'en-US': {}, 'zh-TW': {} };
