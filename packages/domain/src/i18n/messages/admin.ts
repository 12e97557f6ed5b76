import type { Catalogue } from '../locale.js';

export const adminMessages: Catalogue = { 'zh-CN': {}, 'en-US': {}, 'zh-TW': {} };
