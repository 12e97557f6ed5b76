import Decimal from 'decimal.js';

/**
 * Goal achievement (issue 13, spec §4 "meets target, does not meet, data not reported").
 * Figures are decimal strings (tCO2e); nothing is rounded here.
 */

/** The wire words of a period's achievement states (GOAL_ACHIEVEMENT meets / does_not_meet / not_reported). */
export const ACHIEVEMENT_STATUSES = ['met', 'notMet', 'notReported'] as const;
export type AchievementStatus = (typeof ACHIEVEMENT_STATUSES)[number];

/**
 * A month's states: those of any period, and "annual data only" (labelled
 * `goal.achievement.status.annualOnly`) for a month without data of its own in a year reported by
 * an approved annual inventory: an annual figure is never split into invented months.
 */
export const MONTH_ACHIEVEMENT_STATUSES = [...ACHIEVEMENT_STATUSES, 'annualOnly'] as const;
export type MonthAchievementStatus = (typeof MONTH_ACHIEVEMENT_STATUSES)[number];

/**
 * The status of one period: not reported when there is no approved actual; met when the actual
 * is at or below the control target (a cap: equal is met); not met when it is above. A `partial`
 * actual (an organisation that rolls up its children, not all of which have reported) decides
 * only when it already exceeds the cap (emissions only add up): not met; otherwise the period is
 * still not reported.
 */
export function achievementStatus(target: string, actual: string | null, partial = false): AchievementStatus {
  if (actual === null) return 'notReported';
  if (new Decimal(actual).gt(target)) return 'notMet';
  return partial ? 'notReported' : 'met';
}

export type MonthAchievement = {
  month: number;
  target: string;
  actual: string | null;
  status: MonthAchievementStatus;
  /** Present (true) when the actual covers only some of the children rolled up. */
  partial?: true;
};

/** An approved actual of a period; `partial` when it rolls up only some of the children expected. */
export type PeriodFigure = { actual: string; partial?: boolean };

/**
 * The twelve months of one organisation: `months` the monthly control targets (12 decimal
 * strings, January first), `actuals` the approved actual of each reported month. A month missing
 * from `actuals` is "data not reported", or "annual data only" when `annualData` (the year has an
 * approved annual inventory): an annual inventory is never split into invented months.
 */
export function monthlyAchievement(
  months: readonly string[],
  actuals: ReadonlyMap<number, string | PeriodFigure>,
  annualData = false,
): MonthAchievement[] {
  if (months.length !== 12) throw new RangeError(`12 monthly targets expected, got ${months.length}`);
  return months.map((target, i) => {
    const got = actuals.get(i + 1);
    const figure = typeof got === 'string' ? { actual: got } : got;
    if (!figure) return { month: i + 1, target, actual: null, status: annualData ? 'annualOnly' : 'notReported' };
    const status = achievementStatus(target, figure.actual, figure.partial === true);
    return { month: i + 1, target, actual: figure.actual, status, ...(figure.partial ? { partial: true as const } : {}) };
  });
}

/** Where a year's actual comes from: an approved annual inventory, all twelve approved months, or nothing. */
export type YearActualSource = 'annual' | 'months' | null;

/**
 * The actual of a whole year: the approved annual inventory when there is one (it is the
 * year's own figure), else the sum of the months when all twelve are approved, else none (a
 * partial year is not a year's actual).
 */
export function yearActual(
  annual: string | null,
  months: ReadonlyMap<number, string>,
): { actual: string | null; source: YearActualSource } {
  if (annual !== null) return { actual: annual, source: 'annual' };
  if (months.size < 12) return { actual: null, source: null };
  let sum = new Decimal(0);
  for (let m = 1; m <= 12; m++) sum = sum.plus(months.get(m) ?? 0);
  return { actual: sum.toFixed(), source: 'months' };
}

/**
 * The roll-up of an organisation over its children (the group over its business groups): the sum
 * of the children that reported, `partial` when a child expected (one with an inventory task in
 * the period) has not; null when none reported. Each child's figure is its own (as its row shows).
 */
export function rollUp(children: readonly { actual: string | null; expected: boolean }[]): PeriodFigure | null {
  const reported = children.filter((c) => c.actual !== null);
  if (reported.length === 0) return null;
  const actual = reported.reduce((sum, c) => sum.plus(c.actual!), new Decimal(0)).toFixed();
  const partial = children.some((c) => c.expected && c.actual === null);
  return partial ? { actual, partial } : { actual };
}

/** The change from `from` to `to` as a fraction of `from` (null when `from` is zero or either is missing). */
export function changeRatio(from: string | null, to: string | null): string | null {
  if (from === null || to === null || new Decimal(from).isZero()) return null;
  return new Decimal(to).minus(from).dividedBy(from).toDecimalPlaces(10).toFixed();
}

/** One reduction class (1R, 2R or 3R) of an organisation and year: plan against reality. */
export type ReductionFigure = {
  /** The reduction target (tCO2e), null when no target matches. */
  target: string | null;
  /** Σ estimated annual reduction of the approved (or later) projects. */
  estimated: string;
  /** Σ reduction realised, from the projects' effect evaluations (measurements). */
  realised: string;
  /** estimated ÷ target and realised ÷ target, fractions to 10 decimals (null without a positive target). */
  estimatedRatio: string | null;
  realisedRatio: string | null;
  /** Whether the realised reduction reaches the target (null without a target). */
  reached: boolean | null;
};

/** A reduction class's figures: the target beside the projects' estimated and realised reductions. */
export function reductionFigure(target: string | null, estimated: string, realised: string): ReductionFigure {
  const ratio = (v: string) =>
    target === null || !new Decimal(target).gt(0)
      ? null
      : new Decimal(v).dividedBy(target).toDecimalPlaces(10, Decimal.ROUND_HALF_UP).toFixed();
  return {
    target,
    estimated,
    realised,
    estimatedRatio: ratio(estimated),
    realisedRatio: ratio(realised),
    reached: target === null ? null : new Decimal(realised).gte(target),
  };
}
