import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import {
  baseYear,
  calcResult,
  inventoryEntry,
  inventoryOffset,
  inventoryProject,
  inventoryTask,
  inventoryTaskTotal,
  sysOrg,
  sysOrgBoundary,
} from '../../platform/db/schema/index.js';
import { liveRow, rowsOf, subtreeOf } from '../../platform/db/sql-kit.js';

export type ProjectInfo = { id: number; name: string; type: string; year: number; month: number | null; gwpSet: string; orgId: number };
export type TaskInfo = {
  id: number;
  name: string;
  orgId: number;
  taskStatus: number;
  parentId: number | null;
  path: number[];
  boundaryMethod: string;
  legalCompany: string | null;
  registeredAddress: string | null;
  operatingBoundary: string | null;
  exemptions: { item: string; reason: string }[];
  significantIndirect: { item: string; reason: string }[];
};
export type OrgInfo = {
  id: number;
  pid: number;
  pids: string;
  name: string;
  code: string;
  orgType: string;
  equitySharePct: string | null;
  operationalControl: boolean | null;
  financialControl: boolean | null;
  relationship: string | null;
  financialControlType: string | null;
};
export type BoundaryInfo = {
  orgId: number;
  equitySharePct: string | null;
  operationalControl: boolean | null;
  financialControl: boolean | null;
  relationship: string | null;
  financialControlType: string | null;
};
/** Sums of counted entries per organisation, scope and category. */
export type SectionRow = {
  orgId: number;
  scope: number;
  category: number | null;
  n: number;
  t: string;
  m: string;
  bio: string;
  q: string;
};
export type GasRow = { orgId: number; gas: string; mass: string; co2e: string };
export type FactorRow = {
  factorId: number | null;
  code: string | null;
  version: string | null;
  name: string | null;
  value: string | null;
  unit: string | null;
  source: string | null;
  region: string | null;
  n: number;
};

const liveTask = liveRow(inventoryTask.status);
/** node-postgres answers bigint as a string, PGlite as a number: ids read through raw SQL are normalised to numbers. */
const withOrgId = <T extends { orgId: unknown }>(rows: T[]): T[] => rows.map((r) => ({ ...r, orgId: Number(r.orgId) }));
const liveEntry = liveRow(inventoryEntry.status);
const idList = (ids: readonly number[]) =>
  sql`(${sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  )})`;

/** The inventory data a report's figures are computed from: grouped sums, never entry rows. */
export const figuresRepo = {
  async project(db: Db, id: number): Promise<ProjectInfo | undefined> {
    const [p] = await db
      .select({
        id: inventoryProject.id,
        name: inventoryProject.name,
        type: inventoryProject.type,
        year: inventoryProject.year,
        month: inventoryProject.month,
        gwpSet: inventoryProject.gwpSet,
        orgId: inventoryProject.orgId,
      })
      .from(inventoryProject)
      .where(and(eq(inventoryProject.id, id), liveRow(inventoryProject.status)));
    return p;
  },

  taskColumns: {
    id: inventoryTask.id,
    name: inventoryTask.name,
    orgId: inventoryTask.orgId,
    taskStatus: inventoryTask.taskStatus,
    parentId: inventoryTask.parentId,
    path: inventoryTask.path,
    boundaryMethod: inventoryTask.boundaryMethod,
    legalCompany: inventoryTask.legalCompany,
    registeredAddress: inventoryTask.registeredAddress,
    operatingBoundary: inventoryTask.operatingBoundary,
    exemptions: inventoryTask.exemptions,
    significantIndirect: inventoryTask.significantIndirect,
    projectId: inventoryTask.projectId,
  },

  async task(db: Db, id: number): Promise<(TaskInfo & { projectId: number }) | undefined> {
    const [t] = await db
      .select(figuresRepo.taskColumns)
      .from(inventoryTask)
      .where(and(eq(inventoryTask.id, id), liveTask));
    return t as (TaskInfo & { projectId: number }) | undefined;
  },

  /** The task and every task below it (by path), live. */
  async taskSubtree(db: Db, rootId: number): Promise<TaskInfo[]> {
    return (await db
      .select(figuresRepo.taskColumns)
      .from(inventoryTask)
      .where(and(liveTask, sql`(${inventoryTask.id} = ${rootId} or ${rootId} = any(${inventoryTask.path}))`))
      .orderBy(inventoryTask.id)) as TaskInfo[];
  },

  /** The project's live tasks of organisations in the subtree of `orgId`. */
  async projectTasksUnder(db: Db, projectId: number, orgId: number): Promise<TaskInfo[]> {
    return (await db
      .select(figuresRepo.taskColumns)
      .from(inventoryTask)
      .innerJoin(sysOrg, eq(sysOrg.id, inventoryTask.orgId))
      .where(and(eq(inventoryTask.projectId, projectId), liveTask, subtreeOf(sysOrg.id, sysOrg.pids, orgId)))
      .orderBy(inventoryTask.id)) as TaskInfo[];
  },

  async orgs(db: Db, ids: readonly number[]): Promise<OrgInfo[]> {
    if (ids.length === 0) return [];
    return db
      .select({
        id: sysOrg.id,
        pid: sysOrg.pid,
        pids: sysOrg.pids,
        name: sysOrg.name,
        code: sysOrg.code,
        orgType: sysOrg.orgType,
        equitySharePct: sysOrg.equitySharePct,
        operationalControl: sysOrg.operationalControl,
        financialControl: sysOrg.financialControl,
        relationship: sysOrg.relationship,
        financialControlType: sysOrg.financialControlType,
      })
      .from(sysOrg)
      .where(inArray(sysOrg.id, [...ids]));
  },

  /** Each organisation's boundary record in force on `date` (the latest effective on or before it). */
  async boundariesAt(db: Db, orgIds: readonly number[], date: string): Promise<BoundaryInfo[]> {
    if (orgIds.length === 0) return [];
    return withOrgId(
      await rowsOf<BoundaryInfo>(
        db,
        sql`select distinct on (${sysOrgBoundary.orgId}) ${sysOrgBoundary.orgId} as "orgId",
            ${sysOrgBoundary.equitySharePct}::text as "equitySharePct", ${sysOrgBoundary.operationalControl} as "operationalControl",
            ${sysOrgBoundary.financialControl} as "financialControl", ${sysOrgBoundary.relationship} as relationship,
            ${sysOrgBoundary.financialControlType} as "financialControlType"
          from ${sysOrgBoundary}
          where ${sysOrgBoundary.orgId} in ${idList(orgIds)} and ${sysOrgBoundary.effectiveFrom} <= ${date}
          order by ${sysOrgBoundary.orgId}, ${sysOrgBoundary.effectiveFrom} desc, ${sysOrgBoundary.id} desc`,
      ),
    );
  },

  /** Counted entries' sums per organisation, scope and category, over the given tasks. */
  async sections(db: Db, taskIds: readonly number[]): Promise<SectionRow[]> {
    if (taskIds.length === 0) return [];
    return withOrgId(
      await rowsOf<SectionRow>(
        db,
        sql`select ${inventoryEntry.orgId} as "orgId", ${inventoryEntry.scope} as scope, ${inventoryEntry.category} as category,
            count(*)::int as n, sum(${inventoryEntry.tco2e})::text as t,
            sum(coalesce(${inventoryEntry.tco2eMarket}, ${inventoryEntry.tco2e}))::text as m,
            coalesce(sum(${inventoryEntry.biogenicCo2}), 0)::text as bio,
            coalesce(sum((${inventoryEntry.activityQuality} + ${inventoryEntry.factorQuality} + ${inventoryEntry.calibrationLevel}) * ${inventoryEntry.tco2e}), 0)::text as q
          from ${inventoryEntry}
          where ${inventoryEntry.taskId} in ${idList(taskIds)} and ${liveEntry} and ${inventoryEntry.tco2e} is not null
          group by 1, 2, 3`,
      ),
    );
  },

  /** Per-gas mass (t) and tCO2e per organisation from the stored engine results of the entries. */
  async gases(db: Db, taskIds: readonly number[]): Promise<GasRow[]> {
    if (taskIds.length === 0) return [];
    return withOrgId(
      await rowsOf<GasRow>(
        db,
        sql`select e.org_id as "orgId", g.key as gas, coalesce(sum((${calcResult.gases} ->> g.key)::numeric), 0)::text as mass,
            coalesce(sum((${calcResult.gasesCo2e} ->> g.key)::numeric), 0)::text as co2e
          from ${inventoryEntry} e
          join ${calcResult} on ${calcResult.id} = e.result_id
          cross join lateral (select jsonb_object_keys(${calcResult.gases}) as key
                              union select jsonb_object_keys(${calcResult.gasesCo2e})) g
          where e.task_id in ${idList(taskIds)} and e.status <> 2 and e.tco2e is not null
          group by 1, 2`,
      ),
    );
  },

  async factors(db: Db, taskIds: readonly number[]): Promise<FactorRow[]> {
    if (taskIds.length === 0) return [];
    const snap = (k: string) => sql`max(${inventoryEntry.factorSnapshot} ->> ${k})`;
    const rows = await rowsOf<FactorRow>(
      db,
      sql`select ${inventoryEntry.factorId} as "factorId", ${inventoryEntry.factorCode} as code, ${inventoryEntry.factorVersion} as version,
            ${snap('name')} as name, ${snap('value')} as value, ${snap('unit')} as unit, ${snap('source')} as source,
            ${snap('region')} as region, count(*)::int as n
          from ${inventoryEntry}
          where ${inventoryEntry.taskId} in ${idList(taskIds)} and ${liveEntry} and ${inventoryEntry.tco2e} is not null
            and ${inventoryEntry.factorCode} is not null
          group by 1, 2, 3 order by 2, 3`,
    );
    return rows.map((r) => ({ ...r, factorId: r.factorId === null ? null : Number(r.factorId) }));
  },

  async methods(db: Db, taskIds: readonly number[]): Promise<{ sourceType: string; n: number }[]> {
    if (taskIds.length === 0) return [];
    return rowsOf(
      db,
      sql`select ${inventoryEntry.sourceType} as "sourceType", count(*)::int as n from ${inventoryEntry}
          where ${inventoryEntry.taskId} in ${idList(taskIds)} and ${liveEntry} and ${inventoryEntry.tco2e} is not null
          group by 1 order by 1`,
    );
  },

  async offsets(db: Db, taskIds: readonly number[]) {
    if (taskIds.length === 0) return [];
    return db
      .select({ name: inventoryOffset.name, standard: inventoryOffset.standard, tco2e: inventoryOffset.tco2e })
      .from(inventoryOffset)
      .where(and(inArray(inventoryOffset.taskId, [...taskIds]), liveRow(inventoryOffset.status)))
      .orderBy(inventoryOffset.id);
  },

  /** The approved annual base-year task of `orgId` (rolled-up totals), if any. */
  async baseYearTotals(db: Db, orgId: number, year: number): Promise<{ bucket: string; value: string }[] | undefined> {
    const [task] = await rowsOf<{ id: number }>(
      db,
      sql`select t.id from ${inventoryTask} t join ${inventoryProject} p on p.id = t.project_id
          where t.org_id = ${orgId} and t.status <> 2 and p.status <> 2 and p.year = ${year} and p.type = 'annual' and t.task_status = 7
          order by t.id desc limit 1`,
    );
    if (!task) return undefined;
    const taskId = Number(task.id);
    return db
      .select({ bucket: inventoryTaskTotal.bucket, value: sql<string>`${inventoryTaskTotal.value}::text` })
      .from(inventoryTaskTotal)
      .where(eq(inventoryTaskTotal.taskId, taskId));
  },

  async baseYearOf(db: Db, orgId: number) {
    const [row] = await db.select().from(baseYear).where(eq(baseYear.orgId, orgId));
    return row;
  },
};
