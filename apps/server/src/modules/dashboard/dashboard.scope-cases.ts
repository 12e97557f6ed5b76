import { judge, judgeRows } from '../../test/scope-judge.js';
import { as, scopeNow, type TargetCase } from '../../test/scope-org-cases.js';

/**
 * The dashboard routes in the data-scope matrix (test/data-scope-matrix.test.ts): every read names
 * an organisation, so each is called for the caller's target; in scope it answers, out of scope it
 * is refused with 1013003. An answer in scope names only organisations the caller sees (the
 * target, its children in scope, the sources' and overdue tasks' organisations).
 */

/** Every organisation id an answer names. */
function namedOrgs(data: unknown): number[] {
  const d = (data ?? {}) as Record<string, unknown>;
  const lists = ['byOrg', 'sources', 'overdueTasks'].flatMap((k) => (Array.isArray(d[k]) ? (d[k] as { orgId?: string }[]) : []));
  return [...lists.map((r) => r.orgId), d.orgId as string | undefined].filter((id): id is string => id !== undefined).map(Number);
}

const reads: TargetCase = async (c) => {
  const { scope } = await scopeNow(c);
  for (const path of ['summary', 'sourceTypes', 'targets', 'progress']) {
    const { route, res } = await as(c, 'GET', `dashboard/${path}?year=2025&orgId=${c.target}`);
    judge(c.tally, { route, who: c.who, inScope: c.inScope, res });
    if (!c.inScope || !res.success) continue;
    const rows = namedOrgs(res.data).map((orgId, i) => ({ key: `${i}`, orgId, allowed: scope.has(orgId) }));
    judgeRows(c.tally, { route, who: c.who, res, rows });
  }
};

export const DASHBOARD_TARGET_CASES: TargetCase[] = [reads];
