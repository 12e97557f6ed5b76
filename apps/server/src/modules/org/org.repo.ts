import { and, asc, count, desc, eq, inArray, like, ne, sql, type SQL } from 'drizzle-orm';
import { STATUS } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { firstRow } from '../../platform/db/paged-list.js';
import { updateAtVersion } from '../../platform/db/versioned-rows.js';
import { DELETED_STATUS, containsExact, escapeLike, liveRow, rowsOf, subtreeOf } from '../../platform/db/sql-kit.js';
import { sysOrg, sysOrgBoundary, sysPark, sysRoleDataScope, sysUser, sysUserDataScope } from '../../platform/db/schema/index.js';

export type OrgRecord = typeof sysOrg.$inferSelect;
export type OrgRowRecord = OrgRecord & { parkName: string | null };
export type PageFilters = { name?: string | undefined; id?: string | undefined; pid?: string | undefined; orgType?: string | undefined };
export type BoundaryRecordRow = typeof sysOrgBoundary.$inferSelect & { changedByName: string | null };

export type TreeRowRecord = { id: number; pid: number; pids: string; name: string; sort: number };
export type TreeRowWithPark = TreeRowRecord & {
  code: string;
  orgType: string;
  parkId: number | null;
  parkName: string | null;
  parkCode: string | null;
  address: string | null;
  longitude: string | null;
  latitude: string | null;
};

/** Runs a statement answering one text column `j` holding a JSON array, and parses it. */
async function jsonRows<T>(db: Db, query: SQL): Promise<T[]> {
  const [row] = await rowsOf<{ j: string }>(db, query);
  return JSON.parse(row?.j ?? '[]') as T[];
}

const live = liveRow(sysOrg.status);
/** Lists and trees show status 0 only (contract §0). */
const shown = eq(sysOrg.status, STATUS.NORMAL);
const bySort = [asc(sysOrg.sort), asc(sysOrg.id)];

/** The org in a subtree: itself or any descendant. */
const inSubtree = (id: number): SQL => subtreeOf(sysOrg.id, sysOrg.pids, id);

/** Drizzle queries of organisations; always given the db or a transaction. */
export const orgRepo = {
  /**
   * Every shown organisation, just what a tree needs, in sibling order. One statement
   * aggregated into one JSON text: PGlite hands back one value far faster than 10,000 rows.
   */
  async treeRows(db: Db): Promise<TreeRowRecord[]> {
    const rows = await jsonRows<[number, number, string, string, number]>(
      db,
      sql`select coalesce(json_agg(json_build_array(id, pid, pids, name, sort) order by sort, id), '[]')::text as j
          from sys_org where status = ${STATUS.NORMAL}`,
    );
    return rows.map(([id, pid, pids, name, sort]) => ({ id, pid, pids, name, sort }));
  },

  /** treeWithPark: the tree columns plus code, type and the park (one statement with a join). */
  async treeRowsWithPark(db: Db): Promise<TreeRowWithPark[]> {
    type Cells = [
      number,
      number,
      string,
      string,
      number,
      string,
      string,
      number | null,
      string | null,
      string | null,
      string | null,
      string | null,
      string | null,
    ];
    const rows = await jsonRows<Cells>(
      db,
      sql`select coalesce(json_agg(json_build_array(o.id, o.pid, o.pids, o.name, o.sort, o.code, o.org_type,
            p.id, p.name, p.code, p.address, p.longitude::text, p.latitude::text) order by o.sort, o.id), '[]')::text as j
          from sys_org o left join sys_park p on p.id = o.park_id and p.status <> ${DELETED_STATUS}
          where o.status = ${STATUS.NORMAL}`,
    );
    return rows.map(([id, pid, pids, name, sort, code, orgType, parkId, parkName, parkCode, address, longitude, latitude]) => ({
      id,
      pid,
      pids,
      name,
      sort,
      code,
      orgType,
      parkId,
      parkName,
      parkCode,
      address,
      longitude,
      latitude,
    }));
  },

  /** The page call (contract §5.3 + orgType): name like, id, pid (that org or below), type; within `scope`. */
  async page(
    db: Db,
    q: PageFilters,
    scope: SQL | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: OrgRowRecord[]; total: number }> {
    const cond = and(
      shown,
      scope,
      containsExact(sysOrg.name, q.name),
      q.id ? eq(sysOrg.id, Number(q.id)) : undefined,
      q.pid ? inSubtree(Number(q.pid)) : undefined,
      q.orgType ? eq(sysOrg.orgType, q.orgType) : undefined,
    );
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(sysOrg).where(cond);
    const rows = await orgRepo.rowsWhere(db, cond, limit, offset);
    return { rows, total };
  },

  /** Shown organisations in `scope`, only the direct children of `pid` when given. */
  list(db: Db, scope: SQL | undefined, pid?: number) {
    return orgRepo.rowsWhere(db, and(shown, scope, pid === undefined ? undefined : eq(sysOrg.pid, pid)));
  },

  async findShownRow(db: Db, id: number): Promise<OrgRowRecord | undefined> {
    const [row] = await orgRepo.rowsWhere(db, and(shown, eq(sysOrg.id, id)), 1);
    return row;
  },

  rowsWhere(db: Db, where: SQL | undefined, limit?: number, offset = 0): Promise<OrgRowRecord[]> {
    const q = db
      .select({ org: sysOrg, parkName: sysPark.name })
      .from(sysOrg)
      .leftJoin(sysPark, and(eq(sysPark.id, sysOrg.parkId), liveRow(sysPark.status)))
      .where(where)
      .orderBy(...bySort)
      .offset(offset);
    return (limit === undefined ? q : q.limit(limit)).then((rows) => rows.map((r) => ({ ...r.org, parkName: r.parkName })));
  },

  async findLive(db: Db, id: number): Promise<OrgRecord | undefined> {
    return firstRow(db, sysOrg, and(eq(sysOrg.id, id), live));
  },

  /** Names and types of the given organisations, root first (for the naming warnings). */
  chain(db: Db, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .select({ id: sysOrg.id, name: sysOrg.name, orgType: sysOrg.orgType, pids: sysOrg.pids })
      .from(sysOrg)
      .where(inArray(sysOrg.id, ids))
      .orderBy(asc(sysOrg.pids));
  },

  /** Whether a live organisation other than `exceptId` has this value in `column` (codes and names are unique among live orgs). */
  async taken(db: Db, column: 'code' | 'name', value: string, exceptId?: number): Promise<boolean> {
    const col = column === 'code' ? sysOrg.code : sysOrg.name;
    const rows = await db
      .select({ id: sysOrg.id })
      .from(sysOrg)
      .where(and(eq(col, value), live, exceptId === undefined ? undefined : ne(sysOrg.id, exceptId)))
      .limit(1);
    return rows.length > 0;
  },

  async insert(db: Db, values: typeof sysOrg.$inferInsert): Promise<OrgRecord> {
    const [row] = await db.insert(sysOrg).values(values).returning();
    return row!;
  },

  /** The optimistic-lock update: only when the version still matches (else undefined). */
  update(db: Db, id: number, version: number, values: Partial<typeof sysOrg.$inferInsert>): Promise<OrgRecord | undefined> {
    return updateAtVersion(db, sysOrg, id, version, values);
  },

  /**
   * Rewrites the `pids` of every descendant after a move, in one statement: the old
   * prefix (the org's old pids + "[id],") becomes the new one. Returns the changed rows.
   */
  movePids(db: Db, id: number, oldPrefix: string, newPrefix: string, at: Date): Promise<OrgRecord[]> {
    return db
      .update(sysOrg)
      .set({
        pids: sql`${newPrefix}::text || substr(${sysOrg.pids}, ${oldPrefix.length + 1}::int)`,
        version: sql`${sysOrg.version} + 1`,
        updatedAt: at,
      })
      .where(and(like(sysOrg.pids, `${escapeLike(oldPrefix)}%`), live))
      .returning();
  },

  /** Names and types of the live direct children of `id` (the level order checks a new type against them). */
  children(db: Db, id: number) {
    return db
      .select({ name: sysOrg.name, orgType: sysOrg.orgType })
      .from(sysOrg)
      .where(and(eq(sysOrg.pid, id), live));
  },

  /** The live organisation and its live descendants. */
  subtree(db: Db, id: number) {
    return db
      .select({ id: sysOrg.id })
      .from(sysOrg)
      .where(and(inSubtree(id), live));
  },

  async staffCount(db: Db, orgIds: number[]): Promise<number> {
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(sysUser)
      .where(and(inArray(sysUser.orgId, orgIds), liveRow(sysUser.status)));
    return n;
  },

  markDeleted(db: Db, ids: number[], at: Date): Promise<OrgRecord[]> {
    return db
      .update(sysOrg)
      .set({ status: DELETED_STATUS, updatedAt: at, version: sql`${sysOrg.version} + 1` })
      .where(and(inArray(sysOrg.id, ids), live))
      .returning();
  },

  async removeDataScopes(db: Db, ids: number[]): Promise<void> {
    await db.delete(sysRoleDataScope).where(inArray(sysRoleDataScope.orgId, ids));
    await db.delete(sysUserDataScope).where(inArray(sysUserDataScope.orgId, ids));
  },

  /** Live organisations using a park. */
  async parkUsers(db: Db, parkId: number): Promise<number> {
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(sysOrg)
      .where(and(eq(sysOrg.parkId, parkId), live));
    return n;
  },

  async insertBoundary(db: Db, values: typeof sysOrgBoundary.$inferInsert): Promise<void> {
    await db.insert(sysOrgBoundary).values(values);
  },

  /** The dated boundary history of one organisation, newest first, with who changed it. */
  async boundaryHistory(db: Db, orgId: number): Promise<BoundaryRecordRow[]> {
    const rows = await db
      .select({ b: sysOrgBoundary, changedByName: sysUser.name })
      .from(sysOrgBoundary)
      .leftJoin(sysUser, eq(sysUser.id, sysOrgBoundary.changedBy))
      .where(eq(sysOrgBoundary.orgId, orgId))
      .orderBy(desc(sysOrgBoundary.effectiveFrom), desc(sysOrgBoundary.id));
    return rows.map((r) => ({ ...r.b, changedByName: r.changedByName }));
  },

  async hasBoundaryHistory(db: Db, orgId: number): Promise<boolean> {
    const rows = await db.select({ id: sysOrgBoundary.id }).from(sysOrgBoundary).where(eq(sysOrgBoundary.orgId, orgId)).limit(1);
    return rows.length > 0;
  },
};
