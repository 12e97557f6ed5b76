import type { Catalogue } from '../i18n/locale.js';
import { pivotRows, type Row3 } from '../i18n/messages/rows.js';

/** The energy-saving project overviews, the MACC and the project import/export (issue 12). */
const ROWS: Readonly<Record<string, Row3>> = {
  'projectOverview.sheet.projects': ['节能项目', 'Energy-saving projects', '節能專案'],
  'projectOverview.sheet.investment': ['节能项目投资明细', 'Energy-saving project investment', '節能專案投資明細'],
  'projectOverview.column.orgCode': ['实施组织编码', 'Implementing organisation code', '實施組織編碼'],
  'projectOverview.column.orgName': ['实施组织', 'Implementing organisation', '實施組織'],
  'projectOverview.column.businessGroupName': ['事业群', 'Business group', '事業群'],
  'projectOverview.column.parkName': ['园区', 'Park', '園區'],
  'projectOverview.column.legalPersonName': ['法人', 'Legal person', '法人'],
  'projectOverview.column.energySaved': ['年节能量（能耗单位）', 'Energy saved per year (energy unit)', '年節能量（能耗單位）'],
  'projectOverview.column.annualCarbonReduction': ['年减碳量（tCO2e）', 'Annual carbon reduction (tCO2e)', '年減碳量（tCO2e）'],
  'projectOverview.column.annualBenefit': ['年投资效益（万元）', 'Annual investment benefit (10k yuan)', '年投資效益（萬元）'],
  'projectOverview.column.costEffectiveness': ['碳性价比（元/tCO2e）', 'Carbon cost-effectiveness (yuan/tCO2e)', '碳性價比（元/tCO2e）'],
  'projectOverview.column.paybackYears': ['投资回收期（年）', 'Payback period (years)', '投資回收期（年）'],
  'projectOverview.column.abatementCost': ['减排成本（元/tCO2e）', 'Abatement cost (yuan/tCO2e)', '減排成本（元/tCO2e）'],
  'projectOverview.column.lifetimeUsed': ['计算采用的寿命（年）', 'Lifetime used (years)', '計算採用的壽命（年）'],
  'projectOverview.column.needsFiiReview': ['需 Fii 审核', 'Fii review required', '需 Fii 審核'],
  'projectOverview.notRecovered': ['无法回收', 'Not recovered', '無法回收'],
  'projectOverview.format.decimal': [
    '不小于 0 的数字，最多 10 位小数',
    'A number of at least 0, with at most 10 decimals',
    '不小於 0 的數字，最多 10 位小數',
  ],
  'projectOverview.format.lifetime': [
    '1 至 100 的整数；留空则采用节能技术的默认寿命',
    "A whole number from 1 to 100; empty: the technology's default lifetime",
    '1 至 100 的整數；留空則採用節能技術的預設壽命',
  ],
  'projectOverview.import.orgNotFound': [
    '{{column}}“{{code}}”不存在',
    '{{column}} "{{code}}" does not exist',
    '{{column}}「{{code}}」不存在',
  ],
  'projectOverview.import.orgOutOfScope': [
    '{{column}}“{{code}}”不在您的数据范围内',
    '{{column}} "{{code}}" is outside your data scope',
    '{{column}}「{{code}}」不在您的資料範圍內',
  ],
};

export const projectOverviewMessages: Catalogue = pivotRows(ROWS);
