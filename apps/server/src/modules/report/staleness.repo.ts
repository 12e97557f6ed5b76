import { sql, type SQL } from 'drizzle-orm';
import { TASK_COUNTED_STATUSES } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { inventoryEntry, inventoryOffset, inventoryTask, sysOrg, sysOrgBoundary, sysOrgOwnership } from '../../platform/db/schema/index.js';
import { rowsOf, subtreeOf } from '../../platform/db/sql-kit.js';

/** What a draft is drawn from: a task (and its subtree), or a project's tasks under an organisation (consolidated). */
export type StalenessSpec = { kind: 'task' | 'consolidated'; projectId: number; taskId: number | null; orgId: number };

const counted = sql.join(
  TASK_COUNTED_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * The latest change to a report's inputs, and whether it came after `since` (issue 25): its tasks (any status, a deleted
 * one included: the set changed), the entries of its counted tasks (a recalculation), the offsets of its tasks and, for a
 * consolidated report, the boundary and ownership records of the organisations below it. One statement.
 */
export async function inputsChanged(db: Db, s: StalenessSpec, since: Date): Promise<{ at: string | null; after: boolean }> {
  const orgs = sql`(select ${sysOrg.id} from ${sysOrg} where ${subtreeOf(sysOrg.id, sysOrg.pids, s.orgId)})`;
  const tasks: SQL =
    s.kind === 'task'
      ? sql`(${inventoryTask.id} = ${s.taskId} or ${s.taskId} = any(${inventoryTask.path}))`
      : sql`${inventoryTask.projectId} = ${s.projectId} and ${inventoryTask.orgId} in ${orgs}`;
  const structure =
    s.kind === 'task'
      ? sql``
      : sql`, (select max(${sysOrgBoundary.changedAt}) from ${sysOrgBoundary} where ${sysOrgBoundary.orgId} in ${orgs}),
           (select max(${sysOrgOwnership.updatedAt}) from ${sysOrgOwnership} where ${sysOrgOwnership.ownedOrgId} in ${orgs} or ${sysOrgOwnership.ownerOrgId} in ${orgs})`;
  const [row] = await rowsOf<{ at: string | null; after: boolean | null }>(
    db,
    sql`with t as (select ${inventoryTask.id} as id, ${inventoryTask.taskStatus} as status, ${inventoryTask.updatedAt} as at
                     from ${inventoryTask} where ${tasks}),
        c as (select greatest(
          (select max(at) from t),
          (select max(${inventoryEntry.updatedAt}) from ${inventoryEntry}
            where ${inventoryEntry.taskId} in (select id from t where status in (${counted}))),
          (select max(${inventoryOffset.updatedAt}) from ${inventoryOffset} where ${inventoryOffset.taskId} in (select id from t))
          ${structure}) as at)
        select to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, at > ${since.toISOString()}::timestamptz as after
          from c`,
  );
  return { at: row?.at ?? null, after: row?.after === true };
}
