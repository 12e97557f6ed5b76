import { describe, expect, it } from 'vitest';
import { blendGwp, gasComponents, gwp, isKnownGas, isMontrealGas } from './gwp.js';
import { GWP_TABLE, type GwpAssessment } from './gwp-table.js';
import { expectDomainError } from './testing.js';

// Reference §3 vector table (official-table rows), typed in from the reference, not from GWP_TABLE.
const REFERENCE: Array<[string, number, number, number]> = [
  ['CO2', 1, 1, 1],
  ['CH4', 25, 28, 27.9],
  ['CH4-non-fossil', 25, 28, 27.0],
  ['N2O', 298, 265, 273],
  ['HFC-23', 14800, 12400, 14600],
  ['HFC-32', 675, 677, 771],
  ['HFC-125', 3500, 3170, 3740],
  ['HFC-134a', 1430, 1300, 1530],
  ['HFC-143a', 4470, 4800, 5810],
  ['HFC-152a', 124, 138, 164],
  ['HCFC-22', 1810, 1760, 1960],
  ['SF6', 22800, 23500, 25200],
  ['NF3', 17200, 16100, 17400],
  ['CF4', 7390, 6630, 7380],
  ['C2F6', 12200, 11100, 12400],
];

describe('gwp: values of reference §3', () => {
  it.each(REFERENCE)('%s AR4 %d, AR5 %d, AR6 %d', (gas, ar4, ar5, ar6) => {
    expect(gwp(gas, 'AR4').toNumber()).toBe(ar4);
    expect(gwp(gas, 'AR5').toNumber()).toBe(ar5);
    expect(gwp(gas, 'AR6').toNumber()).toBe(ar6);
  });
  it('fossil CH4: AR5 30, AR6 29.8; AR4 prints none and falls back to its single CH4 value 25', () => {
    expect(gwp('CH4-fossil', 'AR5').toString()).toBe('30');
    expect(gwp('CH4-fossil', 'AR6').toString()).toBe('29.8');
    expect(gwp('CH4-fossil', 'AR4').toString()).toBe('25');
  });
  it('every table row cites its source and the reference covers every row', () => {
    for (const r of GWP_TABLE) expect(r.source).toMatch(/IPCC/);
    const names = new Set([...REFERENCE.map((r) => r[0]), 'CH4-fossil']);
    expect(GWP_TABLE.map((r) => r.gas).sort()).toEqual([...names].sort());
  });
  it.each([
    ['co2', 'CO2'],
    [' R-134a ', 'HFC-134a'],
    ['r-22', 'HCFC-22'],
    ['CH4_nonfossil', 'CH4-non-fossil'],
    ['CH4_fossil', 'CH4-fossil'],
    ['R-14', 'CF4'],
  ])('alias %s = %s', (alias, gas) => {
    expect(gwp(alias, 'AR6').equals(gwp(gas, 'AR6'))).toBe(true);
  });
  it('unknown gas and unknown assessment are DomainErrors', () => {
    expectDomainError(() => gwp('HFC-999', 'AR6'), 'calc.gwp.unknownGas');
    expectDomainError(() => gwp('CO2', 'SAR' as GwpAssessment), 'calc.gwp.unknownAssessment');
    expectDomainError(() => isMontrealGas('nope'), 'calc.gwp.unknownGas');
    expect(isKnownGas('nope')).toBe(false);
    expect(isKnownGas('r-410a')).toBe(true);
  });
});

describe('named blends: Σ wᵢ·GWPᵢ computed by hand', () => {
  // R-410A 50/50 HFC-32/125: AR4 .5×675 + .5×3500 = 337.5 + 1750; AR5 338.5 + 1585; AR6 385.5 + 1870.
  // R-404A 44/52/4 HFC-125/143a/134a: AR4 1540 + 2324.4 + 57.2; AR5 1394.8 + 2496 + 52; AR6 1645.6 + 3021.2 + 61.2.
  // R-407C 23/25/52 HFC-32/125/134a: AR4 155.25 + 875 + 743.6; AR5 155.71 + 792.5 + 676; AR6 177.33 + 935 + 795.6.
  // R-507A 50/50 HFC-125/143a: AR4 1750 + 2235; AR5 1585 + 2400; AR6 1870 + 2905.
  it.each([
    ['R-410A', '2087.5', '1923.5', '2255.5'],
    ['R-404A', '3921.6', '3942.8', '4728'],
    ['R-407C', '1773.85', '1624.21', '1907.93'],
    ['R-507A', '3985', '3985', '4775'],
  ])('%s = %s / %s / %s', (blend, ar4, ar5, ar6) => {
    expect(gwp(blend, 'AR4').toFixed()).toBe(ar4);
    expect(gwp(blend, 'AR5').toFixed()).toBe(ar5);
    expect(gwp(blend, 'AR6').toFixed()).toBe(ar6);
    expect(isMontrealGas(blend)).toBe(false);
  });
  it('gasComponents splits a blend and keeps a single gas whole', () => {
    expect(gasComponents('R-407C').map((c) => [c.gas, c.massFraction.toString()])).toEqual([
      ['HFC-32', '0.23'],
      ['HFC-125', '0.25'],
      ['HFC-134a', '0.52'],
    ]);
    expect(gasComponents('r-22').map((c) => [c.gas, c.massFraction.toString()])).toEqual([['HCFC-22', '1']]);
  });
});

describe('blendGwp', () => {
  it('custom mixture: 0.3 HFC-32 + 0.7 HFC-134a, AR5 = 203.1 + 910 = 1113.1', () => {
    const g = blendGwp(
      [
        { gas: 'HFC-32', massFraction: 0.3 },
        { gas: 'HFC-134a', massFraction: '0.7' },
      ],
      'AR5',
    );
    expect(g.toFixed()).toBe('1113.1');
  });
  it('0.1 + 0.2 + 0.7 sums to exactly 1 in Decimal (a float sum would not)', () => {
    expect(
      blendGwp(
        [
          { gas: 'CO2', massFraction: 0.1 },
          { gas: 'CO2', massFraction: 0.2 },
          { gas: 'CO2', massFraction: 0.7 },
        ],
        'AR6',
      ).toFixed(),
    ).toBe('1');
  });
  it.each([
    [
      [
        { gas: 'HFC-32', massFraction: '0.3' },
        { gas: 'HFC-125', massFraction: '0.6' },
      ],
      '0.9',
    ],
    [
      [
        { gas: 'HFC-32', massFraction: '0.5' },
        { gas: 'HFC-125', massFraction: '0.5000000001' },
      ],
      '1.0000000001',
    ],
  ])('fractions not summing to 1 are refused (%j)', (components, sum) => {
    const err = expectDomainError(() => blendGwp(components, 'AR6'), 'calc.gwp.fractionsNotOne');
    expect(err.params.sum).toBe(sum);
  });
  it('refuses empty, negative and unknown components', () => {
    expectDomainError(() => blendGwp([], 'AR6'), 'calc.gwp.emptyBlend');
    expectDomainError(
      () =>
        blendGwp(
          [
            { gas: 'CO2', massFraction: '-0.5' },
            { gas: 'CO2', massFraction: '1.5' },
          ],
          'AR6',
        ),
      'calc.negative',
    );
    expectDomainError(() => blendGwp([{ gas: 'XYZ', massFraction: 1 }], 'AR6'), 'calc.gwp.unknownGas');
  });
  it('flags Montreal gases, alone or inside a mixture name', () => {
    expect(isMontrealGas('HCFC-22')).toBe(true);
    expect(isMontrealGas('R-22')).toBe(true);
    expect(isMontrealGas('HFC-134a')).toBe(false);
  });
});

describe('calcEmissionsMessages', () => {
  it('has the same keys, all non-empty, in zh-CN, en-US and zh-TW', async () => {
    const { calcEmissionsMessages: m } = await import('../../i18n/messages/calc-emissions.js');
    const keys = Object.keys(m['en-US']).sort();
    expect(keys.length).toBeGreaterThan(10);
    expect(Object.keys(m['zh-CN']).sort()).toEqual(keys);
    expect(Object.keys(m['zh-TW']).sort()).toEqual(keys);
    for (const l of ['zh-CN', 'en-US', 'zh-TW'] as const) for (const k of keys) expect(m[l][k]).not.toBe('');
  });
});
