import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal.js';
import { decimalString, expectDomainError, expectReconciled, expectScaled, scale, times } from '../gwp/testing.js';
import { electricityLocationBased, electricityMarketBased } from './electricity.js';

describe('electricityLocationBased', () => {
  it.each([
    // 1000 MWh × 0.5703 tCO2/MWh (China 2022 carbon-market factor, reference §6) = 570.3 t.
    [{ mwh: 1000, gridFactor: '0.5703' }, '570.3', 'MWh'],
    // 1,234,567 kWh = 1234.567 MWh × 0.5366 = 617.2835 + 37.03701 + 7.407402 + 0.7407402 = 662.4686522 t.
    [{ kwh: 1234567, gridFactor: '0.5366' }, '662.4686522', 'kWh'],
    // Taiwan 2023: 250 MWh × 0.494 = 123.5 t.
    [{ mwh: '250', gridFactor: '0.494' }, '123.5', 'MWh'],
  ])('%j → %s t', (input, expected, unit) => {
    const r = electricityLocationBased(input);
    expect(r.tco2e.toFixed()).toBe(expected);
    expect(r.explanation.method).toBe('electricity.location-based');
    expect(r.explanation.inputs[0]?.unit).toBe(unit);
    expectReconciled(r);
  });
  it('needs exactly one of mwh and kwh', () => {
    expectDomainError(() => electricityLocationBased({ gridFactor: 1 }), 'calc.emissions.exactlyOneOf');
    expectDomainError(() => electricityLocationBased({ mwh: 1, kwh: 1000, gridFactor: 1 }), 'calc.emissions.exactlyOneOf');
  });
  it('keeps the factor ref', () => {
    const factor = { id: '7', version: '2024' };
    expect(electricityLocationBased({ mwh: 1, gridFactor: 1, factor }).explanation.factors).toEqual([factor]);
  });
});

describe('electricityMarketBased', () => {
  it.each([
    // 100000 − 20000 − 30000 = 50000 kWh = 50 MWh × 0.5366 = 26.83 t at the grid factor.
    [
      { consumptionKwh: 100000, greenPowerKwh: 20000, greenCertificateKwh: 30000, gridFactor: '0.5366' },
      '26.83',
      ['calc.electricity.note.gridFactorUsed', 'calc.electricity.note.instrumentsAtZero'],
    ],
    // Same with a residual mix: 50 × 0.6096 = 30.48 t.
    [
      {
        consumptionKwh: 100000,
        greenPowerKwh: 20000,
        greenCertificateKwh: 30000,
        residualMixFactor: '0.6096',
        gridFactor: '0.5366',
      },
      '30.48',
      ['calc.electricity.note.residualMixUsed', 'calc.electricity.note.instrumentsAtZero'],
    ],
    // No instruments: 8000 kWh = 8 MWh × 0.5 = 4 t.
    [{ consumptionKwh: '8000', gridFactor: '0.5' }, '4', ['calc.electricity.note.gridFactorUsed']],
    // Fully covered: 0.
    [
      { consumptionKwh: 500, greenPowerKwh: 200, greenCertificateKwh: 300, gridFactor: '0.5' },
      '0',
      ['calc.electricity.note.gridFactorUsed', 'calc.electricity.note.instrumentsAtZero'],
    ],
  ])('%j → %s t', (input, expected, notes) => {
    const r = electricityMarketBased(input);
    expect(r.tco2e.toFixed()).toBe(expected);
    expect(r.explanation.notes).toEqual(notes);
    expectReconciled(r);
  });
  it('refuses cover above consumption', () => {
    const err = expectDomainError(
      () => electricityMarketBased({ consumptionKwh: 100, greenPowerKwh: 60, greenCertificateKwh: '40.5', gridFactor: 1 }),
      'calc.electricity.coveredExceedsConsumption',
    );
    expect(err.params).toEqual({ covered: '100.5', consumption: '100' });
  });
  it('property: never negative, linear in all quantities, reconciles', () => {
    // consumption = uncovered + green + certificates, so the cover never exceeds consumption.
    const quantities = fc.tuple(decimalString(1e7, 2), decimalString(1e7, 2), decimalString(1e7, 2)).map(([u, green, cert]) => ({
      consumption: new Decimal(u).plus(green).plus(cert).toFixed(),
      green,
      cert,
    }));
    fc.assert(
      fc.property(quantities, decimalString(2, 4), fc.option(decimalString(2, 4), { nil: undefined }), scale, (q, grid, residual, k) => {
        const f = (m: string) =>
          electricityMarketBased({
            consumptionKwh: times(m, new Decimal(q.consumption)),
            greenPowerKwh: times(m, new Decimal(q.green)),
            greenCertificateKwh: times(m, new Decimal(q.cert)),
            gridFactor: grid,
            ...(residual === undefined ? {} : { residualMixFactor: residual }),
          });
        const base = f('1');
        expectReconciled(base);
        expectScaled(f(k), base, k);
        const loc = electricityLocationBased({ kwh: q.consumption, gridFactor: grid });
        expectScaled(electricityLocationBased({ kwh: times(k, new Decimal(q.consumption)), gridFactor: grid }), loc, k);
      }),
    );
  });
});
