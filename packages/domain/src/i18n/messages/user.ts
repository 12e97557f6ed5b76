import type { Catalogue } from '../locale.js';

export const userMessages: Catalogue = { 'zh-CN': {}, 'en-US': {}, 'zh-TW': {} };
