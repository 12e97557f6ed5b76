import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { firstEffectiveMonth, forecastYear, monthlyShare, whatIf, type ForecastInput } from './forecast.js';

const months = (values: (string | null)[]) => new Map(values.flatMap((v, i) => (v === null ? [] : [[i + 1, v] as [number, string]])));
/** Last year: 100 a month except February 80 and March 120 (1,200 in all). */
const LAST_YEAR = months(['100', '80', '120', '100', '100', '100', '100', '100', '100', '100', '100', '100']);
/** This year so far: 90, 72, 108 (270) against 300 in the same months last year: run rate 0.9. */
const SO_FAR = months(['90', '72', '108']);
const base: ForecastInput = { year: 2025, actuals: SO_FAR, lastYear: LAST_YEAR, target: '1000', projects: [] };

describe('firstEffectiveMonth', () => {
  it.each([
    [null, 13],
    ['2024-11-30', 1],
    ['2025-01-31', 2],
    ['2025-06-15', 7],
    ['2025-12-10', 13],
    ['2026-01-01', 13],
  ] as const)('completed %s → effective from month %i of 2025', (completion, month) => {
    expect(firstEffectiveMonth(completion, 2025)).toBe(month);
  });
});

describe('forecastYear', () => {
  it('a year with an approved annual inventory is that figure: 1,050 against the 1,000 cap misses by 50', () => {
    const f = forecastYear({
      ...base,
      actuals: new Map(),
      annual: '1050',
      projects: [{ id: '1', annualReduction: '120', completion: '2025-06-15' }],
    });
    expect(f).toMatchObject({ basis: 'annual', partial: false, total: '1050', reported: '1050', target: '1000', gap: '50', holds: false });
    expect(f).toMatchObject({ runRate: null, projectReduction: '0' });
    expect(f.months[0]).toEqual({ month: 1, actual: null, forecast: null, reduction: '0' });
  });

  it('an annual figure rolled up from only some children: over the cap it breaks, under it it does not say', () => {
    expect(forecastYear({ ...base, annual: '1200', partial: true })).toMatchObject({
      basis: 'annual',
      partial: true,
      gap: '200',
      holds: false,
    });
    expect(forecastYear({ ...base, annual: '800', partial: true })).toMatchObject({
      basis: 'annual',
      partial: true,
      gap: '-200',
      holds: null,
    });
    expect(forecastYear({ ...base, annual: '800' })).toMatchObject({ gap: '-200', holds: true });
  });

  it('scales last year’s profile by the run rate: 270 + 9 × 90 = 1,080, missing the 1,000 cap by 80', () => {
    const f = forecastYear(base);
    expect(f).toMatchObject({ basis: 'lastYearProfile', runRate: '0.9', reported: '270', total: '1080', gap: '80', holds: false });
    expect(f.months.slice(0, 4)).toEqual([
      { month: 1, actual: '90', forecast: '90', reduction: '0' },
      { month: 2, actual: '72', forecast: '72', reduction: '0' },
      { month: 3, actual: '108', forecast: '108', reduction: '0' },
      { month: 4, actual: null, forecast: '90', reduction: '0' },
    ]);
  });

  it('a project of 120 t/yr completed on 15 June takes 10 t off July to December: 1,020, gap 20', () => {
    const f = forecastYear({ ...base, projects: [{ id: '1', annualReduction: '120', completion: '2025-06-15' }] });
    expect(f).toMatchObject({ total: '1020', gap: '20', holds: false, projectReduction: '60' });
    expect(f.months[5]).toEqual({ month: 6, actual: null, forecast: '90', reduction: '0' });
    expect(f.months[6]).toEqual({ month: 7, actual: null, forecast: '80', reduction: '10' });
  });

  it('exactly on the cap holds (gap 0)', () => {
    const f = forecastYear({ ...base, target: '1080' });
    expect(f).toMatchObject({ gap: '0', holds: true });
  });

  it('nothing reported yet: last year as it was (run rate 1)', () => {
    const f = forecastYear({ ...base, actuals: new Map() });
    expect(f).toMatchObject({ basis: 'lastYearProfile', runRate: '1', total: '1200', gap: '200' });
  });

  it('without last year’s twelve months: the reported average (10, 10, 11 → 31/3 to 10 decimals), months adding up exactly', () => {
    const f = forecastYear({ ...base, actuals: months(['10', '10', '11']), lastYear: months(['5']), target: null });
    expect(f.basis).toBe('reportedAverage');
    expect(f.months[3]!.forecast).toBe('10.3333333333');
    // 31 + 9 × 10.3333333333
    expect(f.total).toBe('123.9999999997');
    expect(f.total).toBe(f.months.reduce((a, m) => a.plus(m.forecast!), new Decimal(0)).toFixed());
    expect(f).toMatchObject({ target: null, gap: null, holds: null });
  });

  it('nothing this year or last: no forecast', () => {
    const f = forecastYear({ ...base, actuals: new Map(), lastYear: new Map() });
    expect(f).toMatchObject({ basis: 'none', total: null, gap: null, holds: null });
    expect(f.months.every((m) => m.forecast === null)).toBe(true);
  });

  it('a month never goes below zero: a 2,400 t/yr project takes at most the month’s 90', () => {
    const f = forecastYear({ ...base, projects: [{ id: '1', annualReduction: '2400', completion: '2024-12-31' }] });
    expect(f.months[3]).toEqual({ month: 4, actual: null, forecast: '0', reduction: '90' });
    expect(f).toMatchObject({ total: '270', projectReduction: '810', holds: true, gap: '-730' });
  });

  it('a twelfth is kept to 10 decimals', () => {
    expect(monthlyShare('100').toFixed()).toBe('8.3333333333');
  });
});

describe('whatIf', () => {
  const candidates = [
    { id: '1', annualReduction: '120', completion: '2025-06-15' },
    { id: '2', annualReduction: '240', completion: '2025-03-31' },
  ];
  it('counts exactly the picked projects: project 2 alone (20 t a month from April) gives 900, 100 under the cap', () => {
    const { forecast, projects } = whatIf(base, candidates, [{ id: '2' }]);
    expect(projects.map((p) => p.id)).toEqual(['2']);
    expect(forecast).toMatchObject({ total: '900', gap: '-100', holds: true });
  });
  it('both: April–June 20 t, July–December 30 t: 1,080 − 240 = 840', () => {
    expect(whatIf(base, candidates, [{ id: '1' }, { id: '2' }]).forecast.total).toBe('840');
  });
  it('moving project 1 to 30 September: 10 t a month from October only, 1,050', () => {
    expect(whatIf(base, candidates, [{ id: '1', completion: '2025-09-30' }]).forecast.total).toBe('1050');
  });
  it('an unknown project is ignored', () => {
    expect(whatIf(base, candidates, [{ id: '9' }]).forecast.total).toBe('1080');
  });
});
