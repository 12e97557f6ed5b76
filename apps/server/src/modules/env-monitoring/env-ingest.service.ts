import {
  ENV_CODE,
  ENV_DEFAULT_ZONE,
  INGEST_FUTURE_SLACK_MS,
  INGEST_MAX_READINGS,
  decimalString,
  isPlainDecimal,
  translate,
  withData,
  type EnvIngestResult,
  type FailedRow,
  type IngestSource,
  type Locale,
  type ReadingKind,
  fail,
} from '@carbon/domain';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import { sha256 } from './env-common.js';
import { pointRepo, type PointRecord } from './env-point.repo.js';
import { readingRepo, type IngestBatch, type ReadingExtras, type StoredReading } from './env-reading.repo.js';

/** Refusals of the HJ 212 listener naming no registered point: the newest this many are kept (listener-wide, admins read them). */
export const UNREGISTERED_REFUSALS_KEPT = 100;

export type EnvIngestDeps = { db: Db; clock: Clock; zone?: string };

/** One reading to store; `kind` defaults to real-time (the HTTP route's), the HJ 212 listener names it by CN. */
export type IngestReading = {
  pollutant: string;
  time: string | Date;
  value: string;
  kind?: ReadingKind | undefined;
  /** HJ 212's other values of the pollutant (Min, Max, Cou, Zs*), already checked decimals of the stored scale. */
  extras?: ReadingExtras | undefined;
};
export type IngestInput = {
  pointId: number;
  readings: readonly IngestReading[];
  /** The kind of the readings that name none (default real-time). */
  kind?: ReadingKind | undefined;
  source: IngestSource;
  /** The sender's address, for the ingestion log. */
  ip?: string | null | undefined;
  /** The language of a refusal's message (default zh-CN). */
  locale?: Locale | undefined;
};

/** What the HJ 212 listener needs of a point registered to an MN; `record` is what `ingest` takes as the point already found. */
export type MnPoint = {
  pointId: number;
  orgId: number;
  modeType: number;
  passwordHash: string | null;
  /** The HJ 212 protocol the point accepts: 'either' | '2005' | '2017'. */
  protocol: string;
  pollutants: string[];
  record: KnownPoint;
};
/** A point its caller found already, with its pollutant codes: `ingest` reads neither again. */
export type KnownPoint = { point: PointRecord; codes?: readonly string[] };

/**
 * `YYYY-MM-DDThh:mm:ss[.mmm]` with `Z` or `±hh:mm`: JavaScript and PostgreSQL read it as the same
 * instant (a finer fraction is cut to milliseconds by JavaScript only, so it is not passed as sent).
 */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;

/** At most this many failed rows travel back in a refusal's data. */
const MAX_FAILED_ROWS = 100;

/**
 * Ingestion of automatic monitoring data (issue 15), shared by the HTTP route and the HJ 212
 * listener: all or nothing, idempotent per point, pollutant, kind and time (same value: nothing;
 * another value: replaced), each batch logged accepted or refused. It only inserts readings and
 * marks the hours touched; the averages job does the rest.
 */
export function createEnvIngestService({ db, clock, zone = ENV_DEFAULT_ZONE }: EnvIngestDeps) {
  async function logRefusal(
    input: Omit<IngestInput, 'readings' | 'pointId'> & { pointId: number | null; received: number; raw?: string; mn?: string },
    reason: string,
  ) {
    const line = {
      pointId: input.pointId,
      source: input.source,
      at: clock.now(),
      ip: input.ip ?? null,
      received: input.received,
      stored: 0,
      outcome: 'refused',
      reason: reason.slice(0, 1000),
      raw: input.raw?.slice(0, 200) ?? null,
      mn: input.mn?.slice(0, 64) ?? null,
    };
    if (input.pointId === null && input.source === 'hj212') await readingRepo.logUnregistered(db, line, UNREGISTERED_REFUSALS_KEPT);
    else await readingRepo.log(db, line);
  }

  /** Checks every reading against the point; the stored rows, or the failed rows with their reasons. */
  function check(codes: Map<string, string>, readings: readonly IngestReading[], defaultKind: ReadingKind, locale: Locale) {
    const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
    const limit = clock.now().getTime() + INGEST_FUTURE_SLACK_MS;
    const failed: FailedRow[] = [];
    const rows: StoredReading[] = [];
    /** Each stored reading's key (code, kind, instant) → its index in `rows` and its reading's number. */
    const seen = new Map<string, number>();
    const rowNumbers: number[] = [];
    let lastName: string | undefined;
    let lastCode: string | undefined;
    // no object per reading beyond the stored row (a batch is up to 5,000 readings, the listener's several batches)
    for (let i = 0; i < readings.length; i++) {
      const r = readings[i]!;
      let reasons: string[] | undefined;
      const fail = (reason: string) => (reasons ??= []).push(reason);
      // a batch names few pollutants: the last one's code is reused
      if (r.pollutant !== lastName) [lastName, lastCode] = [r.pollutant, codes.get(r.pollutant.trim().toLowerCase())];
      const code = lastCode;
      if (!code) fail(t('envReading.reason.pollutant', { code: r.pollutant }));
      const ms = r.time instanceof Date ? r.time.getTime() : Date.parse(r.time);
      if (Number.isNaN(ms)) fail(t('validation.format', { field: t('field.envReading.time') }));
      else if (ms > limit) fail(t('envReading.reason.future', { time: new Date(ms).toISOString() }));
      // the usual plain decimal needs no schema run; anything else (spaces, a bad value) goes through it
      let value: string | undefined;
      if (typeof r.value === 'string' && isPlainDecimal(r.value)) value = r.value;
      else {
        const parsed = decimalString.safeParse(r.value);
        if (parsed.success) value = parsed.data;
        else fail(t('validation.format', { field: t('field.value') }));
      }
      if (reasons === undefined) {
        const kind = r.kind ?? defaultKind;
        const key = `${code}|${kind}|${ms}`;
        const twin = seen.get(key);
        if (twin !== undefined && Number(rows[twin]!.value) !== Number(value))
          fail(t('envReading.reason.duplicate', { other: rowNumbers[twin]! }));
        else if (twin === undefined) {
          seen.set(key, rows.length);
          rowNumbers.push(i + 1);
          // an ISO 8601 text with its offset goes to the database as sent (both read it alike); anything else as UTC ISO
          const time = typeof r.time === 'string' && ISO_INSTANT.test(r.time) ? r.time : new Date(ms).toISOString();
          rows.push(
            r.extras ? { pollutant: code!, kind, time, value: value!, extras: r.extras } : { pollutant: code!, kind, time, value: value! },
          );
        }
      }
      if (reasons) failed.push({ row: i + 1, reasons });
    }
    return { rows, failed };
  }

  /** Checks one input against its point: its batch to store, or (logged in the ingestion log) a refusal thrown. */
  async function prepare(input: IngestInput, known?: KnownPoint): Promise<IngestBatch> {
    const locale = input.locale ?? 'zh-CN';
    const received = input.readings.length;
    const point = known?.point ?? (await pointRepo.find(db, input.pointId));
    if (!point) {
      await logRefusal({ ...input, pointId: null, received }, `point ${input.pointId} does not exist`);
      throw fail(ENV_CODE.POINT_NOT_EXIST);
    }
    if (point.modeType !== 1) {
      await logRefusal({ ...input, received }, 'manual point');
      throw fail(ENV_CODE.POINT_MANUAL);
    }
    if (received === 0 || received > INGEST_MAX_READINGS) {
      await logRefusal({ ...input, received }, `batch of ${received} readings`);
      throw fail(ENV_CODE.READINGS_REFUSED, { count: received, row: 0, reason: `1..${INGEST_MAX_READINGS}` }, 'readings');
    }
    const pollutantCodes = known?.codes ?? (await pointRepo.pollutants(db, [point.id])).map((p) => p.code);
    const codes = new Map(pollutantCodes.map((c) => [c.toLowerCase(), c]));
    const { rows, failed } = check(codes, input.readings, input.kind ?? 'realtime', locale);
    if (failed.length) {
      const first = failed[0]!;
      await logRefusal({ ...input, received }, `${failed.length} refused; reading ${first.row}: ${first.reasons.join('; ')}`);
      const e = fail(ENV_CODE.READINGS_REFUSED, {
        count: failed.length,
        row: first.row,
        reason: first.reasons.join('; '),
      });
      throw withData(e, { failedRows: failed.slice(0, MAX_FAILED_ROWS) });
    }
    return { pointId: point.id, rows, log: { source: input.source, at: clock.now(), ip: input.ip ?? null, received } };
  }

  /** One point's batch: stored in one statement, or refused (and logged) whole. */
  async function ingest(input: IngestInput, known?: KnownPoint): Promise<EnvIngestResult> {
    const batch = await prepare(input, known);
    // one statement: readings, the hours to average, the point's last reading time and the log line
    const { written, inserted } = (await readingRepo.ingest(db, [batch], zone)).get(batch.pointId) ?? { written: 0, inserted: 0 };
    return { received: batch.log.received, stored: inserted, replaced: written - inserted, unchanged: batch.rows.length - written };
  }

  /**
   * Batches of several points (the HJ 212 listener's connections, stored together): each checked as
   * `ingest` checks it, then all stored in one statement, or none (the first refusal is thrown; each
   * refused batch is logged). A point, pollutant, kind and time must not repeat across the batches.
   */
  async function ingestMany(items: readonly { input: IngestInput; known?: KnownPoint | undefined }[]): Promise<void> {
    const batches: IngestBatch[] = [];
    for (const { input, known } of items) batches.push(await prepare(input, known));
    await readingRepo.ingest(db, batches, zone);
  }

  return {
    ingest,
    ingestMany,

    /** The HTTP route: the device key must be the key of `pointId` (2049001 unknown, 2049002 another point's). */
    async ingestWithKey(key: string | undefined, body: { pointId: string; readings: IngestReading[] }, ip: string, locale: Locale) {
      const pointId = Number(body.pointId);
      const received = body.readings.length;
      const point = key ? await pointRepo.byKeyHash(db, sha256(key)) : undefined;
      if (!point) {
        await logRefusal({ pointId: null, source: 'http', ip, received }, key ? 'unknown device key' : 'no device key');
        throw fail(ENV_CODE.KEY_INVALID);
      }
      if (point.id !== pointId) {
        await logRefusal({ pointId: point.id, source: 'http', ip, received }, `device key of point ${point.id} used for point ${pointId}`);
        throw fail(ENV_CODE.KEY_OTHER_POINT, {}, 'pointId');
      }
      return ingest({ pointId, readings: body.readings, source: 'http', ip, locale }, { point });
    },

    /** The live point registered to an HJ 212 MN, with its password's SHA-256 and pollutant codes; undefined when none. */
    async findByMn(mn: string): Promise<MnPoint | undefined> {
      const p = await pointRepo.byMn(db, mn);
      if (!p) return undefined;
      const pollutants = (await pointRepo.pollutants(db, [p.id])).map((x) => x.code);
      return {
        pointId: p.id,
        orgId: p.orgId,
        modeType: p.modeType,
        passwordHash: p.hj212PasswordHash,
        protocol: p.hj212Protocol,
        pollutants,
        record: { point: p, codes: pollutants },
      };
    },

    /** Whether an HJ 212 packet's PW is the point's password (compared by SHA-256). */
    passwordMatches(point: MnPoint, password: string): boolean {
      return point.passwordHash !== null && point.passwordHash === sha256(password);
    },

    /**
     * Records a refusal the listener decided (bad packet, unknown MN, wrong password, wrong protocol) in the
     * ingestion log, with the frame's first 200 characters and the MN it named; one of no registered point
     * goes to the listener-wide list (its newest 100 kept).
     */
    logRefusal: (r: {
      pointId: number | null;
      source: IngestSource;
      ip?: string | null;
      received: number;
      reason: string;
      raw?: string;
      mn?: string;
    }) => {
      const { reason, ...input } = r;
      return logRefusal(input, reason);
    },
  };
}

export type EnvIngestService = ReturnType<typeof createEnvIngestService>;
