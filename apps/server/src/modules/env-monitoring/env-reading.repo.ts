import { and, asc, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { envAverage, envIngestLog, envManualValue, envReading } from './env-monitoring.schema.js';
import { rowsOf } from '../../platform/db/sql-kit.js';
import { tablePage } from '../../platform/db/paged-list.js';

/** The other values of an HJ 212 reading (Min, Max, Cou, Zs*), by their CP suffix, as stored. */
export type ReadingExtras = Partial<Record<'Min' | 'Max' | 'Cou' | 'ZsRtd' | 'ZsAvg' | 'ZsMin' | 'ZsMax', string>>;
export type StoredReading = { pollutant: string; kind: string; time: string; value: string; extras?: ReadingExtras | undefined };
export type IngestLogValues = Omit<typeof envIngestLog.$inferInsert, 'id'>;
/** One point's checked readings and what its ingestion-log line says of where they came from. */
export type IngestBatch = {
  pointId: number;
  rows: readonly StoredReading[];
  log: Omit<IngestLogValues, 'pointId' | 'stored' | 'outcome' | 'reason'> & { received: number };
};
export type ManualRecord = typeof envManualValue.$inferSelect;
export type ReadingRecord = typeof envReading.$inferSelect;
export type IngestLogRecord = typeof envIngestLog.$inferSelect;

/**
 * The insert of a call whose rows carry no extras (nearly every call: the statement of issue 15, measured by the
 * bench): a resend without extras changes the value only, and leaves extras stored earlier as they are.
 */
const insertPlain = (rows: string) => sql`insert into env_reading (point_id, pollutant, kind, time, value)
            select x.p, x.c, x.k, x.t, x.v
            from json_to_recordset(${rows}::json) as x(p bigint, c text, k text, t timestamptz, v numeric)
            on conflict (point_id, pollutant, kind, time) do update set value = excluded.value
            where env_reading.value <> excluded.value`;

/** The insert of a call with HJ 212 extras (Min, Max, Cou, Zs*): a row whose value or any extra changed is replaced whole. */
const insertWithExtras = (
  rows: string,
) => sql`insert into env_reading (point_id, pollutant, kind, time, value, min, max, cou, zs_rtd, zs_avg, zs_min, zs_max)
            select x.p, x.c, x.k, x.t, x.v, x."Min", x."Max", x."Cou", x."ZsRtd", x."ZsAvg", x."ZsMin", x."ZsMax"
            from json_to_recordset(${rows}::json) as x(p bigint, c text, k text, t timestamptz, v numeric,
              "Min" numeric, "Max" numeric, "Cou" numeric, "ZsRtd" numeric, "ZsAvg" numeric, "ZsMin" numeric, "ZsMax" numeric)
            on conflict (point_id, pollutant, kind, time) do update set value = excluded.value, min = excluded.min,
              max = excluded.max, cou = excluded.cou, zs_rtd = excluded.zs_rtd, zs_avg = excluded.zs_avg,
              zs_min = excluded.zs_min, zs_max = excluded.zs_max
            where (env_reading.value, env_reading.min, env_reading.max, env_reading.cou, env_reading.zs_rtd, env_reading.zs_avg,
                   env_reading.zs_min, env_reading.zs_max)
              is distinct from (excluded.value, excluded.min, excluded.max, excluded.cou, excluded.zs_rtd, excluded.zs_avg,
                   excluded.zs_min, excluded.zs_max)`;

/**
 * Readings, averages, the ingestion log and manual values. Batches of readings go in as one
 * statement with one parameter (the rows as JSON), whatever their size and however many points they name.
 */
export const readingRepo = {
  /**
   * Stores checked batches of one or several points in ONE statement (atomic without a
   * transaction): inserts the readings (one already stored with the same value is left alone, one
   * with another value is replaced), marks the (pollutant, local hour) windows of the rows written
   * for the averages job (a mark already there is updated, not skipped: that waits for a run of the
   * job holding it, then marks again), moves each point's last reading time forward and writes one
   * ingestion-log line per point. Hours are local clock hours of `zone`, as `hourStart` of the
   * domain computes them. Answers, per point, the rows written (inserted or replaced) and of them
   * the inserted ones. A point, pollutant, kind and time must not appear twice in the call (the
   * insert would refuse to change one row twice; the ingestion's check keeps a batch free of that).
   */
  async ingest(db: Db, batches: readonly IngestBatch[], zone: string): Promise<Map<number, { written: number; inserted: number }>> {
    // the rows as JSON with one-letter keys (a batch is thousands of rows: the text PostgreSQL reads is a third shorter)
    const rows: ({ p: number; c: string; k: string; t: string; v: string } & ReadingExtras)[] = [];
    // one log line per point: what the batches naming it received, at and from where the first says
    const lines = new Map<number, Omit<IngestLogValues, 'stored' | 'outcome' | 'reason'>>();
    let withExtras = false;
    for (const b of batches) {
      // the extras (rare) go in under their own names; a row without them has none of the keys (read as null)
      for (const r of b.rows) {
        if (r.extras) withExtras = true;
        rows.push(
          r.extras
            ? { p: b.pointId, c: r.pollutant, k: r.kind, t: r.time, v: r.value, ...r.extras }
            : { p: b.pointId, c: r.pollutant, k: r.kind, t: r.time, v: r.value },
        );
      }
      const line = lines.get(b.pointId);
      if (line) line.received += b.log.received;
      else lines.set(b.pointId, { ...b.log, pointId: b.pointId });
    }
    const logs = [...lines.values()].map((l) => ({
      point: l.pointId,
      source: l.source,
      at: l.at.toISOString(),
      ip: l.ip ?? null,
      received: l.received,
    }));
    const out = await rowsOf<{ point: number | string; written: number | string; inserted: number | string }>(
      db,
      sql`with w as (
            ${withExtras ? insertWithExtras(JSON.stringify(rows)) : insertPlain(JSON.stringify(rows))}
            returning point_id, pollutant, time, (xmax = 0) as inserted
          ), n as (
            select point_id, count(*)::int as written, (count(*) filter (where inserted))::int as inserted, max(time) as latest
            from w group by point_id
          ), h as (
            insert into env_dirty_hour (point_id, pollutant, hour_start)
            select distinct w.point_id, w.pollutant, date_trunc('hour', w.time, ${zone}) from w
            on conflict (point_id, pollutant, hour_start) do update set hour_start = excluded.hour_start
          ), t as (
            update env_point set last_reading_at = n.latest from n
            where env_point.id = n.point_id
              and (env_point.last_reading_at is null or env_point.last_reading_at < n.latest)
          ), g as (
            select * from json_to_recordset(${JSON.stringify(logs)}::json) as g(point bigint, source text, at timestamptz, ip text, received int)
          ), l as (
            insert into env_ingest_log (point_id, source, at, ip, received, stored, outcome)
            select g.point, g.source, g.at, g.ip, g.received, coalesce(n.written, 0), 'ok' from g left join n on n.point_id = g.point
          )
          select g.point, coalesce(n.written, 0) as written, coalesce(n.inserted, 0) as inserted from g left join n on n.point_id = g.point`,
    );
    return new Map(out.map((o) => [Number(o.point), { written: Number(o.written), inserted: Number(o.inserted) }]));
  },

  async log(db: Db, v: IngestLogValues): Promise<void> {
    await db.insert(envIngestLog).values(v);
  },

  /**
   * A refusal of the HJ 212 listener that names no registered point (an unknown MN, or a frame refused
   * before any point was known on its connection), in the listener-wide list: only its newest `keep`
   * are kept (anyone may connect and send: the list must not grow without bound).
   */
  async logUnregistered(db: Db, v: IngestLogValues, keep: number): Promise<void> {
    await db.insert(envIngestLog).values({ ...v, pointId: null });
    await db.execute(
      sql`delete from env_ingest_log where point_id is null and source = 'hj212' and id < (
            select min(id) from (select id from env_ingest_log where point_id is null and source = 'hj212' order by id desc limit ${keep}) k)`,
    );
  },

  /** The newest refusals of a point, or of no registered point (`pointId` null: the listener's HJ 212 ones). */
  async refusals(db: Db, pointId: number | null, max: number) {
    return db
      .select()
      .from(envIngestLog)
      .where(
        pointId === null
          ? and(isNull(envIngestLog.pointId), eq(envIngestLog.source, 'hj212'), eq(envIngestLog.outcome, 'refused'))
          : and(eq(envIngestLog.pointId, pointId), eq(envIngestLog.outcome, 'refused')),
      )
      .orderBy(desc(envIngestLog.id))
      .limit(max);
  },

  logPage(db: Db, pointId: number, outcome: string | undefined, pageNo: number, pageSize: number) {
    const cond = and(eq(envIngestLog.pointId, pointId), outcome ? eq(envIngestLog.outcome, outcome) : undefined)!;
    return tablePage(db, envIngestLog, cond, [desc(envIngestLog.id)], pageNo, pageSize);
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
