import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { envAverage, envDirtyHour, envIngestLog, envManualValue, envPoint, envReading } from '../../platform/db/schema/index.js';
import { rowsOf } from '../../platform/db/sql-kit.js';

export type StoredReading = { pollutant: string; kind: string; time: string; value: string };
export type UpsertOutcome = { pollutant: string; time: Date; inserted: boolean };
export type IngestLogValues = Omit<typeof envIngestLog.$inferInsert, 'id'>;
export type ManualRecord = typeof envManualValue.$inferSelect;

/**
 * Readings, averages, the ingestion log and manual values. A batch of readings goes in as one
 * statement with one parameter (the rows as JSON), whatever its size.
 */
export const readingRepo = {
  /**
   * Inserts the readings; a reading already stored with the same value is left alone, one with
   * another value is replaced. Answers the rows written (inserted or replaced), not the no-ops.
   */
  async upsert(tx: Db, pointId: number, rows: StoredReading[]): Promise<UpsertOutcome[]> {
    const out = await rowsOf<{ pollutant: string; time: string | Date; inserted: boolean }>(
      tx,
      sql`insert into env_reading (point_id, pollutant, kind, time, value)
          select ${pointId}::bigint, x.pollutant, x.kind, x.time, x.value
          from json_to_recordset(${JSON.stringify(rows)}::json) as x(pollutant text, kind text, time timestamptz, value numeric)
          on conflict (point_id, pollutant, kind, time) do update set value = excluded.value
          where env_reading.value <> excluded.value
          returning pollutant, time, (xmax = 0) as inserted`,
    );
    return out.map((r) => ({
      pollutant: r.pollutant,
      time: new Date(r.time),
      inserted: r.inserted === true || String(r.inserted) === 't',
    }));
  },

  /** Marks (point, pollutant, hour) windows for the averages job; already marked ones stay. */
  async markHours(tx: Db, pointId: number, hours: { pollutant: string; hourStart: Date }[]): Promise<void> {
    if (hours.length === 0) return;
    await tx
      .insert(envDirtyHour)
      .values(hours.map((h) => ({ pointId, pollutant: h.pollutant, hourStart: h.hourStart })))
      // an update, not "do nothing": it waits for a run of the averages job holding the mark, then marks again
      .onConflictDoUpdate({
        target: [envDirtyHour.pointId, envDirtyHour.pollutant, envDirtyHour.hourStart],
        set: { hourStart: sql`excluded.hour_start` },
      });
  },

  async touchPoint(tx: Db, pointId: number, latest: Date): Promise<void> {
    await tx
      .update(envPoint)
      .set({ lastReadingAt: latest })
      .where(
        and(eq(envPoint.id, pointId), sql`(${envPoint.lastReadingAt} is null or ${envPoint.lastReadingAt} < ${latest.toISOString()})`),
      );
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
