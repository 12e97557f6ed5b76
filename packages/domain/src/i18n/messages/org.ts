import type { Catalogue } from '../locale.js';

export const orgMessages: Catalogue = { 'zh-CN': {}, 'en-US': {}, 'zh-TW': {} };
