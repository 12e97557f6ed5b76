import { inArray } from 'drizzle-orm';
import { Decimal } from '@carbon/domain';
import { energyProject } from '../platform/db/schema/index.js';
import { GOAL_ACHIEVEMENT_TARGET_CASES } from '../modules/goal/goal-achievement.scope-cases.js';
import { forceStatus } from '../modules/project/project.testing.js';
import { callApi, subtreeOf, suData, uniq, type World } from './scope-fixtures.js';
import { judgeRows } from './scope-judge.js';
import { as, scopeNow, type TargetCase, type TargetCtx } from './scope-org-cases.js';

/**
 * Goal achievement (issue 13): every view names an organisation. The module's cases
 * (modules/goal/goal-achievement.scope-cases.ts) call each of the ten routes for the caller's
 * target: 1013003 out of scope, in scope only organisations the caller sees. Added here:
 * - the projects a forecast or what-if lists are of the target's subtree within the scope;
 * - "every other goal read keeps to the scope" (ADR 013): a project of a descendant outside the
 *   caller's scope changes none of the target's reduction or renewable figures, while one of
 *   the target adds exactly its figures (worked by hand at FIXTURE).
 * Decided: the control achievement's actuals are the organisation's own approved inventory
 * (its task's roll-up, as inventoryTask/summary shows it in scope), not project records.
 */

const YEAR = 2025;

/**
 * Two projects of one organisation, by the super admin:
 * - accepted on 2025-01-15, 2R (replace), 1,200 → 960 kWh a year at 0.5 t/kWh: estimated 240 × 0.5 = 120 t;
 *   March 2025 measured at 40 kWh: realised (1,200 × 1/12 − 40) × 0.5 = 30 t, renewable output 100 − 40 = 60 kWh = 0.006 (10^4 kWh);
 * - approved, 1R (reduce), 1,000 → 800 kWh at 0.5: estimated 100 t, due 2025-06-30 (in the forecast's pipeline).
 * So the target's figures for 2025 grow by estimated 220, realised 30, renewable projects 0.006.
 */
const FIXTURE = { estimated: '220', realised: '30', renewable: '0.006' };

async function fixture(w: World, orgId: number): Promise<{ pipeline: string }> {
  const common = {
    orgId: String(orgId),
    energyType: 'electricity',
    energyUnit: 'kWh',
    emissionFactor: '0.5',
    estimatedStart: '2025-01-01',
  };
  const replace = await suData<{ id: string }>(w, 'POST', 'project/add', {
    ...common,
    name: uniq('ds-goal-2r'),
    threeR: 'replace',
    energyBefore: '1200',
    energyAfter: '960',
    estimatedEnd: '2025-01-10',
  });
  await forceStatus(w.t, replace.id, 'acceptance_completed', '2025-01-15');
  await suData(w, 'POST', 'project/measure', { id: replace.id, month: '2025-03', energyAfter: '40' });
  const reduce = await suData<{ id: string }>(w, 'POST', 'project/add', {
    ...common,
    name: uniq('ds-goal-1r'),
    threeR: 'reduce',
    energyBefore: '1000',
    energyAfter: '800',
    estimatedEnd: '2025-06-30',
  });
  await forceStatus(w.t, reduce.id, 'project_approved');
  return { pipeline: reduce.id };
}

type Figures = { estimated: string; realised: string; byYear: string; renewable: string };
type Total = { total: { estimated: string; realised: string } };

/** The target's reduction and renewable figures for the year, as the caller reads them. */
async function figures(c: TargetCtx): Promise<Figures> {
  const get = async <T>(path: string) => (await callApi(c.w, c.caller.token, 'GET', path)).data as T;
  const q = `year=${YEAR}&orgId=${c.target}`;
  const of = <R extends { orgId: string }>(rows: R[]) => rows.find((r) => Number(r.orgId) === c.target)!;
  const reduction = of((await get<{ rows: (Total & { orgId: string })[] }>(`goal/reductionAchievement?${q}`)).rows);
  const byYear = (await get<{ rows: Total[] }>(`goal/reductionAchievementByYear?orgId=${c.target}&from=${YEAR}&to=${YEAR}`)).rows[0]!;
  const renewable = of((await get<{ orgs: { orgId: string; projects: string }[] }>(`goal/renewable?${q}`)).orgs);
  return {
    estimated: reduction.total.estimated,
    realised: reduction.total.realised,
    byYear: `${byYear.total.estimated}/${byYear.total.realised}`,
    renewable: renewable.projects,
  };
}

const plus = (a: string, b: string) => new Decimal(a).plus(b).toFixed();
const norm = (f: Figures): Figures => ({
  estimated: new Decimal(f.estimated).toFixed(),
  realised: new Decimal(f.realised).toFixed(),
  byYear: f.byYear
    .split('/')
    .map((v) => new Decimal(v).toFixed())
    .join('/'),
  renewable: new Decimal(f.renewable).toFixed(),
});

/** The projects of a forecast or what-if answer: each of an organisation in scope and in the target's subtree. */
async function projectRows(c: TargetCtx, allowed: (orgId: number) => boolean, method: 'GET' | 'POST', path: string, payload?: unknown) {
  const { route, res } = await as(c, method, path, payload);
  const ids = ((res.data as { projects?: { id: string }[] } | null)?.projects ?? []).map((p) => Number(p.id));
  const orgOf = new Map(
    ids.length
      ? (
          await c.w.t.database.db
            .select({ id: energyProject.id, orgId: energyProject.orgId })
            .from(energyProject)
            .where(inArray(energyProject.id, ids))
        ).map((p) => [p.id, p.orgId])
      : [],
  );
  const rows = ids.map((id) => ({ key: String(id), orgId: orgOf.get(id) ?? -1, allowed: allowed(orgOf.get(id) ?? -1) }));
  judgeRows(c.tally, { route, who: c.who, res, rows });
  return rows.map((r) => r.key);
}

const hiddenBelow: TargetCase = async (c) => {
  if (!c.inScope) return;
  const { orgs, scope } = await scopeNow(c);
  const subtree = subtreeOf(orgs, c.target);
  const allowed = (orgId: number) => scope.has(orgId) && subtree.has(orgId);
  const hidden = [...subtree].find((id) => !scope.has(id));
  let now = norm(await figures(c));
  if (hidden !== undefined) {
    const { pipeline } = await fixture(c.w, hidden);
    const got = norm(await figures(c));
    c.tally.calls++;
    if (JSON.stringify(got) !== JSON.stringify(now))
      c.tally.foreign.push(
        `goal reduction/renewable [${c.who}]: projects of organisation ${hidden} outside the scope counted: ${JSON.stringify(got)} instead of ${JSON.stringify(now)}`,
      );
    const listed = await projectRows(c, allowed, 'GET', `goal/forecast?year=${YEAR}&orgId=${c.target}`);
    if (listed.includes(pipeline))
      c.tally.foreign.push(`GET /api/main/goal/forecast [${c.who}]: lists project ${pipeline} outside the scope`);
    now = got;
  }
  const { pipeline } = await fixture(c.w, c.target);
  const want = {
    estimated: plus(now.estimated, FIXTURE.estimated),
    realised: plus(now.realised, FIXTURE.realised),
    byYear: now.byYear
      .split('/')
      .map((v, i) => plus(v, i === 0 ? FIXTURE.estimated : FIXTURE.realised))
      .join('/'),
    renewable: plus(now.renewable, FIXTURE.renewable),
  };
  const got = norm(await figures(c));
  c.tally.calls++;
  if (JSON.stringify(got) !== JSON.stringify(want))
    c.tally.wrong.push(
      `goal reduction/renewable [${c.who}]: the target's projects: ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`,
    );
  const listed = await projectRows(c, allowed, 'GET', `goal/forecast?year=${YEAR}&orgId=${c.target}`);
  if (!listed.includes(pipeline)) c.tally.wrong.push(`GET /api/main/goal/forecast [${c.who}]: project ${pipeline} of the target missing`);
  await projectRows(c, allowed, 'POST', 'goal/whatIf', { year: YEAR, orgId: String(c.target), projects: [{ id: pipeline }] });
};

export const GOAL_ACHIEVEMENT_CASES: TargetCase[] = [...GOAL_ACHIEVEMENT_TARGET_CASES, hiddenBelow];
