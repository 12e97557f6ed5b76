import {
  CODE,
  Decimal,
  DEFAULT_BASELINE_YEAR,
  DomainError,
  ORG_CODE,
  TASK_COUNTED_STATUSES,
  orgError,
  type DashboardProgress,
  type DashboardQuery,
  type DashboardSourceTypes,
  type DashboardSummary,
  type DashboardTargets,
  type Locale,
} from '@carbon/domain';
import { assertInScope, inScope, type DataScope } from '../../platform/auth/data-scope.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/http/context.js';
import { scopedTrees, summaryReads } from './dashboard.reads.js';
import { dashboardRepo, type FamilyOrg, type PeriodTask, type Rollup } from './dashboard.repo.js';
import {
  periodKey,
  periodSums,
  pickTasks,
  scopeStrings,
  scopedRollup,
  sourcesOf,
  totalMarketOf,
  yearSums,
  sumsOf,
  categoriesOf,
  type Sums,
} from './dashboard.figures.js';
import { createDashboardTargets, type GoalReads } from './dashboard.targets.js';

export type DashboardDeps = { db: Db; clock: Clock; goals: GoalReads };

/** The organisations a caller reads: everything (null) or a set; `full` when it covers the whole subtree asked for. */
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
    if (root === undefined) throw new DomainError(CODE.DATA_SCOPE, `error.${CODE.DATA_SCOPE}`);
    return root;
  }
  const yearOf = (q: DashboardQuery) => q.year ?? clock.now().getFullYear();

  /** Whether the scope covers each organisation's whole subtree (null: the caller sees everything). */
  async function reach(scope: DataScope): Promise<Reach> {
    return { scope, visible: scope.all ? null : new Set(scope.orgIds) };
  }

  async function compute(r: Reach, orgId: number, year: number): Promise<DashboardSummary> {
    // the base year is the kept one when the caller sees the whole subtree, else the default one, read from the inventories
    const years = [...new Set([year, year - 1, DEFAULT_BASELINE_YEAR])];
    const reads = await summaryReads(db, { orgId, year, years, visible: r.visible ? [...r.visible] : null });
    const { family, kept, full } = reads;
    const org = family[0];
    if (!org || org.id !== orgId) throw orgError(ORG_CODE.NOT_EXIST);
    const children = family.slice(1).filter((c) => inScope(r.scope, c.id));
    const orgs = [org, ...children];
    const picks = pickTasks(
      orgs.map((o) => o.id),
      reads.own,
      reads.below,
    );
    const picked = [...new Set([...picks.values()].flatMap((p) => [...p.values()].flat().map((t) => t.taskId)))];
    const counted = full ? keptCounted(reads.rollups, reads.categorised) : await scopedCounted(r, picked);

    const mine = picks.get(orgId);
    const y = yearSums(mine, year, counted);
    const last = yearSums(mine, year - 1, counted);
    const yearFigures = (yr: number, s: { sums: Sums | null; basis: DashboardSummary['basis'] }) => ({
      year: yr,
      basis: s.basis,
      ...scopeStrings(s.sums),
      totalMarket: totalMarketOf(s.sums),
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
    const base = keptBase ? null : yearSums(mine, DEFAULT_BASELINE_YEAR, counted);
    return {
      orgId: String(orgId),
      orgName: org.name,
      year,
      basis: y.basis,
      ...scopeStrings(y.sums),
      totalMarket: totalMarketOf(y.sums),
      byCategory: y.sums ? categoriesOf(y.sums).map((v, i) => ({ category: i + 1, value: v.toFixed() })) : null,
      lastYear: last.sums ? yearFigures(year - 1, last) : null,
      baseYear: keptBase ?? (base?.sums ? { ...yearFigures(DEFAULT_BASELINE_YEAR, base), source: 'inventory' } : null),
      byOrg: children.map((c: FamilyOrg) => {
        const s = yearSums(picks.get(c.id), year, counted);
        return {
          orgId: String(c.id),
          orgName: c.name,
          orgType: c.orgType,
          hasChildren: c.hasChildren,
          basis: s.basis,
          ...scopeStrings(s.sums),
        };
      }),
      byMonth: Array.from({ length: 12 }, (_, i) => {
        const m = periodSums(mine?.get(periodKey(year, i + 1)), counted);
        const prev = periodSums(mine?.get(periodKey(year - 1, i + 1)), counted);
        return { month: i + 1, ...scopeStrings(m), lastYear: scopeStrings(prev).total };
      }),
      sources: [...(mine ?? new Map<string, PeriodTask[]>())]
        .filter(([key]) => key.startsWith(`${year}:`))
        .sort(([a], [b]) => Number(a.split(':')[1]) - Number(b.split(':')[1]))
        // a caller who does not see the whole subtree is not shown the tasks of organisations outside their scope
        .map(([key, tasks]) => [key, full ? tasks : tasks.filter((t) => r.visible!.has(t.orgId))] as const)
        .flatMap(([key, tasks]) => (tasks.length ? sourcesOf(orgId, key, tasks, counted) : [])),
    };
  }

  /** What each picked task counts for a caller who sees the whole subtree: its kept roll-up, read with the summary. */
  function keptCounted(rollups: Map<number, Rollup>, categorised: ReadonlySet<number> | null): (taskId: number) => Sums {
    const memo = new Map<number, Sums>();
    return (id) => {
      let s = memo.get(id);
      if (s) return s;
      const rollup = rollups.get(id);
      // summaryReads reads the roll-ups of every task the figures can use: a miss is a bug, never a zero
      if (!rollup) throw new Error(`dashboard: the roll-up of task ${id} was not read`);
      memo.set(id, (s = sumsOf(rollup, categorised === null || categorised.has(id))));
      return s;
    };
  }

  /** What each picked task counts for a caller who does not see the whole subtree: only their organisations' parts of it. */
  async function scopedCounted(r: Reach, taskIds: number[]): Promise<(taskId: number) => Sums> {
    const { tree, rollups } = await scopedTrees(db, taskIds);
    const memo = new Map<number, Sums>();
    return (id) => {
      let s = memo.get(id);
      if (!s) memo.set(id, (s = scopedRollup(id, tree, rollups, r.visible!)));
      return s;
    };
  }

  /** The organisations whose figures the caller may read in the subtree (null: all of it). */
  const visibleIds = (r: Reach) => (r.visible ? [...r.visible] : null);

  async function summaryIn(scope: DataScope, orgId: number, year: number) {
    return compute(await reach(scope), orgId, year);
  }

  const targets = createDashboardTargets(goals);

  return {
    async summary(ctx: RequestContext, q: DashboardQuery): Promise<DashboardSummary> {
      const scope = await ctx.scope();
      return summaryIn(scope, await orgOf(ctx, scope, q), yearOf(q));
    },

    /**
     * The summary of an organisation's whole subtree without a user session (the cockpit's display
     * links, issue 14): the caller has already decided that `orgId`'s subtree may be shown.
     */
    async summaryOfSubtree(q: { orgId: number; year: number }): Promise<DashboardSummary> {
      return summaryIn({ all: true }, q.orgId, q.year);
    },

    /** Emissions by source type of the entries behind the year's figures (a grouped read of those tasks' entries). */
    async sourceTypes(ctx: RequestContext, q: DashboardQuery): Promise<DashboardSourceTypes> {
      const scope = await ctx.scope();
      const orgId = await orgOf(ctx, scope, q);
      const year = yearOf(q);
      const s = await compute(await reach(scope), orgId, year);
      const taskIds =
        s.basis === null
          ? []
          : s.sources.filter((x) => (s.basis === 'annual') === (x.month === null)).flatMap((x) => x.taskIds.map(Number));
      const rows = await dashboardRepo.sourceTypes(db, taskIds, TASK_COUNTED_STATUSES, visibleIds(await reach(scope)));
      return {
        orgId: String(orgId),
        year,
        basis: s.basis,
        rows: rows.map((x) => ({ ...x, value: new Decimal(x.value).toFixed(), scope: Number(x.scope), entries: Number(x.entries) })),
      };
    },

    async targets(ctx: RequestContext, q: DashboardQuery): Promise<DashboardTargets> {
      const scope = await ctx.scope();
      return targets.forCaller(ctx, await orgOf(ctx, scope, q), yearOf(q));
    },

    /** The targets of an organisation's whole subtree without a user session (the cockpit). */
    async targetsOfSubtree(q: { orgId: number; year: number; locale: Locale }): Promise<DashboardTargets> {
      return targets.ofSubtree(q.orgId, q.year, q.locale);
    },

    async progress(ctx: RequestContext, q: DashboardQuery): Promise<DashboardProgress> {
      const scope = await ctx.scope();
      const orgId = await orgOf(ctx, scope, q);
      const year = yearOf(q);
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
