import { judge, judgeRows } from '../../test/scope-judge.js';
import { as, scopeNow, type TargetCase } from '../../test/scope-org-cases.js';

/**
 * The goal-achievement routes in the data-scope matrix (test/data-scope-matrix.test.ts): every
 * view names an organisation, so each is called for the caller's target; in scope it answers,
 * out of scope it is refused with 1013003. An answer in scope names only organisations the
 * caller sees (the target and its children in scope): every `orgId` in its rows is checked.
 */

/** Every organisation id an answer names (rows, organisations, sources). */
function namedOrgs(data: unknown): number[] {
  const d = (data ?? {}) as Record<string, unknown>;
  const lists = ['rows', 'orgs', 'sources'].flatMap((k) => (Array.isArray(d[k]) ? (d[k] as { orgId?: string }[]) : []));
  return [...lists.map((r) => r.orgId), d.orgId as string | undefined].filter((id): id is string => id !== undefined).map(Number);
}

const views: TargetCase = async (c) => {
  const { scope } = await scopeNow(c);
  const q = `year=2025&orgId=${c.target}`;
  const years = `orgId=${c.target}&from=2024&to=2025`;
  const paths = [
    `goal/achievement?${q}`,
    `goal/achievementByYear?${years}`,
    `goal/achievementExport?${q}`,
    `goal/forecast?${q}`,
    `goal/trajectory?orgId=${c.target}&targetYear=2030`,
    `goal/reductionAchievement?${q}`,
    `goal/reductionAchievementByYear?${years}`,
    `goal/reductionAchievementExport?${q}`,
    `goal/renewable?${q}`,
  ];
  const calls = [
    ...paths.map((p) => () => as(c, 'GET', p)),
    () => as(c, 'POST', 'goal/whatIf', { year: 2025, orgId: String(c.target), projects: [] }),
  ];
  for (const call of calls) {
    const { route, res } = await call();
    judge(c.tally, { route, who: c.who, inScope: c.inScope, res });
    if (!c.inScope || !res.success) continue;
    const rows = namedOrgs(res.data).map((orgId, i) => ({ key: `${i}`, orgId, allowed: scope.has(orgId) }));
    judgeRows(c.tally, { route, who: c.who, res, rows });
  }
};

export const GOAL_ACHIEVEMENT_TARGET_CASES: TargetCase[] = [views];
