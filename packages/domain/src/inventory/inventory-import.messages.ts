import { ENTRY_FUELS } from './entry-parameters.js';
import { pivotRows, type Row3 } from '../i18n/messages/rows.js';

/**
 * The entry import template's words (issue 25 item 7): a header per engine input with its unit
 * (`inventory.param.<key>`), the options of its drop-downs, the fuels of the library's seeded sets,
 * the example row, and the per-cell refusals. Merged into the inventory catalogue.
 */
const PARAMS: Readonly<Record<string, Row3>> = {
  consumption: ['燃料消耗量（按消耗量单位）', 'Fuel consumed (in the consumption unit)', '燃料消耗量（按消耗量單位）'],
  consumptionUnit: ['消耗量单位', 'Consumption unit', '消耗量單位'],
  energyTJ: ['燃料能量（TJ）', 'Fuel energy (TJ)', '燃料能量（TJ）'],
  ncv: ['低位发热量（GJ/消耗量单位）', 'Net calorific value (GJ per consumption unit)', '低位發熱量（GJ/消耗量單位）'],
  carbonContent: ['单位热值含碳量（按含碳量单位）', 'Carbon content (in the carbon content unit)', '單位熱值含碳量（按含碳量單位）'],
  carbonContentUnit: ['含碳量单位', 'Carbon content unit', '含碳量單位'],
  oxidationRate: ['碳氧化率（0–1，如 0.98）', 'Oxidation rate (0–1, e.g. 0.98)', '碳氧化率（0–1，如 0.98）'],
  co2KgPerTJ: ['CO2 排放因子（kg/TJ）', 'CO2 factor (kg/TJ)', 'CO2 排放係數（kg/TJ）'],
  ch4KgPerTJ: ['CH4 排放因子（kg/TJ）', 'CH4 factor (kg/TJ)', 'CH4 排放係數（kg/TJ）'],
  n2oKgPerTJ: ['N2O 排放因子（kg/TJ）', 'N2O factor (kg/TJ)', 'N2O 排放係數（kg/TJ）'],
  combustionKind: ['固定或移动燃烧', 'Stationary or mobile', '固定或移動燃燒'],
  ch4Gas: ['甲烷的计入方式', 'Methane reported as', '甲烷的計入方式'],
  overrideReason: ['与因子库不同的原因', 'Reason for differing from the library', '與係數庫不同的原因'],
  kwh: ['用电量（kWh）', 'Electricity (kWh)', '用電量（kWh）'],
  mwh: ['用电量（MWh）', 'Electricity (MWh)', '用電量（MWh）'],
  consumptionKwh: ['外购电量（kWh，市场法）', 'Electricity purchased (kWh, market-based)', '外購電量（kWh，市場法）'],
  greenPowerKwh: ['绿电电量（kWh）', 'Green power (kWh)', '綠電電量（kWh）'],
  greenCertificateKwh: ['绿证电量（kWh）', 'Green certificates (kWh)', '綠電憑證電量（kWh）'],
  residualMixFactor: ['剩余组合因子（tCO2/MWh）', 'Residual mix factor (tCO2/MWh)', '剩餘組合係數（tCO2/MWh）'],
  gridFactor: ['电网排放因子（tCO2/MWh）', 'Grid factor (tCO2/MWh)', '電網排放係數（tCO2/MWh）'],
  state: ['蒸汽状态', 'Steam state', '蒸汽狀態'],
  pressureMPa: ['蒸汽压力（MPa）', 'Steam pressure (MPa)', '蒸汽壓力（MPa）'],
  pressureKind: ['压力类型', 'Pressure type', '壓力類型'],
  temperatureC: ['温度（°C）', 'Temperature (°C)', '溫度（°C）'],
  massT: ['质量（t）', 'Mass (t)', '質量（t）'],
  heatFactor: ['热力排放因子（tCO2/GJ）', 'Heat factor (tCO2/GJ)', '熱力排放係數（tCO2/GJ）'],
  tow: ['废水有机物总量 TOW（kg COD）', 'Organics in wastewater, TOW (kg COD)', '廢水有機物總量 TOW（kg COD）'],
  volumeM3: ['废水量（m³）', 'Wastewater volume (m³)', '廢水量（m³）'],
  codInMgL: ['进水 COD（mg/L）', 'Inflow COD (mg/L)', '進水 COD（mg/L）'],
  codOutMgL: ['出水 COD（mg/L）', 'Outflow COD (mg/L)', '出水 COD（mg/L）'],
  codInKgM3: ['进水 COD（kg/m³）', 'Inflow COD (kg/m³)', '進水 COD（kg/m³）'],
  codOutKgM3: ['出水 COD（kg/m³）', 'Outflow COD (kg/m³)', '出水 COD（kg/m³）'],
  sludgeS: ['随污泥去除的有机物 S（kg COD）', 'Organics removed with sludge, S (kg COD)', '隨污泥去除的有機物 S（kg COD）'],
  b0: ['最大产甲烷能力 B0（kg CH4/kg COD）', 'Maximum CH4 capacity, B0 (kg CH4/kg COD)', '最大產甲烷能力 B0（kg CH4/kg COD）'],
  mcf: ['甲烷修正因子 MCF（0–1）', 'Methane correction factor, MCF (0–1)', '甲烷修正係數 MCF（0–1）'],
  recoveredR: ['回收的 CH4 R（kg）', 'CH4 recovered, R (kg)', '回收的 CH4 R（kg）'],
  refrigerant: ['制冷剂（如 R-134a）', 'Refrigerant (e.g. R-134a)', '冷媒（如 R-134a）'],
  massUnit: ['制冷剂质量单位', 'Refrigerant mass unit', '冷媒質量單位'],
  installationNewCharge: ['安装：新设备充注量（质量单位）', 'Installation: new charge (mass unit)', '安裝：新設備充填量（質量單位）'],
  installationLossRate: ['安装：损失率（0–1）', 'Installation: loss rate (0–1)', '安裝：損失率（0–1）'],
  operationCharge: ['运行：充注量（质量单位）', 'Operation: charge (mass unit)', '運轉：充填量（質量單位）'],
  operationAnnualLeakRate: ['运行：年泄漏率（0–1）', 'Operation: annual leak rate (0–1)', '運轉：年洩漏率（0–1）'],
  operationYears: ['运行：年数', 'Operation: years', '運轉：年數'],
  disposalCharge: ['报废：充注量（质量单位）', 'Disposal: charge (mass unit)', '報廢：充填量（質量單位）'],
  disposalRemainingShare: ['报废：剩余比例（0–1）', 'Disposal: share remaining (0–1)', '報廢：剩餘比例（0–1）'],
  disposalRecoveryEfficiency: ['报废：回收效率（0–1）', 'Disposal: recovery efficiency (0–1)', '報廢：回收效率（0–1）'],
  purchasedForNewEquipment: ['为新设备购入量（质量单位）', 'Bought for new equipment (mass unit)', '為新設備購入量（質量單位）'],
  newEquipmentCharge: ['新设备总充注量（质量单位）', 'New equipment charge (mass unit)', '新設備總充填量（質量單位）'],
  servicing: ['维修补充量（质量单位）', 'Servicing (mass unit)', '維修補充量（質量單位）'],
  retiredEquipmentCharge: ['报废设备充注量（质量单位）', 'Retired equipment charge (mass unit)', '報廢設備充填量（質量單位）'],
  recoveredFromRetired: ['从报废设备回收量（质量单位）', 'Recovered from retired equipment (mass unit)', '從報廢設備回收量（質量單位）'],
  inventoryBegin: ['期初库存（质量单位）', 'Stock at the start (mass unit)', '期初庫存（質量單位）'],
  inventoryEnd: ['期末库存（质量单位）', 'Stock at the end (mass unit)', '期末庫存（質量單位）'],
  purchased: ['购入量（质量单位）', 'Bought (mass unit)', '購入量（質量單位）'],
  sold: ['售出或转出量（质量单位）', 'Sold or sent away (mass unit)', '售出或轉出量（質量單位）'],
  amount: ['支出金额（按币种）', 'Spend (in the currency)', '支出金額（按幣別）'],
  currency: ['币种（如 CNY、USD）', 'Currency (e.g. CNY, USD)', '幣別（如 TWD、USD）'],
  year: ['支出年份', 'Year of the spend', '支出年份'],
  month: ['支出月份（1–12）', 'Month of the spend (1–12)', '支出月份（1–12）'],
  factorKgCo2ePerUsd: ['支出排放因子（kgCO2e/USD）', 'Spend factor (kgCO2e/USD)', '支出排放係數（kgCO2e/USD）'],
  factorKgCo2ePerCurrencyUnit: [
    '支出排放因子（kgCO2e/币种单位）',
    'Spend factor (kgCO2e per currency unit)',
    '支出排放係數（kgCO2e/幣別單位）',
  ],
  distanceKm: ['距离（km）', 'Distance (km)', '距離（km）'],
  factorKgCo2ePerTkm: ['运输排放因子（kgCO2e/吨公里）', 'Freight factor (kgCO2e/tkm)', '運輸排放係數（kgCO2e/噸公里）'],
  passengers: ['出行人数', 'Travellers', '出行人數'],
  factorKgCo2ePerPkm: ['差旅排放因子（kgCO2e/人公里）', 'Travel factor (kgCO2e/pkm)', '差旅排放係數（kgCO2e/人公里）'],
  quantity: ['活动数据数量（按活动单位）', 'Quantity (in the activity unit)', '活動資料數量（按活動單位）'],
  unit: ['活动单位（如 t、kWh）', 'Activity unit (e.g. t, kWh)', '活動單位（如 t、kWh）'],
  factor: ['排放因子（kgCO2e/活动单位）', 'Emission factor (kgCO2e per activity unit)', '排放係數（kgCO2e/活動單位）'],
};

const OPTIONS: Readonly<Record<string, Row3>> = {
  'consumptionUnit.t': ['吨（t）', 'Tonnes (t)', '公噸（t）'],
  'consumptionUnit.10^4 Nm3': ['万标准立方米（10⁴Nm³）', '10,000 Nm³ (10⁴Nm³)', '萬標準立方公尺（10⁴Nm³）'],
  'carbonContentUnit.tC/GJ': ['tC/GJ', 'tC/GJ', 'tC/GJ'],
  'carbonContentUnit.tC/TJ': ['tC/TJ', 'tC/TJ', 'tC/TJ'],
  'combustionKind.stationary': ['固定燃烧', 'Stationary combustion', '固定燃燒'],
  'combustionKind.mobile': ['移动燃烧', 'Mobile combustion', '移動燃燒'],
  'ch4Gas.CH4': ['甲烷（CH4）', 'Methane (CH4)', '甲烷（CH4）'],
  'ch4Gas.CH4-fossil': ['化石来源甲烷', 'Fossil methane', '化石來源甲烷'],
  'ch4Gas.CH4-non-fossil': ['非化石来源甲烷', 'Non-fossil methane', '非化石來源甲烷'],
  'state.superheated': ['过热蒸汽', 'Superheated steam', '過熱蒸汽'],
  'state.saturated': ['饱和蒸汽', 'Saturated steam', '飽和蒸汽'],
  'pressureKind.absolute': ['绝对压力', 'Absolute pressure', '絕對壓力'],
  'pressureKind.gauge': ['表压', 'Gauge pressure', '錶壓'],
  'massUnit.kg': ['千克（kg）', 'Kilograms (kg)', '公斤（kg）'],
  'massUnit.t': ['吨（t）', 'Tonnes (t)', '公噸（t）'],
};

const FAMILY: Readonly<Record<string, Row3>> = {
  CN: ['中国核算指南', 'Chinese guidelines', '中國核算指南'],
  IPCC2006: ['IPCC 2006', 'IPCC 2006', 'IPCC 2006'],
};

/** A fuel's label: its name and the family of its parameter set, e.g. "Natural gas (China guideline)". */
function fuelRows(): Record<string, Row3> {
  const out: Record<string, Row3> = {};
  for (const [prefix, zh, en, tw] of ENTRY_FUELS) {
    const [fz, fe, ft] = FAMILY[prefix.slice(0, prefix.indexOf('-FUEL-'))] ?? [prefix, prefix, prefix];
    out[`inventory.fuel.${prefix}`] = [`${zh}（${fz}）`, `${en} (${fe})`, `${tw}（${ft}）`];
  }
  return out;
}

const ROWS: Readonly<Record<string, Row3>> = {
  ...Object.fromEntries(Object.entries(PARAMS).map(([k, v]) => [`inventory.param.${k}`, v])),
  ...Object.fromEntries(Object.entries(OPTIONS).map(([k, v]) => [`inventory.option.${k}`, v])),
  ...fuelRows(),
  'inventory.column.fuel': ['燃料', 'Fuel', '燃料'],
  'inventory.example.sourceName': ['1 号锅炉', 'Boiler 1', '1 號鍋爐'],
  'inventory.example.facility': ['A 厂区', 'Plant A', 'A 廠區'],
  'inventory.import.format.fuel': [
    '化石燃料燃烧：从下拉列表选择燃料，因子库的低位发热量、含碳量、氧化率和 CH4、N2O 因子自动带入（对应参数列留空）；不与因子编码同时填写',
    'Fuel combustion: choose the fuel from the list; the library’s calorific value, carbon content, oxidation rate and CH4 and N2O factors apply (leave those columns empty); not together with a factor code',
    '化石燃料燃燒：從下拉清單選擇燃料，係數庫的低位發熱量、含碳量、氧化率和 CH4、N2O 係數自動帶入（對應參數欄留空）；不與係數編碼同時填寫',
  ],
  'inventory.import.format.choice': [
    '从下拉列表选择；该计算方式不使用时留空',
    'Choose from the list; leave empty when the calculation does not use it',
    '從下拉清單選擇；該計算方式不使用時留空',
  ],
  'inventory.import.format.param.decimal': [
    '数字（不使用千位分隔符）；留空时采用因子库的值，该计算方式不使用时留空',
    'Number (no thousands separators); empty takes the factor library’s value; leave empty when the calculation does not use it',
    '數字（不使用千分位符號）；留空時採用係數庫的值，該計算方式不使用時留空',
  ],
  'inventory.import.format.param.integer': [
    '整数；该计算方式不使用时留空',
    'Whole number; leave empty when the calculation does not use it',
    '整數；該計算方式不使用時留空',
  ],
  'inventory.import.format.param.text': [
    '文本；该计算方式不使用时留空',
    'Text; leave empty when the calculation does not use it',
    '文字；該計算方式不使用時留空',
  ],
  'inventory.import.format.parametersOld': [
    '仅供旧版模板的文件使用：“名称=数值; 名称=数值”，仍可导入；新文件请使用各参数列，此列留空',
    'Only for files made with the earlier template: name=value; name=value, still imported; in a new file use the parameter columns and leave this empty',
    '僅供舊版範本的檔案使用：「名稱=數值; 名稱=數值」，仍可匯入；新檔案請使用各參數欄，此欄留空',
  ],
  'inventory.import.format.factorCode': [
    '因子库中的因子编码；不填版本时采用任务期间有效的版本',
    'A factor code of the library; without a version, the version in force in the task’s period',
    '係數庫中的係數編碼；不填版本時採用任務期間有效的版本',
  ],
  'inventory.import.number': ['应填写数字，不能是“{{value}}”', 'Must be a number, not "{{value}}"', '應填寫數字，不能是「{{value}}」'],
  'inventory.import.notForMethod': [
    '计算方式“{{method}}”不使用此列，请留空',
    'The calculation "{{method}}" does not use this column; leave it empty',
    '計算方式「{{method}}」不使用此欄，請留空',
  ],
  'inventory.import.fuelMethod': [
    '只有化石燃料燃烧（指南法或 IPCC 方法）可以选择燃料',
    'A fuel applies to fuel combustion only (guideline or IPCC method)',
    '只有化石燃料燃燒（指南法或 IPCC 方法）可以選擇燃料',
  ],
  'inventory.import.fuelAndFactor': [
    '燃料和因子编码只能填写一个',
    'Name either a fuel or a factor code, not both',
    '燃料和係數編碼只能填寫一個',
  ],
  'inventory.import.fuelInForce': [
    '因子库中燃料“{{fuel}}”在 {{from}} 至 {{to}} 期间没有有效版本',
    'The factor library has no version of the fuel "{{fuel}}" in force between {{from}} and {{to}}',
    '係數庫中燃料「{{fuel}}」在 {{from}} 至 {{to}} 期間沒有有效版本',
  ],
  'inventory.import.fuelLacks': [
    '因子库中燃料“{{fuel}}”的参数集没有此值，请填写',
    'The library’s set of the fuel "{{fuel}}" has no value for this column; fill it in',
    '係數庫中燃料「{{fuel}}」的參數集沒有此值，請填寫',
  ],
};

export const inventoryImportMessages = pivotRows(ROWS);
