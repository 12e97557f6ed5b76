import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/sql-kit.js';

export type Window = { pointId: number; pollutant: string; start: Date };
export type WindowReading = Window & { kind: string; value: string };
export type AverageValues = Window & { period: 'hour' | 'day'; value: string | null; count: number; insufficient: boolean };
export type StoredAverage = AverageValues & { computedAt: Date };
export type Limits = {
  pointId: number;
  code: string;
  unit: string;
  hourlyLimit: string | null;
  dailyLimit: string | null;
  pointName: string;
  orgId: number;
};

const json = (rows: unknown[]) => JSON.stringify(rows);
const windowsJson = (w: Window[]) => json(w.map((x) => ({ point_id: x.pointId, pollutant: x.pollutant, start: x.start.toISOString() })));
const toWindow = (r: { point_id: string | number; pollutant: string; start: string | Date }): Window => ({
  pointId: Number(r.point_id),
  pollutant: r.pollutant,
  start: new Date(r.start),
});

/**
 * The averages job's queries: the dirty windows due (taken with FOR UPDATE SKIP LOCKED, so an
 * ingestion touching a window meanwhile marks it again for the next run), their readings or
 * hourly averages in one statement per batch, and the averages stored in one statement.
 */
export const averageRepo = {
  async dueHours(tx: Db, before: Date, max: number): Promise<Window[]> {
    const rows = await rowsOf<{ point_id: string; pollutant: string; start: string }>(
      tx,
      sql`select point_id, pollutant, hour_start as start from env_dirty_hour
          where hour_start <= ${before.toISOString()} order by hour_start limit ${max} for update skip locked`,
    );
    return rows.map(toWindow);
  },

  async dueDays(tx: Db, before: Date, max: number): Promise<Window[]> {
    const rows = await rowsOf<{ point_id: string; pollutant: string; start: string }>(
      tx,
      sql`select point_id, pollutant, day_start as start from env_dirty_day
          where day_start <= ${before.toISOString()} order by day_start limit ${max} for update skip locked`,
    );
    return rows.map(toWindow);
  },

  async clearHours(tx: Db, w: Window[]): Promise<void> {
    if (!w.length) return;
    await tx.execute(sql`delete from env_dirty_hour d using json_to_recordset(${windowsJson(w)}::json) as x(point_id bigint, pollutant text, start timestamptz)
      where d.point_id = x.point_id and d.pollutant = x.pollutant and d.hour_start = x.start`);
  },

  async clearDays(tx: Db, w: Window[]): Promise<void> {
    if (!w.length) return;
    await tx.execute(sql`delete from env_dirty_day d using json_to_recordset(${windowsJson(w)}::json) as x(point_id bigint, pollutant text, start timestamptz)
      where d.point_id = x.point_id and d.pollutant = x.pollutant and d.day_start = x.start`);
  },

  /** Marks day windows for the daily average; an already marked one is touched (locked), not duplicated. */
  async markDays(tx: Db, w: Window[]): Promise<void> {
    if (!w.length) return;
    await tx.execute(sql`insert into env_dirty_day (point_id, pollutant, day_start)
      select x.point_id, x.pollutant, x.start from json_to_recordset(${windowsJson(w)}::json) as x(point_id bigint, pollutant text, start timestamptz)
      on conflict (point_id, pollutant, day_start) do update set day_start = excluded.day_start`);
  },

  /** Every reading of the windows (each an hour long). */
  async hourReadings(tx: Db, w: Window[]): Promise<WindowReading[]> {
    if (!w.length) return [];
    const rows = await rowsOf<{ point_id: string; pollutant: string; start: string; kind: string; value: string; time: string }>(
      tx,
      sql`select x.point_id, x.pollutant, x.start, r.kind, r.value::text as value, r.time
          from json_to_recordset(${windowsJson(w)}::json) as x(point_id bigint, pollutant text, start timestamptz)
          join env_reading r on r.point_id = x.point_id and r.pollutant = x.pollutant
            and r.time >= x.start and r.time < x.start + interval '1 hour'
          order by r.time`,
    );
    return rows.map((r) => ({ ...toWindow(r), kind: r.kind, value: r.value }));
  },

  /** The stored hourly averages of the day windows (each 24 hours long). */
  async dayHours(tx: Db, w: Window[]): Promise<(Window & { value: string | null })[]> {
    if (!w.length) return [];
    const rows = await rowsOf<{ point_id: string; pollutant: string; start: string; value: string | null }>(
      tx,
      sql`select x.point_id, x.pollutant, x.start, a.value::text as value
          from json_to_recordset(${windowsJson(w)}::json) as x(point_id bigint, pollutant text, start timestamptz)
          join env_average a on a.point_id = x.point_id and a.pollutant = x.pollutant and a.period = 'hour'
            and a.period_start >= x.start and a.period_start < x.start + interval '24 hours'`,
    );
    return rows.map((r) => ({ ...toWindow(r), value: r.value }));
  },

  /** The stored averages of the windows (before this run), to tell a new insufficient day from a known one. */
  async stored(tx: Db, period: 'hour' | 'day', w: Window[]): Promise<StoredAverage[]> {
    if (!w.length) return [];
    const rows = await rowsOf<{
      point_id: string;
      pollutant: string;
      start: string;
      value: string | null;
      count: number;
      insufficient: boolean;
      computed_at: string;
    }>(
      tx,
      sql`select a.point_id, a.pollutant, a.period_start as start, a.value::text as value, a.count, a.insufficient, a.computed_at
          from json_to_recordset(${windowsJson(w)}::json) as x(point_id bigint, pollutant text, start timestamptz)
          join env_average a on a.point_id = x.point_id and a.pollutant = x.pollutant and a.period = ${period} and a.period_start = x.start`,
    );
    return rows.map((r) => ({
      ...toWindow(r),
      period,
      value: r.value,
      count: Number(r.count),
      insufficient: r.insufficient === true || String(r.insufficient) === 't',
      computedAt: new Date(r.computed_at),
    }));
  },

  async upsert(tx: Db, rows: AverageValues[], at: Date): Promise<void> {
    if (!rows.length) return;
    const data = json(
      rows.map((r) => ({
        point_id: r.pointId,
        pollutant: r.pollutant,
        period: r.period,
        start: r.start.toISOString(),
        value: r.value,
        count: r.count,
        insufficient: r.insufficient,
      })),
    );
    await tx.execute(sql`insert into env_average (point_id, pollutant, period, period_start, value, count, insufficient, computed_at)
      select x.point_id, x.pollutant, x.period, x.start, x.value, x.count, x.insufficient, ${at.toISOString()}::timestamptz
      from json_to_recordset(${data}::json) as x(point_id bigint, pollutant text, period text, start timestamptz, value numeric, count int, insufficient boolean)
      on conflict (point_id, pollutant, period, period_start) do update
        set value = excluded.value, count = excluded.count, insufficient = excluded.insufficient, computed_at = excluded.computed_at`);
  },

  /** The pollutants' limits of the points, with the point's name and organisation (live points only). */
  async limits(tx: Db, pointIds: number[]): Promise<Limits[]> {
    if (!pointIds.length) return [];
    const rows = await rowsOf<{
      point_id: string;
      code: string;
      unit: string;
      hourly: string | null;
      daily: string | null;
      name: string;
      org_id: string;
    }>(
      tx,
      sql`select pp.point_id, pp.code, pp.unit, pp.hourly_limit::text as hourly, pp.daily_limit::text as daily, p.name, p.org_id
          from env_point_pollutant pp join env_point p on p.id = pp.point_id and p.status <> 2
          where pp.point_id in (select value::bigint from json_array_elements_text(${json(pointIds)}::json))`,
    );
    return rows.map((r) => ({
      pointId: Number(r.point_id),
      code: r.code,
      unit: r.unit,
      hourlyLimit: r.hourly,
      dailyLimit: r.daily,
      pointName: r.name,
      orgId: Number(r.org_id),
    }));
  },
};
