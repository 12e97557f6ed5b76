import { describe, expect, it } from 'vitest';
import { measurementMonthAllowed, realisation } from './effect.js';

const months = (n: number, energyAfter: string) =>
  Array.from({ length: n }, (_, i) => ({ month: `2025-${String(i + 1).padStart(2, '0')}`, energyAfter }));

describe('effect evaluation', () => {
  // 1,200,000 kWh a year before: 100,000 a month. Estimate: 240 t a year (20 a month); factor 0.001 t/kWh.
  const base = { energyBefore: '1200000', emissionFactor: '0.001', annualCarbonReduction: '240' };

  it('realises 100 % when each month saves its twelfth of the estimate', () => {
    // each month: 100,000 − 80,000 = 20,000 kWh × 0.001 = 20 t; 12 months: 240 t of 240
    const e = realisation({ ...base, measurements: months(12, '80000') }, '0.8');
    expect(e).toMatchObject({
      months: 12,
      complete: true,
      flagged: false,
      realisedEnergySaved: '240000',
      realisedReduction: '240',
      expectedReduction: '240',
      ratio: '1',
    });
    expect(e.rows[0]).toEqual({
      month: '2025-01',
      energyAfter: '80000',
      energySaved: '20000',
      realisedReduction: '20',
      cumulativeRealised: '20',
      cumulativeExpected: '20',
    });
    expect(e.rows[11]).toMatchObject({ cumulativeRealised: '240', cumulativeExpected: '240' });
  });

  it('flags a project under the threshold after one month, not at it', () => {
    // 3 months of 83,400 kWh: saved 16,600 a month = 16.6 t; 49.8 of 60 expected = 0.83
    const under = realisation({ ...base, measurements: months(3, '83400') }, '0.85');
    expect(under).toMatchObject({ months: 3, complete: false, realisedReduction: '49.8', expectedReduction: '60', ratio: '0.83' });
    expect(under.flagged).toBe(true);
    // 84,000 kWh: saved 16,000 = 16 t a month; 0.8 exactly is not under 0.8
    expect(realisation({ ...base, measurements: months(2, '84000') }, '0.8')).toMatchObject({ ratio: '0.8', flagged: false });
    expect(realisation({ ...base, measurements: [] }, '0.8')).toMatchObject({ months: 0, flagged: false, ratio: null });
  });

  it('keeps the ratio exact over a part of the year', () => {
    // 11 months of 70,000 against 1,000,000 a year: (11/12 × 1,000,000 − 770,000) × 0.0005 = 73.333… of 100 × 11/12 = 91.666…: 0.8
    const e = realisation(
      { energyBefore: '1000000', emissionFactor: '0.0005', annualCarbonReduction: '100', measurements: months(11, '70000') },
      '0.8',
    );
    expect(e).toMatchObject({ ratio: '0.8', flagged: false, realisedReduction: '73.333333333333333333' });
  });

  it('sorts the months and can realise more than estimated, or a negative saving', () => {
    const e = realisation(
      {
        ...base,
        measurements: [
          { month: '2025-02', energyAfter: '110000' },
          { month: '2025-01', energyAfter: '70000' },
        ],
      },
      '0.8',
    );
    // January: 30,000 kWh = 30 t; February: −10,000 kWh = −10 t; 20 of 40 expected = 0.5
    expect(e.rows.map((r) => [r.month, r.realisedReduction, r.cumulativeRealised])).toEqual([
      ['2025-01', '30', '30'],
      ['2025-02', '-10', '20'],
    ]);
    expect(e).toMatchObject({ ratio: '0.5', flagged: true });
  });

  it('has no figures without the estimate inputs', () => {
    expect(realisation({ ...base, emissionFactor: null, measurements: months(1, '1') }, '0.8')).toMatchObject({
      months: 1,
      rows: [],
      ratio: null,
      flagged: false,
    });
  });

  it('takes months after the acceptance month up to the current month', () => {
    expect(measurementMonthAllowed('2025-04', '2025-03-31', '2025-06-15')).toBe(true);
    expect(measurementMonthAllowed('2025-03', '2025-03-01', '2025-06-15')).toBe(false);
    expect(measurementMonthAllowed('2025-06', '2025-03-01', '2025-06-15')).toBe(true);
    expect(measurementMonthAllowed('2025-07', '2025-03-01', '2025-06-15')).toBe(false);
    expect(measurementMonthAllowed('2025-07', null, '2025-09-15')).toBe(false);
  });
});
