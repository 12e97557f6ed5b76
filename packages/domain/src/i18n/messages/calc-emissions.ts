import type { Catalogue } from '../locale.js';

/** Messages of the emission calculations: GWP, combustion, electricity, wastewater, refrigerants. */
export const calcEmissionsMessages: Catalogue = {
  'zh-CN': {
    'calc.gwp.unknownGas': '未知的温室气体或制冷剂：{{gas}}',
    'calc.gwp.unknownAssessment': '未知的 GWP 评估报告：{{assessment}}（可选 AR4、AR5、AR6）',
    'calc.gwp.notAvailable': '{{assessment}} 未给出 {{gas}} 的 GWP 值',
    'calc.gwp.emptyBlend': '混合制冷剂至少需要一种组分',
    'calc.gwp.fractionsNotOne': '各组分质量分数之和必须等于 1（当前为 {{sum}}）',
    'calc.gwp.assessmentRequired': '换算 {{gas}} 的 CO2 当量需要指定 GWP 评估报告',
    'calc.emissions.fractionOutOfRange': '{{field}} 必须介于 0 与 1 之间',
    'calc.emissions.exactlyOneOf': '请且仅请填写以下之一：{{fields}}',
    'calc.emissions.note.montrealOutsideScopes':
      '《蒙特利尔议定书》管控物质（如 HCFC-22）的排放作为备忘项单独报告，不计入范围排放总量',
    'calc.emissions.note.biogenicSeparate': '生物质燃烧产生的 CO2 为生物源排放，单独报告，不计入总量',
    'calc.electricity.coveredExceedsConsumption': '绿电与绿证合计 {{covered}} kWh 超过用电量 {{consumption}} kWh',
    'calc.electricity.note.residualMixUsed': '未被绿电、绿证覆盖的电量按剩余组合排放因子计算',
    'calc.electricity.note.gridFactorUsed': '无剩余组合排放因子，未覆盖电量按电网平均排放因子计算',
    'calc.electricity.note.instrumentsAtZero': '绿电与绿证覆盖的电量按零排放计算',
    'calc.wastewater.activityRequired': '请填写 TOW，或填写废水量及同一单位的进出水 COD 浓度',
    'calc.wastewater.codOutAboveIn': '出水 COD 浓度不能高于进水 COD 浓度',
    'calc.wastewater.note.towRemovedCod': 'TOW 按去除的 COD 计算：废水量 ×（进水 COD − 出水 COD）',
    'calc.wastewater.note.clampedToZero': '计算结果小于零，按零报告',
    'calc.refrigerant.note.negativeClamped': '物料平衡结果小于零（数据可能不一致），按零报告',
  },
  'en-US': {
    'calc.gwp.unknownGas': 'Unknown greenhouse gas or refrigerant: {{gas}}',
    'calc.gwp.unknownAssessment': 'Unknown GWP assessment: {{assessment}} (use AR4, AR5 or AR6)',
    'calc.gwp.notAvailable': '{{assessment}} gives no GWP for {{gas}}',
    'calc.gwp.emptyBlend': 'A blend needs at least one component',
    'calc.gwp.fractionsNotOne': 'Mass fractions must sum to 1 (they sum to {{sum}})',
    'calc.gwp.assessmentRequired': 'A GWP assessment is required to convert {{gas}} to CO2e',
    'calc.emissions.fractionOutOfRange': '{{field}} must be between 0 and 1',
    'calc.emissions.exactlyOneOf': 'Provide exactly one of: {{fields}}',
    'calc.emissions.note.montrealOutsideScopes':
      'Montreal-Protocol substances (e.g. HCFC-22) are reported as a memo item outside the scope totals',
    'calc.emissions.note.biogenicSeparate': 'Biogenic CO2 from biomass is reported separately, outside the totals',
    'calc.electricity.coveredExceedsConsumption':
      'Green power and certificates ({{covered}} kWh) exceed consumption ({{consumption}} kWh)',
    'calc.electricity.note.residualMixUsed':
      'Consumption not covered by green power or certificates uses the residual-mix factor',
    'calc.electricity.note.gridFactorUsed':
      'No residual-mix factor available; uncovered consumption uses the grid-average factor',
    'calc.electricity.note.instrumentsAtZero': 'Consumption covered by green power and certificates counts at zero',
    'calc.wastewater.activityRequired':
      'Provide TOW, or the wastewater volume with inflow and outflow COD in the same unit',
    'calc.wastewater.codOutAboveIn': 'Outflow COD must not exceed inflow COD',
    'calc.wastewater.note.towRemovedCod': 'TOW is the removed COD: volume × (COD in − COD out)',
    'calc.wastewater.note.clampedToZero': 'The result was below zero and is reported as zero',
    'calc.refrigerant.note.negativeClamped':
      'The material balance was below zero (data may be inconsistent) and is reported as zero',
  },
  'zh-TW': {
    'calc.gwp.unknownGas': '未知的溫室氣體或冷媒：{{gas}}',
    'calc.gwp.unknownAssessment': '未知的 GWP 評估報告：{{assessment}}（可選 AR4、AR5、AR6）',
    'calc.gwp.notAvailable': '{{assessment}} 未提供 {{gas}} 的 GWP 值',
    'calc.gwp.emptyBlend': '混合冷媒至少需要一種成分',
    'calc.gwp.fractionsNotOne': '各成分質量分率總和必須等於 1（目前為 {{sum}}）',
    'calc.gwp.assessmentRequired': '換算 {{gas}} 的 CO2 當量需要指定 GWP 評估報告',
    'calc.emissions.fractionOutOfRange': '{{field}} 必須介於 0 與 1 之間',
    'calc.emissions.exactlyOneOf': '請僅填寫以下其中一項：{{fields}}',
    'calc.emissions.note.montrealOutsideScopes':
      '《蒙特婁議定書》管制物質（如 HCFC-22）的排放列為備忘項單獨報告，不計入範疇排放總量',
    'calc.emissions.note.biogenicSeparate': '生質燃燒產生的 CO2 為生物源排放，單獨報告，不計入總量',
    'calc.electricity.coveredExceedsConsumption': '綠電與憑證合計 {{covered}} kWh 超過用電量 {{consumption}} kWh',
    'calc.electricity.note.residualMixUsed': '未被綠電、憑證涵蓋的電量依剩餘組合排放係數計算',
    'calc.electricity.note.gridFactorUsed': '無剩餘組合排放係數，未涵蓋電量依電網平均排放係數計算',
    'calc.electricity.note.instrumentsAtZero': '綠電與憑證涵蓋的電量以零排放計算',
    'calc.wastewater.activityRequired': '請填寫 TOW，或填寫廢水量及同一單位的進出流 COD 濃度',
    'calc.wastewater.codOutAboveIn': '出流 COD 濃度不得高於進流 COD 濃度',
    'calc.wastewater.note.towRemovedCod': 'TOW 依去除的 COD 計算：廢水量 ×（進流 COD − 出流 COD）',
    'calc.wastewater.note.clampedToZero': '計算結果小於零，以零報告',
    'calc.refrigerant.note.negativeClamped': '質量平衡結果小於零（資料可能不一致），以零報告',
  },
};
