import type { Catalogue } from '../locale.js';

export const factorsMessages: Catalogue = { 'zh-CN': {}, 'en-US': {}, 'zh-TW': {} };
