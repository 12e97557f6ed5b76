/**
 * The command parameters (CP) of HJ 212-2017 data uploads, and the readings they carry.
 *
 * §6.3.2 / §6.3.3: inside `CP=&&…&&`, groups are separated by `;` and the items of one
 * group by `,`; each item is `key=value`. Monitoring data uses `DataTime=YYYYMMDDhhmmss`
 * (Beijing local time) and `<pollutant code>-<suffix>=<value>`, suffixes Rtd (real-time
 * value), Avg / Min / Max (of the interval), Cou (cumulative), Flag (data flag), e.g.
 * `DataTime=20160801085857;w01018-Rtd=166.4,w01018-Flag=N;w01001-Rtd=7.2,w01001-Flag=N`.
 * Commands (the standard's command table): 2011 real-time data, 2051 minute data,
 * 2061 hourly data, 2031 daily data.
 */
import { accept, refuse, type Hj212Result } from './refusal.js';
import { decimalString, isPlainDecimal } from '../monitoring.schema.js';
import type { Hj212Packet } from './packet.js';

export type Hj212Cp = {
  readonly dataTime?: string;
  /** Pollutant code → suffix → value, e.g. `w01018` → `{ Rtd: '166.4', Flag: 'N' }`. */
  readonly pollutants: ReadonlyMap<string, Readonly<Record<string, string>>>;
  /** Items that are not `DataTime` and not `<code>-<suffix>` (e.g. `RtdInterval`). */
  readonly other: ReadonlyMap<string, string>;
  /** Keys given more than once (the last value is kept), e.g. `w00000-Avg`; absent when none. */
  readonly repeated?: readonly string[];
};

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isDigit = (c: number) => c >= 48 && c <= 57;

/**
 * Where the `-` of a pollutant item's key `<code>-<suffix>` is (code: 2–10 letters and digits,
 * suffix: letters), or -1 when the key is not one (read character by character: every item of
 * every packet is asked).
 */
function pollutantDash(key: string): number {
  const dash = key.indexOf('-');
  if (dash < 2 || dash > 10 || dash === key.length - 1) return -1;
  for (let i = 0; i < dash; i++) {
    const c = key.charCodeAt(i);
    if (!isLetter(c) && !isDigit(c)) return -1;
  }
  for (let i = dash + 1; i < key.length; i++) if (!isLetter(key.charCodeAt(i))) return -1;
  return dash;
}

/**
 * Splits CP text (without the `&&` fences) into its items. A key given twice keeps its last value
 * (devices repeat one now and then; the rest of the packet is good) and is named in `repeated`;
 * only a second DataTime that differs from the first is refused (which time the values are for
 * would be a guess).
 */
export function parseHj212Cp(cp: string): Hj212Result<Hj212Cp> {
  const pollutants = new Map<string, Record<string, string>>();
  const other = new Map<string, string>();
  let dataTime: string | undefined;
  let repeated: string[] | undefined;
  for (const group of cp.split(';')) {
    if (group === '') continue;
    for (const item of group.split(',')) {
      const eq = item.indexOf('=');
      if (eq <= 0) return refuse('bad_field', 'CP', `item "${item}" is not key=value`);
      const key = item.slice(0, eq).trim();
      const value = item.slice(eq + 1).trim();
      const dash = key === 'DataTime' ? -1 : pollutantDash(key);
      if (key === 'DataTime') {
        if (dataTime !== undefined && dataTime !== value) return refuse('bad_field', 'DataTime', 'repeated');
        dataTime = value;
      } else if (dash > 0) {
        const code = key.slice(0, dash);
        const suffix = key.slice(dash + 1);
        const entry = pollutants.get(code) ?? {};
        if (Object.hasOwn(entry, suffix)) (repeated ??= []).push(key);
        entry[suffix] = value;
        pollutants.set(code, entry);
      } else {
        if (other.has(key)) (repeated ??= []).push(key);
        other.set(key, value);
      }
    }
  }
  const out: { -readonly [K in keyof Hj212Cp]: Hj212Cp[K] } = { pollutants, other };
  if (dataTime !== undefined) out.dataTime = dataTime;
  if (repeated) out.repeated = repeated;
  return accept(out);
}

/**
 * What each stored command reports (the reading kinds of `environment/enums.ts`, READING_KINDS),
 * and which CP suffix holds its value.
 */
export const HJ212_DATA_COMMANDS = {
  '2011': { kind: 'realtime', suffix: 'Rtd' },
  '2051': { kind: 'minute', suffix: 'Avg' },
  '2061': { kind: 'hour', suffix: 'Avg' },
  '2031': { kind: 'day', suffix: 'Avg' },
} as const;
export type Hj212DataCn = keyof typeof HJ212_DATA_COMMANDS;
export type Hj212DataKind = (typeof HJ212_DATA_COMMANDS)[Hj212DataCn]['kind'];

export function isHj212DataCn(cn: string): cn is Hj212DataCn {
  return Object.hasOwn(HJ212_DATA_COMMANDS, cn);
}

/**
 * Data flags (the standard's data-flag table): N normal, F stopped, M maintenance,
 * S manually set value, D fault, C calibration, T above the instrument's measuring
 * range, B communication fault. N and T are measurements of the discharge (T is a real
 * value, and the one most likely to exceed a limit); the others are not, so they are not
 * stored (HJ 75-2017 §11 excludes them from valid data) and are reported as excluded.
 */
export const HJ212_STORED_DATA_FLAGS: readonly string[] = ['N', 'T'];

/** HJ 212 times are Beijing local time; China keeps UTC+8 all year (no daylight saving). */
export const HJ212_TIME_OFFSET = '+08:00';

/** The number written by the decimal digits `value[from…to)`, or -1 when one is not a digit. */
function digitsAt(value: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = value.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/**
 * `YYYYMMDDhhmmss` (Beijing time) → ISO 8601 with its offset, or null when not a real time
 * (proleptic Gregorian calendar, years 0100–9999, no leap second). Checked digit by digit:
 * the listener converts one a packet.
 */
export function hj212TimeToIso(value: string): string | null {
  if (value.length !== 14) return null;
  const y = digitsAt(value, 0, 4);
  const mo = digitsAt(value, 4, 6);
  const d = digitsAt(value, 6, 8);
  const h = digitsAt(value, 8, 10);
  const mi = digitsAt(value, 10, 12);
  const s = digitsAt(value, 12, 14);
  if (y < 100 || mo < 1 || mo > 12 || d < 1 || h < 0 || h > 23 || mi < 0 || mi > 59 || s < 0 || s > 59) return null;
  if (d > (mo === 2 && isLeapYear(y) ? 29 : DAYS_IN_MONTH[mo - 1]!)) return null;
  return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T${value.slice(8, 10)}:${value.slice(10, 12)}:${value.slice(12, 14)}${HJ212_TIME_OFFSET}`;
}

/** A `Date` as `YYYYMMDDhhmmss` in Beijing time (for building packets). */
export function isoToHj212Time(at: Date): string {
  const t = new Date(at.getTime() + 8 * 3600_000);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${p(t.getUTCFullYear(), 4)}${p(t.getUTCMonth() + 1)}${p(t.getUTCDate())}${p(t.getUTCHours())}${p(t.getUTCMinutes())}${p(t.getUTCSeconds())}`;
}

/**
 * The values a data packet carries beside the main one (Rtd or Avg), by their CP suffix: the
 * interval's minimum and maximum, the cumulative value (Cou, e.g. a flow's volume), and the
 * converted ("折算", Zs) values of flue gas. Stored beside the reading.
 */
export const HJ212_EXTRA_SUFFIXES = ['Min', 'Max', 'Cou', 'ZsRtd', 'ZsAvg', 'ZsMin', 'ZsMax'] as const;
export type Hj212ExtraSuffix = (typeof HJ212_EXTRA_SUFFIXES)[number];
export type Hj212Extras = Partial<Record<Hj212ExtraSuffix, string>>;

export type Hj212Reading = {
  readonly pollutant: string;
  readonly time: string;
  readonly value: string;
  /** The other values of the pollutant in the packet (absent when none). */
  readonly extras?: Hj212Extras;
};
export type Hj212Readings = {
  readonly kind: Hj212DataKind;
  readonly time: string;
  readonly readings: readonly Hj212Reading[];
  /** Values not stored because of their data flag: pollutant → flag. */
  readonly excluded: ReadonlyMap<string, string>;
  /**
   * What was taken differently from what was sent, for the log: a repeated key (the last value
   * kept), a value rounded to the stored scale (with the value as sent), an extra value dropped as
   * malformed. Absent when none.
   */
  readonly notes?: readonly string[];
};

/** The decimals a stored value keeps (the NUMERIC rule of every reading, `decimalString`). */
export const HJ212_VALUE_SCALE = 6;

/** The same decimal rule as the HTTP route's readings (14 integer digits, 6 decimals), so both refuse alike. */
const isDecimal = (v: string) => isPlainDecimal(v) || decimalString.safeParse(v).success;
/** A plain decimal with more decimals than the stored scale (`0.09055002`): rounded, not refused. */
const LONG_DECIMAL = /^-?\d{1,14}\.\d{7,}$/;

/**
 * `value` as stored: as sent when it is a decimal of at most 6 places, rounded half away from zero
 * to 6 places when it has more, or null when it is not a decimal. Rounded by its digits (no
 * floating point).
 */
export function hj212StoredValue(value: string): string | null {
  if (isDecimal(value)) return value.trim();
  if (!LONG_DECIMAL.test(value)) return null;
  const negative = value.startsWith('-');
  const [int, frac] = (negative ? value.slice(1) : value).split('.') as [string, string];
  let digits = int + frac.slice(0, HJ212_VALUE_SCALE);
  if (frac.charCodeAt(HJ212_VALUE_SCALE) >= 53) {
    // add one at the last kept place, carrying
    const out = digits.split('');
    let i = out.length - 1;
    while (i >= 0 && out[i] === '9') out[i--] = '0';
    if (i >= 0) out[i] = String(Number(out[i]) + 1);
    else out.unshift('1');
    digits = out.join('');
  }
  const cut = digits.length - HJ212_VALUE_SCALE;
  const rounded = `${digits.slice(0, cut)}.${digits.slice(cut)}`.replace(/\.?0+$/, '');
  const text = rounded === '' ? '0' : rounded;
  const result = negative && /[1-9]/.test(text) ? `-${text}` : text;
  return isDecimal(result) ? result : null;
}

/** The local day (00:00 Beijing time) of an ISO time with its +08:00 offset, as HJ 212 times are converted. */
const dayOf = (iso: string) => `${iso.slice(0, 10)}T00:00:00${HJ212_TIME_OFFSET}`;

/** The extras of one pollutant's values, each as stored; a malformed one is left out and noted. */
function extrasOf(code: string, values: Readonly<Record<string, string>>, notes: () => string[]): Hj212Extras | undefined {
  let extras: Hj212Extras | undefined;
  for (const suffix of HJ212_EXTRA_SUFFIXES) {
    const raw = values[suffix];
    if (raw === undefined) continue;
    const stored = hj212StoredValue(raw);
    if (stored === null) {
      notes().push(`${code}-${suffix} "${raw}" is not a number: left out`);
      continue;
    }
    if (stored !== raw) notes().push(`${code}-${suffix} ${raw} stored as ${stored}`);
    (extras ??= {})[suffix] = stored;
  }
  return extras;
}

/**
 * The readings a data packet (CN 2011/2051/2061/2031) carries: one per pollutant that has
 * a value of the command's kind (Rtd for real-time, Avg otherwise) with a stored data
 * flag, with its other values (Min, Max, Cou, Zs*). A value with more decimals than the stored
 * scale is rounded (noted with the value as sent); a main value that is not a number refuses the
 * whole packet (nothing is stored half). Daily values (2031) are stamped at their day's start
 * (DataTime's day, Beijing time), whatever time of day the device wrote.
 */
export function hj212Readings(packet: Hj212Packet): Hj212Result<Hj212Readings> {
  if (!isHj212DataCn(packet.cn)) return refuse('unsupported_cn', 'CN', packet.cn);
  const { kind, suffix } = HJ212_DATA_COMMANDS[packet.cn];
  const cp = parseHj212Cp(packet.cp);
  if (!cp.ok) return cp;
  const { dataTime, pollutants, repeated } = cp.value;
  if (dataTime === undefined) return refuse('missing_field', 'DataTime');
  const sent = hj212TimeToIso(dataTime);
  if (sent === null) return refuse('bad_field', 'DataTime', `"${dataTime}"`);
  const time = kind === 'day' ? dayOf(sent) : sent;
  const readings: Hj212Reading[] = [];
  const excluded = new Map<string, string>();
  let notes: string[] | undefined = repeated?.map((key) => `${key} repeated: the last value kept`);
  const addNotes = () => (notes ??= []);
  for (const [pollutant, values] of pollutants) {
    const raw = values[suffix];
    if (raw === undefined) continue;
    const value = isPlainDecimal(raw) ? raw : hj212StoredValue(raw);
    if (value === null) return refuse('bad_field', `${pollutant}-${suffix}`, `"${raw}"`);
    if (value !== raw) addNotes().push(`${pollutant}-${suffix} ${raw} stored as ${value}`);
    const flag = values.Flag;
    if (flag !== undefined && !HJ212_STORED_DATA_FLAGS.includes(flag)) {
      excluded.set(pollutant, flag);
      continue;
    }
    // most packets carry no extras: no object is made for them
    const extras = values.Min ?? values.Max ?? values.Cou ?? values.ZsRtd ?? values.ZsAvg ?? values.ZsMin ?? values.ZsMax;
    const found = extras === undefined ? undefined : extrasOf(pollutant, values, addNotes);
    readings.push(found ? { pollutant, time, value, extras: found } : { pollutant, time, value });
  }
  return accept(notes ? { kind, time, readings, excluded, notes } : { kind, time, readings, excluded });
}
