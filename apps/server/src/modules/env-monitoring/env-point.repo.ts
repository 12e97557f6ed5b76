import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { sysOrg } from '../../platform/db/schema/index.js';
import { envAlarm, envPoint, envPointPollutant } from './env-monitoring.schema.js';
import { contains, liveRow, rowsOf, subtreeOf } from '../../platform/db/sql-kit.js';
import { pageRows, firstRow } from '../../platform/db/paged-list.js';
import { updateAtVersion } from '../../platform/db/versioned-rows.js';
import { scopeCondition, type DataScope } from '../../platform/auth/data-scope.js';

export type PointRecord = typeof envPoint.$inferSelect;
export type PointValues = Omit<typeof envPoint.$inferInsert, 'id'>;
export type PollutantRecord = typeof envPointPollutant.$inferSelect;
export type PointListed = { p: PointRecord; orgName: string; parkId: number | null; parkName: string | null };
export type PointFilter = {
  orgId?: number | undefined;
  monitoringType?: number | undefined;
  pointType?: number | undefined;
  modeType?: number | undefined;
  keyword?: string | undefined;
};
export type OrgInfo = { id: number; name: string; orgType: string; pids: string };

const live = liveRow(envPoint.status);

/** The park a point lies in: its organisation when a park, else the nearest park among its ancestors (pids "[0],[1],[5],"). */
export const parkOf = (orgIdSql: SQL) => sql`(select pk.id from sys_org pk where pk.org_type = 'park' and pk.status <> 2
  and (pk.id = ${orgIdSql} or (select o.pids from sys_org o where o.id = ${orgIdSql}) like '%[' || pk.id || '],%')
  order by length(pk.pids) desc limit 1)`;

const parkId = sql<number | null>`${parkOf(sql`env_point.org_id`)}`;
const parkName = sql<string | null>`(select n.name from sys_org n where n.id = ${parkOf(sql`env_point.org_id`)})`;

const listed = (db: Db) =>
  db
    .select({ p: envPoint, orgName: sql<string>`coalesce(${sysOrg.name}, '')`, parkId, parkName })
    .from(envPoint)
    .leftJoin(sysOrg, eq(sysOrg.id, envPoint.orgId));

function where(db: Db, scope: DataScope, f: PointFilter): SQL {
  const conds: (SQL | undefined)[] = [live, scopeCondition(scope, envPoint.orgId)];
  if (f.orgId !== undefined) conds.push(inArray(envPoint.orgId, orgSubtree(db, f.orgId)));
  if (f.monitoringType !== undefined) conds.push(eq(envPoint.monitoringType, f.monitoringType));
  if (f.pointType !== undefined) conds.push(eq(envPoint.pointType, f.pointType));
  if (f.modeType !== undefined) conds.push(eq(envPoint.modeType, f.modeType));
  if (f.keyword) conds.push(or(contains(envPoint.name, f.keyword), contains(envPoint.mn, f.keyword)));
  return and(...conds)!;
}

/** Ids of an organisation and its descendants (a subquery). */
export const orgSubtree = (db: Db, orgId: number) =>
  db
    .select({ id: sysOrg.id })
    .from(sysOrg)
    .where(subtreeOf(sysOrg.id, sysOrg.pids, orgId));

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const fix = (l: PointListed): PointListed => ({ ...l, parkId: num(l.parkId) });

export const pointRepo = {
  async org(db: Db, id: number): Promise<OrgInfo | undefined> {
    const [o] = await db
      .select({ id: sysOrg.id, name: sysOrg.name, orgType: sysOrg.orgType, pids: sysOrg.pids })
      .from(sysOrg)
      .where(and(eq(sysOrg.id, id), liveRow(sysOrg.status)));
    return o;
  },

  async find(db: Db, id: number, lock = false): Promise<PointRecord | undefined> {
    return firstRow(db, envPoint, and(eq(envPoint.id, id), live), lock);
  },

  async listed(db: Db, id: number): Promise<PointListed | undefined> {
    const [l] = await listed(db).where(and(eq(envPoint.id, id), live));
    return l && fix(l);
  },

  async page(db: Db, scope: DataScope, f: PointFilter, pageNo: number, pageSize: number) {
    const cond = where(db, scope, f);
    const { rows, total } = await pageRows(db, envPoint, cond, listed(db).where(cond).orderBy(desc(envPoint.id)), pageNo, pageSize);
    return { rows: rows.map(fix), total };
  },

  async pollutants(db: Db, pointIds: number[]): Promise<PollutantRecord[]> {
    if (pointIds.length === 0) return [];
    return db
      .select()
      .from(envPointPollutant)
      .where(inArray(envPointPollutant.pointId, pointIds))
      .orderBy(asc(envPointPollutant.pointId), asc(envPointPollutant.sort));
  },

  async insert(db: Db, v: PointValues): Promise<PointRecord> {
    const [p] = await db.insert(envPoint).values(v).returning();
    return p!;
  },

  /** The update of a point at `version`; undefined when someone changed it first. */
  update(db: Db, id: number, version: number, v: Partial<PointValues>): Promise<PointRecord | undefined> {
    return updateAtVersion(db, envPoint, id, version, v);
  },

  async replacePollutants(db: Db, pointId: number, rows: Omit<PollutantRecord, 'pointId'>[]): Promise<void> {
    await db.delete(envPointPollutant).where(eq(envPointPollutant.pointId, pointId));
    if (rows.length) await db.insert(envPointPollutant).values(rows.map((r) => ({ ...r, pointId })));
  },

  /** Keeps the alarms' organisation (their data scope) in step with the point's. */
  async moveAlarms(db: Db, pointId: number, orgId: number): Promise<void> {
    await db.update(envAlarm).set({ orgId }).where(eq(envAlarm.pointId, pointId));
  },

  byKeyHash: (db: Db, hash: string): Promise<PointRecord | undefined> => firstRow(db, envPoint, and(eq(envPoint.keyHash, hash), live)),

  byMn: (db: Db, mn: string): Promise<PointRecord | undefined> => firstRow(db, envPoint, and(eq(envPoint.mn, mn), live)),

  /** The park organisation of an organisation (itself or its nearest park ancestor), or null. */
  async parkOfOrg(db: Db, orgId: number): Promise<number | null> {
    const [r] = await rowsOf<{ id: string | number | null }>(db, sql`select ${parkOf(sql`${orgId}::bigint`)} as id`);
    return num(r?.id);
  },
};
