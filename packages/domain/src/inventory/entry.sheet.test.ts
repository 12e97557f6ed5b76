import { describe, expect, it } from 'vitest';
import { INVENTORY_ENTRY_SHEET, parseParameters } from './entry.sheet.js';

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
    expect(INVENTORY_ENTRY_SHEET.columns.filter((c) => c.required).map((c) => c.key)).toEqual(['sourceName', 'sourceType', 'parameters']);
  });
});
