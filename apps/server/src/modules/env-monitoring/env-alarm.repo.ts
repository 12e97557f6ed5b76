import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { sysOrg, sysUser } from '../../platform/db/schema/index.js';
import { envAlarm, envAlarmFile, envAlarmSetting, envPoint } from './env-monitoring.schema.js';
import { rowsOf } from '../../platform/db/sql-kit.js';
import { countRows, pageOffset, firstRow } from '../../platform/db/paged-list.js';
import { scopeCondition, type DataScope } from '../../platform/auth/data-scope.js';
import { orgSubtree, parkOf } from './env-point.repo.js';

export type AlarmRecord = typeof envAlarm.$inferSelect;
export type AlarmValues = Omit<typeof envAlarm.$inferInsert, 'id'>;
export type AlarmFileRecord = typeof envAlarmFile.$inferSelect;
export type AlarmListed = {
  a: AlarmRecord;
  pointName: string;
  orgName: string;
  parkId: number | null;
  parkName: string | null;
  unit: string;
  handlerName: string | null;
  handledByName: string | null;
  fileName: string | null;
};
export type AlarmFilter = {
  parkId?: number | undefined;
  orgId?: number | undefined;
  pointId?: number | undefined;
  pollutant?: string | undefined;
  rank?: number | undefined;
  alarmType?: number | undefined;
  status?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  withCleared?: boolean | undefined;
};
export type AlarmKey = { pointId: number; pollutant: string; alarmType: number; periodStart: Date };

const park = parkOf(sql`env_alarm.org_id`);
const listedColumns = {
  a: envAlarm,
  pointName: sql<string>`coalesce(${envPoint.name}, '')`,
  orgName: sql<string>`coalesce(${sysOrg.name}, '')`,
  parkId: sql<number | null>`${park}`,
  parkName: sql<string | null>`(select n.name from sys_org n where n.id = ${park})`,
  unit: sql<string>`coalesce((select pp.unit from env_point_pollutant pp where pp.point_id = env_alarm.point_id and pp.code = env_alarm.pollutant), '')`,
  handlerName: sql<string | null>`(select u.name from sys_user u where u.id = env_alarm.handler_id)`,
  handledByName: sql<string | null>`(select u.name from sys_user u where u.id = env_alarm.handled_by)`,
  fileName: sql<string | null>`(select f.name from env_alarm_file f where f.id = env_alarm.file_id)`,
};
const listed = (db: Db) =>
  db
    .select(listedColumns)
    .from(envAlarm)
    .leftJoin(envPoint, eq(envPoint.id, envAlarm.pointId))
    .leftJoin(sysOrg, eq(sysOrg.id, envAlarm.orgId));
const fix = (l: AlarmListed): AlarmListed => ({ ...l, parkId: l.parkId === null ? null : Number(l.parkId) });

function where(db: Db, scope: DataScope, f: AlarmFilter): SQL {
  const conds: (SQL | undefined)[] = [scopeCondition(scope, envAlarm.orgId)];
  if (!f.withCleared) conds.push(eq(envAlarm.cleared, false));
  if (f.parkId !== undefined) conds.push(inArray(envAlarm.orgId, orgSubtree(db, f.parkId)));
  if (f.orgId !== undefined) conds.push(inArray(envAlarm.orgId, orgSubtree(db, f.orgId)));
  if (f.pointId !== undefined) conds.push(eq(envAlarm.pointId, f.pointId));
  if (f.pollutant) conds.push(eq(envAlarm.pollutant, f.pollutant));
  if (f.rank !== undefined) conds.push(eq(envAlarm.rank, f.rank));
  if (f.alarmType !== undefined) conds.push(eq(envAlarm.alarmType, f.alarmType));
  if (f.status !== undefined) conds.push(eq(envAlarm.status, f.status));
  if (f.from) conds.push(gte(envAlarm.periodStart, f.from));
  if (f.to) conds.push(lte(envAlarm.periodStart, f.to));
  return and(...conds)!;
}

/** The columns of a user an alarm is assigned to or handled by. */
const handlerColumns = {
  id: sysUser.id,
  name: sysUser.name,
  account: sysUser.account,
  orgId: sysUser.orgId,
  adminType: sysUser.adminType,
};

export const alarmRepo = {
  async settings(db: Db): Promise<{ urgentRatio: string; importantRatio: string } | undefined> {
    const [s] = await db
      .select({
        urgentRatio: sql<string>`${envAlarmSetting.urgentRatio}::text`,
        importantRatio: sql<string>`${envAlarmSetting.importantRatio}::text`,
      })
      .from(envAlarmSetting)
      .where(eq(envAlarmSetting.id, 1));
    return s;
  },

  async saveSettings(tx: Db, v: { urgentRatio: string; importantRatio: string }, userId: number, at: Date): Promise<void> {
    await tx
      .insert(envAlarmSetting)
      .values({ id: 1, ...v, updatedBy: userId, updatedAt: at })
      .onConflictDoUpdate({
        target: envAlarmSetting.id,
        set: { ...v, updatedBy: userId, updatedAt: at, version: sql`${envAlarmSetting.version} + 1` },
      });
  },

  async find(db: Db, id: number, lock = false): Promise<AlarmRecord | undefined> {
    return firstRow(db, envAlarm, eq(envAlarm.id, id), lock);
  },

  async listed(db: Db, id: number): Promise<AlarmListed | undefined> {
    const [l] = await listed(db).where(eq(envAlarm.id, id));
    return l && fix(l);
  },

  async page(db: Db, scope: DataScope, f: AlarmFilter, pageNo: number, pageSize: number) {
    const cond = where(db, scope, f);
    const total = await countRows(db, envAlarm, cond);
    // the page's ids first, then their names, park and unit: the lookups run for the page's rows, not for every alarm sorted
    const ids = db
      .select({ id: envAlarm.id })
      .from(envAlarm)
      .where(cond)
      .orderBy(desc(envAlarm.periodStart), desc(envAlarm.id))
      .limit(pageSize)
      .offset(pageOffset(pageNo, pageSize));
    const rows = await listed(db).where(inArray(envAlarm.id, ids)).orderBy(desc(envAlarm.periodStart), desc(envAlarm.id));
    return { rows: rows.map(fix), total };
  },

  async all(db: Db, scope: DataScope, f: AlarmFilter, max: number): Promise<AlarmListed[]> {
    const rows = await listed(db)
      .where(where(db, scope, f))
      .orderBy(desc(envAlarm.periodStart), desc(envAlarm.id))
      .limit(max);
    return rows.map(fix);
  },

  async counts(db: Db, scope: DataScope, f: AlarmFilter): Promise<{ rank: number; n: number }[]> {
    return db
      .select({ rank: envAlarm.rank, n: sql<number>`count(*)::int` })
      .from(envAlarm)
      .where(where(db, scope, f))
      .groupBy(envAlarm.rank);
  },

  /** The alarms of the keys (any state), for the averages job. */
  async byKeys(tx: Db, keys: AlarmKey[]): Promise<AlarmRecord[]> {
    if (!keys.length) return [];
    const data = JSON.stringify(
      keys.map((k) => ({ point_id: k.pointId, pollutant: k.pollutant, alarm_type: k.alarmType, start: k.periodStart.toISOString() })),
    );
    const ids = await rowsOf<{ id: string }>(
      tx,
      sql`select a.id from json_to_recordset(${data}::json) as x(point_id bigint, pollutant text, alarm_type smallint, start timestamptz)
          join env_alarm a on a.point_id = x.point_id and a.pollutant = x.pollutant and a.alarm_type = x.alarm_type and a.period_start = x.start`,
    );
    if (!ids.length) return [];
    return tx
      .select()
      .from(envAlarm)
      .where(
        inArray(
          envAlarm.id,
          ids.map((r) => Number(r.id)),
        ),
      )
      .for('update');
  },

  async insert(tx: Db, v: AlarmValues): Promise<AlarmRecord> {
    const [a] = await tx.insert(envAlarm).values(v).returning();
    return a!;
  },

  /** A conditional update: only from `expect` (status and version); undefined when the alarm moved meanwhile. */
  async update(
    tx: Db,
    id: number,
    expect: { status?: number; version: number },
    v: Partial<AlarmValues>,
  ): Promise<AlarmRecord | undefined> {
    const conds = [eq(envAlarm.id, id), eq(envAlarm.version, expect.version)];
    if (expect.status !== undefined) conds.push(eq(envAlarm.status, expect.status));
    const [a] = await tx
      .update(envAlarm)
      .set({ ...v, version: sql`${envAlarm.version} + 1` })
      .where(and(...conds))
      .returning();
    return a;
  },

  async user(
    db: Db,
    id: number,
  ): Promise<{ id: number; name: string; account: string; orgId: number | null; adminType: number; status: number } | undefined> {
    const [u] = await db
      .select({ ...handlerColumns, status: sysUser.status })
      .from(sysUser)
      .where(eq(sysUser.id, id));
    return u;
  },

  /** Active users of the given organisations (at most `max`), with their organisation's name. */
  async usersOf(db: Db, orgIds: number[], max: number) {
    if (!orgIds.length) return [];
    return db
      .select({ ...handlerColumns, orgName: sysOrg.name })
      .from(sysUser)
      .leftJoin(sysOrg, eq(sysOrg.id, sysUser.orgId))
      .where(and(inArray(sysUser.orgId, orgIds), eq(sysUser.status, 0)))
      .orderBy(sysUser.id)
      .limit(max);
  },

  /** The organisation ids on the path from the root to `orgId` (ancestors and itself). */
  async pathOf(db: Db, orgId: number): Promise<number[]> {
    const [o] = await db.select({ pids: sysOrg.pids }).from(sysOrg).where(eq(sysOrg.id, orgId));
    const ids = (o?.pids ?? '').match(/\d+/g)?.map(Number) ?? [];
    return [...ids.filter((x) => x !== 0), orgId];
  },

  /** Users of the organisation holding an administrator or manager role (urgent alarms and data notices go to them). */
  async managersOf(db: Db, orgId: number): Promise<number[]> {
    const rows = await rowsOf<{ id: string }>(
      db,
      sql`select distinct u.id from sys_user u join sys_user_role ur on ur.user_id = u.id join sys_role r on r.id = ur.role_id
          where u.org_id = ${orgId} and u.status = 0 and r.status = 0 and r.code in ('admin', 'manager')`,
    );
    return rows.map((r) => Number(r.id));
  },

  async parkOfOrg(db: Db, orgId: number): Promise<number | null> {
    const [r] = await rowsOf<{ id: string | null }>(db, sql`select ${parkOf(sql`${orgId}::bigint`)} as id`);
    return r?.id === null || r?.id === undefined ? null : Number(r.id);
  },

  async insertFile(tx: Db, v: Omit<AlarmFileRecord, 'id'>): Promise<AlarmFileRecord> {
    const [f] = await tx.insert(envAlarmFile).values(v).returning();
    return f!;
  },

  async file(db: Db, id: number): Promise<AlarmFileRecord | undefined> {
    const [f] = await db.select().from(envAlarmFile).where(eq(envAlarmFile.id, id));
    return f;
  },
};
