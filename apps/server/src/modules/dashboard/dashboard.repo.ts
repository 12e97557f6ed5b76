import type { OrgTypeCode } from '@carbon/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/sql-kit.js';
import type { PeriodTask as AchievementTask } from '../goal/period-task.js';

/**
 * The dashboard's other reads (docs/decisions/014-dashboard.md): the top of a data scope, and for
 * the breakdowns the tasks' entries and the year's task statuses. The summary's own read, one
 * statement, is dashboard-reads.repo.ts.
 */

const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;
const LEGAL_ENTITY: OrgTypeCode = 'legal_entity';
const num = (v: unknown) => Number(v);

export type FamilyOrg = { id: number; pid: number; pids: string; name: string; orgType: string; hasChildren: boolean };
/** A task of a monthly or annual inventory (any status): goal achievement's, without its parent task. */
export type PeriodTask = Omit<AchievementTask, 'parentId'>;
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
   * The organisations whose figures a caller with this data scope reads (docs/decisions/014-dashboard.md,
   * "Data scope"): those in scope, and every organisation in the consolidation line of a legal entity in
   * scope (ADR 010: the entity with everything below it that no other legal entity nearer holds).
   */
  async lineScope(db: Db, orgIds: readonly number[]): Promise<Set<number>> {
    const scope = new Set(orgIds);
    // the legal entities in scope and everything below them
    const rows = await rowsOf<{ id: number; pids: string; orgType: string }>(
      db,
      sql`select o.id, o.pids, o.org_type as "orgType" from sys_org o
          where o.status <> 2 and (
            (o.id = any(${idArray(orgIds)}::bigint[]) and o.org_type = ${LEGAL_ENTITY})
            or exists (select 1 from sys_org le where le.id = any(${idArray(orgIds)}::bigint[]) and le.status <> 2
                         and le.org_type = ${LEGAL_ENTITY} and o.pids like '%[' || le.id || '],%'))`,
    );
    const entities = new Set(rows.filter((r) => r.orgType === LEGAL_ENTITY).map((r) => num(r.id)));
    for (const r of rows) {
      if (entities.has(num(r.id))) continue;
      // its line: the nearest legal entity above it (all of them between it and the one in scope are rows here)
      const line = (r.pids.match(/\d+/g) ?? [])
        .map(Number)
        .reverse()
        .find((id) => entities.has(id));
      if (line !== undefined && scope.has(line)) scope.add(num(r.id));
    }
    return scope;
  },

  /**
   * Location-based tCO2e and the entry count by source type and scope of the live, calculated entries of exactly
   * these (counted) tasks, per task and entry organisation (the service weighs each by its consolidated share).
   */
  async sourceTypes(db: Db, taskIds: readonly number[]) {
    if (taskIds.length === 0) return [];
    return rowsOf<{ taskId: number; orgId: number; sourceType: string; scope: number; value: string; entries: number }>(
      db,
      sql`select e.task_id as "taskId", e.org_id as "orgId", e.source_type as "sourceType", e.scope,
            sum(e.tco2e)::text as value, count(*)::int as entries
          from inventory_entry e
          where e.task_id = any(${idArray(taskIds)}::bigint[]) and e.status <> 2 and e.tco2e is not null
          group by 1, 2, 3, 4`,
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
