import { z } from 'zod';
import {
  ENV_CODE,
  ENV_DEFAULT_ZONE,
  ENV_MANUAL_SHEET,
  ENV_MONITORING_AUDIT,
  READINGS_MAX_ROWS,
  READING_EXTRAS,
  REFUSALS_SHOWN,
  type EnvReadingRow,
  type EnvRefusalRow,
  dayStart,
  decimalString,
  manualPeriod,
  pollutantCode,
  toPage,
  translate,
  type EnvAverageQuery,
  type EnvAverageRow,
  type EnvManualRow,
  type EnvManualSaveRequest,
  type EnvReadingQuery,
  type Locale,
  type ReadingKind,
  fail,
} from '@carbon/domain';
import type { DataScope } from '../../platform/auth/data-scope.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { ImportQueue } from '../../platform/files/import-queue.js';
import { createSheetKit } from '../../platform/files/sheet-kit.js';
import type { RequestContext } from '../../platform/http/context.js';
import { plain } from './env-common.js';
import { pointRepo, type PointRecord } from './env-point.repo.js';
import { readingRepo, type IngestLogRecord, type ManualRecord, type ReadingRecord } from './env-reading.repo.js';

export type EnvDataDeps = {
  db: Db;
  mutate: Mutate;
  clock: Clock;
  imports: ImportQueue;
  inScope: (scope: DataScope, id: number, tx?: Db, lock?: boolean) => Promise<PointRecord>;
  zone?: string;
};

const KIT = createSheetKit(ENV_MANUAL_SHEET);
const manualLine = z.object({ period: manualPeriod, pollutant: pollutantCode, value: decimalString });

/** A query bound: an instant as given, or a local day's start ("to" days mean the next day's start). */
const bound = (v: string, zone: string, end: boolean) => {
  if (v.length > 10) return new Date(v);
  const d = dayStart(new Date(`${v}T12:00:00Z`), zone);
  return end ? new Date(d.getTime() + 24 * 3_600_000) : d;
};

/** A stored reading on the wire: the extras only when the device sent them. */
export function toReadingRow(r: ReadingRecord): EnvReadingRow {
  const row: EnvReadingRow = { pollutant: r.pollutant, kind: r.kind as ReadingKind, time: r.time.toISOString(), value: plain(r.value)! };
  for (const key of READING_EXTRAS) if (r[key] !== null) row[key] = plain(r[key]);
  return row;
}

const toRefusalRow = (r: IngestLogRecord): EnvRefusalRow => ({
  id: String(r.id),
  at: r.at.toISOString(),
  source: r.source as EnvRefusalRow['source'],
  ip: r.ip,
  reason: r.reason,
  raw: r.raw,
  mn: r.mn,
});

const toManualRow = (m: ManualRecord): EnvManualRow => ({
  period: m.period,
  pollutant: m.pollutant,
  value: plain(m.value)!,
  updatedAt: m.updatedAt.toISOString(),
});

/**
 * A point's data (issue 15): readings and averages for charts, the ingestion log, and manual data
 * of manual points (a form per period, and an Excel import: all or nothing with row reasons).
 */
export function createEnvDataService({ db, mutate, clock, imports, inScope, zone = ENV_DEFAULT_ZONE }: EnvDataDeps) {
  /** The period must match the fill type: YYYY for annual (1), YYYY-MM for monthly (2). */
  function periodFits(p: PointRecord, period: string): boolean {
    return p.fillType === 1 ? /^\d{4}$/.test(period) : /^\d{4}-\d{2}$/.test(period);
  }
  const fillTypeName = (locale: Locale, p: PointRecord) => translate(locale, `enum.fillType.${p.fillType === 1 ? 'annual' : 'monthly'}`);

  async function manualPoint(ctx: RequestContext, pointId: number, tx: Db = db) {
    const p = await inScope(await ctx.scope(), pointId, tx);
    if (p.modeType !== 0) throw fail(ENV_CODE.POINT_AUTOMATIC, {}, 'pointId');
    return p;
  }

  /** Normalises codes to the point's spelling; a code the point does not measure is a failure. */
  async function codesOf(tx: Db, pointId: number) {
    return new Map((await pointRepo.pollutants(tx, [pointId])).map((x) => [x.code.toLowerCase(), x.code]));
  }

  return {
    async readings(ctx: RequestContext, q: EnvReadingQuery) {
      const pointId = Number(q.pointId);
      await inScope(await ctx.scope(), pointId);
      const rows = await readingRepo.readings(
        db,
        { pointId, pollutant: q.pollutant, kind: q.kind, from: bound(q.from, zone, false), to: bound(q.to, zone, true) },
        READINGS_MAX_ROWS + 1,
      );
      return { rows: rows.slice(0, READINGS_MAX_ROWS).map(toReadingRow), truncated: rows.length > READINGS_MAX_ROWS };
    },

    /** The newest refusals of a point in the caller's scope (its data page). */
    async refusals(ctx: RequestContext, pointId: number): Promise<EnvRefusalRow[]> {
      await inScope(await ctx.scope(), pointId);
      return (await readingRepo.refusals(db, pointId, REFUSALS_SHOWN)).map(toRefusalRow);
    },

    /** The HJ 212 listener's refusals naming no registered point (the route's button, envReading:unregisteredRefusals, gates them). */
    async unregisteredRefusals(): Promise<EnvRefusalRow[]> {
      return (await readingRepo.refusals(db, null, REFUSALS_SHOWN)).map(toRefusalRow);
    },

    async averages(ctx: RequestContext, q: EnvAverageQuery): Promise<EnvAverageRow[]> {
      const pointId = Number(q.pointId);
      await inScope(await ctx.scope(), pointId);
      const limits = new Map(
        (await pointRepo.pollutants(db, [pointId])).map((p) => [p.code, q.period === 'hour' ? p.hourlyLimit : p.dailyLimit]),
      );
      const rows = await readingRepo.averages(db, {
        pointId,
        pollutant: q.pollutant,
        period: q.period,
        from: bound(q.from, zone, false),
        to: bound(q.to, zone, true),
      });
      return rows.map((r) => ({
        pollutant: r.pollutant,
        period: q.period,
        periodStart: r.periodStart.toISOString(),
        value: plain(r.value),
        count: r.count,
        insufficient: r.insufficient,
        limit: plain(limits.get(r.pollutant) ?? null),
      }));
    },

    async log(ctx: RequestContext, q: { pointId: string; outcome?: 'ok' | 'refused' | undefined; pageNo: number; pageSize: number }) {
      const pointId = Number(q.pointId);
      await inScope(await ctx.scope(), pointId);
      const { rows, total } = await readingRepo.logPage(db, pointId, q.outcome, q.pageNo, q.pageSize);
      const out = rows.map((r) => ({
        id: String(r.id),
        at: r.at.toISOString(),
        source: r.source as 'http' | 'hj212',
        ip: r.ip,
        received: r.received,
        stored: r.stored,
        outcome: r.outcome as 'ok' | 'refused',
        reason: r.reason,
        raw: r.raw,
        mn: r.mn,
      }));
      return toPage(out, total, q.pageNo, q.pageSize);
    },

    async manual(ctx: RequestContext, q: { pointId: string; year?: number | undefined }): Promise<EnvManualRow[]> {
      const pointId = Number(q.pointId);
      await inScope(await ctx.scope(), pointId);
      return (await readingRepo.manual(db, pointId, q.year)).map(toManualRow);
    },

    async manualSave(ctx: RequestContext, b: EnvManualSaveRequest): Promise<EnvManualRow[]> {
      const pointId = Number(b.pointId);
      const p = await manualPoint(ctx, pointId);
      if (!periodFits(p, b.period))
        throw fail(ENV_CODE.PERIOD_FILL_TYPE, { period: b.period, fillType: fillTypeName(ctx.locale, p) }, 'period');
      return mutate(ctx, async (tx, audit) => {
        const codes = await codesOf(tx, pointId);
        const now = clock.now();
        const rows = b.values.map((v) => {
          const code = codes.get(v.pollutant.toLowerCase());
          if (!code)
            throw fail(
              ENV_CODE.READINGS_REFUSED,
              { count: 1, row: 1, reason: translate(ctx.locale, 'envReading.reason.pollutant', { code: v.pollutant }) },
              'values',
            );
          return { pointId, period: b.period, pollutant: code, value: v.value, updatedBy: ctx.user.id, updatedAt: now };
        });
        const before = (await readingRepo.manualOf(tx, pointId, [b.period])).map(toManualRow);
        await readingRepo.saveManual(tx, rows);
        const after = (await readingRepo.manualOf(tx, pointId, [b.period])).map(toManualRow);
        await audit({ action: 'edit', entity: ENV_MONITORING_AUDIT.manual, entityId: pointId, orgId: p.orgId, before, after });
        return after;
      });
    },

    /** The Excel import of a manual point's values: all or nothing, every row's reasons named by column. */
    async manualImport(ctx: RequestContext, pointId: number, data: Buffer): Promise<{ rows: number }> {
      const p = await manualPoint(ctx, pointId);
      return imports.run(ctx, 'envManual', async (job) => {
        const sheet = await KIT.read(data, ctx.locale, job);
        job.phase('checking');
        const checked = sheet.parse(manualLine);
        const codes = await codesOf(db, pointId);
        const now = clock.now();
        const rows: ManualRecord[] = [];
        for (const r of checked) {
          const code = codes.get(r.data.pollutant.toLowerCase());
          if (!code) sheet.fail(r.row, 'pollutant', 'envReading.reason.pollutant', { code: r.data.pollutant });
          if (!periodFits(p, r.data.period))
            sheet.fail(r.row, 'period', 'envReading.reason.period', { format: p.fillType === 1 ? 'YYYY' : 'YYYY-MM' });
          if (code)
            rows.push({ pointId, period: r.data.period, pollutant: code, value: r.data.value, updatedBy: ctx.user.id, updatedAt: now });
        }
        sheet.assertNoFailures();
        job.phase('writing');
        // a period and pollutant given twice: the last row's value
        const unique = [...new Map(rows.map((r) => [`${r.period}|${r.pollutant}`, r])).values()];
        return mutate(ctx, async (tx, audit) => {
          await readingRepo.saveManual(tx, unique);
          await audit({
            action: 'import',
            entity: ENV_MONITORING_AUDIT.manual,
            entityId: pointId,
            orgId: p.orgId,
            after: { rows: unique.length },
          });
          return { rows: unique.length };
        });
      });
    },

    template: (locale: Locale) => KIT.template(locale),
    templateName: (locale: Locale) => KIT.templateName(locale),
  };
}

export type EnvDataService = ReturnType<typeof createEnvDataService>;
