import { and, eq, inArray, sql } from 'drizzle-orm';
import { TASK_COUNTED_STATUSES } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { goalRow } from '../../platform/db/schema/goal.js';
import {
  entryInput,
  baseYear,
  energyProject,
  inventoryEntry,
  inventoryProject,
  inventoryTask,
  inventoryTaskTotal,
  sysOrg,
} from '../../platform/db/schema/index.js';
import { descendantsOf, liveRow, rowsOf, subtreeOf } from '../../platform/db/sql-kit.js';
import { APPROVED_TASK_STATUS, type PeriodTask } from './period-task.js';

/** Project statuses before implementation is completed: the pipeline a forecast may count. */
export const PIPELINE_STATUSES = ['draft', 'project_approved', 'procurement_completed'] as const;
/** The inventory project types that give an organisation's actuals: a month, or a whole year. */
export const ACTUAL_PROJECT_TYPES = ['monthly', 'annual'] as const;

export type OrgInfo = { id: number; pid: number; pids: string; name: string; orgType: string };
export type ElectricityRow = { taskId: number; consumption: string; green: string; certificates: string };

const num = (v: unknown) => Number(v);
const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

const taskColumns = {
  taskId: inventoryTask.id,
  orgId: inventoryTask.orgId,
  parentId: inventoryTask.parentId,
  orgPids: sysOrg.pids,
  projectId: inventoryProject.id,
  projectName: inventoryProject.name,
  year: inventoryProject.year,
  month: inventoryProject.month,
  taskStatus: inventoryTask.taskStatus,
};
const periodProjects = (years: readonly number[]) =>
  and(
    inArray(inventoryProject.year, [...years]),
    inArray(inventoryProject.type, [...ACTUAL_PROJECT_TYPES]),
    liveRow(inventoryProject.status),
    liveRow(inventoryTask.status),
  );
const asPeriodTask = (r: { taskStatus: number } & Omit<PeriodTask, 'approved'>): PeriodTask => {
  const { taskStatus, ...rest } = r;
  return { ...rest, month: rest.month ?? null, approved: taskStatus === APPROVED_TASK_STATUS };
};

/** Read-only queries of goal achievement over the inventory, the organisations and the base years. */
export const achievementRepo = {
  /** The organisation and every live organisation below it (id and ancestors). */
  async subtree(db: Db, orgId: number): Promise<{ id: number; pids: string }[]> {
    return db
      .select({ id: sysOrg.id, pids: sysOrg.pids })
      .from(sysOrg)
      .where(and(subtreeOf(sysOrg.id, sysOrg.pids, orgId), liveRow(sysOrg.status)));
  },

  /**
   * Projects of the organisation's subtree not yet implemented (draft, approved, procured) with a
   * positive annual reduction: what a forecast may count once they complete.
   */
  async pipeline(db: Db, orgId: number) {
    return db
      .select({
        id: energyProject.id,
        orgId: energyProject.orgId,
        name: energyProject.name,
        number: energyProject.number,
        status: energyProject.projectStatus,
        threeR: energyProject.threeR,
        annualReduction: sql<string>`${energyProject.annualCarbonReduction}::text`,
        completion: sql<string | null>`coalesce(${energyProject.actualEnd}, ${energyProject.estimatedEnd})::text`,
      })
      .from(energyProject)
      .innerJoin(sysOrg, eq(sysOrg.id, energyProject.orgId))
      .where(
        and(
          subtreeOf(sysOrg.id, sysOrg.pids, orgId),
          liveRow(energyProject.status),
          inArray(energyProject.projectStatus, [...PIPELINE_STATUSES]),
          sql`${energyProject.annualCarbonReduction} > 0`,
        ),
      )
      .orderBy(energyProject.id);
  },

  /** The live children of those of `orgIds` that are a group (the Fii): group id → child ids, by sort. */
  async groupChildren(db: Db, orgIds: readonly number[]): Promise<Map<number, number[]>> {
    if (orgIds.length === 0) return new Map();
    const rows = await rowsOf<{ groupId: number; childId: number }>(
      db,
      sql`select o.id as "groupId", c.id as "childId"
          from sys_org o join sys_org c on c.pid = o.id and c.status <> 2
          where o.id = any(${idArray(orgIds)}::bigint[]) and o.org_type = 'group' and o.status <> 2
          order by c.sort, c.id`,
    );
    const out = new Map<number, number[]>();
    for (const r of rows) out.set(num(r.groupId), [...(out.get(num(r.groupId)) ?? []), num(r.childId)]);
    return out;
  },

  /**
   * The tasks of organisations strictly below `orgId` in the given periods' monthly and annual
   * inventories (`periods`: year × 100 + month, month 0 for the annual inventory).
   */
  async tasksBelow(db: Db, orgId: number, periods: readonly number[]): Promise<PeriodTask[]> {
    if (periods.length === 0) return [];
    const years = [...new Set(periods.map((p) => Math.floor(p / 100)))];
    const period = sql`(${inventoryProject.year} * 100 + coalesce(${inventoryProject.month}, 0))`;
    const rows = await db
      .select(taskColumns)
      .from(inventoryTask)
      .innerJoin(inventoryProject, eq(inventoryProject.id, inventoryTask.projectId))
      .innerJoin(sysOrg, eq(sysOrg.id, inventoryTask.orgId))
      .where(and(descendantsOf(sysOrg.pids, orgId), periodProjects(years), inArray(period, [...periods])));
    return rows.map(asPeriodTask);
  },

  /**
   * Each task's kept roll-up total (its own and its subordinate tasks' counted entries): scope 1 +
   * scope 2 location-based + scope 3, the total the reports give (inventory_task_total, one indexed read).
   */
  async totals(db: Db, taskIds: readonly number[]): Promise<Map<number, string>> {
    if (taskIds.length === 0) return new Map();
    // one primary-key lookup per task, whatever the statistics say (PGlite never analyses: an IN list
    // on the table let the planner range-scan the key between the ids, 20 ms instead of 3)
    const rows = await rowsOf<{ taskId: number; total: string }>(
      db,
      sql`select r.id as "taskId",
            (select coalesce(sum(tt.value), 0) from ${inventoryTaskTotal} tt
              where tt.task_id = r.id and tt.bucket in ('s1', 's2l', 's3'))::text as total
          from unnest(${idArray(taskIds)}::bigint[]) as r(id)`,
    );
    return new Map(rows.map((r) => [num(r.taskId), r.total]));
  },

  /**
   * Electricity of each task's subtree (the task and the tasks below it in a counted status), from
   * the electricity entries' inputs in kWh: consumption (location-based `kwh`, or `mwh` × 1000;
   * market-based `consumptionKwh`), green power and green certificates (market-based entries).
   */
  async electricity(db: Db, taskIds: readonly number[]): Promise<ElectricityRow[]> {
    if (taskIds.length === 0) return [];
    const input = (key: string) => sql`(${entryInput()} ->> ${key})::numeric`;
    const rows = await rowsOf<ElectricityRow>(
      db,
      sql`select r.root as "taskId",
            coalesce(sum(case ${inventoryEntry.sourceType}
              when 'electricity-location' then coalesce(${input('kwh')}, ${input('mwh')} * 1000)
              when 'electricity-market' then ${input('consumptionKwh')} end), 0)::text as consumption,
            coalesce(sum(case when ${inventoryEntry.sourceType} = 'electricity-market' then ${input('greenPowerKwh')} end), 0)::text as green,
            coalesce(sum(case when ${inventoryEntry.sourceType} = 'electricity-market' then ${input('greenCertificateKwh')} end), 0)::text as certificates
          from unnest(${idArray(taskIds)}::bigint[]) as r(root)
          join ${inventoryTask} t on (t.id = r.root or r.root = any(t.path)) and t.status <> 2
            and t.task_status in (${sql.join(
              TASK_COUNTED_STATUSES.map((s) => sql`${s}`),
              sql`, `,
            )})
          join ${inventoryEntry} on ${inventoryEntry.taskId} = t.id and ${inventoryEntry.status} <> 2
            and ${inventoryEntry.sourceType} in ('electricity-location', 'electricity-market')
          group by r.root`,
    );
    return rows.map((r) => ({ ...r, taskId: num(r.taskId) }));
  },

  /** The organisation's live goal rows of a kind, every year. */
  async goalsOfOrg(db: Db, kind: string, orgId: number) {
    return db
      .select({ year: goalRow.year, baselineYear: goalRow.baselineYear })
      .from(goalRow)
      .where(and(eq(goalRow.kind, kind), eq(goalRow.orgId, orgId), liveRow(goalRow.status)))
      .orderBy(goalRow.year);
  },

  /** The organisation's kept base year (issue 11), with its total. */
  async baseYearOf(db: Db, orgId: number): Promise<{ year: number; total: string | null } | undefined> {
    const [row] = await db.select({ year: baseYear.year, figures: baseYear.figures }).from(baseYear).where(eq(baseYear.orgId, orgId));
    if (!row) return undefined;
    const totals = (row.figures as { totals?: { total?: string } } | null)?.totals;
    return { year: row.year, total: totals?.total ?? null };
  },
};
