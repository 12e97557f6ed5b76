import type { Catalogue } from '../locale.js';

/** One key's texts side by side: [zh-CN, en-US, zh-TW]. */
export type Row3 = readonly [zhCN: string, enUS: string, zhTW: string];

/** Turns key → [zh-CN, en-US, zh-TW] rows into a catalogue (one object per language). */
export function pivotRows(rows: Readonly<Record<string, Row3>>): Catalogue {
  const out: Catalogue = { 'zh-CN': {}, 'en-US': {}, 'zh-TW': {} };
  for (const [key, [zhCN, enUS, zhTW]] of Object.entries(rows)) {
    out['zh-CN'][key] = zhCN;
    out['en-US'][key] = enUS;
    out['zh-TW'][key] = zhTW;
  }
  return out;
}
