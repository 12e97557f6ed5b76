import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/sql-kit.js';

/**
 * The dashboard's other reads (docs/decisions/014-dashboard.md): the top of a data scope, and for
 * the breakdowns the tasks' entries and the year's task statuses. The summary's own read, one
 * statement, is dashboard.reads.ts.
 */

/** The fill-task status of approved data (spec §4 "first filling completed"). */
export const APPROVED = 7;
const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;
const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;
const num = (v: unknown) => Number(v);

export type FamilyOrg = { id: number; pid: number; pids: string; name: string; orgType: string; hasChildren: boolean };
/** A task of a monthly or annual inventory (any status). */
export type PeriodTask = {
  taskId: number;
  orgId: number;
  orgPids: string;
  projectId: number;
  projectName: string;
  year: number;
  /** null: the annual inventory. */
  month: number | null;
  approved: boolean;
};
/** Bucket → value (decimal string) of one task's kept roll-up. */
export type Rollup = Map<string, string>;

export const dashboardRepo = {
  /** The top organisations of a data scope: in it, with no ancestor in it (lowest id first). */
  async scopeRoots(db: Db, orgIds: readonly number[] | null): Promise<number[]> {
    const rows = await rowsOf<{ id: number }>(
      db,
      orgIds === null
        ? sql`select id from sys_org where pid = 0 and status <> 2 order by sort, id`
        : sql`select o.id from sys_org o where o.id = any(${idArray(orgIds)}::bigint[]) and o.status <> 2
                and not exists (select 1 from sys_org a where a.id = any(${idArray(orgIds)}::bigint[]) and o.pids like '%[' || a.id || '],%')
              order by o.id`,
    );
    return rows.map((r) => num(r.id));
  },

  /**
   * Location-based tCO2e by source type and scope of the counted entries of the tasks' subtrees
   * (the tasks and the tasks below them in a counted status), with the entry count.
   */
  async sourceTypes(db: Db, taskIds: readonly number[], counted: readonly number[], orgIds: readonly number[] | null) {
    if (taskIds.length === 0) return [];
    const scoped = orgIds === null ? sql`true` : sql`t.org_id = any(${idArray(orgIds)}::bigint[])`;
    return rowsOf<{ sourceType: string; scope: number; value: string; entries: number }>(
      db,
      sql`select e.source_type as "sourceType", e.scope, coalesce(sum(e.tco2e), 0)::text as value, count(*)::int as entries
          from inventory_task t
          join inventory_entry e on e.task_id = t.id and e.status <> 2
          where t.status <> 2 and t.task_status = any(${intArray(counted)}::int[]) and ${scoped}
            and (t.id = any(${idArray(taskIds)}::bigint[]) or t.path && ${idArray(taskIds)}::bigint[])
          group by e.source_type, e.scope
          order by sum(e.tco2e) desc nulls last, e.source_type`,
    );
  },

  /** The year's live tasks of the organisations by fill-task status, and those past their deadline not yet submitted. */
  async progress(db: Db, orgIds: readonly number[] | null, rootId: number, year: number, today: string) {
    const scoped = orgIds === null ? sql`true` : sql`t.org_id = any(${idArray(orgIds)}::bigint[])`;
    const from = sql`from inventory_task t
          join inventory_project p on p.id = t.project_id and p.status <> 2 and p.year = ${year}
          join sys_org o on o.id = t.org_id and (o.id = ${rootId} or o.pids like ${`%[${rootId}],%`})
          where t.status <> 2 and ${scoped}`;
    // past the deadline and not handed in: timed out (4), or still to issue, distribute or fill (1-3)
    const overdue = sql`(t.task_status = 4 or (t.task_status in (1, 2, 3) and t.deadline < ${today}::date))`;
    const byStatus = await rowsOf<{ status: number; count: number }>(
      db,
      sql`select t.task_status as status, count(*)::int as count ${from} group by t.task_status order by t.task_status`,
    );
    const [count] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${from} and ${overdue}`);
    const tasks = await rowsOf<{ id: number; name: string; orgId: number; orgName: string; deadline: string; status: number }>(
      db,
      sql`select t.id, t.name, t.org_id as "orgId", o.name as "orgName", t.deadline::text as deadline, t.task_status as status
          ${from} and ${overdue} order by t.deadline, t.id limit 20`,
    );
    return { byStatus, overdue: num(count?.n ?? 0), tasks };
  },
};
