import { z } from 'zod';
import { idString, pageQuery } from '../shared/envelope.js';
import { AVERAGE_PERIODS, INGEST_SOURCES, READING_KINDS } from './enums.js';

/**
 * Monitoring points and their data (issue 15). A point belongs to a park or a legal entity (data
 * scope), has a monitoring type, a point type, a mode (manual or automatic), a fill type for
 * manual data, and the pollutants it measures with their unit and hourly and daily limits.
 * Automatic points send readings through the HTTP ingestion route (a device key) or over HJ 212
 * (MN and password). Messages in i18n/messages/environment.ts.
 */

/** Error codes of monitoring points (2046xxx), readings (2049xxx) and alarms (2048xxx). Messages `error.<code>`. */
export const ENV_CODE = {
  POINT_NOT_EXIST: 2046001,
  /** A point belongs to a park or a legal entity, not to another organisation type. */
  POINT_ORG_TYPE: 2046002,
  /** The same pollutant twice on one point. */
  POLLUTANT_DUPLICATE: 2046003,
  /** A manual point needs a fill type (annual or monthly). */
  FILL_TYPE_REQUIRED: 2046004,
  /** MN and the HJ 212 password go together (a new MN needs a password). */
  MN_PASSWORD: 2046005,
  /** Another live point has this MN. */
  MN_TAKEN: 2046006,
  /** Another live point of the organisation has this name. */
  NAME_TAKEN: 2046007,
  /** MN and HJ 212 password are for automatic points only. */
  MN_MANUAL: 2046008,
  /** The device key is missing or belongs to no point. */
  KEY_INVALID: 2049001,
  /** The device key belongs to another point than the body's pointId. */
  KEY_OTHER_POINT: 2049002,
  /** One or more readings were refused (nothing stored); data.failedRows lists them. */
  READINGS_REFUSED: 2049003,
  /** The HTTP and HJ 212 ingestion accept automatic points only. */
  POINT_MANUAL: 2049004,
  /** The manual period does not match the point's fill type (YYYY for annual, YYYY-MM for monthly). */
  PERIOD_FILL_TYPE: 2049005,
  /** Manual data for a manual point only. */
  POINT_AUTOMATIC: 2049006,
  ALARM_NOT_EXIST: 2048001,
  /** The alarm's status does not allow the action (alarm-machine.ts). */
  ALARM_TRANSITION: 2048002,
  /** Someone changed the alarm first (the loser of two at once). */
  ALARM_CHANGED: 2048003,
  /** The handler cannot see the point's organisation. */
  HANDLER_SCOPE: 2048004,
  /** Only the assigned handler or an administrator may process the alarm. */
  NOT_HANDLER: 2048005,
  /** Thresholds: both above 1 and urgent above important. */
  THRESHOLDS: 2048006,
  /** The handler is not an active user. */
  HANDLER_NOT_EXIST: 2048007,
  ALARM_FILE_NOT_EXIST: 2048008,
  ALARM_FILE_TYPE: 2048009,
  ALARM_FILE_SIZE: 2048010,
} as const;

/** Device keys: 32 random bytes (256 bits), base64url; only the SHA-256 is stored. */
export const DEVICE_KEY_BYTES = 32;
/** The header that carries a device key on the ingestion route. */
export const DEVICE_KEY_HEADER = 'x-device-key';
/** At most this many readings in one ingestion request. */
export const INGEST_MAX_READINGS = 5000;
/** A reading may be at most this far in the future (device clocks drift); later ones are refused. */
export const INGEST_FUTURE_SLACK_MS = 10 * 60_000;

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);
const version = z.coerce.number().int().min(1);
/** A plain decimal string: up to 14 integer digits and 6 decimals, optional minus (e.g. temperatures). */
export const decimalString = z
  .string()
  .trim()
  .regex(/^-?\d{1,14}(\.\d{1,6})?$/);
/**
 * Whether `v` is already what `decimalString` accepts with nothing to trim (-?, 1–14 digits,
 * then . and 1–6 digits): the readings of a device almost always are, so ingestion checks
 * them without running the schema, and runs it only on the rest (spaces, bad values).
 */
export function isPlainDecimal(v: string): boolean {
  let i = v.charCodeAt(0) === 45 ? 1 : 0;
  const intStart = i;
  while (i < v.length && v.charCodeAt(i) >= 48 && v.charCodeAt(i) <= 57) i++;
  const intDigits = i - intStart;
  if (intDigits < 1 || intDigits > 14) return false;
  if (i === v.length) return true;
  if (v.charCodeAt(i) !== 46) return false;
  const fracDigits = v.length - i - 1;
  if (fracDigits < 1 || fracDigits > 6) return false;
  for (i++; i < v.length; i++) if (v.charCodeAt(i) < 48 || v.charCodeAt(i) > 57) return false;
  return true;
}
/**
 * A pollutant's unit as written on a chart and in a tooltip: letters (any script), digits, space
 * and `/ · . , % ‰ ( ) ³ ² ° ℃ - _`; no markup (`<`, `>`, `&`, quotes are refused).
 */
export const pollutantUnit = z
  .string()
  .trim()
  .max(20)
  .regex(/^[\p{L}\p{N} /·.,%‰()³²°℃_-]*$/u);

/** A positive decimal limit. */
const limit = z
  .string()
  .trim()
  .regex(/^\d{1,14}(\.\d{1,6})?$/)
  .refine((v) => Number(v) > 0, 'validation.tooSmall');
/** Pollutant codes: HJ 212-2017 codes (w01018, a21026, …) or a gateway's own, letters, digits, '-' and '_'. */
export const pollutantCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/);

export const pollutantLimit = z.object({
  code: pollutantCode,
  /** e.g. mg/L, mg/m³, dB(A), m³/h, pH (no unit) */
  unit: pollutantUnit.default(''),
  hourlyLimit: limit.nullable().optional(),
  dailyLimit: limit.nullable().optional(),
});
export type PollutantLimit = z.infer<typeof pollutantLimit>;

/**
 * HJ 212-2017 MN: the device's unique id, up to 24 characters; PW: the access password, printable
 * ASCII without `;` (the segment's separator), up to 24 (the standard says C6; devices send longer: ADR 015).
 */
const mn = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,24}$/);
const hj212Password = z
  .string()
  .trim()
  .regex(/^[\x21-\x3a\x3c-\x7e]{1,24}$/);

/**
 * Which HJ 212 packets a point accepts: `either` (default), or only HJ/T 212-2005 (no Flag) or
 * only HJ 212-2017 packets. Labels `envPoint.protocol.<value>`.
 */
export const HJ212_PROTOCOL_SETTINGS = ['either', '2005', '2017'] as const;
export type Hj212ProtocolSetting = (typeof HJ212_PROTOCOL_SETTINGS)[number];

export const envPointFields = z.object({
  orgId: idString,
  name: required(100),
  monitoringType: z.coerce.number().int().min(1).max(7),
  pointType: z.coerce.number().int().min(1).max(2),
  modeType: z.coerce.number().int().min(0).max(1),
  /** Manual points: 1 annual, 2 monthly. */
  fillType: z.coerce.number().int().min(1).max(2).nullable().optional(),
  /** Automatic points sending HJ 212: the device's MN and password (the password is stored as its SHA-256). */
  mn: mn.nullable().optional(),
  hj212Password: hj212Password.optional(),
  /** The HJ 212 protocol its device sends (default either). */
  hj212Protocol: z.enum(HJ212_PROTOCOL_SETTINGS).default('either'),
  remark: text(500).optional(),
  pollutants: z.array(pollutantLimit).min(1).max(50),
});
export type EnvPointFields = z.infer<typeof envPointFields>;
export const envPointAddRequest = envPointFields;
export type EnvPointAddRequest = z.infer<typeof envPointAddRequest>;
/** Edit: every field; `hj212Password` only when it changes, `hj212Protocol` left out: kept. */
export const envPointEditRequest = envPointFields.extend({
  id: idString,
  version,
  hj212Protocol: z.enum(HJ212_PROTOCOL_SETTINGS).optional(),
});
export type EnvPointEditRequest = z.infer<typeof envPointEditRequest>;
export const envPointDeleteRequest = z.object({ id: idString, version: version.optional() });
export const envPointKeyRequest = z.object({ id: idString });

export const envPointFilter = z.object({
  /** That organisation and its descendants. */
  orgId: idString.optional(),
  monitoringType: z.coerce.number().int().min(1).max(7).optional(),
  pointType: z.coerce.number().int().min(1).max(2).optional(),
  modeType: z.coerce.number().int().min(0).max(1).optional(),
  /** Name or MN. */
  keyword: text(100).optional(),
});
export const envPointPageQuery = pageQuery.extend(envPointFilter.shape);
export type EnvPointPageQuery = z.infer<typeof envPointPageQuery>;

export const envPointRow = z.object({
  id: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  /** The park the point lies in (its organisation, or the nearest park above it). */
  parkId: z.string().nullable(),
  parkName: z.string().nullable(),
  name: z.string(),
  monitoringType: z.number().int(),
  pointType: z.number().int(),
  modeType: z.number().int(),
  fillType: z.number().int().nullable(),
  mn: z.string().nullable(),
  /** Whether an HJ 212 password is set (the password itself is not kept). */
  hj212PasswordSet: z.boolean(),
  hj212Protocol: z.enum(HJ212_PROTOCOL_SETTINGS),
  remark: z.string().nullable(),
  pollutants: z.array(
    z.object({ code: z.string(), unit: z.string(), hourlyLimit: z.string().nullable(), dailyLimit: z.string().nullable() }),
  ),
  /** The device key's first characters, to tell keys apart (the key itself is shown once). */
  keyHint: z.string(),
  keyCreatedAt: z.string(),
  lastReadingAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type EnvPointRow = z.infer<typeof envPointRow>;

/** The point with its new device key: shown this once (only its SHA-256 is stored). */
export const envPointWithKey = envPointRow.extend({ deviceKey: z.string() });
export type EnvPointWithKey = z.infer<typeof envPointWithKey>;

// ---------------------------------------------------------------- readings

export const readingInput = z.object({
  pollutant: pollutantCode,
  /** ISO 8601 with its offset, e.g. 2026-03-01T08:05:00+08:00 or …Z. */
  time: z.iso.datetime({ offset: true }),
  value: decimalString,
});
export type ReadingInput = z.infer<typeof readingInput>;

export const envIngestRequest = z.object({
  pointId: idString,
  readings: z.array(readingInput).min(1).max(INGEST_MAX_READINGS),
});
export type EnvIngestRequest = z.infer<typeof envIngestRequest>;

/**
 * What an ingestion stored: new readings, readings whose value changed (replaced: the device's
 * latest word), and repeats of stored values (nothing done).
 */
export const envIngestResult = z.object({
  received: z.number().int(),
  stored: z.number().int(),
  replaced: z.number().int(),
  unchanged: z.number().int(),
});
export type EnvIngestResult = z.infer<typeof envIngestResult>;

const instant = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

export const envReadingQuery = z.object({
  pointId: idString,
  pollutant: pollutantCode.optional(),
  kind: z.enum(READING_KINDS).optional(),
  /** From this instant (inclusive); a day means its local start. */
  from: instant,
  /** Before this instant (exclusive); a day means the local start of the next day. */
  to: instant,
});
export type EnvReadingQuery = z.infer<typeof envReadingQuery>;
/** At most this many readings in one answer (a chart of two weeks of minute data). */
export const READINGS_MAX_ROWS = 20_000;
/** The other values HJ 212 sends beside the main one (Min, Max, Cou and the converted Zs values), when sent. */
export const READING_EXTRAS = ['min', 'max', 'cou', 'zsRtd', 'zsAvg', 'zsMin', 'zsMax'] as const;
export type ReadingExtra = (typeof READING_EXTRAS)[number];
const extraValue = z.string().nullable().optional();
export const envReadingRow = z.object({
  pollutant: z.string(),
  kind: z.enum(READING_KINDS),
  time: z.string(),
  value: z.string(),
  min: extraValue,
  max: extraValue,
  cou: extraValue,
  zsRtd: extraValue,
  zsAvg: extraValue,
  zsMin: extraValue,
  zsMax: extraValue,
});
export type EnvReadingRow = z.infer<typeof envReadingRow>;
export const envReadingList = z.object({ rows: z.array(envReadingRow), truncated: z.boolean() });

export const envAverageQuery = envReadingQuery.omit({ kind: true }).extend({ period: z.enum(AVERAGE_PERIODS) });
export type EnvAverageQuery = z.infer<typeof envAverageQuery>;
export const envAverageRow = z.object({
  pollutant: z.string(),
  period: z.enum(AVERAGE_PERIODS),
  periodStart: z.string(),
  /** Null: a day with fewer than 20 valid hours (insufficient data). */
  value: z.string().nullable(),
  /** Readings (hour) or valid hourly values (day) the average rests on. */
  count: z.number().int(),
  insufficient: z.boolean(),
  /** The point's limit for this period, for the chart. */
  limit: z.string().nullable(),
});
export type EnvAverageRow = z.infer<typeof envAverageRow>;

/** The ingestion log (accepted and refused batches), newest first. */
export const envIngestLogQuery = pageQuery.extend({ pointId: idString, outcome: z.enum(['ok', 'refused']).optional() });
export const envIngestLogRow = z.object({
  id: z.string(),
  at: z.string(),
  source: z.enum(INGEST_SOURCES),
  ip: z.string().nullable(),
  received: z.number().int(),
  stored: z.number().int(),
  outcome: z.enum(['ok', 'refused']),
  reason: z.string().nullable(),
  /** HJ 212 refusals: the frame's first 200 characters and the MN it named. */
  raw: z.string().nullable().optional(),
  mn: z.string().nullable().optional(),
});

/** The newest refusals kept for a point's data page (and of the listener-wide list of unregistered ones). */
export const REFUSALS_SHOWN = 100;
export const envRefusalQuery = z.object({ pointId: idString });
export const envRefusalRow = z.object({
  id: z.string(),
  at: z.string(),
  source: z.enum(INGEST_SOURCES),
  ip: z.string().nullable(),
  /** Why, as the listener or the ingestion wrote it (a reason code of `hj212.refusal.*` first for HJ 212). */
  reason: z.string().nullable(),
  /** The frame's first 200 characters (HJ 212). */
  raw: z.string().nullable(),
  mn: z.string().nullable(),
});
export type EnvRefusalRow = z.infer<typeof envRefusalRow>;

// ---------------------------------------------------------------- manual data

/** A manual period: YYYY for annual points, YYYY-MM for monthly ones. */
export const manualPeriod = z.string().regex(/^(19|20|21)\d{2}(-(0[1-9]|1[0-2]))?$/);
export const envManualSaveRequest = z.object({
  pointId: idString,
  period: manualPeriod,
  values: z
    .array(z.object({ pollutant: pollutantCode, value: decimalString }))
    .min(1)
    .max(50),
});
export type EnvManualSaveRequest = z.infer<typeof envManualSaveRequest>;
export const envManualQuery = z.object({ pointId: idString, year: z.coerce.number().int().min(1900).max(2199).optional() });
export const envManualRow = z.object({ period: z.string(), pollutant: z.string(), value: z.string(), updatedAt: z.string() });
export type EnvManualRow = z.infer<typeof envManualRow>;
export const envManualImportResult = z.object({ rows: z.number().int() });
