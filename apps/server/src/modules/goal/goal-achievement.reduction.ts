import {
  Decimal,
  THREE_R,
  reductionFigure,
  translate,
  type AchievementByYearQuery,
  type AchievementQuery,
  type ReductionAchievementByYear,
  type ReductionAchievementResult,
  type ReductionAchievementRow,
  type ThreeR,
} from '@carbon/domain';
import { inScope, type DataScope } from '../../platform/auth/data-scope.js';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { ProjectEffectService } from '../project/project-effect.service.js';
import { achievementRepo } from './goal-achievement.repo.js';
import { viewOrgs, yearsOf, type ViewOrg } from './goal-achievement.scope.js';
import { reductionTargets, targetKey, type ReductionTarget } from './goal-achievement.targets.js';

/** What the goals read from the projects: the reductions per organisation and 3R class (issue 12). */
export type ProjectReductions = Pick<ProjectEffectService, 'reductions'>;

/** Organisation types a reduction target is set for (GOAL_ORG_LEVEL): a child of another type shows only with a target. */
const GOAL_ORG_TYPES = ['group', 'business_group', 'park'];

type Sums = Map<string, { estimated: Decimal; realised: Decimal }>;
const ZERO = () => ({ estimated: new Decimal(0), realised: new Decimal(0) });

/** Which view organisation each organisation of the subtree counts for (itself and the view's root). */
function attribution(subtree: { id: number; pids: string }[], views: ViewOrg[], rootId: number): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const o of subtree) {
    const under = views.filter((v) => v.id !== rootId && (v.id === o.id || o.pids.includes(`[${v.id}],`))).map((v) => v.id);
    out.set(o.id, [rootId, ...under]);
  }
  return out;
}

/**
 * Reduction targets against the projects' reductions (Reduce_GAS, spec §8): per organisation
 * and year, the 1R/2R/3R targets beside the estimated reduction of the approved projects and the
 * realised reduction of their effect evaluations, all projects of the organisation's subtree in the caller's scope.
 */
export function createReductionViews(db: Db, projects: ProjectReductions) {
  /** Σ estimated and realised per view organisation and class ('' for projects without a class) in `year`. */
  async function sumsOf(scope: DataScope, rootId: number, views: ViewOrg[], year: number): Promise<Map<number, Sums>> {
    const subtree = (await achievementRepo.subtree(db, rootId)).filter((o) => inScope(scope, o.id));
    const counts = attribution(subtree, views, rootId);
    const { rows } = await projects.reductions(db, { orgIds: subtree.map((o) => o.id), year });
    const out = new Map<number, Sums>(views.map((v) => [v.id, new Map()]));
    for (const r of rows) {
      for (const viewId of counts.get(r.orgId) ?? []) {
        const sums = out.get(viewId)!;
        const s = sums.get(r.threeR ?? '') ?? ZERO();
        sums.set(r.threeR ?? '', { estimated: s.estimated.plus(r.estimated), realised: s.realised.plus(r.realised) });
      }
    }
    return out;
  }

  function figures(locale: RequestContext['locale'], t: ReductionTarget | undefined, sums: Sums) {
    const of = (c: ThreeR) => sums.get(c) ?? ZERO();
    const all = [...sums.values()].reduce(
      (a, s) => ({ estimated: a.estimated.plus(s.estimated), realised: a.realised.plus(s.realised) }),
      ZERO(),
    );
    const fig = (target: string | null, s: { estimated: Decimal; realised: Decimal }) =>
      reductionFigure(target, s.estimated.toFixed(), s.realised.toFixed());
    return {
      reduce: fig(t?.reduce ?? null, of(THREE_R[0])),
      replace: fig(t?.replace ?? null, of(THREE_R[1])),
      resolve: fig(t?.resolve ?? null, of(THREE_R[2])),
      total: fig(t?.total ?? null, all),
      noTarget: t === undefined,
      message: t === undefined ? translate(locale, 'goal.achievement.noTarget') : null,
    };
  }

  /** The organisation and its children (of a goal level, or with a target) for one year. */
  async function reductionAchievement(ctx: RequestContext, q: AchievementQuery): Promise<ReductionAchievementResult> {
    const scope = await ctx.scope();
    const { org, children } = await viewOrgs(db, scope, Number(q.orgId));
    const targets = await reductionTargets(db, scope, [org.id, ...children.map((c) => c.id)], [q.year]);
    const views = [org, ...children.filter((c) => GOAL_ORG_TYPES.includes(c.orgType) || targets.has(targetKey(c.id, q.year)))];
    const sums = await sumsOf(scope, org.id, views, q.year);
    const rows: ReductionAchievementRow[] = views.map((v) => ({
      orgId: String(v.id),
      orgName: v.name,
      ...figures(ctx.locale, targets.get(targetKey(v.id, q.year)), sums.get(v.id)!),
    }));
    return { year: q.year, orgId: String(org.id), rows };
  }

  /** The organisation's years from..to. */
  async function reductionAchievementByYear(ctx: RequestContext, q: AchievementByYearQuery): Promise<ReductionAchievementByYear> {
    const years = yearsOf(q.from, q.to);
    const scope = await ctx.scope();
    const { org } = await viewOrgs(db, scope, Number(q.orgId));
    const targets = await reductionTargets(db, scope, [org.id], years);
    const rows = [];
    for (const year of years) {
      const sums = await sumsOf(scope, org.id, [org], year);
      rows.push({ year, ...figures(ctx.locale, targets.get(targetKey(org.id, year)), sums.get(org.id)!) });
    }
    return { orgId: String(org.id), orgName: org.name, rows };
  }

  return { reductionAchievement, reductionAchievementByYear };
}
