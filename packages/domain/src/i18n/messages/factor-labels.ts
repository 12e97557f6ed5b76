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
  mobile: ['移动源燃烧', 'Mobile combustion', '移動源燃燒'],
  'business-travel': ['商务差旅', 'Business travel', '商務差旅'],
  'industry-other': ['其他工业', 'Other industry', '其他工業'],
  electricity: ['电力', 'Electricity', '電力'],
  heat: ['热力', 'Heat', '熱力'],
};

/**
 * Classification values (class 1 and 2) of the seeded factors. They are stored as the seed
 * writes them (the zh-CN text) and shown in the reader's language: a value equal to any
 * language's text of a key shows as that key (like the seeded notes); a class a user typed
 * shows as typed.
 */
const CLASSES: Readonly<Record<string, Row3>> = {
  fossilFuel: ['化石燃料', 'Fossil fuels', '化石燃料'],
  electricity: ['电力', 'Electricity', '電力'],
  heat: ['热力', 'Heat', '熱力'],
  gaseousFuel: ['气体燃料', 'Gaseous fuels', '氣體燃料'],
  liquidFuel: ['液体燃料', 'Liquid fuels', '液體燃料'],
  solidFuel: ['固体燃料', 'Solid fuels', '固體燃料'],
  nationalGrid: ['全国电网', 'National grid', '全國電網'],
  regionalGrid: ['区域电网', 'Regional grid', '區域電網'],
  taiwanGrid: ['台湾电网', 'Taiwan grid', '臺灣電網'],
  purchasedHeat: ['外购热力', 'Purchased heat', '外購熱力'],
  wasteTreatment: ['废弃物处理', 'Waste treatment', '廢棄物處理'],
  incineration: ['焚烧', 'Incineration', '焚化'],
  biologicalTreatment: ['生物处理', 'Biological treatment', '生物處理'],
  recycling: ['回收利用', 'Recycling', '回收利用'],
  businessTravel: ['商务差旅', 'Business travel', '商務差旅'],
  air: ['航空', 'Air', '航空'],
  rail: ['铁路', 'Rail', '鐵路'],
  road: ['公路', 'Road', '公路'],
  accommodation: ['住宿', 'Accommodation', '住宿'],
};

/** Country and region codes of the factor library (`factor.country.<code>`); another code shows as typed. */
const COUNTRIES: Readonly<Record<string, Row3>> = {
  GLOBAL: ['全球', 'Global', '全球'],
  CN: ['中国', 'China', '中國'],
  TW: ['台湾地区', 'Taiwan region', '臺灣地區'],
  HK: ['香港地区', 'Hong Kong region', '香港地區'],
  MO: ['澳门地区', 'Macao region', '澳門地區'],
  US: ['美国', 'United States', '美國'],
  EU: ['欧盟', 'European Union', '歐盟'],
  JP: ['日本', 'Japan', '日本'],
  KR: ['韩国', 'South Korea', '韓國'],
  VN: ['越南', 'Vietnam', '越南'],
  IN: ['印度', 'India', '印度'],
  MX: ['墨西哥', 'Mexico', '墨西哥'],
  GB: ['英国', 'United Kingdom', '英國'],
};

const SEED_NOTES: Readonly<Record<string, Row3>> = {
  ipccTable23: [
    '项目计算参考中未收录；取自 IPCC 2006 第 2 卷表 2.3，请对照 PDF 核对',
    'Not in the project calculation reference; IPCC 2006 Vol.2 Table 2.3 value, verify against the PDF',
    '專案計算參考中未收錄；取自 IPCC 2006 第 2 卷表 2.3，請對照 PDF 核對',
  ],
  ipccChapter3: [
    '项目计算参考中未收录；取自 IPCC 2006 第 2 卷第 3 章，请对照 PDF 核对',
    'Not in the project calculation reference; IPCC 2006 Vol.2 chapter 3 value, verify against the PDF',
    '專案計算參考中未收錄；取自 IPCC 2006 第 2 卷第 3 章，請對照 PDF 核對',
  ],
  ipccTables12and13: [
    '项目计算参考中未收录；取自 IPCC 2006 第 2 卷表 1.2/1.3，请对照 PDF 核对',
    'Not in the project calculation reference; IPCC 2006 Vol.2 Tables 1.2/1.3 value, verify against the PDF',
    '專案計算參考中未收錄；取自 IPCC 2006 第 2 卷表 1.2/1.3，請對照 PDF 核對',
  ],
  cnGuidelineAppendix: [
    '尚未确认：项目计算参考中未收录；转录自指南附录表，请对照核对',
    'UNCONFIRMED: not in the project calculation reference; transcribed from the guideline appendix table, verify against it',
    '尚未確認：專案計算參考中未收錄；轉錄自指南附錄表，請對照核對',
  ],
  desnz2024: [
    '尚未确认：项目计算参考中未收录；转录自 DESNZ 2024 简明版的摘要，请对照原表核对',
    'UNCONFIRMED: not in the project calculation reference; transcribed from a summary of the DESNZ 2024 condensed set, verify against the spreadsheet',
    '尚未確認：專案計算參考中未收錄；轉錄自 DESNZ 2024 簡明版的摘要，請對照原表核對',
  ],
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

export const factorLabelsMessages = pivotRows({
  ...prefixed('factor.sector', SECTORS),
  ...prefixed('factor.seedNote', SEED_NOTES),
  ...prefixed('factor.class', CLASSES),
  ...prefixed('factor.country', COUNTRIES),
});

/** The label key of a country or region code (`CN` → `factor.country.CN`), or undefined for a code without one. */
export function factorCountryKey(country: string | null | undefined): string | undefined {
  const key = `factor.country.${(country ?? '').trim().toUpperCase()}`;
  return key in factorLabelsMessages['en-US'] ? key : undefined;
}

/** Keys by text in any language, for the values stored as text (classes, notes). */
function textIndex(prefix: string): Map<string, string> {
  const index = new Map<string, string>();
  for (const locale of LOCALES)
    for (const [key, text] of Object.entries(factorLabelsMessages[locale])) if (key.startsWith(prefix)) index.set(text, key);
  return index;
}

let classes: Map<string, string> | undefined;

/** The `factor.class.*` key of a classification equal to a seeded class in any language, or undefined (typed by a user). */
export function factorClassKey(value: string | null | undefined): string | undefined {
  classes ??= textIndex('factor.class.');
  return value ? classes.get(value.trim()) : undefined;
}

/** The label key of a sector code, or undefined for a sector without one (typed by a user). */
export function factorSectorKey(sector: string | null | undefined): string | undefined {
  const key = `factor.sector.${(sector ?? '').trim()}`;
  return key in factorLabelsMessages['en-US'] ? key : undefined;
}

let notes: Map<string, string> | undefined;

/** The `factor.seedNote.*` key of a note equal to a seeded note in any language, or undefined. */
export function seedNoteKey(note: string | null | undefined): string | undefined {
  notes ??= textIndex('factor.seedNote.');
  return note ? notes.get(note.trim()) : undefined;
}
