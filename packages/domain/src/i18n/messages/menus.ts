import type { Catalogue } from '../locale.js';

export const menusMessages: Catalogue = { 'zh-CN': {}, 'en-US': {}, 'zh-TW': {} };
