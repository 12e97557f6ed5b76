import { Decimal, type DashboardTargets, type Locale } from '@carbon/domain';
import type { RequestContext } from '../../platform/http/context.js';
import type { GoalAchievementService } from '../goal/goal-achievement.service.js';

/** What the dashboard reads from the goals module (injected in services.ts, never its repos). */
export type GoalReads = Pick<GoalAchievementService, 'achievement' | 'reductionAchievement' | 'renewable'>;

/**
 * A context for reading an organisation's whole subtree without a session (the cockpit's display
 * links): the goal views read only its data scope (everything below the organisation asked for)
 * and its language; no user acts, nothing is written or audited.
 */
function readerContext(locale: Locale): RequestContext {
  return {
    user: { id: 0, sessionId: '', account: '', name: '', adminType: 0, userType: 0, orgId: null, mustChangePassword: false },
    locale,
    actor: { id: null, account: null, requestId: null, ip: null },
    scope: async () => ({ all: true }),
  };
}

const ratio = (a: string | null, b: string | null) =>
  a === null || b === null || new Decimal(b).isZero() ? null : new Decimal(a).dividedBy(b).toDecimalPlaces(10).toFixed();

/**
 * The control target and its achievement, the reduction target against the projects and the
 * renewable share (issue 14), from the goal module's views; each null when its module holds no
 * data for the organisation and year ("data not reported" on the screen, never a placeholder).
 */
export function createDashboardTargets(goals: GoalReads) {
  async function read(ctx: RequestContext, orgId: number, year: number): Promise<DashboardTargets> {
    const q = { year, orgId: String(orgId) };
    const [achievement, reduction, renewable] = await Promise.all([
      goals.achievement(ctx, q),
      goals.reductionAchievement(ctx, q),
      goals.renewable(ctx, q),
    ]);
    const c = achievement.orgs.find((o) => o.orgId === q.orgId);
    const r = reduction.rows.find((o) => o.orgId === q.orgId);
    const e = renewable.orgs.find((o) => o.orgId === q.orgId);
    const noProjects = r !== undefined && new Decimal(r.total.estimated).isZero() && new Decimal(r.total.realised).isZero();
    return {
      orgId: q.orgId,
      year,
      control: c
        ? {
            annual: c.annual,
            targetState: c.targetState,
            actual: c.yearActual,
            status: c.yearStatus,
            monthsReported: c.monthsReported,
            ratio: ratio(c.yearActual, c.annual),
          }
        : null,
      reduction:
        r && !(r.noTarget && noProjects)
          ? {
              target: r.total.target,
              estimated: r.total.estimated,
              realised: r.total.realised,
              estimatedRatio: r.total.estimatedRatio,
              realisedRatio: r.total.realisedRatio,
            }
          : null,
      renewable:
        e && !new Decimal(e.totalElectricity).isZero()
          ? { share: e.share, renewable: e.renewable, totalElectricity: e.totalElectricity }
          : null,
    };
  }
  return {
    forCaller: read,
    ofSubtree: (orgId: number, year: number, locale: Locale) => read(readerContext(locale), orgId, year),
  };
}
