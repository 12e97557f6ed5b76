import { Decimal } from '../calc/decimal.js';
import { DomainError, invalid } from '../errors.js';
import { FACTOR_CODE } from './factor.schema.js';

/**
 * Versions of one factor code over time (issue 9): a new version must not leave two versions
 * active at once, and a value far from the previous version's is confirmed by the user.
 * Dates are calendar days 'YYYY-MM-DD'; a missing validFrom is "since always", a missing
 * validTo "open-ended".
 */

/** One live version's period. */
export type VersionPeriod = { id: string; factorVersion: string; validFrom: string | null; validTo: string | null };

/** The calendar day `at` in `timeZone` (default GMT+8, the contract's zone), as 'YYYY-MM-DD'. */
export function calendarDay(at: Date, timeZone = 'Asia/Shanghai'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The day before an ISO day. */
export function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

const startsBefore = (from: string | null, day: string) => from === null || from < day;
const activeOn = (p: Pick<VersionPeriod, 'validFrom' | 'validTo'>, day: string) =>
  (p.validFrom === null || p.validFrom <= day) && (p.validTo === null || p.validTo >= day);

/** What adding a version changes: its start, and the earlier versions that now end the day before it. */
export type VersionPlan = { validFrom: string | null; ends: { id: string; factorVersion: string; validTo: string }[] };

/**
 * The start of a new version of a code that already has `existing` live versions, and the
 * versions it supersedes:
 * - without a start date the new version starts `today` (the first version of a code keeps
 *   none: it is valid since always);
 * - every earlier version that began before that start and is still active on it ends the day
 *   before (also when the start date is given: a new version supersedes the one it follows);
 * - a version that begins on or after a defaulted start would overlap the new open period:
 *   refused (2026004), the user gives the dates; so is an end date before a defaulted start.
 *   Explicit dates beyond that are the user's.
 */
export function planNewVersion(
  existing: readonly VersionPeriod[],
  next: { validFrom: string | null; validTo: string | null },
  today: string,
): VersionPlan {
  if (existing.length === 0) return { validFrom: next.validFrom, ends: [] };
  const start = next.validFrom ?? today;
  if (next.validFrom === null && next.validTo !== null && next.validTo < start)
    throw invalid('factor.validation.validTo', { field: 'validTo' }, 'validTo');
  if (next.validFrom === null) {
    const later = existing.find(
      (v) => v.validFrom !== null && v.validFrom >= start && (next.validTo === null || v.validFrom <= next.validTo),
    );
    if (later) {
      throw new DomainError(
        FACTOR_CODE.PERIOD_OVERLAP,
        `error.${FACTOR_CODE.PERIOD_OVERLAP}`,
        { factorVersion: later.factorVersion, validFrom: later.validFrom ?? '' },
        'validFrom',
      );
    }
  }
  const ends = existing
    .filter((v) => startsBefore(v.validFrom, start) && activeOn(v, start))
    .map((v) => ({ id: v.id, factorVersion: v.factorVersion, validTo: dayBefore(start) }));
  return { validFrom: start, ends };
}

/** How far a new value is from the previous one, when more than `threshold` times (default 10). */
export type ValueJump = { direction: 'higher' | 'lower'; times: string } | { direction: 'zero' } | { direction: 'fromZero' };

/**
 * Whether `next` differs from `previous` by more than a factor of `threshold` (issue 9: "1000
 * times lower than the previous version" asks for confirmation). `times` is the ratio rounded
 * to 3 significant digits. A change to or from zero always counts. Null when close enough or
 * when either is not a number.
 */
export function valueJump(previous: string, next: string, threshold = 10): ValueJump | null {
  let a: Decimal;
  let b: Decimal;
  try {
    a = new Decimal(previous.trim());
    b = new Decimal(next.trim());
  } catch {
    return null;
  }
  if (!a.isFinite() || !b.isFinite() || a.isNegative() || b.isNegative()) return null;
  if (a.isZero() && b.isZero()) return null;
  if (b.isZero()) return { direction: 'zero' };
  if (a.isZero()) return { direction: 'fromZero' };
  const ratio = b.greaterThan(a) ? b.dividedBy(a) : a.dividedBy(b);
  if (!ratio.greaterThan(threshold)) return null;
  return { direction: b.greaterThan(a) ? 'higher' : 'lower', times: ratio.toSignificantDigits(3).toFixed() };
}

/**
 * The version of a code in force in a period (issue 25: an import names a factor by code alone):
 * the version active on the period's last day, else the one active latest within the period;
 * undefined when none is active at any time in it. Days are 'YYYY-MM-DD'.
 */
export function versionInForce<T extends Pick<VersionPeriod, 'validFrom' | 'validTo'>>(
  versions: readonly T[],
  period: { from: string; to: string },
): T | undefined {
  const atEnd = versions.find((v) => activeOn(v, period.to));
  if (atEnd) return atEnd;
  const within = versions.filter(
    (v) => (v.validFrom === null || v.validFrom <= period.to) && (v.validTo === null || v.validTo >= period.from),
  );
  return within.sort((a, b) => (b.validTo ?? '').localeCompare(a.validTo ?? ''))[0];
}
