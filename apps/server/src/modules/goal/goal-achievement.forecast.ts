import {
  DEFAULT_BASELINE_YEAR,
  Decimal,
  firstEffectiveMonth,
  forecastYear,
  invalid,
  trajectory,
  whatIf,
  type AchievementQuery,
  type ForecastProject,
  type ForecastProjectRow,
  type ForecastResult,
  type TrajectoryQuery,
  type TrajectoryResult,
  type WhatIfRequest,
  type WhatIfResult,
} from '@carbon/domain';
import { inScope, type DataScope } from '../../platform/auth/data-scope.js';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/http/context.js';
import { loadActuals, monthsOf, yearOf } from './goal-achievement.actuals.js';
import { achievementRepo } from './goal-achievement.repo.js';
import { viewOrgs } from './goal-achievement.scope.js';
import { controlTargets, targetKey } from './goal-achievement.targets.js';

/** The longest trajectory, base year to target year. */
const MAX_TRAJECTORY_YEARS = 100;

type Candidate = ForecastProject & Omit<ForecastProjectRow, 'included' | 'annualReduction' | 'completion' | 'id'>;

/**
 * Forecast, what-if and trajectory (issue 13, beyond the anchors): the year's emissions of an
 * organisation from its approved months, last year's months and the projects of its subtree
 * due to complete; the same with picked projects and dates; the long-term line to a target year.
 */
export function createForecastViews(db: Db) {
  /** The pipeline the caller sees: projects of the subtree not yet implemented; committed = approved and completing by the year's end. */
  async function candidates(scope: DataScope, orgId: number, year: number): Promise<Candidate[]> {
    const rows = (await achievementRepo.pipeline(db, orgId)).filter((p) => inScope(scope, p.orgId));
    return rows.map((p) => ({
      id: String(p.id),
      name: p.name,
      number: p.number,
      status: p.status,
      threeR: p.threeR,
      annualReduction: new Decimal(p.annualReduction).toFixed(),
      completion: p.completion,
      committed: p.status !== 'draft' && firstEffectiveMonth(p.completion, year) <= 12,
    }));
  }

  async function inputs(ctx: RequestContext, q: { year: number; orgId: string }) {
    const scope = await ctx.scope();
    const { org } = await viewOrgs(db, scope, Number(q.orgId));
    const target = (await controlTargets(db, scope, [org.id], [q.year])).get(targetKey(org.id, q.year));
    const actuals = await loadActuals(db, [org.id], [q.year, q.year - 1]);
    // a year with an approved annual inventory (the group: some of its children's) is that figure
    const year = yearOf(actuals, org.id, q.year);
    return {
      org,
      projects: await candidates(scope, org.id, q.year),
      base: {
        year: q.year,
        actuals: monthsOf(actuals, org.id, q.year, true),
        lastYear: monthsOf(actuals, org.id, q.year - 1, true),
        target: target?.annual ?? null,
        annual: year.source === 'annual' ? year.actual : null,
        partial: year.partial,
      },
    };
  }

  const rowsOf = (projects: Candidate[], included: Set<string>, completion: Map<string, string | null>): ForecastProjectRow[] =>
    projects.map((p) => ({ ...p, completion: completion.get(p.id) ?? p.completion, included: included.has(p.id) }));

  /** The forecast with the committed projects. */
  async function forecast(ctx: RequestContext, q: AchievementQuery): Promise<ForecastResult> {
    const { org, projects, base } = await inputs(ctx, q);
    const committed = projects.filter((p) => p.committed);
    return {
      year: q.year,
      orgId: String(org.id),
      orgName: org.name,
      forecast: forecastYear({ ...base, projects: committed }),
      projects: rowsOf(projects, new Set(committed.map((p) => p.id)), new Map()),
    };
  }

  /** The forecast with exactly the picked projects (changed completion dates where given), beside the default one. */
  async function whatIfView(ctx: RequestContext, b: WhatIfRequest): Promise<WhatIfResult> {
    const { org, projects, base } = await inputs(ctx, b);
    const known = new Set(projects.map((p) => p.id));
    const seen = new Set<string>();
    for (const p of b.projects) {
      if (!known.has(p.id)) throw invalid('goal.whatIf.unknownProject', { field: 'projects', id: p.id }, 'projects');
      if (seen.has(p.id)) throw invalid('goal.whatIf.duplicateProject', { field: 'projects', id: p.id }, 'projects');
      seen.add(p.id);
    }
    const before = forecastYear({ ...base, projects: projects.filter((p) => p.committed) });
    const after = whatIf(base, projects, b.projects);
    const gapChange =
      before.gap !== null && after.forecast.gap !== null ? new Decimal(after.forecast.gap).minus(before.gap).toFixed() : null;
    return {
      year: b.year,
      orgId: String(org.id),
      orgName: org.name,
      base: before,
      forecast: after.forecast,
      gapChange,
      projects: rowsOf(projects, seen, new Map(after.projects.map((p) => [p.id, p.completion]))),
    };
  }

  /** Base year (the control goal's, else the kept base year, else 2020) to the target year. */
  async function trajectoryView(ctx: RequestContext, q: TrajectoryQuery): Promise<TrajectoryResult> {
    const scope = await ctx.scope();
    const { org } = await viewOrgs(db, scope, Number(q.orgId));
    const goals = await achievementRepo.goalsOfOrg(db, 'absolute_control', org.id);
    const goal = goals.find((g) => g.year === q.targetYear) ?? goals.at(-1);
    const kept = await achievementRepo.baseYearOf(db, org.id);
    const baselineSource = goal ? 'goal' : kept ? 'baseYear' : 'default';
    const baselineYear = goal?.baselineYear ?? kept?.year ?? DEFAULT_BASELINE_YEAR;
    if (q.targetYear <= baselineYear || q.targetYear - baselineYear > MAX_TRAJECTORY_YEARS)
      throw invalid('goal.trajectory.targetYear', { field: 'targetYear', baselineYear, max: MAX_TRAJECTORY_YEARS }, 'targetYear');
    const years = Array.from({ length: q.targetYear - baselineYear + 1 }, (_, i) => baselineYear + i);
    const actuals = await loadActuals(db, [org.id], years);
    const yearly = new Map<number, string>();
    for (const y of years) {
      const a = yearOf(actuals, org.id, y);
      if (a.actual !== null && !a.partial) yearly.set(y, a.actual);
    }
    // the base year's emissions: its actual, else the kept base year's figures when it is that year
    const baseline = yearly.get(baselineYear) ?? (kept?.year === baselineYear ? kept.total : null);
    const target = (await controlTargets(db, scope, [org.id], [q.targetYear])).get(targetKey(org.id, q.targetYear))?.annual ?? null;
    const t = trajectory({
      baselineYear,
      targetYear: q.targetYear,
      baseline,
      target,
      actuals: yearly,
      bauGrowth: new Decimal(q.bauGrowth ?? 0).toFixed(),
    });
    return { orgId: String(org.id), orgName: org.name, baselineSource, ...t };
  }

  return { forecast, whatIf: whatIfView, trajectory: trajectoryView };
}
