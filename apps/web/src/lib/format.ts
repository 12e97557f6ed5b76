import i18next from 'i18next';
import { Decimal, LOCALES, type Locale } from '@carbon/domain';

/**
 * Dates, times and years on screen (issue 9): in the user's language and time zone.
 *
 * The time zone, first that is a valid IANA name:
 * 1. the user's own choice, `localStorage["timeZone"]` (`setUserTimeZone`);
 * 2. the group's default, `VITE_DEFAULT_TIME_ZONE` at build time (e.g. `Asia/Shanghai`),
 *    so a group can show every user the zone its reporting periods are kept in;
 * 3. the browser's zone;
 * 4. UTC.
 * Calendar dates (`2025-03-04`, a validity start, a boundary date) are days, not instants:
 * they are shown as they are, never shifted by a zone.
 */
export const TIME_ZONE_STORAGE_KEY = 'timeZone';

const GROUP_TIME_ZONE: string | undefined = import.meta.env.VITE_DEFAULT_TIME_ZONE;
const EMPTY = '-';
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export type TimeZoneSources = { user?: string | null; group?: string | null; browser?: string | null };

/** The first valid zone of the user's choice, the group's default and the browser's zone; UTC otherwise. */
export function resolveTimeZone({ user, group, browser }: TimeZoneSources): string {
  return [user, group, browser].find(isTimeZone) ?? 'UTC';
}

function storedTimeZone(): string | null {
  try {
    return localStorage.getItem(TIME_ZONE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The zone dates and times are shown in (see the rule above). */
export function currentTimeZone(): string {
  return resolveTimeZone({
    user: storedTimeZone(),
    group: GROUP_TIME_ZONE,
    browser: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
}

/** Stores (or with null forgets) the user's own zone; it applies from the next rendering. */
export function setUserTimeZone(zone: string | null): void {
  if (zone === null) localStorage.removeItem(TIME_ZONE_STORAGE_KEY);
  else if (isTimeZone(zone)) localStorage.setItem(TIME_ZONE_STORAGE_KEY, zone);
}

export type FormatOptions = { locale?: Locale; timeZone?: string };

function localeOf(options: FormatOptions): Locale {
  if (options.locale) return options.locale;
  const language = i18next.language;
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : 'en-US';
}

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, timeZone: string, kind: 'date' | 'dateTime'): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${kind}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...(kind === 'date' ? DATE : DATE_TIME), timeZone });
    formatters.set(key, f);
  }
  return f;
}

type DateInput = string | number | Date | null | undefined;

/** ICU puts thin and narrow no-break spaces in some patterns (zh-TW); plain spaces read and copy the same everywhere. */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');

function toDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** An instant as date and time, e.g. zh-CN "2025/03/04 13:06:07", en-US "03/04/2025, 13:06:07"; "-" when empty. */
export function formatDateTime(value: DateInput, options: FormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return EMPTY;
  return plainSpaces(formatter(localeOf(options), options.timeZone ?? currentTimeZone(), 'dateTime').format(date));
}

/** A calendar date as it is, or the day of an instant in the time zone; "-" when empty. */
export function formatDate(value: DateInput, options: FormatOptions = {}): string {
  const day = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (day) {
    const utc = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    return plainSpaces(formatter(localeOf(options), 'UTC', 'date').format(utc));
  }
  const date = toDate(value);
  if (!date) return EMPTY;
  return plainSpaces(formatter(localeOf(options), options.timeZone ?? currentTimeZone(), 'date').format(date));
}

/** A year as a year: "2025", never "2,025"; "-" when empty. */
export function formatYear(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const year = Number(value);
  return Number.isInteger(year) ? String(year) : EMPTY;
}

/**
 * A chart's axis value (issue 29): the binary noise of a computed bound rounded away (12 significant
 * digits, at most 6 decimals), grouped in the user's language: 90 × 1.1 reads "99", never "99.00000000000001".
 */
export function formatAxisNumber(value: number): string {
  if (!Number.isFinite(value)) return EMPTY;
  return new Intl.NumberFormat(localeOf({}), { maximumFractionDigits: 6 }).format(Number(value.toPrecision(12)));
}

/** Decimals of an emission figure (tCO2e) on screens and the dashboard (issue 25: one rule everywhere). */
export const SCREEN_DECIMALS = 2;
/** Decimals of an emission figure in reports and derivations. */
export const REPORT_DECIMALS = 4;

/**
 * An emission figure (a decimal string, exact as the server sums it) as shown: rounded half up to
 * `decimals` places, always that many, with the language's thousands separators: "2,729.75",
 * never "2729.74790537333333333". Not a number: a dash. Display only: keep the exact string in the
 * element's title where a reader may want it.
 */
export function formatFigure(value: string | number | null | undefined, decimals = SCREEN_DECIMALS, locale: string = localeOf({})): string {
  return formatDecimal(value, { decimals, pad: true, locale });
}

export type DecimalStyle = {
  /** Places to round to, half up. */
  decimals: number;
  /** Always that many places ("2.50"); otherwise trailing zeros go ("2.5"). */
  pad?: boolean;
  /** The language whose digit grouping to use. */
  locale?: string;
};

/**
 * A decimal (string or number) as shown: rounded half up to `decimals` places, the whole part grouped
 * in the language's way (exactly, through BigInt, however long). Not a decimal: a dash. Display only.
 */
export function formatDecimal(
  value: string | number | null | undefined,
  { decimals, pad = false, locale = localeOf({}) }: DecimalStyle,
): string {
  if (value === null || value === undefined || value === '') return '—';
  let d: Decimal;
  try {
    d = new Decimal(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  } catch {
    return '—';
  }
  const [whole = '0', fraction] = (pad ? d.abs().toFixed(decimals) : d.abs().toFixed()).split('.');
  const grouped = new Intl.NumberFormat(locale || 'en-US', { useGrouping: true }).format(BigInt(whole));
  return `${d.isNegative() && !d.isZero() ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
