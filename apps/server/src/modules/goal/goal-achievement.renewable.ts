import {
  NO_ELECTRICITY,
  addSums,
  renewableUsage,
  type AchievementQuery,
  type ElectricitySums,
  type RenewableResult,
  type RenewableRow,
} from '@carbon/domain';
import { inScope, type DataScope } from '../../platform/auth/data-scope.js';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/http/context.js';
import { annualOf, periodKey, loadActuals, type Actuals } from './goal-achievement.actuals.js';
import type { ProjectReductions } from './goal-achievement.reduction.js';
import { achievementRepo, type ElectricityRow } from './goal-achievement.repo.js';
import { viewOrgs, type ViewOrg } from './goal-achievement.scope.js';

/** The entries' electricity of the tasks behind one approved period (none: not reported). */
function periodSums(actuals: Actuals, orgId: number, key: string, byTask: Map<number, ElectricityRow>): ElectricitySums | null {
  const period = actuals.get(orgId)?.get(key);
  if (!period) return null;
  let sums = NO_ELECTRICITY;
  for (const taskId of period.sources.flatMap((s) => s.taskIds.map(Number))) {
    const e = byTask.get(taskId);
    if (e)
      sums = addSums(sums, { consumptionKwh: e.consumption, greenPowerKwh: e.green, greenCertificateKwh: e.certificates, projectKwh: '0' });
  }
  return sums;
}

/**
 * Renewable electricity (renewable_Energy): per organisation (the one asked for and its
 * children) and month of the approved monthly inventories, the green power and green
 * certificates of the electricity entries plus the measured output of the subtree's 2R projects;
 * the year from the months, or from the approved annual inventory when no month is reported.
 */
export function createRenewableView(db: Db, projects: ProjectReductions) {
  /** 2R output per view organisation and month (kWh), the subtree's projects in scope counted for every view organisation above them. */
  async function projectOutput(scope: DataScope, root: ViewOrg, views: ViewOrg[], year: number): Promise<Map<string, string>> {
    const subtree = (await achievementRepo.subtree(db, root.id)).filter((o) => inScope(scope, o.id));
    const pids = new Map(subtree.map((o) => [o.id, o.pids]));
    const { renewable } = await projects.reductions(db, { orgIds: subtree.map((o) => o.id), year });
    const out = new Map<string, ElectricitySums>();
    for (const r of renewable) {
      const month = Number(r.month.slice(5, 7));
      for (const v of views) {
        if (v.id !== root.id && v.id !== r.orgId && !(pids.get(r.orgId) ?? '').includes(`[${v.id}],`)) continue;
        const key = `${v.id}:${month}`;
        out.set(key, addSums(out.get(key) ?? NO_ELECTRICITY, { ...NO_ELECTRICITY, projectKwh: r.kwh }));
      }
    }
    return new Map([...out].map(([k, s]) => [k, s.projectKwh]));
  }

  return {
    async renewable(ctx: RequestContext, q: AchievementQuery): Promise<RenewableResult> {
      const scope = await ctx.scope();
      const { org, children } = await viewOrgs(db, scope, Number(q.orgId));
      const views = [org, ...children];
      const actuals = await loadActuals(
        db,
        views.map((v) => v.id),
        [q.year],
      );
      const taskIds = [...actuals.values()].flatMap((periods) =>
        [...periods.values()].flatMap((p) => p.sources.flatMap((s) => s.taskIds.map(Number))),
      );
      const byTask = new Map((await achievementRepo.electricity(db, [...new Set(taskIds)])).map((e) => [e.taskId, e]));
      const output = await projectOutput(scope, org, views, q.year);
      const rows: RenewableRow[] = [];
      const orgs: RenewableResult['orgs'] = [];
      for (const v of views) {
        let year = NO_ELECTRICITY;
        let anyMonth = false;
        for (let month = 1; month <= 12; month++) {
          const entries = periodSums(actuals, v.id, periodKey(q.year, month), byTask);
          const sums = { ...(entries ?? NO_ELECTRICITY), projectKwh: output.get(`${v.id}:${month}`) ?? '0' };
          anyMonth ||= entries !== null;
          year = addSums(year, sums);
          rows.push({ orgId: String(v.id), month, reported: entries !== null, ...renewableUsage(sums) });
        }
        if (!anyMonth && annualOf(actuals, v.id, q.year)) year = addSums(year, periodSums(actuals, v.id, periodKey(q.year, 0), byTask)!);
        orgs.push({ orgId: String(v.id), orgName: v.name, ...renewableUsage(year) });
      }
      return { year: q.year, orgId: String(org.id), unit: '10^4 kWh', rows, orgs };
    },
  };
}
