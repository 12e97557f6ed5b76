import { describe, expect, it } from 'vitest';
import { ENTRY_PARAMETERS } from './entry-parameters.js';
import { INVENTORY_ENTRY_SHEET, INVENTORY_ENTRY_SHEET_V1, parseParameters } from './entry.sheet.js';

describe('parseParameters (the entry import’s parameters cell)', () => {
  it.each([
    ['energyTJ=1; co2KgPerTJ=56100', { energyTJ: '1', co2KgPerTJ: '56100' }],
    ['energyTJ = 1 ;co2KgPerTJ=56100;', { energyTJ: '1', co2KgPerTJ: '56100' }],
    ['consumptionKwh=2000；greenCertificateKwh=500', { consumptionKwh: '2000', greenCertificateKwh: '500' }],
    ['currency=EUR; amount=1000', { currency: 'EUR', amount: '1000' }],
    [
      '{"refrigerant":"R-134a","operation":{"charge":"10","annualLeakRate":"0.1","years":"1"}}',
      { refrigerant: 'R-134a', operation: { charge: '10', annualLeakRate: '0.1', years: '1' } },
    ],
  ])('%s', (text, expected) => {
    expect(parseParameters(text)).toEqual(expected);
  });

  it.each([[''], ['energyTJ'], ['=1'], ['type=steam'], ['a=1; a=2'], ['1x=2'], ['{not json'], ['[1,2]']])('refuses %j', (text) => {
    expect(parseParameters(text)).toBeUndefined();
  });

  it('the sheet has every column the import reads, the required ones marked', () => {
    expect(INVENTORY_ENTRY_SHEET.columns.filter((c) => c.required).map((c) => c.key)).toEqual(['sourceName', 'sourceType']);
    // the earlier template: one parameters cell, required
    expect(INVENTORY_ENTRY_SHEET_V1.columns.filter((c) => c.required).map((c) => c.key)).toEqual([
      'sourceName',
      'sourceType',
      'parameters',
    ]);
  });

  it('has a column per parameter of every method, choices as drop-downs, the old parameters cell last', () => {
    const keys = INVENTORY_ENTRY_SHEET.columns.map((c) => c.key);
    for (const name of ['energyTJ', 'co2KgPerTJ', 'consumptionUnit', 'gridFactor', 'distanceKm', 'factorKgCo2ePerPkm', 'operationCharge'])
      expect(keys).toContain(name);
    expect(keys.at(-1)).toBe('parameters');
    expect(new Set(keys).size).toBe(keys.length);
    const enums = INVENTORY_ENTRY_SHEET.columns.filter((c) => c.kind === 'enum').map((c) => c.key);
    expect(enums).toEqual(
      expect.arrayContaining(['scope', 'category', 'sourceType', 'fuel', 'consumptionUnit', 'carbonContentUnit', 'massUnit']),
    );
    // the operation stage's charge fills the engine's nested input
    expect(ENTRY_PARAMETERS.find((p) => p.key === 'operationCharge')?.path).toBe('operation.charge');
  });
});
