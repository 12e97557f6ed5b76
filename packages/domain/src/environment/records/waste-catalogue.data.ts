import type { WasteCatalogueKindCode } from './waste-catalogue-kind.js';

/**
 * The waste catalogues shipped as data (issue 15 "Waste"): the entries industrial parks use
 * most, each with its source. The rest is imported from Excel (`wasteCatalogue/import`).
 * Labels are short forms of the official descriptions in three languages; the official text
 * (zh-CN) governs, so a label here is a reading aid, not a legal description.
 */

/** [zh-CN, en-US, zh-TW]. */
export type Text3 = readonly [zh: string, en: string, tw: string];

export const HAZARDOUS_CATALOGUE_SOURCE = {
  title: '国家危险废物名录（2021年版）（生态环境部令第15号）',
  titleEn: 'National Catalogue of Hazardous Wastes (2021 edition), MEE Order No. 15',
  url: 'https://www.mee.gov.cn/gzk/gz/202112/t20211213_963752.shtml',
} as const;

export const GENERAL_CATALOGUE_SOURCE = {
  title: '一般固体废物分类与代码（GB/T 39198-2020）；固体废物分类与代码目录（生态环境部公告2024年第4号）',
  titleEn:
    'Classification and codes for general solid waste (GB/T 39198-2020); Catalogue of solid waste classification and codes (MEE Announcement No. 4 of 2024)',
  url: 'https://www.mee.gov.cn/xxgk2018/xxgk/xxgk01/202401/t20240122_1064449.shtml',
} as const;

/** The categories (HWxx of the hazardous catalogue, SWxx of the general one) the seeded entries use. */
export const WASTE_CATEGORIES: Readonly<Record<string, Text3>> = {
  HW06: ['废有机溶剂与含有机溶剂废物', 'Waste organic solvents', '廢有機溶劑與含有機溶劑廢物'],
  HW08: ['废矿物油与含矿物油废物', 'Waste mineral oil and oily waste', '廢礦物油與含礦物油廢物'],
  HW09: ['油/水、烃/水混合物或乳化液', 'Oil/water and hydrocarbon/water mixtures or emulsions', '油/水、烴/水混合物或乳化液'],
  HW12: ['染料、涂料废物', 'Dye and paint waste', '染料、塗料廢物'],
  HW13: ['有机树脂类废物', 'Organic resin waste', '有機樹脂類廢物'],
  HW17: ['表面处理废物', 'Surface treatment waste', '表面處理廢物'],
  HW29: ['含汞废物', 'Mercury-containing waste', '含汞廢物'],
  HW31: ['含铅废物', 'Lead-containing waste', '含鉛廢物'],
  HW49: ['其他废物', 'Other waste', '其他廢物'],
  SW03: ['炉渣', 'Furnace slag', '爐渣'],
  SW07: ['污泥', 'Sludge', '污泥'],
  SW17: ['可再生类废物', 'Recyclable waste', '可再生類廢物'],
  SW59: ['其他工业固体废物', 'Other industrial solid waste', '其他工業固體廢物'],
};

/** One seeded catalogue entry. `hazard`: the hazardous characteristics (T toxic, C corrosive, I ignitable, R reactive, In infectious). */
export type WasteCatalogueSeed = {
  kind: WasteCatalogueKindCode;
  code: string;
  category: string;
  label: Text3;
  industry: Text3;
  hazard: string;
};

const ANY: Text3 = ['非特定行业', 'Non-specific industry', '非特定行業'];
const SURFACE: Text3 = ['金属表面处理及热处理加工', 'Metal surface treatment and heat treatment', '金屬表面處理及熱處理加工'];
const GENERAL: Text3 = ['各行业', 'All industries', '各行業'];

const hw = (code: string, label: Text3, hazard: string, industry: Text3 = ANY): WasteCatalogueSeed => ({
  kind: 'hazardous',
  code,
  category: `HW${code.slice(-2)}`,
  label,
  industry,
  hazard,
});
const sw = (code: string, label: Text3): WasteCatalogueSeed => ({
  kind: 'general_solid',
  code,
  category: `SW${code.slice(-2)}`,
  label,
  industry: GENERAL,
  hazard: '',
});

/** National Catalogue of Hazardous Wastes (2021): the entries an industrial park meets most. */
export const HAZARDOUS_SEED: readonly WasteCatalogueSeed[] = [
  hw(
    '900-249-08',
    [
      '其他生产、销售、使用过程中产生的废矿物油及沾染矿物油的废弃包装物',
      'Other waste mineral oil from production, sale and use, and packaging contaminated with it',
      '其他生產、銷售、使用過程中產生的廢礦物油及沾染礦物油的廢棄包裝物',
    ],
    'T,I',
  ),
  hw(
    '900-214-08',
    [
      '车辆、机械维修和拆解过程中产生的废发动机油、制动器油、自动变速器油、齿轮油等废润滑油',
      'Waste lubricating oils from vehicle and machinery maintenance and dismantling',
      '車輛、機械維修和拆解過程中產生的廢發動機油、制動器油、自動變速器油、齒輪油等廢潤滑油',
    ],
    'T,I',
  ),
  hw(
    '900-218-08',
    [
      '液压设备维护、更换和拆解过程中产生的废液压油',
      'Waste hydraulic oil from maintenance, replacement and dismantling of hydraulic equipment',
      '液壓設備維護、更換和拆解過程中產生的廢液壓油',
    ],
    'T,I',
  ),
  hw(
    '900-006-09',
    [
      '使用切削油或切削液进行机械加工过程中产生的油/水、烃/水混合物或乳化液',
      'Oil/water mixtures or emulsions from machining with cutting oil or fluid',
      '使用切削油或切削液進行機械加工過程中產生的油/水、烴/水混合物或乳化液',
    ],
    'T',
  ),
  hw(
    '900-404-06',
    [
      '使用后废弃的其他列入《危险化学品目录》的有机溶剂及其混合溶剂',
      'Spent organic solvents listed in the Catalogue of Hazardous Chemicals, and their blends',
      '使用後廢棄的其他列入《危險化學品目錄》的有機溶劑及其混合溶劑',
    ],
    'T,I,R',
  ),
  hw(
    '900-252-12',
    [
      '使用油漆（不包括水性漆）、有机溶剂进行喷漆、上漆过程中产生的废物',
      'Waste from spraying or applying paint (not water-based) and organic solvents',
      '使用油漆（不包括水性漆）、有機溶劑進行噴漆、上漆過程中產生的廢物',
    ],
    'T,I',
  ),
  hw('900-014-13', ['废弃的粘合剂和密封剂', 'Discarded adhesives and sealants', '廢棄的黏合劑和密封劑'], 'T'),
  hw(
    '336-064-17',
    [
      '金属和塑料表面酸（碱）洗、除油、除锈、洗涤等工艺产生的废腐蚀液、废洗涤液、废槽液、槽渣和废水处理污泥',
      'Spent etching, washing and bath liquids, bath residues and sludge from acid/alkali pickling, degreasing and rust removal of metal and plastic surfaces',
      '金屬和塑膠表面酸（鹼）洗、除油、除鏽、洗滌等製程產生的廢腐蝕液、廢洗滌液、廢槽液、槽渣和廢水處理污泥',
    ],
    'T,C',
    SURFACE,
  ),
  hw(
    '900-023-29',
    [
      '生产、销售及使用过程中产生的废含汞荧光灯管及其他废含汞电光源',
      'Waste mercury-containing fluorescent tubes and other mercury lamps',
      '生產、銷售及使用過程中產生的廢含汞螢光燈管及其他廢含汞電光源',
    ],
    'T',
  ),
  hw(
    '900-052-31',
    [
      '废铅蓄电池及废铅蓄电池拆解过程中产生的废铅板、废铅膏和酸液',
      'Waste lead-acid batteries and the plates, paste and acid from their dismantling',
      '廢鉛蓄電池及廢鉛蓄電池拆解過程中產生的廢鉛板、廢鉛膏和酸液',
    ],
    'T,C',
  ),
  hw(
    '900-039-49',
    ['烟气、VOCs治理过程产生的废活性炭', 'Spent activated carbon from flue-gas and VOC treatment', '煙氣、VOCs治理過程產生的廢活性碳'],
    'T',
  ),
  hw(
    '900-041-49',
    [
      '含有或沾染毒性、感染性危险废物的废弃包装物、容器、过滤吸附介质',
      'Discarded packaging, containers and filter or absorbent media containing or contaminated with toxic or infectious hazardous waste',
      '含有或沾染毒性、感染性危險廢物的廢棄包裝物、容器、過濾吸附介質',
    ],
    'T,In',
  ),
  hw(
    '900-045-49',
    [
      '废电路板（包括已拆除或未拆除元器件的废弃电路板）',
      'Waste circuit boards (with or without components)',
      '廢電路板（包括已拆除或未拆除元器件的廢棄電路板）',
    ],
    'T',
  ),
  hw(
    '900-047-49',
    ['化学和生物实验室产生的废物', 'Waste from chemical and biological laboratories', '化學和生物實驗室產生的廢物'],
    'T,C,I,R',
  ),
];

/** General industrial solid waste (GB/T 39198-2020 classes; codes of the 2024 catalogue). */
export const GENERAL_SEED: readonly WasteCatalogueSeed[] = [
  sw('900-001-S17', ['废钢铁', 'Scrap iron and steel', '廢鋼鐵']),
  sw('900-002-S17', ['废有色金属', 'Scrap non-ferrous metals', '廢有色金屬']),
  sw('900-003-S17', ['废塑料', 'Waste plastics', '廢塑膠']),
  sw('900-005-S17', ['废纸', 'Waste paper', '廢紙']),
  sw('900-006-S17', ['废玻璃', 'Waste glass', '廢玻璃']),
  sw('900-007-S17', ['废木材', 'Waste wood', '廢木材']),
  sw('900-099-S03', ['其他炉渣', 'Other furnace slag', '其他爐渣']),
  sw('900-099-S07', ['其他污泥', 'Other sludge', '其他污泥']),
  sw('900-099-S59', ['其他工业固体废物', 'Other industrial solid waste', '其他工業固體廢物']),
];

export const WASTE_CATALOGUE_SEED: readonly WasteCatalogueSeed[] = [...HAZARDOUS_SEED, ...GENERAL_SEED];

/** The label of a category code in a language index (0 zh-CN, 1 en-US, 2 zh-TW), or the code itself. */
export function categoryLabel(code: string, index: 0 | 1 | 2): string {
  return WASTE_CATEGORIES[code]?.[index] ?? code;
}
