import {
  DEFAULT_BASELINE_YEAR,
  achievementStatus,
  changeRatio,
  monthlyAchievement,
  type AchievementByYear,
  type AchievementByYearQuery,
  type AchievementOrg,
  type AchievementQuery,
  type AchievementResult,
  type AchievementRow,
  type ActualSource,
} from '@carbon/domain';
import type { DataScope } from '../../platform/auth/data-scope.js';
import type { Db } from '../../platform/db/database.js';
import { freshness } from '../../platform/db/freshness.js';
import { prepared } from '../../platform/http/prepared-body.js';
import type { RequestContext } from '../../platform/http/context.js';
import { loadActuals, monthFiguresOf, yearOf, type Actuals } from './goal-achievement.actuals.js';
import { achievementRepo } from './goal-achievement.repo.js';
import { scopeKey, viewOrgs, yearsOf, type ViewOrg } from './goal-achievement.scope.js';
import { controlTargets, targetKey, type ControlTarget } from './goal-achievement.targets.js';

/** Views kept at once (per scope, organisation and year). */
const CACHE_MAX = 200;

const sourcesOfYear = (actuals: Actuals, orgIds: readonly number[], year: number): ActualSource[] =>
  orgIds.flatMap((id) =>
    [...(actuals.get(id) ?? new Map()).entries()].filter(([k]) => k.startsWith(`${year}:`)).flatMap(([, a]) => a.sources),
  );

/** The year of an organisation with a control target: its actual and status. */
function orgYear(o: ViewOrg, t: ControlTarget, actuals: Actuals): AchievementOrg {
  const months = monthFiguresOf(actuals, o.id, t.year);
  const y = yearOf(actuals, o.id, t.year);
  return {
    orgId: String(o.id),
    orgName: o.name,
    orgType: o.orgType,
    hasChildren: o.hasChildren,
    annual: t.annual,
    targetState: t.state,
    yearActual: y.actual,
    yearSource: y.source,
    yearStatus: achievementStatus(t.annual, y.actual, y.partial),
    ...(y.partial ? { yearPartial: true as const } : {}),
    monthsReported: [...months.values()].filter((m) => !m.partial).length,
  };
}

/**
 * Control targets against approved actuals (Absolute_CASOAA): by month of a year, by year
 * against the baseline, and by organisation (the organisation and its children; drill down by
 * asking for a child).
 */
export function createAchievementViews(db: Db) {
  const cache = new Map<string, { stamp: string; value: Promise<AchievementResult> }>();
  /** The organisation and its children with a control target for the year, their months and years. */
  async function compute(scope: DataScope, q: AchievementQuery): Promise<AchievementResult> {
    const { org, children } = await viewOrgs(db, scope, Number(q.orgId));
    const all = [org, ...children];
    const targets = await controlTargets(
      db,
      scope,
      all.map((o) => o.id),
      [q.year],
    );
    const withGoal = all.filter((o) => targets.get(targetKey(o.id, q.year))?.months.length === 12);
    const ids = withGoal.map((o) => o.id);
    const actuals = await loadActuals(db, ids, [q.year]);
    const rows: AchievementRow[] = withGoal.flatMap((o) =>
      monthlyAchievement(
        targets.get(targetKey(o.id, q.year))!.months,
        monthFiguresOf(actuals, o.id, q.year),
        yearOf(actuals, o.id, q.year).annualData,
      ).map((r) => ({
        orgId: String(o.id),
        ...r,
      })),
    );
    return {
      year: q.year,
      orgId: String(org.id),
      rows,
      orgs: withGoal.map((o) => orgYear(o, targets.get(targetKey(o.id, q.year))!, actuals)),
      sources: sourcesOfYear(actuals, ids, q.year),
    };
  }

  /**
   * The view, kept per scope, organisation and year until the database changes (platform/db/freshness.ts:
   * the stamp is read before the data) and sent from its serialised form: a group's achievement is
   * read far more often than a month is approved or a target submitted.
   */
  async function achievement(ctx: RequestContext, q: AchievementQuery): Promise<AchievementResult> {
    const scope = await ctx.scope();
    const key = `${scopeKey(scope)}:${q.orgId}:${q.year}`;
    const { any: stamp } = await freshness(db);
    const hit = cache.get(key);
    if (hit?.stamp === stamp) return hit.value;
    const value = compute(scope, q).then(prepared);
    cache.delete(key);
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(key, { stamp, value });
    value.catch(() => {
      if (cache.get(key)?.value === value) cache.delete(key);
    });
    return value;
  }

  /** The organisation's years from..to against its baseline year's actual. */
  async function achievementByYear(ctx: RequestContext, q: AchievementByYearQuery): Promise<AchievementByYear> {
    const years = yearsOf(q.from, q.to);
    const scope = await ctx.scope();
    const { org } = await viewOrgs(db, scope, Number(q.orgId));
    const targets = await controlTargets(db, scope, [org.id], years);
    const baselineYear = [...targets.values()].sort((a, b) => b.year - a.year)[0]?.baselineYear ?? (await baselineOf(db, org.id));
    const all = [...new Set([baselineYear, ...years])].sort((a, b) => a - b);
    const actuals = await loadActuals(db, [org.id], all);
    const actualOf = (y: number) => yearOf(actuals, org.id, y);
    // a partial roll-up is no baseline to compare with
    const base = actualOf(baselineYear);
    const baselineActual = base.partial ? null : base.actual;
    return {
      orgId: String(org.id),
      orgName: org.name,
      baselineYear,
      baselineActual,
      rows: years.map((year) => {
        const t = targets.get(targetKey(org.id, year));
        const a = actualOf(year);
        return {
          year,
          target: t?.annual ?? null,
          actual: a.actual,
          source: a.source,
          status: t ? achievementStatus(t.annual, a.actual, a.partial) : null,
          ...(a.partial ? { partial: true as const } : {}),
          changeFromBaseline: a.partial ? null : changeRatio(baselineActual, a.actual),
        };
      }),
      sources: all.flatMap((y) => sourcesOfYear(actuals, [org.id], y)),
    };
  }

  return { achievement, achievementByYear };
}

/** The baseline year of an organisation without a control goal in view: its kept base year, else 2020. */
export async function baselineOf(db: Db, orgId: number): Promise<number> {
  return (await achievementRepo.baseYearOf(db, orgId))?.year ?? DEFAULT_BASELINE_YEAR;
}
