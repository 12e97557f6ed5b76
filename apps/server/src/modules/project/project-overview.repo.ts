import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { BEFORE_ACCEPTANCE, parsePids } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { energyProject, energyProjectStatusLog, sysOrg } from '../../platform/db/schema/index.js';
import { insertInBatches } from '../../platform/db/batch-insert.js';
import { generationOf } from '../../platform/db/generation.js';
import type { ProjectValues } from './project.repo.js';
import { liveRow, rowsOf, subtreeOf } from '../../platform/db/sql-kit.js';

/**
 * Read-only SQL of the project overviews (issue 12): the MACC, the grouped counts and sums of
 * the overviews, the progress lists, and the organisation look-ups of the import. Every query
 * reads the figures stored on the project (recomputed on each save), never recomputes them;
 * numeric values leave the database as text, so no digit is lost on the way.
 */

/** What every overview reads: live projects of the scope, in the subtree of `root` (0: everywhere), of the estimated start year. */
export type OverviewWhere = { scope: SQL | undefined; root: number; year: number | undefined };

function where(w: OverviewWhere, ...more: (SQL | undefined)[]): SQL {
  const conds: (SQL | undefined)[] = [liveRow(energyProject.status), w.scope, ...more];
  if (w.root !== 0) {
    const subtree = sql`(select ${sysOrg.id} from ${sysOrg} where ${and(liveRow(sysOrg.status), subtreeOf(sysOrg.id, sysOrg.pids, w.root))})`;
    conds.push(inArray(energyProject.orgId, subtree));
  }
  if (w.year !== undefined) conds.push(sql`${energyProject.estimatedStart} between ${`${w.year}-01-01`} and ${`${w.year}-12-31`}`);
  return and(...conds)!;
}

/**
 * One bar of the curve as the database gives it (decimal texts): what the curve, its tooltip and its
 * table show (apps/web features/project-overview macc*.ts), no more: a group's curve is 18,000 bars.
 */
export type MaccRecord = {
  id: string;
  name: string;
  number: string;
  orgName: string;
  annualCarbonReduction: string;
  abatementCost: string;
  investment: string | null;
  annualBenefit: string | null;
  cumulativeStart: string;
  cumulativeEnd: string;
};

/** A group of the overviews: the child of the root the project lies under (or the root), and the grouped columns. */
export type GroupRecord = {
  groupId: number;
  year: number | null;
  status: string;
  needsFii: boolean;
  threeR: string | null;
  technology: string | null;
  count: number;
  reduction: string;
  investment: string;
  benefit: string;
};

export type ProgressRecord = {
  id: number;
  number: string;
  name: string;
  orgId: number;
  orgName: string;
  status: string;
  needsFii: boolean;
  estimatedEnd: string | null;
  annualCarbonReduction: string | null;
  realisationRatio: string | null;
};

export type OrgByCode = { id: number; code: string; type: string; name: string; pids: string };

// Raw statements name the project table unaliased (energy_project), as the drizzle conditions (scope, filters) do.
const progressColumns = sql`energy_project.id, energy_project.number, energy_project.name, energy_project.org_id as "orgId",
  coalesce(o.name, '') as "orgName", energy_project.project_status as status, energy_project.needs_fii as "needsFii",
  energy_project.estimated_end::text as "estimatedEnd", energy_project.annual_carbon_reduction::text as "annualCarbonReduction",
  energy_project.realisation_ratio::text as "realisationRatio"`;

const toProgress = (r: ProgressRecord): ProgressRecord => ({ ...r, id: Number(r.id), orgId: Number(r.orgId) });

export const projectOverviewRepo = {
  /**
   * The MACC as one statement answering one JSON value: projects of the subtree and year, not
   * closed, with an abatement cost and a positive reduction, cheapest first (ties by id), each
   * with the running sum of the reductions (its x range).
   */
  async macc(db: Db, w: OverviewWhere): Promise<MaccRecord[]> {
    const cond = where(
      w,
      sql`${energyProject.projectStatus} <> 'closed'`,
      sql`${energyProject.abatementCost} is not null`,
      sql`${energyProject.annualCarbonReduction} > 0`,
    );
    const [row] = await rowsOf<{ bars: unknown }>(
      db,
      sql`
      select coalesce(json_agg(json_build_object(
          'id', b.id::text, 'name', b.name, 'number', b.number,
          'orgName', coalesce(o.name, ''),
          'annualCarbonReduction', b.r::text, 'abatementCost', b.c::text,
          'investment', b.investment::text, 'annualBenefit', b.annual_benefit::text,
          'cumulativeStart', trim_scale(b.cum - b.r)::text, 'cumulativeEnd', trim_scale(b.cum)::text
        ) order by b.c, b.id), '[]') as bars
      from (
        select id, name, number, org_id, investment, annual_benefit,
               annual_carbon_reduction as r, abatement_cost as c,
               sum(annual_carbon_reduction) over (order by abatement_cost, id rows unbounded preceding) as cum
        from ${energyProject} where ${cond}
      ) b left join sys_org o on o.id = b.org_id`,
    );
    const bars = row?.bars;
    return (typeof bars === 'string' ? JSON.parse(bars) : bars) as MaccRecord[];
  },

  /**
   * A stamp of everything the MACC reads, far cheaper than the curve: the project rows' versions
   * (how many, and the sums of their xmin and of its square: any committed insert, update or
   * delete changes one of them, without a counter of our own) and the organisations' change
   * counter (names, tree, status; migration 0003). Read only when the database changed at all.
   */
  async maccStamp(db: Db): Promise<string> {
    const [row] = await rowsOf<{ stamp: string }>(
      db,
      sql`select (select count(*) || ':' || coalesce(sum(x), 0) || ':' || coalesce(sum(x * x), 0)
                  from (select xmin::text::numeric as x from ${energyProject}) p)
              || '/' || coalesce(${generationOf('sys_org')}, 0) as stamp`,
    );
    return String(row?.stamp ?? '');
  },

  /** Counts and exact sums grouped by the root's child the project lies under, year, status, Fii need, 3R class and technology. */
  async groups(db: Db, w: OverviewWhere): Promise<GroupRecord[]> {
    // "[0],[1],[5]," + "[9]," → the id after "[root]," (the root's child on the way to the project's organisation); none: the root itself
    const pattern = `\\[${w.root}\\],\\[(\\d+)\\],`;
    const rows = await rowsOf<GroupRecord>(
      db,
      sql`
      select coalesce(substring(o.pids || '[' || o.id || '],' from ${pattern})::bigint, ${w.root}) as "groupId",
             extract(year from energy_project.estimated_start)::int as year, energy_project.project_status as status,
             energy_project.needs_fii as "needsFii", energy_project.three_r as "threeR", energy_project.technology, count(*)::int as count,
             coalesce(sum(energy_project.annual_carbon_reduction), 0)::text as reduction,
             coalesce(sum(energy_project.investment), 0)::text as investment,
             coalesce(sum(energy_project.annual_benefit), 0)::text as benefit
      from ${energyProject} join ${sysOrg} o on o.id = energy_project.org_id
      where ${where(w)}
      group by 1, 2, 3, 4, 5, 6`,
    );
    return rows.map((r) => ({ ...r, groupId: Number(r.groupId), year: r.year === null ? null : Number(r.year), count: Number(r.count) }));
  },

  /** The organisations an overview groups by: the root's live children and the root itself, with those named in `ids`. */
  async groupOrgs(db: Db, root: number, ids: number[]): Promise<{ id: number; name: string; pid: number }[]> {
    const named = ids.length ? sql` or ${inArray(sysOrg.id, ids)}` : sql``;
    const rows = await db
      .select({ id: sysOrg.id, name: sysOrg.name, pid: sysOrg.pid })
      .from(sysOrg)
      .where(and(liveRow(sysOrg.status), sql`(${eq(sysOrg.pid, root)} or ${eq(sysOrg.id, root)}${named})`))
      .orderBy(sysOrg.sort, sysOrg.id);
    return rows;
  },

  /** Projects whose estimated end (before `today`) passed without acceptance, most overdue first, and how many there are. */
  async overdue(db: Db, w: OverviewWhere, today: string, limit: number): Promise<{ rows: ProgressRecord[]; total: number }> {
    const cond = where(w, sql`${energyProject.estimatedEnd} < ${today}`, inArray(energyProject.projectStatus, [...BEFORE_ACCEPTANCE]));
    return progressList(db, cond, sql`energy_project.estimated_end, energy_project.id`, limit);
  },

  /** Projects realising less than the threshold (the stored flag), lowest share first. */
  async flagged(db: Db, w: OverviewWhere, limit: number): Promise<{ rows: ProgressRecord[]; total: number }> {
    return progressList(
      db,
      where(w, eq(energyProject.flagged, true)),
      sql`energy_project.realisation_ratio nulls last, energy_project.id`,
      limit,
    );
  },

  /** Live organisations by code, with their ancestry (pids) for the position of the project. */
  async orgsByCode(db: Db, codes: string[]): Promise<OrgByCode[]> {
    if (codes.length === 0) return [];
    return db
      .select({ id: sysOrg.id, code: sysOrg.code, type: sysOrg.orgType, name: sysOrg.name, pids: sysOrg.pids })
      .from(sysOrg)
      .where(and(liveRow(sysOrg.status), inArray(sysOrg.code, codes)));
  },

  /** Live organisations by id (the ancestors of the imported organisations), in one read. */
  async orgsById(db: Db, ids: number[]): Promise<{ id: number; type: string; name: string }[]> {
    if (ids.length === 0) return [];
    return db
      .select({ id: sysOrg.id, type: sysOrg.orgType, name: sysOrg.name })
      .from(sysOrg)
      .where(and(liveRow(sysOrg.status), inArray(sysOrg.id, ids)));
  },

  /** The codes of organisations (the export names the implementing organisation by its code, as the import reads it). */
  async orgCodes(db: Db, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db.select({ id: sysOrg.id, code: sysOrg.code }).from(sysOrg).where(inArray(sysOrg.id, ids));
    return new Map(rows.map((r) => [r.id, r.code]));
  },

  /** `n` new project ids, reserved in one statement (the numbers are made from them). */
  async reserveIds(db: Db, n: number): Promise<number[]> {
    if (n === 0) return [];
    const rows = await rowsOf<{ id: string | number }>(
      db,
      sql`select nextval(pg_get_serial_sequence('energy_project', 'id')) as id from generate_series(1, ${n}::int)`,
    );
    return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  },

  /** Imported drafts (ids and numbers reserved) with the first line of each one's status log, in batches in the caller's transaction. */
  async insertDrafts(
    tx: Db,
    drafts: (ProjectValues & { id: number; number: string })[],
    createdBy: number,
    at: Date,
    onWritten: (rows: number) => void,
  ): Promise<void> {
    await insertInBatches(
      tx,
      energyProject,
      drafts.map((d) => ({ ...d, createdBy, createdAt: at, updatedAt: at })),
      { onBatch: onWritten, returning: { id: energyProject.id } },
    );
    const logs = drafts.map((d) => ({ projectId: d.id, fromStatus: null, toStatus: 'draft', actorId: createdBy, at }));
    await insertInBatches(tx, energyProjectStatusLog, logs, { returning: { id: energyProjectStatusLog.id } });
  },
};

async function progressList(db: Db, cond: SQL, order: SQL, limit: number): Promise<{ rows: ProgressRecord[]; total: number }> {
  const [count] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${energyProject} where ${cond}`);
  const rows = await rowsOf<ProgressRecord>(
    db,
    sql`select ${progressColumns} from ${energyProject} left join ${sysOrg} o on o.id = energy_project.org_id
        where ${cond} order by ${order} limit ${limit}`,
  );
  return { rows: rows.map(toProgress), total: Number(count?.n ?? 0) };
}

/** The ancestors' ids of an organisation (root marker 0 left out), root first. */
export const ancestorIds = (pids: string): number[] => parsePids(pids).filter((id) => id !== 0);
