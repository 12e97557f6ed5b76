import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/sql-kit.js';
import { ACTUAL_PROJECT_TYPES, type OrgInfo } from './goal-achievement.repo.js';
import { APPROVED_TASK_STATUS, type PeriodTask } from './period-task.js';

/**
 * The reads of one achievement view, one statement each (the group's view is benchmarked against
 * a single-row read): the organisation with its children, their goals with the latest
 * submission, their own tasks of the period with the kept roll-up totals.
 */

const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;
const num = (v: unknown) => Number(v);

/** A goal row with its latest submission's figures (null fields when never submitted). */
export type GoalFigures = {
  orgId: number;
  year: number;
  revision: number;
  baselineYear: number;
  annual: string | null;
  months: string[] | null;
  total: string | null;
  reduce: string | null;
  replace: string | null;
  resolve: string | null;
  sub: Omit<GoalFigures, 'orgId' | 'year' | 'revision' | 'sub'> | null;
};

export const viewRepo = {
  /** The organisation (first) and its live children (by sort), each with whether it has live children. */
  async family(db: Db, orgId: number): Promise<(OrgInfo & { hasChildren: boolean })[]> {
    const rows = await rowsOf<OrgInfo & { hasChildren: boolean }>(
      db,
      sql`select o.id, o.pid, o.pids, o.name, o.org_type as "orgType",
            exists (select 1 from sys_org c where c.pid = o.id and c.status <> 2) as "hasChildren"
          from sys_org o
          where (o.id = ${orgId} or o.pid = ${orgId}) and o.status <> 2
          order by (o.id = ${orgId}) desc, o.sort, o.id`,
    );
    return rows.map((r) => ({ ...r, id: num(r.id), pid: num(r.pid), hasChildren: Boolean(r.hasChildren) }));
  },

  /** Live goal rows of a kind for the organisations and years, each with its latest submission. */
  async goals(db: Db, kind: string, orgIds: readonly number[], years: readonly number[]): Promise<GoalFigures[]> {
    if (orgIds.length === 0 || years.length === 0) return [];
    const rows = await rowsOf<Record<string, unknown>>(
      db,
      sql`select g.org_id as "orgId", g.year, g.revision, g.baseline_year as "baselineYear", g.annual::text as annual,
            g.months::text[] as months, g.total::text as total, g.reduce::text as reduce, g.replace::text as replace,
            g.resolve::text as resolve, s.sub
          from goal_row g
          left join lateral (
            select json_build_object('baselineYear', r.baseline_year, 'annual', r.annual::text, 'months', r.months::text[],
                     'total', r.total::text, 'reduce', r.reduce::text, 'replace', r.replace::text, 'resolve', r.resolve::text) as sub
            from goal_revision r where r.goal_id = g.id order by r.revision desc limit 1
          ) s on true
          where g.kind = ${kind} and g.org_id = any(${idArray(orgIds)}::bigint[]) and g.year = any(${`{${years.join(',')}}`}::int[])
            and g.status <> 2`,
    );
    return rows.map((r) => ({ ...(r as GoalFigures), orgId: num(r.orgId), sub: (r.sub ?? null) as GoalFigures['sub'] }));
  },

  /** The organisations' own tasks (any status) in the years' monthly and annual inventories, each with its roll-up total. */
  async ownTasks(db: Db, orgIds: readonly number[], years: readonly number[]): Promise<(PeriodTask & { total: string })[]> {
    if (orgIds.length === 0 || years.length === 0) return [];
    const rows = await rowsOf<Omit<PeriodTask, 'approved'> & { taskStatus: number; total: string }>(
      db,
      sql`select t.id as "taskId", t.org_id as "orgId", t.parent_id as "parentId", o.pids as "orgPids", p.id as "projectId",
            p.name as "projectName", p.year, p.month, t.task_status as "taskStatus",
            (select coalesce(sum(tt.value), 0) from inventory_task_total tt
              where tt.task_id = t.id and tt.bucket in ('s1', 's2l', 's3'))::text as total
          from inventory_task t
          join inventory_project p on p.id = t.project_id
          join sys_org o on o.id = t.org_id
          where t.org_id = any(${idArray(orgIds)}::bigint[]) and t.status <> 2 and p.status <> 2
            and p.year = any(${`{${years.join(',')}}`}::int[]) and p.type in (${sql.join(
              ACTUAL_PROJECT_TYPES.map((x) => sql`${x}`),
              sql`, `,
            )})`,
    );
    return rows.map(({ taskStatus, ...r }) => ({
      ...r,
      taskId: num(r.taskId),
      orgId: num(r.orgId),
      parentId: r.parentId === null ? null : num(r.parentId),
      projectId: num(r.projectId),
      month: r.month ?? null,
      approved: taskStatus === APPROVED_TASK_STATUS,
    }));
  },
};
