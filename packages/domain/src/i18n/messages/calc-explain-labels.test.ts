import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../locale.js';
import { translate } from './index.js';
import { inputNameLabel, inputSourceLabel, inputUnitLabel, inputValueLabel, methodLabel, type Translate } from './calc-explain-labels.js';
import { calculateSource, emissionResultToWire, emissionSourceInput, type ResolvedFactor, type SourceContext } from '../../calc/source.js';
import { refrigerantScreening } from '../../calc/refrigerant/index.js';
import type { Explanation } from '../../calc/explain.js';

const tr =
  (locale: Locale): Translate =>
  (key, params) =>
    translate(locale, key, params);

const ncvFactor: ResolvedFactor = {
  id: '7',
  code: 'CN-NCV-NG',
  factorVersion: 'v2',
  name: 'natural gas NCV',
  gas: '',
  value: '389.31',
  factorUnit: 'GJ/10^4 Nm3',
  gasUnit: 'GJ',
  activityUnit: '10^4 Nm3',
  sourceTitle: 'guideline',
};

/** One source of every kind the engine calculates, through the same path as the preview. */
const SOURCES: Array<[unknown, SourceContext]> = [
  [
    {
      type: 'combustion-cn',
      consumption: '10',
      consumptionUnit: '10^4 Nm3',
      carbonContent: '15.3',
      carbonContentUnit: 'tC/TJ',
      oxidationRate: '0.99',
    },
    { gwpSet: 'AR6', factor: ncvFactor },
  ],
  [
    { type: 'combustion-ipcc', energyTJ: '100', co2KgPerTJ: '56100', ch4KgPerTJ: '1', n2oKgPerTJ: '0.1', sourceType: 'mobile' },
    { gwpSet: 'AR5' },
  ],
  [{ type: 'biomass', energyTJ: '10', co2KgPerTJ: '112000', ch4KgPerTJ: '30', n2oKgPerTJ: '4' }, { gwpSet: 'AR4' }],
  [{ type: 'electricity-location', kwh: '1000', gridFactor: '0.5' }, { gwpSet: 'AR6' }],
  [
    {
      type: 'electricity-market',
      consumptionKwh: '1000',
      greenPowerKwh: '100',
      greenCertificateKwh: '100',
      residualMixFactor: '0.6',
      gridFactor: '0.5',
    },
    { gwpSet: 'AR6' },
  ],
  [
    { type: 'steam', state: 'superheated', temperatureC: '400', pressureMPa: '2', pressureKind: 'gauge', massT: '1', heatFactor: '0.11' },
    { gwpSet: 'AR6' },
  ],
  [{ type: 'steam', state: 'saturated', temperatureC: '180', massT: '1', heatFactor: '0.11' }, { gwpSet: 'AR6' }],
  [{ type: 'hot-water', massT: '100', temperatureC: '80', heatFactor: '0.11' }, { gwpSet: 'AR6' }],
  [{ type: 'wastewater', volumeM3: '1000', codInMgL: '800', codOutMgL: '100', sludgeS: '10', recoveredR: '1' }, { gwpSet: 'AR6' }],
  [
    {
      type: 'refrigerant-simplified',
      refrigerant: 'R-410A',
      purchasedForNewEquipment: '5',
      newEquipmentCharge: '4',
      servicing: '10',
      retiredEquipmentCharge: '3',
      recoveredFromRetired: '1',
    },
    { gwpSet: 'AR5' },
  ],
  [
    {
      type: 'refrigerant-mass-balance',
      refrigerant: 'HFC-134a',
      inventoryBegin: '50',
      inventoryEnd: '30',
      purchased: '10',
      sold: '1',
      newEquipmentCharge: '2',
      retiredEquipmentCharge: '1',
    },
    { gwpSet: 'AR6' },
  ],
  [
    { type: 'scope3-spend', category: 1, amount: '10000', currency: 'CNY', year: 2024, month: 3, factorKgCo2ePerUsd: '0.5' },
    { gwpSet: 'AR6', rates: () => '0.14' },
  ],
  [
    { type: 'scope3-spend', category: 1, amount: '10000', currency: 'USD', year: 2024, month: 3, factorKgCo2ePerUsd: '0.5' },
    { gwpSet: 'AR6' },
  ],
  [{ type: 'scope3-distance', category: 4, massT: '20', distanceKm: '500', factorKgCo2ePerTkm: '0.1' }, { gwpSet: 'AR6' }],
  [{ type: 'scope3-average', category: 1, quantity: '12', unit: 't', factor: '1850' }, { gwpSet: 'AR6' }],
];

const explanations: Explanation[] = [
  ...SOURCES.map(([s, ctx]) => emissionResultToWire(calculateSource(emissionSourceInput.parse(s), ctx)).explanation),
  refrigerantScreening({
    refrigerant: 'HFC-134a',
    assessment: 'AR6',
    equipmentType: 'chillers',
    installation: { newCharge: '10', lossRate: '0.01' },
    operation: { charge: '100', annualLeakRate: '0.1', years: '1' },
    disposal: { charge: '50', remainingShare: '0.8', recoveryEfficiency: '0.7' },
  }).explanation,
];

/** What a raw source looked like before it had a label. */
const RAW_SOURCE =
  /^(user|factor|default|derived|identity)$|^(constant|default):|^factor |^exchange-rate |^user, gauge|region \d|UNCONFIRMED/;
const CJK = /[\u4e00-\u9fff]/;

describe('explanation labels (calc-explain-labels.ts)', () => {
  it.each(LOCALES)('%s: every method, input name, coded value, word unit and source the engine writes has a label', (locale) => {
    const t = tr(locale);
    for (const x of explanations) {
      const method = methodLabel(x.method, t);
      expect(method, x.method).not.toMatch(/[a-z]+\.[a-z-]+/);
      for (const input of x.inputs) {
        expect(inputNameLabel(input.name, t), input.name).not.toBe(input.name);
        const source = inputSourceLabel(input.source, t);
        if (locale !== 'en-US') expect(source, `${input.name} ${input.source}`).not.toMatch(RAW_SOURCE);
        if (input.source && locale !== 'en-US') expect(source, `${input.name} ${input.source}`).not.toBe(input.source);
        if (input.name === 'sourceType' || input.name === 'equipmentType')
          expect(inputValueLabel(input.name, input.value, t)).not.toBe(input.value);
        if (locale !== 'en-US')
          expect(inputUnitLabel(input.unit, t)).not.toMatch(/^(fraction|fraction\/yr|yr|-|GHG Protocol Scope 3 category)$/);
        if (locale !== 'en-US' && input.source && !/^(factor |exchange-rate )/.test(input.source) && !/^IAPWS/.test(input.source))
          expect(source, `${input.name} ${input.source}`).toMatch(CJK);
      }
    }
  });

  it('names the inputs of the Chinese combustion method as the preview shows them', () => {
    const x = explanations[0]!;
    const zh = tr('zh-CN');
    const rows = x.inputs.map((i) => [inputNameLabel(i.name, zh), inputValueLabel(i.name, i.value, zh), inputSourceLabel(i.source, zh)]);
    expect(methodLabel(x.method, zh)).toBe('化石燃料燃烧（中国核算指南）');
    expect(rows).toContainEqual(['单位热值含碳量（换算为每 GJ）', '0.0153', '计算得出']);
    expect(rows).toContainEqual(['排放源类别', '固定源', '']);
    expect(rows).toContainEqual(['消耗量', '10', '用户填写']);
    expect(rows).toContainEqual(['低位发热量', '389.31', '因子库']);
    expect(rows.find((r) => r[0] === 'CO2 与碳的摩尔质量之比')?.[2]).toMatch(/^常数：IPCC 2006 年指南第 2 卷第 1 章/);
    expect(rows.find((r) => r[0] === '因子库中的因子')?.[2]).toBe('因子库：CN-NCV-NG v2 (id 7)');
  });

  it('labels GWP inputs by gas, an exchange-rate month, a default with its citation and a composed method', () => {
    const en = tr('en-US');
    const tw = tr('zh-TW');
    expect(inputNameLabel('gwp.CH4', en)).toBe('GWP of CH4');
    expect(inputNameLabel('gwp.HFC-134a', tw)).toBe('HFC-134a 的 GWP');
    expect(inputSourceLabel('exchange-rate CNY 2024-03', tw)).toBe('匯率表：CNY 2024-03');
    const ww = explanations.find((x) => x.method === 'wastewater.ch4')!;
    expect(inputSourceLabel(ww.inputs.find((i) => i.name === 'b0')?.source, tw)).toMatch(/^預設值：IPCC 2006 年指南第 5 卷第 6 章/);
    expect(methodLabel('heat.steam.superheated.cn-guideline+heat-factor', en)).toBe(
      'Purchased superheated steam (Chinese guidelines) + heat emission factor',
    );
  });

  it('shows what it does not know as it is', () => {
    const en = tr('en-US');
    expect(inputNameLabel('somethingNew', en)).toBe('somethingNew');
    expect(inputSourceLabel('Some handbook, p. 12', en)).toBe('Some handbook, p. 12');
    expect(inputUnitLabel('kWh', en)).toBe('kWh');
    expect(inputValueLabel('consumption', '12', en)).toBe('12');
  });
});
