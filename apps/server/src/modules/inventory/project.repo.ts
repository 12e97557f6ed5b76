import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { insertStamped, nextVersion, softDelete, updateAtVersion } from '../../platform/db/versioned-rows.js';
import { inventoryProject, inventoryTask, sysOrg, sysUser } from '../../platform/db/schema/index.js';
import { contains, DELETED_STATUS, liveRow } from '../../platform/db/sql-kit.js';
import { pageRows, firstRow } from '../../platform/db/paged-list.js';
import { scopeCondition, type DataScope } from '../../platform/auth/data-scope.js';

export type ProjectRecord = typeof inventoryProject.$inferSelect;
export type ProjectValues = Pick<
  ProjectRecord,
  'name' | 'type' | 'year' | 'month' | 'orgId' | 'deadline' | 'gwpSet' | 'openSubtasks' | 'remark'
>;
export type ProjectFilter = {
  name?: string | undefined;
  type?: string | undefined;
  year?: number | undefined;
  status?: 'not_issued' | 'in_progress' | 'completed' | undefined;
  orgId?: number | undefined;
};

const live = liveRow(inventoryProject.status);
const COMPLETED = 7;

/** Live tasks of the project, and those not yet completed (spec §4 status 7). */
/** Correlated subqueries name the outer table explicitly (drizzle leaves columns unqualified in single-table queries). */
const taskCount = sql<number>`(select count(*)::int from inventory_task t where t.project_id = inventory_project.id and t.status <> 2)`;
const openCount = sql<number>`(select count(*)::int from inventory_task t where t.project_id = inventory_project.id and t.status <> 2 and t.task_status <> ${COMPLETED})`;

const columns = {
  project: inventoryProject,
  orgName: sql<string>`coalesce(${sysOrg.name}, '')`,
  createdByName: sql<string>`coalesce(${sysUser.name}, '')`,
  taskCount,
  openCount,
};

export type ProjectListed = { project: ProjectRecord; orgName: string; createdByName: string; taskCount: number; openCount: number };

function where(scope: SQL | undefined, f: ProjectFilter): SQL {
  const conds: (SQL | undefined)[] = [live, scope, contains(inventoryProject.name, f.name)];
  if (f.type) conds.push(eq(inventoryProject.type, f.type));
  if (f.year !== undefined) conds.push(eq(inventoryProject.year, f.year));
  if (f.orgId !== undefined) conds.push(eq(inventoryProject.orgId, f.orgId));
  if (f.status === 'not_issued') conds.push(sql`${taskCount} = 0`);
  if (f.status === 'in_progress') conds.push(sql`${openCount} > 0`);
  if (f.status === 'completed') conds.push(sql`${taskCount} > 0 and ${openCount} = 0`);
  return and(...conds)!;
}

const base = (db: Db) =>
  db
    .select(columns)
    .from(inventoryProject)
    .leftJoin(sysOrg, eq(sysOrg.id, inventoryProject.orgId))
    .leftJoin(sysUser, eq(sysUser.id, inventoryProject.createdBy));

/** Drizzle queries of inventory projects; lists take the caller's scope condition on the project's organisation. */
export const projectRepo = {
  async page(db: Db, scope: SQL | undefined, f: ProjectFilter, pageNo: number, pageSize: number) {
    const cond = where(scope, f);
    const { rows, total } = await pageRows(
      db,
      inventoryProject,
      cond,
      base(db).where(cond).orderBy(desc(inventoryProject.year), desc(inventoryProject.id)),
      pageNo,
      pageSize,
    );
    return { rows: rows as ProjectListed[], total };
  },

  async findListed(db: Db, id: number): Promise<ProjectListed | undefined> {
    const [row] = await base(db)
      .where(and(eq(inventoryProject.id, id), live))
      .limit(1);
    return row as ProjectListed | undefined;
  },

  async findById(db: Db, id: number, lock = false) {
    return firstRow(db, inventoryProject, and(eq(inventoryProject.id, id), live), lock);
  },

  insert(db: Db, v: ProjectValues, createdBy: number, at: Date) {
    return insertStamped(db, inventoryProject, { ...v, createdBy }, at);
  },

  update(db: Db, id: number, version: number, v: ProjectValues, at: Date) {
    return updateAtVersion(db, inventoryProject, id, version, { ...v, updatedAt: at });
  },

  /** The project and its tasks, logically deleted. */
  async softDelete(db: Db, id: number, at: Date) {
    await db
      .update(inventoryTask)
      .set({ status: DELETED_STATUS, updatedAt: at, version: nextVersion(inventoryTask) })
      .where(and(eq(inventoryTask.projectId, id), liveRow(inventoryTask.status)));
    return softDelete(db, inventoryProject, id, at);
  },

  /** Live tasks of the project that were ever submitted (they hold submitted data). */
  async submittedTaskCount(db: Db, id: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(inventoryTask)
      .where(and(eq(inventoryTask.projectId, id), liveRow(inventoryTask.status), sql`${inventoryTask.submittedAt} is not null`));
    return row?.n ?? 0;
  },

  async orgNames(db: Db, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db.select({ id: sysOrg.id, name: sysOrg.name }).from(sysOrg).where(inArray(sysOrg.id, ids));
    return new Map(rows.map((r) => [r.id, r.name]));
  },
};

/** The caller's data scope as a condition on the inventory projects (undefined: everything). */
export const projectScope = (scope: DataScope) => scopeCondition(scope, inventoryProject.orgId);
