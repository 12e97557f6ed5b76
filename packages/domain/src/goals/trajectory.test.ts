import { describe, expect, it } from 'vitest';
import { bauLine, contractionLine, requiredAnnualRate, SBTI_ABSOLUTE_CONTRACTION_RATE, trajectory } from './trajectory.js';

describe('SBTi 1.5 °C absolute contraction (4.2 % of the base year a year, linear)', () => {
  it('is 4.2 %', () => expect(SBTI_ABSOLUTE_CONTRACTION_RATE).toBe('0.042'));
  it.each([
    [2020, '1000'],
    [2021, '958'],
    [2025, '790'],
    [2030, '580'],
    // 1 − 0.042 × 25 < 0: never below zero
    [2045, '0'],
    [2019, '1000'],
  ])('1,000 t in 2020 → %i: %s', (year, value) => {
    expect(contractionLine('1000', 2020, year)).toBe(value);
  });
});

describe('requiredAnnualRate', () => {
  it('1,000 → 580 over ten years is 4.2 % a year', () => expect(requiredAnnualRate('1000', '580', 2020, 2030)).toBe('0.042'));
  it('1,000 → 600 over ten years is 4 %', () => expect(requiredAnnualRate('1000', '600', 2020, 2030)).toBe('0.04'));
  it('a target above the base year is a negative rate', () => expect(requiredAnnualRate('1000', '1100', 2020, 2030)).toBe('-0.01'));
  it('none from zero emissions or a target year not after the base year', () => {
    expect(requiredAnnualRate('0', '0', 2020, 2030)).toBeNull();
    expect(requiredAnnualRate('1000', '900', 2020, 2020)).toBeNull();
  });
});

describe('bauLine', () => {
  it('flat at growth 0; 2 % compound: 1,000 × 1.02² = 1,040.4', () => {
    expect(bauLine('1000', 2020, 2025, '0')).toBe('1000');
    expect(bauLine('1000', 2020, 2022, '0.02')).toBe('1040.4');
  });
});

describe('trajectory', () => {
  it('lines from the base year to the target year, actuals where known', () => {
    const t = trajectory({
      baselineYear: 2020,
      targetYear: 2025,
      baseline: '1000',
      target: '800',
      actuals: new Map([
        [2020, '1000'],
        [2023, '900'],
      ]),
      bauGrowth: '0.01',
    });
    expect(t).toMatchObject({ sbtiTarget: '790', requiredAnnualRate: '0.04', meetsSbti: false, sbtiRate: '0.042' });
    expect(t.years.map((y) => [y.year, y.actual, y.sbti, y.target])).toEqual([
      [2020, '1000', '1000', '1000'],
      [2021, null, '958', '960'],
      [2022, null, '916', '920'],
      [2023, '900', '874', '880'],
      [2024, null, '832', '840'],
      [2025, null, '790', '800'],
    ]);
    // 1,000 × 1.01³ = 1,030.301
    expect(t.years[3]!.bau).toBe('1030.301');
  });

  it('without base-year emissions there are no lines, only actuals', () => {
    const t = trajectory({
      baselineYear: 2020,
      targetYear: 2021,
      baseline: null,
      target: '5',
      actuals: new Map([[2021, '7']]),
      bauGrowth: '0',
    });
    expect(t).toMatchObject({ sbtiTarget: null, requiredAnnualRate: null, meetsSbti: null });
    expect(t.years).toEqual([
      { year: 2020, actual: null, sbti: null, bau: null, target: null },
      { year: 2021, actual: '7', sbti: null, bau: null, target: null },
    ]);
  });
});
