import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.js';
import { LOCALES } from '../../i18n/locale.js';
import { MESSAGES } from '../../i18n/messages/index.js';
import { DATA_QUALITY_SCHEMES, averageQualityLevel, dataQuality, twEpaQualityLevel, type DataQualitySource } from './data-quality.js';

const same = (s: string, share: string | number = 1): DataQualitySource => ({
  share,
  activityScore: s,
  factorScore: s,
  calibrationScore: s,
});

function errorKey(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return e.key;
    throw e;
  }
  throw new Error('expected a DomainError');
}

describe("dataQuality, 'average' scheme (spec §5 bands)", () => {
  it.each([
    ['0', 1],
    ['1.99', 1],
    ['2.0', 2],
    ['2.99', 2],
    ['3.0', 3],
    ['3.99', 3],
    ['4.0', 4],
    ['4.99', 4],
    ['5.0', 5],
  ])('a single source scoring %s on all three → level %i', (s, level) => {
    // mean of (s, s, s) is s
    const r = dataQuality([same(s)]);
    expect(r.score.eq(s)).toBe(true);
    expect(r.level).toBe(level);
    expect(averageQualityLevel(s)).toBe(level);
  });

  it('averages the three scores of a source: (2 + 2 + 1.97) / 3 = 1.99 → level 1', () => {
    const r = dataQuality([{ share: 1, activityScore: 2, factorScore: 2, calibrationScore: '1.97' }]);
    expect(r.score.toString()).toBe('1.99');
    expect(r.level).toBe(1);
  });

  it.each([
    ['percent', '60', '40'],
    ['fractions', '0.6', '0.4'],
    ['tCO2e', '300', '200'],
  ])('weights by share (%s): 0.6 × mean(5,4,3)=4 + 0.4 × 2 = 3.2 → level 3', (_, a, b) => {
    const r = dataQuality([{ share: a, activityScore: 5, factorScore: 4, calibrationScore: 3 }, same('2', b)]);
    expect(r.score.toString()).toBe('3.2');
    expect(r.level).toBe(3);
    expect(r.scheme).toBe('average');
  });

  it('a zero-share source does not count: 1 × 4 + 0 × 1 → 4.0, level 4', () => {
    const r = dataQuality([same('4', 1), same('1', 0)]);
    expect(r.score.toString()).toBe('4');
    expect(r.level).toBe(4);
  });

  it.each([
    ['calc.quality.noSources', () => dataQuality([])],
    ['calc.quality.sharesAllZero', () => dataQuality([same('3', 0), same('4', '0')])],
    ['calc.negative', () => dataQuality([same('3', -1), same('3', 2)])],
    ['calc.negative', () => dataQuality([{ share: 1, activityScore: -1, factorScore: 3, calibrationScore: 3 }])],
    ['calc.notANumber', () => dataQuality([same('x')])],
    ['calc.quality.unknownScheme', () => dataQuality([same('3')], 'iso' as 'average')],
  ])('rejects with %s', (key, fn) => {
    expect(errorKey(fn)).toBe(key);
    for (const locale of LOCALES) expect(MESSAGES[locale][key], `${locale} ${key}`).toBeTruthy();
  });
});

describe("dataQuality, 'tw-epa' scheme (reference §7)", () => {
  const src = (a1: number, a2: number, a3: number, share: string | number = 1): DataQualitySource => ({
    share,
    activityScore: a1,
    calibrationScore: a2,
    factorScore: a3,
  });

  it.each([
    [1, 1, 1, '1', 1], // X = 1
    [1, 2, 3, '6', 1], // X = 1 × 2 × 3 = 6
    [1, 3, 3, '9', 1], // 9 < 10
    [2, 2, 2, '8', 1],
    [2, 2, 3, '12', 2], // 10 ≤ 12 < 19
    [3, 3, 2, '18', 2],
    [3, 3, 3, '27', 3], // 19 ≤ 27 ≤ 27
  ])('A1=%i A2=%i A3=%i → X=%s, level %i', (a1, a2, a3, x, level) => {
    const r = dataQuality([src(a1, a2, a3)], 'tw-epa');
    expect(r.score.toString()).toBe(x);
    expect(r.level).toBe(level);
    expect(r.scheme).toBe('tw-epa');
  });

  it.each([
    ['9.99', 1],
    ['10', 2],
    ['18.99', 2],
    ['19', 3],
    ['27', 3],
  ])('band edge %s → level %i', (score, level) => {
    expect(twEpaQualityLevel(score)).toBe(level);
  });

  it('weights X, not the level: 0.7 × 1 + 0.3 × 27 = 0.7 + 8.1 = 8.8 → level 1', () => {
    const r = dataQuality([src(1, 1, 1, '0.7'), src(3, 3, 3, '0.3')], 'tw-epa');
    expect(r.score.toString()).toBe('8.8');
    expect(r.level).toBe(1);
  });

  it('normalises shares: 50 × 27 + 50 × 1 over 100 = 14 → level 2', () => {
    const r = dataQuality([src(3, 3, 3, 50), src(1, 1, 1, 50)], 'tw-epa');
    expect(r.score.toString()).toBe('14');
    expect(r.level).toBe(2);
  });

  it.each([[0], [4], [1.5]])('refuses a grade of %s', (g) => {
    expect(errorKey(() => dataQuality([src(g, 1, 1)], 'tw-epa'))).toBe('calc.quality.twEpaGradeRange');
  });
});

describe('DATA_QUALITY_SCHEMES', () => {
  it('lists both schemes with keys in all three languages', () => {
    expect(DATA_QUALITY_SCHEMES.map((s) => s.code)).toEqual(['average', 'tw-epa']);
    for (const s of DATA_QUALITY_SCHEMES) for (const l of LOCALES) expect(MESSAGES[l][s.key]).toBeTruthy();
  });
});
