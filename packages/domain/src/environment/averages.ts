import { Decimal } from '../calc/decimal.js';
import type { ReadingKind } from './enums.js';

/**
 * Hour and day windows and the averages of monitoring data (issue 15).
 *
 * Windows follow the configured zone (default Asia/Shanghai, UTC+8): HJ 212-2017 devices report
 * Beijing local time (yyyyMMddHHmmss), and the standards' hourly and daily values are local clock
 * hours and calendar days. A window is identified by its start instant (UTC on the wire).
 */

/** The default zone of hour and day windows (HJ 212-2017: data times are Beijing time). */
export const ENV_DEFAULT_ZONE = 'Asia/Shanghai';

/**
 * HJ 75-2017 (Specifications for continuous emissions monitoring of SO2, NOx and particulate
 * matter in the flue gas emitted from stationary sources), data validity: a daily average needs at
 * least 20 valid hourly averages; a day with fewer has insufficient data (no daily value, no
 * daily exceedance).
 */
export const MIN_VALID_HOURS_PER_DAY = 20;

/**
 * Decimal places an average is stored with. A mean of decimal readings may not terminate; six
 * places keep more than the three HJ 212-2017 devices report for concentrations (its data
 * dictionary's N.3 formats), so storage rounding never shows in a displayed value.
 */
export const AVERAGE_DECIMALS = 6;

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

const offsetCache = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC in minutes at an instant (Asia/Shanghai: +480). */
export function zoneOffsetMinutes(zone: string, at: Date): number {
  let f = offsetCache.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetCache.set(zone, f);
  }
  const name = f.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
}

/** The start of the local clock hour holding `at`. */
export function hourStart(at: Date, zone: string = ENV_DEFAULT_ZONE): Date {
  const off = zoneOffsetMinutes(zone, at) * 60_000;
  const local = at.getTime() + off;
  return new Date(local - (((local % HOUR_MS) + HOUR_MS) % HOUR_MS) - off);
}

/** The start of the local calendar day holding `at` (local midnight). */
export function dayStart(at: Date, zone: string = ENV_DEFAULT_ZONE): Date {
  const off = zoneOffsetMinutes(zone, at) * 60_000;
  const local = at.getTime() + off;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - off);
}

/** A window has ended (its average may be computed) when its end is not after `now`. */
export const windowEnded = (start: Date, lengthMs: number, now: Date) => start.getTime() + lengthMs <= now.getTime();

/** The local calendar date (YYYY-MM-DD) of a day window's start. */
export function localDate(at: Date, zone: string = ENV_DEFAULT_ZONE): string {
  const off = zoneOffsetMinutes(zone, at) * 60_000;
  return new Date(at.getTime() + off).toISOString().slice(0, 10);
}

/** The mean of decimal strings, rounded half-up to AVERAGE_DECIMALS places and written plainly; null when there are none. */
export function meanOf(values: readonly string[]): string | null {
  if (values.length === 0) return null;
  const sum = values.reduce((s, v) => s.plus(v), new Decimal(0));
  return trimZeros(sum.div(values.length).toDecimalPlaces(AVERAGE_DECIMALS, Decimal.ROUND_HALF_UP).toFixed(AVERAGE_DECIMALS));
}

/** "12.500000" → "12.5", "3.000000" → "3". */
export function trimZeros(s: string): string {
  return s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
}

/** The readings of one pollutant in one hour, by kind. */
export type HourReadings = Partial<Record<ReadingKind, readonly string[]>>;

/**
 * The hourly average of one pollutant in one hour, from what the device sent for it, preferring
 * the most aggregated data: an hourly value the device reported itself (HJ 212 CN 2061) is the
 * hour's value; otherwise the mean of its minute values (CN 2051); otherwise the mean of its
 * real-time values (CN 2011, or the HTTP route's). `count` is how many values the hour rests on;
 * null when the hour holds none.
 */
export function hourlyAverage(r: HourReadings): { value: string; count: number; from: ReadingKind } | null {
  for (const kind of ['hour', 'minute', 'realtime'] as const) {
    const values = r[kind] ?? [];
    const value = kind === 'hour' ? (values.length ? trimZeros(new Decimal(values[values.length - 1]!).toFixed()) : null) : meanOf(values);
    if (value !== null) return { value, count: values.length, from: kind };
  }
  return null;
}

/** A day's result: its average when at least MIN_VALID_HOURS_PER_DAY hours are valid, else insufficient data. */
export type DailyResult =
  { validHours: number; value: string; insufficient: false } | { validHours: number; value: null; insufficient: true };

/**
 * The daily average from the day's stored hourly averages (HJ 75-2017: at least 20 valid hourly
 * values; the daily value is their arithmetic mean). Null entries (hours without a valid value)
 * do not count.
 */
export function dailyAverage(hourly: readonly (string | null)[]): DailyResult {
  const valid = hourly.filter((v): v is string => v !== null);
  if (valid.length < MIN_VALID_HOURS_PER_DAY) return { validHours: valid.length, value: null, insufficient: true };
  return { validHours: valid.length, value: meanOf(valid)!, insufficient: false };
}

/** Whether an average exceeds its limit: strictly above it ("超标": the value is higher than the limit). No limit, no exceedance. */
export function exceeds(average: string, limit: string | null | undefined): boolean {
  return limit !== null && limit !== undefined && new Decimal(average).gt(limit);
}
