import type { Catalogue } from '../locale.js';

export const enumsMessages: Catalogue = { 'zh-CN': {}, 'en-US': {}, 'zh-TW': {} };
