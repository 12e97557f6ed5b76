import fc from 'fast-check';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { achievementStatus, changeRatio, monthlyAchievement, reductionFigure, rollUp, yearActual } from './achievement.js';

describe('achievementStatus (spec §4: meets, does not meet, not reported)', () => {
  it.each([
    ['100', '99.9999999999', 'met'],
    ['100', '100', 'met'],
    ['100', '100.0000000001', 'notMet'],
    ['0', '0', 'met'],
    ['0', '0.0000000001', 'notMet'],
    ['100', null, 'notReported'],
  ] as const)('target %s, actual %s → %s', (target, actual, status) => {
    expect(achievementStatus(target, actual)).toBe(status);
  });

  it('is met exactly when the actual does not exceed the cap', () => {
    const dec = fc.integer({ min: 0, max: 10 ** 9 }).map((n) => new Decimal(n).dividedBy(1000).toFixed());
    fc.assert(
      fc.property(dec, dec, (target, actual) => {
        expect(achievementStatus(target, actual) === 'met').toBe(Number(actual) <= Number(target));
      }),
    );
  });
});

describe('monthlyAchievement', () => {
  const targets = ['10', '10', '10', '10', '10', '10', '10', '10', '10', '10', '10', '12.5'];

  it('gives twelve months; a month without an approved actual is not reported, never split from the year', () => {
    const rows = monthlyAchievement(
      targets,
      new Map([
        [1, '9.5'],
        [2, '10'],
        [3, '10.01'],
        [12, '12.5'],
      ]),
    );
    expect(rows.map((r) => [r.month, r.target, r.actual, r.status])).toEqual([
      [1, '10', '9.5', 'met'],
      [2, '10', '10', 'met'],
      [3, '10', '10.01', 'notMet'],
      [4, '10', null, 'notReported'],
      [5, '10', null, 'notReported'],
      [6, '10', null, 'notReported'],
      [7, '10', null, 'notReported'],
      [8, '10', null, 'notReported'],
      [9, '10', null, 'notReported'],
      [10, '10', null, 'notReported'],
      [11, '10', null, 'notReported'],
      [12, '12.5', '12.5', 'met'],
    ]);
  });

  it('a year of an approved annual inventory: the months without data of their own say "annual data only"', () => {
    const rows = monthlyAchievement(targets, new Map([[2, '10.5']]), true);
    expect(rows.map((r) => r.status)).toEqual(['annualOnly', 'notMet', ...Array.from({ length: 10 }, () => 'annualOnly')]);
    expect(rows[0]).toEqual({ month: 1, target: '10', actual: null, status: 'annualOnly' });
  });

  it('a partial month (a roll-up missing a child) is not met when over the cap, else still not reported', () => {
    const rows = monthlyAchievement(
      targets,
      new Map([
        [1, { actual: '10.5', partial: true }],
        [2, { actual: '9', partial: true }],
        [3, { actual: '9' }],
      ]),
    );
    expect(rows.slice(0, 3)).toEqual([
      { month: 1, target: '10', actual: '10.5', status: 'notMet', partial: true },
      { month: 2, target: '10', actual: '9', status: 'notReported', partial: true },
      { month: 3, target: '10', actual: '9', status: 'met' },
    ]);
  });

  it('refuses anything but twelve targets', () => {
    expect(() => monthlyAchievement(targets.slice(1), new Map())).toThrow(RangeError);
  });
});

describe('yearActual', () => {
  const full = new Map(Array.from({ length: 12 }, (_, i) => [i + 1, '1.25'] as [number, string]));
  it('an approved annual inventory is the year', () => {
    expect(yearActual('100', full)).toEqual({ actual: '100', source: 'annual' });
  });
  it('else all twelve approved months add up (12 × 1.25 = 15)', () => {
    expect(yearActual(null, full)).toEqual({ actual: '15', source: 'months' });
  });
  it('eleven months are not a year', () => {
    const eleven = new Map(full);
    eleven.delete(7);
    expect(yearActual(null, eleven)).toEqual({ actual: null, source: null });
  });
});

describe('changeRatio', () => {
  it('(80 − 100) / 100 = −0.2; none from zero or a missing figure', () => {
    expect(changeRatio('100', '80')).toBe('-0.2');
    expect(changeRatio('0', '80')).toBeNull();
    expect(changeRatio(null, '80')).toBeNull();
    expect(changeRatio('100', null)).toBeNull();
  });
});

describe('reductionFigure', () => {
  it('target 200: estimated 150 is 0.75 of it, realised 50 is 0.25, not reached', () => {
    expect(reductionFigure('200', '150', '50')).toEqual({
      target: '200',
      estimated: '150',
      realised: '50',
      estimatedRatio: '0.75',
      realisedRatio: '0.25',
      reached: false,
    });
  });
  it('realised equal to the target reaches it; a third is kept to 10 decimals', () => {
    expect(reductionFigure('3', '1', '3')).toMatchObject({ estimatedRatio: '0.3333333333', realisedRatio: '1', reached: true });
  });
  it('no matching target: no ratios, nothing reached or missed', () => {
    expect(reductionFigure(null, '10', '5')).toEqual({
      target: null,
      estimated: '10',
      realised: '5',
      estimatedRatio: null,
      realisedRatio: null,
      reached: null,
    });
  });
});

describe('rollUp (the group over its children)', () => {
  it('sums the children that reported: 600 + 450.25 = 1050.25, complete when every expected child reported', () => {
    expect(
      rollUp([
        { actual: '600', expected: true },
        { actual: '450.25', expected: true },
        { actual: null, expected: false },
      ]),
    ).toEqual({ actual: '1050.25' });
  });

  it('is partial when an expected child has not reported, and null when none has', () => {
    expect(
      rollUp([
        { actual: '600', expected: true },
        { actual: null, expected: true },
      ]),
    ).toEqual({ actual: '600', partial: true });
    expect(rollUp([{ actual: null, expected: true }])).toBeNull();
    expect(rollUp([])).toBeNull();
  });
});
