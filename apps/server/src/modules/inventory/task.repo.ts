import { and, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { descendantPattern } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { insertStamped } from '../../platform/db/versioned-rows.js';
import { firstRow, countRows } from '../../platform/db/paged-list.js';
import {
  inventoryTask,
  inventoryTaskMember,
  inventoryTaskSection,
  inventoryTaskTotal,
  sysOrg,
  sysUser,
} from '../../platform/db/schema/index.js';
import { contains, liveRow, rowsOf } from '../../platform/db/sql-kit.js';
import { cachedTotal, fromJsonRecord, parsedJson, recordColumns } from '../../platform/db/list-kit.js';
import { scopeCondition, type DataScope } from '../../platform/auth/data-scope.js';

export type TaskRecord = typeof inventoryTask.$inferSelect;
export type TaskInsert = Omit<typeof inventoryTask.$inferInsert, 'id' | 'status' | 'version' | 'createdAt' | 'updatedAt'>;
export type TaskListed = {
  task: TaskRecord;
  projectName: string;
  projectType: string;
  year: number;
  month: number | null;
  gwpSet: string;
  projectCreatedBy: number;
  orgName: string;
  initiatorName: string;
  subtaskCount: number;
  /** Collaborators and live entries per section, when the statement that listed the task read them too. */
  memberIds?: number[];
  sections?: SectionCount[];
};
export type TaskFilter = {
  relation?: 'participated' | 'initiated' | undefined;
  status?: number | undefined;
  projectId?: number | undefined;
  orgId?: number | undefined;
  name?: string | undefined;
  year?: number | undefined;
};
export type OrgInfo = {
  id: number;
  name: string;
  pids: string;
  hasChildren: boolean;
  operationalControl: boolean | null;
  financialControl: boolean | null;
  equitySharePct: string | null;
};

const live = liveRow(inventoryTask.status);

/** Live entries of one section of a task (inventory_task_section: category 0 there stands for none). */
export type SectionCount = { taskId: number; scope: number; category: number | null; n: number };

/**
 * Listed tasks as one statement answering one JSON value (list-kit.ts): the rows `pick` selects (all columns of
 * inventory_task, in its order), then for those rows only their project, organisation, initiator, subtask count,
 * collaborators and the live entries per section (kept by triggers in inventory_task_section, migration 0011).
 */
async function listed(db: Db, pick: SQL, projectCond: SQL = sql`true`): Promise<TaskListed[]> {
  const [result] = await rowsOf<{ page: unknown }>(
    db,
    sql`
    select coalesce(json_agg(json_build_object(
        'task', row_to_json(t), 'projectName', p.name, 'projectType', p.type, 'year', p.year, 'month', p.month,
        'gwpSet', p.gwp_set, 'projectCreatedBy', p.created_by,
        'orgName', coalesce((select o.name from sys_org o where o.id = t.org_id), ''),
        'initiatorName', coalesce((select u.name from sys_user u where u.id = t.initiator_id), ''),
        'subtaskCount', (select count(*)::int from inventory_task c where c.parent_id = t.id and c.status <> 2),
        'memberIds', (select coalesce(json_agg(m.user_id order by m.user_id), '[]') from inventory_task_member m where m.task_id = t.id),
        'sections', (select coalesce(json_agg(json_build_object('taskId', s.task_id, 'scope', s.scope, 'category', nullif(s.category, 0), 'n', s.entries)), '[]')
                     from inventory_task_section s where s.task_id = t.id and s.entries > 0)
      ) order by t.id desc), '[]') as page
    from (${pick}) t
    join inventory_project p on p.id = t.project_id and ${projectCond}`,
  );
  return parsedJson<(Omit<TaskListed, 'task'> & { task: Record<string, unknown> })[]>(result?.page).map((r) => ({
    ...r,
    task: fromJsonRecord(inventoryTask, r.task),
  }));
}

function where(scope: SQL | undefined, userId: number, userOrgId: number | null, f: TaskFilter): SQL {
  // A deleted project's tasks are deleted with it (project.repo), so the task's own status says it all: the
  // lists need no join with the project (the year is the one project column they filter on).
  const conds: (SQL | undefined)[] = [live, scope, contains(inventoryTask.name, f.name)];
  if (f.relation === 'initiated') conds.push(eq(inventoryTask.initiatorId, userId));
  if (f.relation === 'participated') {
    // The tasks of the user's organisation or naming them a collaborator, as one set of ids (both arms read
    // an index): as an OR beside the other conditions it made the page walk every task to find twenty.
    const member = sql`select m.task_id from ${inventoryTaskMember} m where m.user_id = ${userId}`;
    const ofOrg = sql`select o.id from ${inventoryTask} o where o.org_id = ${userOrgId}`;
    conds.push(sql`${inventoryTask.id} in (${userOrgId === null ? member : sql`${member} union all ${ofOrg}`})`);
  }
  if (f.status !== undefined) conds.push(eq(inventoryTask.taskStatus, f.status));
  if (f.projectId !== undefined) conds.push(eq(inventoryTask.projectId, f.projectId));
  if (f.orgId !== undefined) conds.push(eq(inventoryTask.orgId, f.orgId));
  if (f.year !== undefined) {
    const ofYear = sql`(select p.id from inventory_project p where p.year = ${f.year} and p.status <> 2)`;
    conds.push(inArray(inventoryTask.projectId, ofYear));
  }
  return and(...conds)!;
}

/** Drizzle queries of inventory tasks and their members; lists take the caller's scope condition on the task's organisation. */
export const taskRepo = {
  /**
   * One page of tasks and the total. The page is one statement returning one JSON value (`listed`): the
   * page's rows first (an index walk on id), then what each row shows, collaborators and section counts
   * included. The total is counted once per change of the database (`cachedTotal`).
   */
  async page(db: Db, scope: SQL | undefined, user: { id: number; orgId: number | null }, f: TaskFilter, pageNo: number, pageSize: number) {
    const cond = where(scope, user.id, user.orgId, f);
    const total = await cachedTotal(db, cond, () => countRows(db, inventoryTask, cond));
    const pick = sql`select ${recordColumns(inventoryTask)} from ${inventoryTask} where ${cond}
      order by ${inventoryTask.id} desc limit ${pageSize} offset ${(pageNo - 1) * pageSize}`;
    return { rows: await listed(db, pick), total };
  },

  /** The live task's organisation with its roll-up rows, in one round trip (the summary). */
  async withTotals(db: Db, id: number): Promise<{ orgId: number; totals: { bucket: string; value: string }[] } | undefined> {
    const rows = await db
      .select({ orgId: inventoryTask.orgId, bucket: inventoryTaskTotal.bucket, value: inventoryTaskTotal.value })
      .from(inventoryTask)
      .leftJoin(inventoryTaskTotal, eq(inventoryTaskTotal.taskId, inventoryTask.id))
      .where(and(eq(inventoryTask.id, id), live));
    if (rows.length === 0) return undefined;
    const totals = rows.flatMap((r) => (r.bucket === null || r.value === null ? [] : [{ bucket: r.bucket, value: r.value }]));
    return { orgId: rows[0]!.orgId, totals };
  },

  /** The live task of a live project as the lists show it (one statement, like a page). */
  async findListed(db: Db, id: number): Promise<TaskListed | undefined> {
    const pick = sql`select ${recordColumns(inventoryTask)} from ${inventoryTask} where ${and(eq(inventoryTask.id, id), live)}`;
    return (await listed(db, pick, sql`p.status <> 2`))[0];
  },

  async findById(db: Db, id: number, lock = false): Promise<TaskRecord | undefined> {
    return firstRow(db, inventoryTask, and(eq(inventoryTask.id, id), live), lock);
  },

  insert(db: Db, v: TaskInsert, at: Date): Promise<TaskRecord> {
    return insertStamped(db, inventoryTask, v, at);
  },

  /** Conditional update: only from the status (and version, when given) read; undefined when another writer got there first. */
  async update(db: Db, id: number, expect: { status?: number; version?: number }, set: Partial<TaskInsert>, at: Date) {
    const conds: SQL[] = [eq(inventoryTask.id, id), live];
    if (expect.status !== undefined) conds.push(eq(inventoryTask.taskStatus, expect.status));
    if (expect.version !== undefined) conds.push(eq(inventoryTask.version, expect.version));
    const [row] = await db
      .update(inventoryTask)
      .set({ ...set, updatedAt: at, version: sql`${inventoryTask.version} + 1` })
      .where(and(...conds))
      .returning();
    return row;
  },

  /** Organisations (of `ids`) that already hold a live task of the project. */
  async takenOrgs(db: Db, projectId: number, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ orgId: inventoryTask.orgId })
      .from(inventoryTask)
      .where(and(eq(inventoryTask.projectId, projectId), inArray(inventoryTask.orgId, ids), live));
    return rows.map((r) => r.orgId);
  },

  async members(db: Db, taskId: number): Promise<number[]> {
    const rows = await db
      .select({ id: inventoryTaskMember.userId })
      .from(inventoryTaskMember)
      .where(eq(inventoryTaskMember.taskId, taskId));
    return rows.map((r) => r.id).sort((a, b) => a - b);
  },

  async membersOf(db: Db, taskIds: number[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>(taskIds.map((id) => [id, []]));
    if (taskIds.length === 0) return out;
    const rows = await db
      .select({ taskId: inventoryTaskMember.taskId, userId: inventoryTaskMember.userId })
      .from(inventoryTaskMember)
      .where(inArray(inventoryTaskMember.taskId, taskIds))
      .orderBy(inventoryTaskMember.userId);
    for (const r of rows) out.get(r.taskId)?.push(r.userId);
    return out;
  },

  async setMembers(db: Db, taskId: number, userIds: number[]): Promise<void> {
    await db.delete(inventoryTaskMember).where(eq(inventoryTaskMember.taskId, taskId));
    if (userIds.length) await db.insert(inventoryTaskMember).values(userIds.map((userId) => ({ taskId, userId })));
  },

  /** Live entries per section (scope, category) of each task, as kept in inventory_task_section (a missing row is 0). */
  async sectionCounts(db: Db, taskIds: number[]): Promise<SectionCount[]> {
    if (taskIds.length === 0) return [];
    const rows = await db
      .select({
        taskId: inventoryTaskSection.taskId,
        scope: inventoryTaskSection.scope,
        category: sql<number | null>`nullif(${inventoryTaskSection.category}, 0)`,
        n: inventoryTaskSection.entries,
      })
      .from(inventoryTaskSection)
      .where(and(inArray(inventoryTaskSection.taskId, taskIds), gt(inventoryTaskSection.entries, 0)));
    return rows;
  },

  /** Live tasks that are past their deadline (`today` YYYY-MM-DD) in one of `statuses`, oldest first. */
  async overdue(db: Db, statuses: readonly number[], today: string, limit: number): Promise<TaskRecord[]> {
    return db
      .select()
      .from(inventoryTask)
      .where(and(live, inArray(inventoryTask.taskStatus, [...statuses]), sql`${inventoryTask.deadline} < ${today}::date`))
      .orderBy(inventoryTask.id)
      .limit(limit);
  },

  /** Live organisations of `ids` with what issuing needs to know of them. */
  async orgs(db: Db, ids: number[]): Promise<OrgInfo[]> {
    if (ids.length === 0) return [];
    return db
      .select({
        id: sysOrg.id,
        name: sysOrg.name,
        pids: sysOrg.pids,
        hasChildren: sql<boolean>`exists (select 1 from sys_org c where c.pid = sys_org.id and c.status <> 2)`,
        operationalControl: sysOrg.operationalControl,
        financialControl: sysOrg.financialControl,
        equitySharePct: sysOrg.equitySharePct,
      })
      .from(sysOrg)
      .where(and(inArray(sysOrg.id, ids), liveRow(sysOrg.status)));
  },

  /** Distributed tasks below task `id` (at any depth) not yet approved (status 7), oldest first: what a submission of it leaves open. */
  async openBelow(db: Db, id: number): Promise<{ id: number; name: string; orgName: string; status: number }[]> {
    return db
      .select({ id: inventoryTask.id, name: inventoryTask.name, orgName: sysOrg.name, status: inventoryTask.taskStatus })
      .from(inventoryTask)
      .innerJoin(sysOrg, eq(sysOrg.id, inventoryTask.orgId))
      .where(and(live, sql`${id} = any(${inventoryTask.path})`, ne(inventoryTask.taskStatus, 7)))
      .orderBy(inventoryTask.id);
  },

  /** Live users of `ids` (collaborators must exist). */
  async liveUsers(db: Db, ids: number[]): Promise<{ id: number; orgId: number | null }[]> {
    if (ids.length === 0) return [];
    return db
      .select({ id: sysUser.id, orgId: sysUser.orgId })
      .from(sysUser)
      .where(and(inArray(sysUser.id, ids), liveRow(sysUser.status)));
  },
};

/** Whether organisation `org` lies strictly below organisation `ancestorId` (its pids list names it). */
export const isBelow = (org: Pick<OrgInfo, 'pids'>, ancestorId: number): boolean => {
  const pattern = descendantPattern(ancestorId).replaceAll('%', '');
  return org.pids.includes(pattern);
};

/** The caller's data scope as a condition on the tasks (undefined: everything). */
export const taskScope = (scope: DataScope) => scopeCondition(scope, inventoryTask.orgId);
