import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { envAverage, envIngestLog, envManualValue, envReading } from '../../platform/db/schema/index.js';
import { rowsOf } from '../../platform/db/sql-kit.js';

export type StoredReading = { pollutant: string; kind: string; time: string; value: string };
export type IngestLogValues = Omit<typeof envIngestLog.$inferInsert, 'id'>;
export type ManualRecord = typeof envManualValue.$inferSelect;

/**
 * Readings, averages, the ingestion log and manual values. A batch of readings goes in as one
 * statement with one parameter (the rows as JSON), whatever its size.
 */
export const readingRepo = {
  /**
   * Stores a checked batch in ONE statement (atomic without a transaction): inserts the readings
   * (one already stored with the same value is left alone, one with another value is replaced),
   * marks the (pollutant, local hour) windows of the rows written for the averages job (a mark
   * already there is updated, not skipped: that waits for a run of the job holding it, then marks
   * again), moves the point's last reading time forward and writes the ingestion log's line.
   * Hours are local clock hours of `zone`, as `hourStart` of the domain computes them. Answers the
   * rows written (inserted or replaced) and of them the inserted ones.
   */
  async ingest(
    db: Db,
    pointId: number,
    rows: StoredReading[],
    zone: string,
    logLine: Omit<IngestLogValues, 'pointId' | 'stored' | 'outcome' | 'reason'>,
  ): Promise<{ written: number; inserted: number }> {
    const [out] = await rowsOf<{ written: number | string; inserted: number | string }>(
      db,
      sql`with w as (
            insert into env_reading (point_id, pollutant, kind, time, value)
            select ${pointId}::bigint, x.pollutant, x.kind, x.time, x.value
            from json_to_recordset(${JSON.stringify(rows)}::json) as x(pollutant text, kind text, time timestamptz, value numeric)
            on conflict (point_id, pollutant, kind, time) do update set value = excluded.value
            where env_reading.value <> excluded.value
            returning pollutant, time, (xmax = 0) as inserted
          ), n as (
            select count(*)::int as written, (count(*) filter (where inserted))::int as inserted, max(time) as latest from w
          ), h as (
            insert into env_dirty_hour (point_id, pollutant, hour_start)
            select distinct ${pointId}::bigint, w.pollutant, date_trunc('hour', w.time, ${zone}) from w
            on conflict (point_id, pollutant, hour_start) do update set hour_start = excluded.hour_start
          ), t as (
            update env_point set last_reading_at = n.latest from n
            where env_point.id = ${pointId} and n.latest is not null
              and (env_point.last_reading_at is null or env_point.last_reading_at < n.latest)
          ), l as (
            insert into env_ingest_log (point_id, source, at, ip, received, stored, outcome)
            select ${pointId}::bigint, ${logLine.source}, ${logLine.at.toISOString()}::timestamptz, ${logLine.ip ?? null},
              ${logLine.received}, n.written, 'ok' from n
          )
          select written, inserted from n`,
    );
    return { written: Number(out?.written ?? 0), inserted: Number(out?.inserted ?? 0) };
  },

  async log(db: Db, v: IngestLogValues): Promise<void> {
    await db.insert(envIngestLog).values(v);
  },

  async logPage(db: Db, pointId: number, outcome: string | undefined, pageNo: number, pageSize: number) {
    const cond = and(eq(envIngestLog.pointId, pointId), outcome ? eq(envIngestLog.outcome, outcome) : undefined)!;
    const [{ n }] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(envIngestLog)
      .where(cond)) as [{ n: number }];
    const rows = await db
      .select()
      .from(envIngestLog)
      .where(cond)
      .orderBy(desc(envIngestLog.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    return { rows, total: n };
  },

  async readings(
    db: Db,
    q: { pointId: number; pollutant?: string | undefined; kind?: string | undefined; from: Date; to: Date },
    max: number,
  ) {
    const conds: (SQL | undefined)[] = [
      eq(envReading.pointId, q.pointId),
      gte(envReading.time, q.from),
      lt(envReading.time, q.to),
      q.pollutant ? eq(envReading.pollutant, q.pollutant) : undefined,
      q.kind ? eq(envReading.kind, q.kind) : undefined,
    ];
    return db
      .select()
      .from(envReading)
      .where(and(...conds))
      .orderBy(asc(envReading.time), asc(envReading.pollutant))
      .limit(max);
  },

  async averages(db: Db, q: { pointId: number; pollutant?: string | undefined; period: string; from: Date; to: Date }) {
    return db
      .select()
      .from(envAverage)
      .where(
        and(
          eq(envAverage.pointId, q.pointId),
          eq(envAverage.period, q.period),
          gte(envAverage.periodStart, q.from),
          lt(envAverage.periodStart, q.to),
          q.pollutant ? eq(envAverage.pollutant, q.pollutant) : undefined,
        ),
      )
      .orderBy(asc(envAverage.periodStart), asc(envAverage.pollutant));
  },

  async manual(db: Db, pointId: number, year: number | undefined): Promise<ManualRecord[]> {
    return db
      .select()
      .from(envManualValue)
      .where(and(eq(envManualValue.pointId, pointId), year ? sql`${envManualValue.period} like ${`${year}%`}` : undefined))
      .orderBy(asc(envManualValue.period), asc(envManualValue.pollutant));
  },

  async manualOf(db: Db, pointId: number, periods: string[]): Promise<ManualRecord[]> {
    if (periods.length === 0) return [];
    return db
      .select()
      .from(envManualValue)
      .where(and(eq(envManualValue.pointId, pointId), inArray(envManualValue.period, periods)))
      .orderBy(asc(envManualValue.period), asc(envManualValue.pollutant));
  },

  async saveManual(tx: Db, rows: ManualRecord[]): Promise<void> {
    if (rows.length === 0) return;
    await tx
      .insert(envManualValue)
      .values(rows)
      .onConflictDoUpdate({
        target: [envManualValue.pointId, envManualValue.period, envManualValue.pollutant],
        set: { value: sql`excluded.value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`excluded.updated_at` },
      });
  },
};
