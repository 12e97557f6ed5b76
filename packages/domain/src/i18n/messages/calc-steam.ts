import type { Catalogue } from '../locale.js';

export const calcSteamMessages: Catalogue = { 'zh-CN': {}, 'en-US': {}, 'zh-TW': {} };
