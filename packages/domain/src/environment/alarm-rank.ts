import { Decimal } from '../calc/decimal.js';
import type { AlarmRankCode } from './enums.js';

/**
 * The rank of an alarm follows the ratio of the average to its limit (issue 15). The thresholds
 * are data (a settings row an administrator edits); these are the defaults the issue names:
 * a ratio of at least 2 is urgent (0), at least 1.5 important (1), otherwise general (2).
 */
export type RankThresholds = { urgentRatio: string; importantRatio: string };

/** Issue 15: "by default ≥ 2 urgent, ≥ 1.5 important, otherwise general". */
export const DEFAULT_RANK_THRESHOLDS: RankThresholds = Object.freeze({ urgentRatio: '2', importantRatio: '1.5' });

/** Decimal places a stored ratio keeps (display only: the rank compares the exact ratio). */
export const RATIO_DECIMALS = 4;

/** average / limit, exact (the limit is positive). */
export const ratioOf = (average: string, limit: string): Decimal => new Decimal(average).div(limit);

/** The rank of a ratio under the thresholds: ≥ urgent → 0, ≥ important → 1, else 2 (boundaries inclusive). */
export function rankOf(ratio: Decimal | string, t: RankThresholds = DEFAULT_RANK_THRESHOLDS): AlarmRankCode {
  const r = new Decimal(ratio);
  if (r.gte(t.urgentRatio)) return 0;
  if (r.gte(t.importantRatio)) return 1;
  return 2;
}

/** The ratio for display: RATIO_DECIMALS places, half-up. */
export const shownRatio = (ratio: Decimal) => ratio.toDecimalPlaces(RATIO_DECIMALS, Decimal.ROUND_HALF_UP).toFixed();

/**
 * Thresholds are valid when both exceed 1 (an alarm's ratio is above 1 by definition, so a lower
 * threshold would rank everything alike) and urgent is above important.
 */
export function thresholdsValid(t: RankThresholds): boolean {
  const u = new Decimal(t.urgentRatio);
  const i = new Decimal(t.importantRatio);
  return i.gt(1) && u.gt(i);
}
