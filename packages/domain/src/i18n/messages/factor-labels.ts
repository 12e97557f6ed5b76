import { LOCALES } from '../locale.js';
import { pivotRows, type Row3 } from './rows.js';

/**
 * Labels of the factor library's seeded data. Sectors are stored as codes (`industry-other`)
 * and shown as `factor.sector.<code>`; a sector a user typed has no label and shows as typed.
 * Seeded notes are stored as written in the seed (English) and translated on display: the
 * en-US text of each `factor.seedNote.*` key is the seed's text verbatim, and a note equal to
 * any language's text of a key shows in the reader's language (so a note saved back in
 * Chinese still follows the language). The i18n check fails on a seeded sector or note
 * without a label here.
 */
const SECTORS: Readonly<Record<string, Row3>> = {
  stationary: ['固定源燃烧', 'Stationary combustion', '固定源燃燒'],
  'energy-industries': ['能源工业', 'Energy industries', '能源工業'],
  'manufacturing-construction': ['制造业和建筑业', 'Manufacturing and construction', '製造業和營造業'],
  'commercial-institutional': ['商业和机构', 'Commercial and institutional', '商業和機構'],
  residential: ['居民', 'Residential', '住宅'],
  'road-transport': ['道路运输', 'Road transport', '道路運輸'],
  'industry-other': ['其他工业', 'Other industry', '其他工業'],
  electricity: ['电力', 'Electricity', '電力'],
  heat: ['热力', 'Heat', '熱力'],
};

const SEED_NOTES: Readonly<Record<string, Row3>> = {
  ipccTable322: [
    '项目计算参考中未收录；取自 IPCC 2006 第 2 卷表 3.2.2，请对照 PDF 核对',
    'Not in the project calculation reference; IPCC 2006 Vol.2 Table 3.2.2 value, verify against the PDF',
    '專案計算參考中未收錄；取自 IPCC 2006 第 2 卷表 3.2.2，請對照 PDF 核對',
  ],
  cnGuidelineUnconfirmed: [
    '尚未与指南原文核对（计算参考 §5 及待确认事项 #3）',
    'UNCONFIRMED against the guideline text (calculation reference §5 and items not confirmed #3)',
    '尚未與指南原文核對（計算參考 §5 及待確認事項 #3）',
  ],
  pressReports: [
    '引自转述该公告的新闻报道（计算参考 §6）；未查阅公告 PDF',
    'From press reports quoting the announcement (calculation reference §6); announcement PDF not opened',
    '引自轉述該公告的新聞報導（計算參考 §6）；未查閱公告 PDF',
  ],
  tradingNews: [
    '由碳交易新闻网站报道（计算参考 §6）',
    'Reported by a carbon-trading news site (calculation reference §6)',
    '由碳交易新聞網站報導（計算參考 §6）',
  ],
  excludesGreenPower: [
    '不含直供或转供的绿电（计算参考 §6）',
    'Excludes green power delivered by direct or wheeled supply (calculation reference §6)',
    '不含直供或轉供的綠電（計算參考 §6）',
  ],
  heatDefaultUnconfirmed: [
    '尚未确认：仅见于第三方代码，未取得指南原文（计算参考 §1，待确认事项 #1）',
    'UNCONFIRMED: seen only in third-party code, guideline text not retrieved (calculation reference §1, items not confirmed #1)',
    '尚未確認：僅見於第三方程式碼，未取得指南原文（計算參考 §1，待確認事項 #1）',
  ],
};

const prefixed = (prefix: string, rows: Readonly<Record<string, Row3>>) =>
  Object.fromEntries(Object.entries(rows).map(([k, v]) => [`${prefix}.${k}`, v] as const));

export const factorLabelsMessages = pivotRows({ ...prefixed('factor.sector', SECTORS), ...prefixed('factor.seedNote', SEED_NOTES) });

/** The label key of a sector code, or undefined for a sector without one (typed by a user). */
export function factorSectorKey(sector: string | null | undefined): string | undefined {
  const key = `factor.sector.${(sector ?? '').trim()}`;
  return key in factorLabelsMessages['en-US'] ? key : undefined;
}

let notes: Map<string, string> | undefined;

/** The `factor.seedNote.*` key of a note equal to a seeded note in any language, or undefined. */
export function seedNoteKey(note: string | null | undefined): string | undefined {
  if (!notes) {
    notes = new Map();
    for (const locale of LOCALES)
      for (const [key, text] of Object.entries(factorLabelsMessages[locale])) if (key.startsWith('factor.seedNote.')) notes.set(text, key);
  }
  return note ? notes.get(note.trim()) : undefined;
}
