import { Decimal, exactMul as mul, exactSum as sum, type BoundaryMethodCode } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { approvedTaskRows, latestApprovedYearRow } from './consolidated-sums.repo.js';
import { consolidationSettingOf, entityShares } from './consolidation.js';
import { figuresRepo, type OrgInfo, type SectionRow } from './figures.repo.js';
import { linesFor } from './report.figures.js';

/**
 * The dashboard's and the cockpit's figures consolidated by one approach (issue 26): each
 * approved task's entries of the organisation's subtree — tasks issued straight to a BU
 * included — at the share the report module gives their legal entity, summed exactly as the
 * consolidated report sums them (report.figures.ts), so the two are equal to the last digit.
 */

const PCT = new Decimal('0.01');
const num = (v: unknown) => Number(v);

/** tCO2e buckets of one set of entries: scopes and the 15 scope-3 categories. */
export type Buckets = { s1: Decimal[]; s2l: Decimal[]; s2m: Decimal[]; s3: Decimal[]; cat: Decimal[][] };
export const emptyBuckets = (): Buckets => ({ s1: [], s2l: [], s2m: [], s3: [], cat: Array.from({ length: 15 }, () => []) });

/** An approved task of a project of the years asked, in the subtree. */
export type TaskRow = { taskId: number; orgId: number; projectId: number; projectName: string; year: number; month: number | null };

/** A project's consolidated entries, by organisation, and its approved tasks with their organisations. */
export type ProjectFigures = {
  projectId: number;
  projectName: string;
  year: number;
  month: number | null;
  tasks: { taskId: number; orgId: number }[];
  byOrg: Map<number, Buckets>;
  /** The percentage at which an organisation's entries count in this project's figures; null: they do not (excluded or not visible). */
  shareOf: (orgId: number) => Decimal | null;
};
/** The projects, and the ancestor path (`pids`) of every organisation they name. */
export type Consolidated = { projects: ProjectFigures[]; pids: Map<number, string> };

async function approvedTasks(db: Db, orgId: number, years: readonly number[]): Promise<TaskRow[]> {
  const rows = await approvedTaskRows(db, orgId, years);
  const tasks = rows.map((r) => ({
    ...r,
    taskId: num(r.taskId),
    orgId: num(r.orgId),
    projectId: num(r.projectId),
    year: num(r.year),
    month: r.month === null ? null : num(r.month),
  }));
  // an organisation whose period several projects cover speaks through the latest one (ADR 014)
  const latest = new Map<string, number>();
  for (const t of tasks) {
    const key = `${t.orgId}:${t.year}:${t.month ?? 0}`;
    latest.set(key, Math.max(latest.get(key) ?? 0, t.projectId));
  }
  return tasks.filter((t) => latest.get(`${t.orgId}:${t.year}:${t.month ?? 0}`) === t.projectId);
}

/**
 * The organisations the tasks' organisations need for their lines: themselves and all their ancestors,
 * the root's included, so that a BU (or a building) asked for on its own counts at its legal entity's
 * share, as in its entity's figure (issue 25 item 10).
 */
async function orgsFor(db: Db, rootId: number, orgIds: readonly number[]): Promise<OrgInfo[]> {
  const orgs = await figuresRepo.orgs(db, [...new Set([rootId, ...orgIds])]);
  const ancestorIds = [...new Set(orgs.flatMap((o) => (o.pids.match(/\d+/g) ?? []).map(Number)))].filter(
    (id) => id > 0 && !orgs.some((o) => o.id === id),
  );
  return [...orgs, ...(await figuresRepo.orgs(db, ancestorIds))];
}

const periodOf = (year: number, month: number | null) => ({
  from: month ? `${year}-${String(month).padStart(2, '0')}-01` : `${year}-01-01`,
  to: month ? new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10) : `${year}-12-31`,
});

/**
 * Each project of `years` with approved tasks in the subtree of `rootId`, consolidated under
 * `method` with the group's divestment rule: its entries' sums by organisation (only the
 * organisations in `visible`, when given).
 */
export async function consolidatedProjects(
  db: Db,
  rootId: number,
  years: readonly number[],
  method: BoundaryMethodCode,
  visible: ReadonlySet<number> | null,
): Promise<Consolidated> {
  const tasks = await approvedTasks(db, rootId, years);
  if (tasks.length === 0) return { projects: [], pids: new Map() };
  const all = await orgsFor(
    db,
    rootId,
    tasks.map((t) => t.orgId),
  );
  const root = all.find((o) => o.id === rootId);
  if (!root) return { projects: [], pids: new Map() };
  const { divestmentRule } = await consolidationSettingOf(db, root);
  const byProject = new Map<number, TaskRow[]>();
  for (const t of tasks) byProject.set(t.projectId, [...(byProject.get(t.projectId) ?? []), t]);
  const result: ProjectFigures[] = [];
  for (const [projectId, list] of byProject) {
    const first = list[0]!;
    const shares = await entityShares(
      db,
      all.filter((o) => o.orgType === 'legal_entity'),
      method,
      periodOf(first.year, first.month),
      divestmentRule,
    );
    const units = linesFor(all, shares, true);
    const byOrg = new Map<number, Buckets>();
    const sections: SectionRow[] = await figuresRepo.sections(
      db,
      list.map((t) => t.taskId),
    );
    for (const r of sections) {
      const unit = units.get(r.orgId);
      if (!unit || (visible && !visible.has(r.orgId))) continue;
      const b = byOrg.get(r.orgId) ?? emptyBuckets();
      byOrg.set(r.orgId, b);
      const take = (v: string) => mul(new Decimal(v), unit.pct, PCT);
      if (r.scope === 1) b.s1.push(take(r.t));
      else if (r.scope === 2) {
        b.s2l.push(take(r.t));
        b.s2m.push(take(r.m));
      } else {
        const t = take(r.t);
        b.s3.push(t);
        if (r.category !== null && r.category >= 1 && r.category <= 15) b.cat[r.category - 1]!.push(t);
      }
    }
    const visibleTasks = list.filter((t) => !visible || visible.has(t.orgId)).map((t) => ({ taskId: t.taskId, orgId: t.orgId }));
    if (visibleTasks.length > 0)
      result.push({
        projectId,
        projectName: first.projectName,
        year: first.year,
        month: first.month,
        tasks: visibleTasks,
        byOrg,
        shareOf: (orgId) => (visible && !visible.has(orgId) ? null : (units.get(orgId)?.pct ?? null)),
      });
  }
  return { projects: result, pids: new Map(all.map((o) => [o.id, o.pids])) };
}

/** The approach a dashboard shows: the one asked for, else the group's setting (default operational control). */
export async function approachFor(db: Db, orgId: number, asked: BoundaryMethodCode | undefined): Promise<BoundaryMethodCode> {
  if (asked) return asked;
  const [org] = await figuresRepo.orgs(db, [orgId]);
  return org ? (await consolidationSettingOf(db, org)).approach : 'operational-control';
}

/** The latest year with an approved task in the subtree (null: none). */
export async function latestApprovedYear(db: Db, orgId: number): Promise<number | null> {
  const row = await latestApprovedYearRow(db, orgId);
  return row?.year === null || row?.year === undefined ? null : num(row.year);
}

/** Adds buckets together (exact). */
export function merged(list: readonly Buckets[]): Buckets {
  const out = emptyBuckets();
  for (const b of list) {
    out.s1.push(...b.s1);
    out.s2l.push(...b.s2l);
    out.s2m.push(...b.s2m);
    out.s3.push(...b.s3);
    b.cat.forEach((c, i) => out.cat[i]!.push(...c));
  }
  return out;
}

/** The figures of buckets as the dashboard gives them (total: location-based; totalMarket: market-based). */
export function figuresOf(b: Buckets | null) {
  if (!b) return { total: null, scope1: null, scope2Location: null, scope2Market: null, scope3: null, totalMarket: null };
  const [s1, s2l, s2m, s3] = [sum(b.s1), sum(b.s2l), sum(b.s2m), sum(b.s3)];
  return {
    total: sum([s1, s2l, s3]).toFixed(),
    scope1: s1.toFixed(),
    scope2Location: s2l.toFixed(),
    scope2Market: s2m.toFixed(),
    scope3: s3.toFixed(),
    totalMarket: sum([s1, s2m, s3]).toFixed(),
  };
}
