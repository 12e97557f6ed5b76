import { pivotRows, type Row3 } from './rows.js';

/**
 * Labels of a calculation's explanation (calc/explain.ts): the input names the engine writes
 * (`calc.input.<name>`; `gwp.<gas>` inputs share `calc.input.gwp`), the source codes
 * (`calc.inputSource.*`), the methods (`calc.method.*`), the word units, the coded input values
 * (source type, refrigerant equipment type) and the engine's citations (`calc.citation.*`,
 * whose en-US text is the engine's own text, so a citation is found by its text). The i18n
 * check scans the engine for input names and methods and fails on one without a label here;
 * calc-explain-labels.ts turns an explanation into these labels.
 */
const INPUTS: Readonly<Record<string, Row3>> = {
  consumption: ['消耗量', 'Consumption', '消耗量'],
  ncv: ['低位发热量', 'Net calorific value', '低位發熱量'],
  carbonContent: ['单位热值含碳量', 'Carbon content per energy', '單位熱值含碳量'],
  carbonContentPerGJ: ['单位热值含碳量（换算为每 GJ）', 'Carbon content per GJ (converted)', '單位熱值含碳量（換算為每 GJ）'],
  oxidationRate: ['碳氧化率', 'Oxidation rate', '碳氧化率'],
  co2PerC: ['CO2 与碳的摩尔质量之比', 'CO2-to-carbon molar mass ratio', 'CO2 與碳的莫耳質量之比'],
  sourceType: ['排放源类别', 'Source type', '排放源類別'],
  energy: ['燃料能量', 'Fuel energy', '燃料能量'],
  co2Factor: ['CO2 排放因子', 'CO2 emission factor', 'CO2 排放係數'],
  ch4Factor: ['CH4 排放因子', 'CH4 emission factor', 'CH4 排放係數'],
  n2oFactor: ['N2O 排放因子', 'N2O emission factor', 'N2O 排放係數'],
  gridFactor: ['电网排放因子', 'Grid emission factor', '電網排放係數'],
  greenPower: ['绿电', 'Green power', '綠電'],
  greenCertificates: ['绿证', 'Green certificates', '綠電憑證'],
  uncovered: ['未覆盖电量', 'Uncovered consumption', '未涵蓋電量'],
  residualMixFactor: ['剩余组合排放因子', 'Residual-mix factor', '剩餘組合排放係數'],
  heat: ['热量', 'Heat', '熱量'],
  heatFactor: ['热力排放因子', 'Heat emission factor', '熱力排放係數'],
  mass: ['质量', 'Mass', '質量'],
  temperature: ['温度', 'Temperature', '溫度'],
  pressure: ['压力（绝对压力）', 'Pressure (absolute)', '壓力（絕對壓力）'],
  enthalpy: ['蒸汽焓值', 'Steam enthalpy', '蒸汽焓值'],
  feedWaterEnthalpy: ['给水焓值', 'Feed-water enthalpy', '給水焓值'],
  referenceTemperature: ['回水基准温度', 'Return-water reference temperature', '回水基準溫度'],
  specificHeat: ['水的比热容', 'Specific heat of water', '水的比熱容'],
  refrigerant: ['制冷剂', 'Refrigerant', '冷媒'],
  refrigerantGwp: ['制冷剂 GWP', 'Refrigerant GWP', '冷媒 GWP'],
  emitted: ['逸散量', 'Emitted', '逸散量'],
  newCharge: ['新设备充注量', 'New-equipment charge', '新設備充填量'],
  installLossRate: ['安装损失率', 'Installation loss rate', '安裝損失率'],
  operatingCharge: ['运行设备充注量', 'Operating charge', '運轉設備充填量'],
  annualLeakRate: ['年泄漏率', 'Annual leak rate', '年洩漏率'],
  years: ['使用年数', 'Years in use', '使用年數'],
  disposedCharge: ['报废设备充注量', 'Charge at disposal', '報廢設備充填量'],
  remainingAtDisposal: ['报废时剩余比例', 'Share remaining at disposal', '報廢時剩餘比例'],
  recoveryEfficiency: ['回收效率', 'Recovery efficiency', '回收效率'],
  equipmentType: ['设备类型', 'Equipment type', '設備類型'],
  purchasedForNewEquipment: ['为新设备购入量', 'Purchased for new equipment', '為新設備購入量'],
  newEquipmentCharge: ['新设备总充注量', 'Total charge of new equipment', '新設備總充填量'],
  servicing: ['维修补充量', 'Used for servicing', '維修補充量'],
  retiredEquipmentCharge: ['报废设备总充注量', 'Total charge of retired equipment', '報廢設備總充填量'],
  recoveredFromRetired: ['自报废设备回收量', 'Recovered from retired equipment', '自報廢設備回收量'],
  inventoryBegin: ['期初库存', 'Inventory at start', '期初庫存'],
  inventoryEnd: ['期末库存', 'Inventory at end', '期末庫存'],
  purchased: ['购入量', 'Purchased', '購入量'],
  sold: ['售出或转出量', 'Sold or transferred', '售出或轉出量'],
  tow: ['废水中有机物总量（TOW）', 'Total organics in wastewater (TOW)', '廢水中有機物總量（TOW）'],
  volume: ['废水量', 'Wastewater volume', '廢水量'],
  codIn: ['进水 COD 浓度', 'Inflow COD', '進水 COD 濃度'],
  codOut: ['出水 COD 浓度', 'Outflow COD', '出水 COD 濃度'],
  sludge: ['随污泥去除的有机物（S）', 'Organics removed with sludge (S)', '隨污泥去除的有機物（S）'],
  b0: ['最大 CH4 产生能力（B0）', 'Maximum CH4 producing capacity (B0)', '最大 CH4 產生能力（B0）'],
  mcf: ['甲烷修正因子（MCF）', 'Methane correction factor (MCF)', '甲烷修正係數（MCF）'],
  recovered: ['回收的 CH4（R）', 'Recovered CH4 (R)', '回收的 CH4（R）'],
  ch4BeforeClamp: ['取零前的 CH4', 'CH4 before the zero floor', '取零前的 CH4'],
  category: ['范围三类别', 'Scope 3 category', '範疇三類別'],
  amount: ['支出金额', 'Spend amount', '支出金額'],
  factor: ['排放因子', 'Emission factor', '排放係數'],
  exchangeRate: ['汇率', 'Exchange rate', '匯率'],
  massT: ['货物质量', 'Mass transported', '貨物質量'],
  distanceKm: ['运输距离', 'Distance', '運輸距離'],
  tonneKm: ['吨公里', 'Tonne-kilometres', '噸公里'],
  passengers: ['出行人数', 'Travellers', '出行人數'],
  passengerKm: ['人公里', 'Passenger-kilometres', '人公里'],
  quantity: ['活动数据量', 'Activity quantity', '活動資料量'],
  libraryFactor: ['因子库中的因子', 'Factor from the library', '係數庫中的係數'],
  gwp: ['{{gas}} 的 GWP', 'GWP of {{gas}}', '{{gas}} 的 GWP'],
};

const SOURCES: Readonly<Record<string, Row3>> = {
  user: ['用户填写', 'Entered by the user', '使用者填寫'],
  factor: ['因子库', 'Factor library', '係數庫'],
  default: ['默认值', 'Default value', '預設值'],
  derived: ['计算得出', 'Derived', '計算得出'],
  identity: ['按定义（美元）', 'By definition (USD)', '依定義（美元）'],
  constant: ['常数：{{ref}}', 'Constant: {{ref}}', '常數：{{ref}}'],
  defaultOf: ['默认值：{{ref}}', 'Default: {{ref}}', '預設值：{{ref}}'],
  factorRow: ['因子库：{{ref}}', 'Factor library: {{ref}}', '係數庫：{{ref}}'],
  exchangeRateOf: ['汇率表：{{currency}} {{period}}', 'Exchange-rate table: {{currency}} {{period}}', '匯率表：{{currency}} {{period}}'],
  userGauge: ['用户填写（表压 + {{value}} MPa）', 'Entered by the user (gauge + {{value}} MPa)', '使用者填寫（錶壓 + {{value}} MPa）'],
  if97Region: ['IAPWS-IF97 第 {{region}} 区', 'IAPWS-IF97 region {{region}}', 'IAPWS-IF97 第 {{region}} 區'],
};

const METHODS: Readonly<Record<string, Row3>> = {
  'combustion.cn-guideline': ['化石燃料燃烧（中国核算指南）', 'Fuel combustion (Chinese guidelines)', '化石燃料燃燒（中國核算指南）'],
  'combustion.ipcc-tier1': ['燃料燃烧（IPCC 2006 方法 1）', 'Fuel combustion (IPCC 2006 Tier 1)', '燃料燃燒（IPCC 2006 方法 1）'],
  'combustion.biomass': ['生物质燃烧（IPCC 2006 方法 1）', 'Biomass combustion (IPCC 2006 Tier 1)', '生質燃燒（IPCC 2006 方法 1）'],
  'electricity.location-based': ['外购电力（基于位置）', 'Purchased electricity (location-based)', '外購電力（以位置為基礎）'],
  'electricity.market-based': ['外购电力（基于市场）', 'Purchased electricity (market-based)', '外購電力（以市場為基礎）'],
  'heat.steam.saturated.cn-guideline': [
    '外购饱和蒸汽（中国核算指南）',
    'Purchased saturated steam (Chinese guidelines)',
    '外購飽和蒸汽（中國核算指南）',
  ],
  'heat.steam.superheated.cn-guideline': [
    '外购过热蒸汽（中国核算指南）',
    'Purchased superheated steam (Chinese guidelines)',
    '外購過熱蒸汽（中國核算指南）',
  ],
  'heat.hotWater.cn-guideline': ['外购热水（中国核算指南）', 'Purchased hot water (Chinese guidelines)', '外購熱水（中國核算指南）'],
  'heat-factor': ['热力排放因子', 'heat emission factor', '熱力排放係數'],
  'refrigerant.screening': ['制冷剂逸散（筛选法）', 'Refrigerant emissions (screening method)', '冷媒逸散（篩選法）'],
  'refrigerant.simplified-mass-balance': [
    '制冷剂逸散（简化物料平衡法）',
    'Refrigerant emissions (simplified mass balance)',
    '冷媒逸散（簡化質量平衡法）',
  ],
  'refrigerant.mass-balance': ['制冷剂逸散（物料平衡法）', 'Refrigerant emissions (mass balance)', '冷媒逸散（質量平衡法）'],
  'scope3.spend-based': ['范围三（基于支出）', 'Scope 3 (spend-based)', '範疇三（基於支出）'],
  'scope3.distance-based': ['范围三（基于距离）', 'Scope 3 (distance-based)', '範疇三（基於距離）'],
  'scope3.passenger-distance': ['范围三（基于人公里）', 'Scope 3 (passenger-km)', '範疇三（基於人公里）'],
  'scope3.average-data': ['范围三（平均数据法）', 'Scope 3 (average-data method)', '範疇三（平均資料法）'],
  'wastewater.ch4': ['废水处理 CH4', 'Wastewater treatment CH4', '廢水處理 CH4'],
};

/** Units written as words (the rest are symbols: t, kWh, tCO2/GJ …). */
const UNITS: Readonly<Record<string, Row3>> = {
  fraction: ['比例', 'fraction', '比例'],
  fractionPerYear: ['比例/年', 'fraction per year', '比例/年'],
  year: ['年', 'years', '年'],
  scope3Category: ['GHG Protocol 范围三类别', 'GHG Protocol Scope 3 category', 'GHG Protocol 範疇三類別'],
};

/** Values of coded inputs: `calc.sourceType.<code>`, `calc.equipmentType.<code>`. */
const VALUES: Readonly<Record<string, Row3>> = {
  'sourceType.stationary': ['固定源', 'Stationary', '固定源'],
  'sourceType.mobile': ['移动源', 'Mobile', '移動源'],
  'equipmentType.domestic-refrigeration': ['家用制冷', 'Domestic refrigeration', '家用冷凍'],
  'equipmentType.stand-alone-commercial': ['独立式商用制冷', 'Stand-alone commercial refrigeration', '獨立式商用冷凍'],
  'equipmentType.medium-large-commercial-refrigeration': ['中大型商用制冷', 'Medium and large commercial refrigeration', '中大型商用冷凍'],
  'equipmentType.transport-refrigeration': ['运输制冷', 'Transport refrigeration', '運輸冷凍'],
  'equipmentType.industrial-refrigeration': ['工业制冷', 'Industrial refrigeration', '工業冷凍'],
  'equipmentType.chillers': ['冷水机组', 'Chillers', '冰水主機'],
  'equipmentType.residential-commercial-ac': ['住宅及商用空调', 'Residential and commercial air conditioning', '住宅及商用空調'],
  'equipmentType.mobile-ac': ['车用空调', 'Mobile air conditioning', '車用空調'],
};

/** The engine's citations; en-US is the engine's text verbatim (the check compares them). */
const CITATIONS: Readonly<Record<string, Row3>> = {
  co2PerC: [
    'IPCC 2006 年指南第 2 卷第 1 章；国家发展改革委 24 个行业核算指南：44/12（CO2 与 C 的摩尔质量之比）',
    'IPCC 2006 GL Vol.2 Ch.1; NDRC 24-sector guidelines: 44/12 (molar masses CO2/C)',
    'IPCC 2006 年指南第 2 卷第 1 章；中國國家發展改革委 24 個行業核算指南：44/12（CO2 與 C 的莫耳質量之比）',
  ],
  feedWaterEnthalpy: [
    '国家发展改革委 2013–2015 年 24 个行业温室气体核算与报告指南（热力部分）及 GB/T 32151.x：AD_steam = Ma_st × (En_st − 83.74) × 10⁻³；83.74 ≈ 20 kcal/kg × 4.1868 kJ/kcal = 83.736（20 °C 给水）。尚未与指南原文核对（ghg-calculations.md §1）。',
    'NDRC 2013–2015 24-sector GHG accounting and reporting guidelines (heat section) and GB/T 32151.x: AD_steam = Ma_st × (En_st − 83.74) × 10⁻³; 83.74 ≈ 20 kcal/kg × 4.1868 kJ/kcal = 83.736 (20 °C feed water). UNCONFIRMED against the guideline text (ghg-calculations.md §1).',
    '中國國家發展改革委 2013–2015 年 24 個行業溫室氣體核算與報告指南（熱力部分）及 GB/T 32151.x：AD_steam = Ma_st × (En_st − 83.74) × 10⁻³；83.74 ≈ 20 kcal/kg × 4.1868 kJ/kcal = 83.736（20 °C 給水）。尚未與指南原文核對（ghg-calculations.md §1）。',
  ],
  waterSpecificHeat: [
    '同一指南的热水公式 AD_water = Ma_w × (T_w − 20) × 4.1868 × 10⁻³（尚未核对，ghg-calculations.md §1）；4.1868 J = 1 cal_IT（第五届国际水蒸气性质会议，1956 年）。',
    'Same guidelines, hot-water formula AD_water = Ma_w × (T_w − 20) × 4.1868 × 10⁻³ (UNCONFIRMED, ghg-calculations.md §1); 4.1868 J = 1 cal_IT (5th International Conference on the Properties of Steam, 1956).',
    '同一指南的熱水公式 AD_water = Ma_w × (T_w − 20) × 4.1868 × 10⁻³（尚未核對，ghg-calculations.md §1）；4.1868 J = 1 cal_IT（第五屆國際水蒸氣性質會議，1956 年）。',
  ],
  hotWaterReferenceTemperature: [
    '同一指南的热水公式（T_w − 20），ghg-calculations.md §1。',
    'Hot-water formula of the same guidelines (T_w − 20), ghg-calculations.md §1.',
    '同一指南的熱水公式（T_w − 20），ghg-calculations.md §1。',
  ],
  saturationPressure: ['IAPWS-IF97 式 30，p_s(T)', 'IAPWS-IF97 Eq. 30, p_s(T)', 'IAPWS-IF97 式 30，p_s(T)'],
  wastewaterB0: [
    'IPCC 2006 年指南第 5 卷第 6 章（工业废水），B0 默认值 = 0.25 kg CH4/kg COD；产品规格 §9',
    'IPCC 2006 GL Vol.5 Ch.6 (industrial wastewater), default B0 = 0.25 kg CH4/kg COD; product spec §9',
    'IPCC 2006 年指南第 5 卷第 6 章（工業廢水），B0 預設值 = 0.25 kg CH4/kg COD；產品規格 §9',
  ],
  wastewaterMcf: [
    '产品规格 §9（厌氧反应器 MCF 0.5）；造纸和纸制品、饮料及精制茶行业指南的推荐值（仅见于第三方代码）',
    'Product spec §9 (anaerobic reactor MCF 0.5); recommended value of the Chinese paper & paper-products and beverage/refined-tea guidelines (seen in third-party code only)',
    '產品規格 §9（厭氧反應器 MCF 0.5）；造紙和紙製品、飲料及精製茶行業指南的建議值（僅見於第三方程式碼）',
  ],
  gwpAR4: ['IPCC 第四次评估报告第一工作组 表 2.14', 'IPCC AR4 WG1 Table 2.14', 'IPCC 第四次評估報告第一工作組 表 2.14'],
  gwpAR5: ['IPCC 第五次评估报告第一工作组 表 8.A.1', 'IPCC AR5 WG1 Table 8.A.1', 'IPCC 第五次評估報告第一工作組 表 8.A.1'],
  gwpAR6: [
    'IPCC 第六次评估报告第一工作组 表 7.SM.7 / 7.15',
    'IPCC AR6 WG1 Table 7.SM.7 / 7.15',
    'IPCC 第六次評估報告第一工作組 表 7.SM.7 / 7.15',
  ],
};

const prefixed = (prefix: string, rows: Readonly<Record<string, Row3>>) =>
  Object.fromEntries(Object.entries(rows).map(([k, v]) => [`${prefix}.${k}`, v] as const));

/** The names the labels are listed under (the i18n check compares the engine with them). */
export const CALC_INPUT_NAMES: readonly string[] = Object.keys(INPUTS);
export const CALC_METHOD_NAMES: readonly string[] = Object.keys(METHODS);

export const calcExplainMessages = pivotRows({
  ...prefixed('calc.input', INPUTS),
  ...prefixed('calc.inputSource', SOURCES),
  ...prefixed('calc.method', METHODS),
  ...prefixed('calc.unit', UNITS),
  ...prefixed('calc', VALUES),
  ...prefixed('calc.citation', CITATIONS),
});
