import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/sql-kit.js';
import type { TaskRow } from './consolidated-sums.js';
import { APPROVED_STATUS as APPROVED } from './report.figures.js';

/** The approved tasks of projects of `years` in the subtree of `orgId`, by id (ids as the driver gives them). */
export function approvedTaskRows(db: Db, orgId: number, years: readonly number[]): Promise<TaskRow[]> {
  return rowsOf<TaskRow>(
    db,
    sql`select t.id as "taskId", t.org_id as "orgId", p.id as "projectId", p.name as "projectName", p.year, p.month
        from inventory_task t
        join inventory_project p on p.id = t.project_id and p.status <> 2
        join sys_org o on o.id = t.org_id and o.status <> 2 and (o.id = ${orgId} or o.pids like ${`%[${orgId}],%`})
        where t.status <> 2 and t.task_status = ${APPROVED} and p.year = any(${`{${years.join(',')}}`}::int[])
        order by t.id`,
  );
}

/** The latest year with an approved task in the subtree (its row; null year: none). */
export async function latestApprovedYearRow(db: Db, orgId: number): Promise<{ year: number | null } | undefined> {
  const [row] = await rowsOf<{ year: number | null }>(
    db,
    sql`select max(p.year) as year from inventory_task t
        join inventory_project p on p.id = t.project_id and p.status <> 2
        join sys_org o on o.id = t.org_id and o.status <> 2 and (o.id = ${orgId} or o.pids like ${`%[${orgId}],%`})
        where t.status <> 2 and t.task_status = ${APPROVED}`,
  );
  return row;
}
