import {
  CODE,
  Decimal,
  DEFAULT_BASELINE_YEAR,
  ORG_CODE,
  exactMul,
  exactSum,
  orgError,
  type BoundaryMethodCode,
  type DashboardProgress,
  type DashboardQuery,
  type DashboardSourceTypes,
  type DashboardSummary,
  type DashboardTargets,
  type Locale,
  fail,
} from '@carbon/domain';
import { assertInScope, inScope, type DataScope } from '../../platform/auth/data-scope.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/http/context.js';
import { summaryReads } from './dashboard-reads.repo.js';
import { dashboardRepo, type FamilyOrg } from './dashboard.repo.js';
import {
  approachFor,
  consolidatedProjects,
  figuresOf,
  latestApprovedYear,
  merged,
  type Buckets,
  type ProjectFigures,
} from '../report/consolidated-sums.js';
import { createDashboardTargets, type GoalReads } from './dashboard.targets.js';

/** Shares are percentages. */
const PCT = new Decimal('0.01');

export type DashboardDeps = { db: Db; clock: Clock; goals: GoalReads };

/**
 * What a caller reads: `scope` names the organisations they may open and see named (rows, sources);
 * `visible` those whose entries count in their figures (null: all): the scope with the consolidation
 * lines of its legal entities (ADR 014, "Data scope").
 */
type Reach = { scope: DataScope; visible: ReadonlySet<number> | null };

/**
 * The dashboard at / (issue 14; docs/decisions/014-dashboard.md): the approved inventories'
 * figures of an organisation and year from the kept roll-ups, its children to drill into, the
 * months, last year and the base year; goals and projects through their services; the
 * inventory's progress. Reading only: nothing here goes through mutate.
 */
export function createDashboardService({ db, clock, goals }: DashboardDeps) {
  /** The organisation asked for, else the caller's own (in scope), else the top of their scope. */
  async function orgOf(ctx: RequestContext, scope: DataScope, q: DashboardQuery): Promise<number> {
    if (q.orgId !== undefined) {
      assertInScope(scope, Number(q.orgId));
      return Number(q.orgId);
    }
    if (ctx.user.orgId !== null && inScope(scope, ctx.user.orgId)) return ctx.user.orgId;
    const [root] = await dashboardRepo.scopeRoots(db, scope.all ? null : scope.orgIds);
    if (root === undefined) throw fail(CODE.DATA_SCOPE);
    return root;
  }
  /** The year asked for, else the latest with approved data in the subtree (issue 25 item 10), else this year. */
  const yearOf = async (q: DashboardQuery, orgId: number) => q.year ?? (await latestApprovedYear(db, orgId)) ?? clock.now().getFullYear();

  /**
   * The organisations whose entries count for the caller (null: all): their scope, and the whole line of
   * each legal entity in it (its BUs and buildings), so that an entity's figure is the same whoever reads
   * it and equals its row in its parent's figure (issue 25 item 10).
   */
  async function reach(scope: DataScope): Promise<Reach> {
    return { scope, visible: scope.all ? null : await dashboardRepo.lineScope(db, scope.orgIds) };
  }

  /** The summary, and the tasks whose entries make the year's figures (the source-type breakdown reads them). */
  async function compute(
    r: Reach,
    orgId: number,
    year: number,
    asked?: BoundaryMethodCode,
  ): Promise<{ summary: DashboardSummary; yearProjects: ProjectFigures[] }> {
    // the base year is the kept one when the caller sees the whole subtree, else the default one, read from the inventories
    const years = [...new Set([year, year - 1, DEFAULT_BASELINE_YEAR])];
    const reads = await summaryReads(db, { orgId, year, years, visible: r.visible ? [...r.visible] : null });
    const { family, kept, full } = reads;
    const org = family[0];
    if (!org || org.id !== orgId) throw orgError(ORG_CODE.NOT_EXIST);
    const children = family.slice(1).filter((c) => inScope(r.scope, c.id));
    // issue 26: one consolidation approach (asked, else the group's setting), the consolidated report's arithmetic
    const approach = await approachFor(db, orgId, asked);
    const { projects, pids } = await consolidatedProjects(db, orgId, years, approach, r.visible);
    const within = (of: number) => (id: number) => id === of || (pids.get(id) ?? '').includes(`[${of}],`);
    const bucketsOf = (ps: readonly ProjectFigures[], keep: (id: number) => boolean) =>
      merged(ps.flatMap((p) => [...p.byOrg].filter(([id]) => keep(id)).map(([, b]) => b)));
    const hasTask = (p: ProjectFigures, keep: (id: number) => boolean) => p.tasks.some((t) => keep(t.orgId));
    /** A year: the approved annual inventories, else all twelve approved months, else not reported. */
    const yearBuckets = (yr: number, keep: (id: number) => boolean): { sums: Buckets | null; basis: DashboardSummary['basis'] } => {
      const ps = projects.filter((p) => p.year === yr && hasTask(p, keep));
      const annual = ps.filter((p) => p.month === null);
      if (annual.length) return { sums: bucketsOf(annual, keep), basis: 'annual' };
      const months = ps.filter((p) => p.month !== null);
      if (new Set(months.map((p) => p.month)).size === 12) return { sums: bucketsOf(months, keep), basis: 'months' };
      return { sums: null, basis: null };
    };
    const monthBuckets = (yr: number, month: number) => {
      const ps = projects.filter((p) => p.year === yr && p.month === month);
      return ps.length ? bucketsOf(ps, () => true) : null;
    };
    const all = () => true;
    const y = yearBuckets(year, all);
    const last = yearBuckets(year - 1, all);
    const yearFigures = (yr: number, s: { sums: Buckets | null; basis: DashboardSummary['basis'] }) => ({
      year: yr,
      basis: s.basis,
      ...figuresOf(s.sums),
    });
    const keptBase =
      full && kept?.totals
        ? {
            year: kept.year,
            basis: 'annual' as const,
            total: kept.totals.total ?? null,
            scope1: kept.totals.scope1 ?? null,
            scope2Location: kept.totals.scope2Location ?? null,
            scope2Market: kept.totals.scope2Market ?? null,
            scope3: kept.totals.scope3 ?? null,
            totalMarket: kept.totals.totalMarket ?? null,
            source: 'kept' as const,
          }
        : null;
    const base = keptBase ? null : yearBuckets(DEFAULT_BASELINE_YEAR, all);
    const { totalMarket: _tm, ...scopeOnly } = figuresOf(y.sums);
    const yearProjects = projects.filter((p) => p.year === year && y.basis !== null && (y.basis === 'annual') === (p.month === null));
    const summary: DashboardSummary = {
      orgId: String(orgId),
      orgName: org.name,
      year,
      approach,
      basis: y.basis,
      ...scopeOnly,
      totalMarket: figuresOf(y.sums).totalMarket,
      byCategory: y.sums ? y.sums.cat.map((v, i) => ({ category: i + 1, value: exactSum(v).toFixed() })) : null,
      lastYear: last.sums ? yearFigures(year - 1, last) : null,
      baseYear: keptBase ?? (base?.sums ? { ...yearFigures(DEFAULT_BASELINE_YEAR, base), source: 'inventory' } : null),
      byOrg: children.map((c: FamilyOrg) => {
        const s = yearBuckets(year, within(c.id));
        const { totalMarket: _m, ...figures } = figuresOf(s.sums);
        return { orgId: String(c.id), orgName: c.name, orgType: c.orgType, hasChildren: c.hasChildren, basis: s.basis, ...figures };
      }),
      byMonth: Array.from({ length: 12 }, (_, i) => {
        const { totalMarket: _m, ...m } = figuresOf(monthBuckets(year, i + 1));
        return { month: i + 1, ...m, lastYear: figuresOf(monthBuckets(year - 1, i + 1)).total };
      }),
      sources: projects
        .filter((p) => p.year === year)
        .sort((a, b) => (a.month ?? 0) - (b.month ?? 0) || a.projectId - b.projectId)
        .map((p) => ({
          orgId: String(orgId),
          year,
          month: p.month,
          projectId: String(p.projectId),
          projectName: p.projectName,
          // the derivation names only the tasks the caller may open
          taskIds: p.tasks.filter((t) => inScope(r.scope, t.orgId)).map((t) => String(t.taskId)),
          total: figuresOf(bucketsOf([p], all)).total ?? '0',
        })),
    };
    return { summary, yearProjects };
  }

  async function summaryIn(scope: DataScope, orgId: number, year: number, approach?: BoundaryMethodCode) {
    return (await compute(await reach(scope), orgId, year, approach)).summary;
  }

  const targets = createDashboardTargets(goals);

  return {
    async summary(ctx: RequestContext, q: DashboardQuery): Promise<DashboardSummary> {
      const scope = await ctx.scope();
      const orgId = await orgOf(ctx, scope, q);
      return summaryIn(scope, orgId, await yearOf(q, orgId), q.approach);
    },

    /**
     * The summary of an organisation's whole subtree without a user session (the cockpit's display
     * links, issue 14): the caller has already decided that `orgId`'s subtree may be shown.
     */
    async summaryOfSubtree(q: { orgId: number; year: number; approach?: BoundaryMethodCode | undefined }): Promise<DashboardSummary> {
      return summaryIn({ all: true }, q.orgId, q.year, q.approach);
    },

    /**
     * Emissions by source type of the entries behind the year's figures, each at the share its organisation counts
     * with in them (the approach's), so that the rows add up to the summary's location-based total.
     */
    async sourceTypes(ctx: RequestContext, q: DashboardQuery): Promise<DashboardSourceTypes> {
      const scope = await ctx.scope();
      const orgId = await orgOf(ctx, scope, q);
      const year = await yearOf(q, orgId);
      const { summary: s, yearProjects } = await compute(await reach(scope), orgId, year, q.approach);
      const projectOf = new Map(yearProjects.flatMap((p) => p.tasks.map((t) => [t.taskId, p] as const)));
      const rows = await dashboardRepo.sourceTypes(
        db,
        yearProjects.flatMap((p) => p.tasks.map((t) => t.taskId)),
      );
      const byType = new Map<string, { sourceType: string; scope: number; values: Decimal[]; entries: number }>();
      for (const r of rows) {
        const pct = projectOf.get(Number(r.taskId))?.shareOf(Number(r.orgId)) ?? null;
        if (pct === null || pct.isZero()) continue;
        const key = `${r.scope}:${r.sourceType}`;
        const row = byType.get(key) ?? { sourceType: r.sourceType, scope: Number(r.scope), values: [], entries: 0 };
        byType.set(key, row);
        row.values.push(exactMul(new Decimal(r.value), pct, PCT));
        row.entries += Number(r.entries);
      }
      const summed = [...byType.values()].map((x) => ({
        sourceType: x.sourceType,
        scope: x.scope,
        value: exactSum(x.values),
        entries: x.entries,
      }));
      summed.sort((a, b) => b.value.comparedTo(a.value) || (a.sourceType < b.sourceType ? -1 : a.sourceType > b.sourceType ? 1 : 0));
      return { orgId: String(orgId), year, basis: s.basis, rows: summed.map((x) => ({ ...x, value: x.value.toFixed() })) };
    },

    async targets(ctx: RequestContext, q: DashboardQuery): Promise<DashboardTargets> {
      const scope = await ctx.scope();
      const orgId = await orgOf(ctx, scope, q);
      return targets.forCaller(ctx, orgId, await yearOf(q, orgId));
    },

    /** The targets of an organisation's whole subtree without a user session (the cockpit). */
    async targetsOfSubtree(q: { orgId: number; year: number; locale: Locale }): Promise<DashboardTargets> {
      return targets.ofSubtree(q.orgId, q.year, q.locale);
    },

    async progress(ctx: RequestContext, q: DashboardQuery): Promise<DashboardProgress> {
      const scope = await ctx.scope();
      const orgId = await orgOf(ctx, scope, q);
      const year = await yearOf(q, orgId);
      const today = clock.now().toISOString().slice(0, 10);
      const p = await dashboardRepo.progress(db, scope.all ? null : scope.orgIds, orgId, year, today);
      const byStatus = p.byStatus.map((s) => ({ status: Number(s.status), count: Number(s.count) }));
      return {
        orgId: String(orgId),
        year,
        byStatus,
        total: byStatus.reduce((n, s) => n + s.count, 0),
        overdue: p.overdue,
        overdueTasks: p.tasks.map((t) => ({ ...t, id: String(t.id), orgId: String(t.orgId), status: Number(t.status) })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
