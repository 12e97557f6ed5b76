import { describe, expect, it } from 'vitest';
import { calculateSource, emissionResultToWire } from '@carbon/domain';
import { activitySummary } from './activity-summary';
import {
  initialSourceValues,
  isDecimalText,
  pickSourceFields,
  SCOPE_SOURCE_TYPES,
  SOURCE_FIELDS,
  sourceValuesOf,
  toSourceInput,
  visibleSourceFields,
} from './source-fields';

describe('toSourceInput', () => {
  it('electricity with green power and certificates becomes the engine input (decimals as strings, empties left out)', () => {
    const input = toSourceInput({
      type: 'electricity-market',
      consumptionKwh: ' 1000 ',
      greenPowerKwh: '',
      greenCertificateKwh: '300',
      gridFactor: '0.5703',
    });
    expect(input).toEqual({
      success: true,
      data: { type: 'electricity-market', consumptionKwh: '1000', greenCertificateKwh: '300', gridFactor: '0.5703' },
    });
    // The engine accepts it and nets the certificates out of the market-based figure.
    if (!input.success) throw new Error('not parsed');
    const market = emissionResultToWire(calculateSource(input.data, { gwpSet: 'AR5' }));
    expect(Number(market.tco2e)).toBeCloseTo((700 / 1000) * 0.5703, 6);
  });

  it('the refrigerant screening stages are nested inputs, a stage left empty is left out', () => {
    const input = toSourceInput({
      type: 'refrigerant-screening',
      refrigerant: 'R-410A',
      massUnit: 'kg',
      operation: { charge: '12', annualLeakRate: '0.05', years: '1' },
      installation: { newCharge: '', lossRate: '' },
    });
    expect(input).toEqual({
      success: true,
      data: {
        type: 'refrigerant-screening',
        refrigerant: 'R-410A',
        massUnit: 'kg',
        operation: { charge: '12', annualLeakRate: '0.05', years: '1' },
      },
    });
  });

  it('scope 3 spend: the category comes from the section, year and month are numbers, the currency upper case', () => {
    const values = { ...initialSourceValues('scope3-spend', { category: 6 }), amount: '2500', currency: 'eur', year: '2024', month: 5 };
    expect(toSourceInput(values)).toEqual({
      success: true,
      data: { type: 'scope3-spend', category: 6, amount: '2500', currency: 'EUR', year: 2024, month: 5 },
    });
  });

  it('the pressure of saturated steam is not sent (it is not shown)', () => {
    const out = toSourceInput({
      type: 'steam',
      state: 'saturated',
      pressureMPa: '1',
      pressureKind: 'absolute',
      temperatureC: '180',
      massT: '10',
    });
    expect(out.success && out.data).toEqual({ type: 'steam', state: 'saturated', temperatureC: '180', massT: '10' });
  });

  it('refuses an input the engine schema refuses (no consumption)', () => {
    expect(toSourceInput({ type: 'electricity-market', gridFactor: '0.5' }).success).toBe(false);
  });
});

describe('sourceValuesOf', () => {
  it('an entry stored input comes back as the same form values', () => {
    const stored = { type: 'steam', state: 'superheated', pressureMPa: '1.2', pressureKind: 'gauge', temperatureC: '250', massT: 8 };
    const values = sourceValuesOf(stored);
    expect(toSourceInput(values)).toEqual({ success: true, data: { ...stored, massT: '8' } });
  });
});

describe('the fields', () => {
  it('every section type has fields, and every field name is an input of its engine type', () => {
    for (const types of Object.values(SCOPE_SOURCE_TYPES)) for (const type of types) expect(SOURCE_FIELDS[type].length).toBeGreaterThan(0);
  });

  it('activity data reads as quantity and unit', () => {
    expect(activitySummary({ type: 'electricity-market', consumptionKwh: '1200' })).toBe('1200 kWh');
    expect(activitySummary({ type: 'scope3-distance', massT: '10', distanceKm: '500' })).toBe('10 t × 500 km');
  });
});

describe('pickSourceFields', () => {
  const table = pickSourceFields(
    { 'combustion-cn': ['oxidationRate', 'consumption', 'consumptionUnit'], 'scope3-spend': ['category', 'amount', 'currency'] },
    { category: { kind: 'select', hidden: undefined, initial: 3 }, oxidationRate: { hint: undefined } },
  );

  it("keeps the named fields in the kit's order, with their changes", () => {
    expect(visibleSourceFields({ type: 'combustion-cn' }, table).map((f) => f.name)).toEqual([
      'consumption',
      'consumptionUnit',
      'oxidationRate',
    ]);
    expect(table['combustion-cn']?.find((f) => f.name === 'oxidationRate')?.hint).toBeUndefined();
    expect(table['scope3-spend']?.[0]).toMatchObject({ name: 'category', kind: 'select', initial: 3, hidden: undefined });
    expect(visibleSourceFields({ type: 'steam' }, table)).toEqual([]);
  });

  it('starts from the picked fields only and sends only them', () => {
    // the kit's combustion starts as a stationary source; the picked table asks nothing of it
    expect(initialSourceValues('combustion-cn', {}, table)).toEqual({ type: 'combustion-cn', consumptionUnit: 't' });
    expect(initialSourceValues('scope3-spend', {}, table)).toEqual({ type: 'scope3-spend', category: 3, currency: 'CNY' });
    const values = { ...initialSourceValues('combustion-cn'), consumption: '10', ch4KgPerTJ: '3' };
    expect(toSourceInput(values, table)).toEqual({
      success: true,
      data: { type: 'combustion-cn', consumption: '10', consumptionUnit: 't' },
    });
  });

  it('a refused input says why', () => {
    const out = toSourceInput({ type: 'combustion-cn', consumptionUnit: 't' }, table);
    expect(out.success).toBe(false);
    expect(!out.success && out.error?.issues[0]?.path).toEqual(['consumption']);
  });
});

describe('isDecimalText', () => {
  it('accepts plain decimals with at most 10 places and refuses the rest', () => {
    expect(['0', '12', '0.5703', '1.0123456789'].every(isDecimalText)).toBe(true);
    expect(['', '-1', '1e3', '1.', '.5', '1.01234567891', '1.2.3', 'abc'].some(isDecimalText)).toBe(false);
  });
});
