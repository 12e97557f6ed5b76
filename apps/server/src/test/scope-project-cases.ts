import { and, eq, inArray, sql } from 'drizzle-orm';
import { Decimal } from '@carbon/domain';
import { energyProject, energyProjectAttachment, energyProjectMeasurement } from '../platform/db/schema/index.js';
import { buildXlsx, multipartFile } from '../modules/factor/testing.js';
import { forceStatus } from '../modules/project/project.testing.js';
import { PROJECT_OVERVIEW_LIST_CASES, PROJECT_OVERVIEW_TARGET_CASES } from '../modules/project/project-overview.scope-cases.js';
import { bearer, type Envelope } from './harness.js';
import { callApi, subtreeOf, suData, uniq, type ApiResult, type World } from './scope-fixtures.js';
import { judge, judgeRows, type Tally } from './scope-judge.js';
import type { ListCase } from './scope-lists.js';
import { allPages, as, scopeNow, type TargetCase, type TargetCtx } from './scope-org-cases.js';

/**
 * Energy-saving projects (issue 12) belong to their implementing organisation. Every project
 * route naming a project, an attachment or an organisation is called for the caller's target
 * (out of scope: 1013003 and nothing changed); the page answers exactly the projects in scope.
 * The overviews, exports and the import are the module's own cases
 * (modules/project/project-overview.scope-cases.ts), run here with these.
 * Decided per route:
 * - edit naming two organisations (a project of one moved to the other) and delete naming
 *   several projects are out of scope as soon as one of them is; nothing changes then.
 * - approvals answers only the initiator (2034011): the target's project is made the caller's.
 * - submit of the fixture draft is refused in scope by a submission rule (no reviewers): not a scope refusal.
 * - An overview of an organisation covers its subtree within the scope (contract): a project of
 *   a descendant outside the scope changes no figure (`hiddenBelow`); one of the target adds
 *   exactly its figures, worked by hand below.
 * - settings / settingsEdit (group-wide parameters) and the import template: scope-routes.ts.
 */

/** 1,000 → 800 kWh a year at 0.5 tCO2e/kWh: 200 saved, 100 tCO2e a year; 1 (ten thousand yuan) invested. */
const FIGURES = {
  energyType: 'electricity',
  energyUnit: 'kWh',
  energyBefore: '1000',
  energyAfter: '800',
  emissionFactor: '0.5',
  investment: '1',
  localEnergyPrice: '1',
  lifetimeYears: 10,
  estimatedStart: '2025-01-01',
  estimatedEnd: '2025-06-30',
};
const REDUCTION = '100';

const body = (orgId: number) => ({ name: uniq('ds-ep'), orgId: String(orgId), ...FIGURES });
const addAsSu = async (w: World, orgId: number) => suData<{ id: string; version: number }>(w, 'POST', 'project/add', body(orgId));

const projectRow = async (w: World, id: string) =>
  (
    await w.t.database.db
      .select()
      .from(energyProject)
      .where(eq(energyProject.id, Number(id)))
  )[0]!;
const material = (id: string) => async (w: World) => {
  const r = await projectRow(w, id);
  return [r.name, r.orgId, r.version, r.status, r.projectStatus, r.approvalStatus];
};
const attachments = (w: World, id: string) =>
  w.t.database.db
    .select({ id: energyProjectAttachment.id, status: energyProjectAttachment.status })
    .from(energyProjectAttachment)
    .where(eq(energyProjectAttachment.projectId, Number(id)));
const measurements = (w: World, id: string) =>
  w.t.database.db
    .select({ month: energyProjectMeasurement.month, after: energyProjectMeasurement.energyAfter })
    .from(energyProjectMeasurement)
    .where(eq(energyProjectMeasurement.projectId, Number(id)));
const liveCount = async (w: World, orgId: number) =>
  (
    await w.t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(energyProject)
      .where(and(eq(energyProject.orgId, orgId), sql`status <> 2`))
  )[0]!.n;

async function upload(w: World, token: string, url: string): Promise<ApiResult> {
  const mp = multipartFile('proposal.xlsx', await buildXlsx(['proposal'], [['chiller retrofit']]));
  const res = await w.t.app.inject({
    method: 'POST',
    url: `/api/main/${url}`,
    payload: mp.payload,
    headers: { ...bearer(token), ...mp.headers },
  });
  const b = res.json<Envelope>();
  return { status: res.statusCode, code: b.code, success: b.success, data: b.data, raw: res.rawPayload };
}

/** Records a call about the target: out of scope it must be 1013003 and leave `probe`'s answer unchanged. */
async function call(
  c: TargetCtx,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
  probe?: () => Promise<unknown>,
  inScope = c.inScope,
) {
  const before = probe ? JSON.stringify(await probe()) : '';
  const { route, res } = await as(c, method, path, payload);
  const changed = probe ? JSON.stringify(await probe()) !== before : false;
  judge(c.tally, { route, who: c.who, inScope, res, changed: !inScope && changed });
}

/** Add for the target, the page filtered by it (exactly the subtree's projects in scope), and the reads of its organisation. */
const byOrganisation: TargetCase = async (c) => {
  await call(c, 'POST', 'project/add', body(c.target), () => liveCount(c.w, c.target));
  const page = await allPages(c.w, c.caller.token, `project/page?orgId=${c.target}`);
  if (c.inScope) {
    const { orgs, scope } = await scopeNow(c);
    const subtree = subtreeOf(orgs, c.target);
    const allowed = (orgId: number) => scope.has(orgId) && subtree.has(orgId);
    const rows = (page.rows as { id: string; orgId: string }[]).map((r) => ({
      key: r.id,
      orgId: Number(r.orgId),
      allowed: allowed(Number(r.orgId)),
    }));
    const live = await c.w.t.database.db
      .select({ id: energyProject.id, orgId: energyProject.orgId })
      .from(energyProject)
      .where(sql`status <> 2`);
    const expected = live.filter((p) => allowed(p.orgId)).map((p) => String(p.id));
    judgeRows(c.tally, { route: page.route, who: c.who, res: page.res, rows, expected });
  } else judge(c.tally, { route: page.route, who: c.who, inScope: false, res: page.res });
  await call(c, 'GET', `project/reviewerCandidates?orgId=${c.target}`);
  await call(c, 'GET', `project/defaultFactor?energyType=electricity&orgId=${c.target}`);
};

/** A draft of the target: read, its approvals, attachments, edit, a move to or from the caller's organisation, delete, submit. */
const drafts: TargetCase = async (c) => {
  const d = await addAsSu(c.w, c.target);
  await c.w.t.database.db
    .update(energyProject)
    .set({ createdBy: c.caller.id })
    .where(eq(energyProject.id, Number(d.id)));
  await call(c, 'GET', `project/detail?id=${d.id}`);
  await call(c, 'GET', `project/approvals?id=${d.id}`);

  const files = () => attachments(c.w, d.id);
  const before = JSON.stringify(await files());
  const up = await upload(c.w, c.caller.token, `project/upload?id=${d.id}&kind=other`);
  const added = JSON.stringify(await files()) !== before;
  judge(c.tally, { route: 'POST /api/main/project/upload', who: c.who, inScope: c.inScope, res: up, changed: !c.inScope && added });
  const mine = await upload(c.w, c.w.su, `project/upload?id=${d.id}&kind=proposal`);
  if (!mine.success) throw new Error(`setup upload refused: ${mine.code}`);
  const fileId = (mine.data as { id: string }).id;
  await call(c, 'GET', `project/download?id=${fileId}`);
  await call(c, 'POST', 'project/deleteAttachment', { id: fileId }, files);

  const version = (await projectRow(c.w, d.id)).version;
  await call(c, 'POST', 'project/edit', { ...body(c.target), id: d.id, version }, () => material(d.id)(c.w));
  // a project of the caller's own organisation moved into the target: out of scope as the target is
  const own = await addAsSu(c.w, c.caller.orgId);
  await call(c, 'POST', 'project/edit', { ...body(c.target), id: own.id, version: own.version }, () => material(own.id)(c.w));
  // the target's project moved into the caller's own organisation
  if (!c.inScope) {
    const v = (await projectRow(c.w, d.id)).version;
    await call(c, 'POST', 'project/edit', { ...body(c.caller.orgId), id: d.id, version: v }, () => material(d.id)(c.w));
  }
  // one call deleting a draft of the caller's organisation and one of the target
  const mineToo = await addAsSu(c.w, c.caller.orgId);
  const other = await addAsSu(c.w, c.target);
  const both = () => Promise.all([material(mineToo.id)(c.w), material(other.id)(c.w)]);
  await call(c, 'POST', 'project/delete', { ids: [mineToo.id, other.id] }, both);
  await call(c, 'POST', 'project/submit', { id: d.id }, () => material(d.id)(c.w));
};

/** An approved project of the target moved on by its owner, and an accepted one measured. */
const workflow: TargetCase = async (c) => {
  const approved = await addAsSu(c.w, c.target);
  await forceStatus(c.w.t, approved.id, 'project_approved');
  await call(
    c,
    'POST',
    'project/changeStatus',
    { id: approved.id, from: 'project_approved', to: 'procurement_completed', opinion: 'DS' },
    () => material(approved.id)(c.w),
  );
  const accepted = await addAsSu(c.w, c.target);
  await forceStatus(c.w.t, accepted.id, 'acceptance_completed', '2025-01-15');
  await suData(c.w, 'POST', 'project/measure', { id: accepted.id, month: '2025-03', energyAfter: '60' });
  const probe = () => measurements(c.w, accepted.id);
  await call(c, 'POST', 'project/measure', { id: accepted.id, month: '2025-02', energyAfter: '50' }, probe);
  await call(c, 'POST', 'project/deleteMeasurement', { id: accepted.id, month: '2025-03' }, probe);
};

type Figures = { count: number; reduction: string; investment: string; macc: string; stages: number; page: number };

/** The target's overview figures as the caller reads them. */
async function figures(c: TargetCtx): Promise<Figures> {
  const get = async <T>(path: string) => (await callApi(c.w, c.caller.token, 'GET', path)).data as T;
  const q = `orgId=${c.target}`;
  const status = await get<{ total: { count: number; reduction: string } }>(`project/statusOverview?${q}`);
  const money = await get<{ total: { investment: string } }>(`project/investmentOverview?${q}`);
  const macc = await get<{ totalReduction: string }>(`project/macc?${q}`);
  const progress = await get<{ byStage: { count: number }[] }>(`project/progress?${q}`);
  const page = await get<{ totalRows: number }>(`project/page?${q}&pageSize=1`);
  return {
    count: status.total.count,
    reduction: status.total.reduction,
    investment: money.total.investment,
    macc: macc.totalReduction,
    stages: progress.byStage.reduce((n, s) => n + s.count, 0),
    page: page.totalRows,
  };
}

const plus = (a: string, b: string) => new Decimal(a).plus(b).toFixed();

/** Every `byOrg` group of the overviews names an organisation in scope. */
async function byOrgRows(c: TargetCtx, scope: Set<number>) {
  for (const action of ['progress', 'statusOverview', 'investmentOverview']) {
    const { route, res } = await as(c, 'GET', `project/${action}?orgId=${c.target}`);
    const groups = ((res.data as { byOrg?: { orgId: string }[] } | null)?.byOrg ?? []).map((g) => ({
      key: g.orgId,
      orgId: Number(g.orgId),
      allowed: scope.has(Number(g.orgId)),
    }));
    judgeRows(c.tally, { route, who: c.who, res, rows: groups });
  }
}

function compare(t: Tally, who: string, what: string, got: Figures, want: Figures, into: 'foreign' | 'wrong') {
  t.calls++;
  if (JSON.stringify(got) !== JSON.stringify(want))
    t[into].push(`project overviews [${who}]: ${what}: got ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
}

/**
 * An organisation in scope whose subtree reaches outside it (the custom caller's park and legal
 * entity, above the unlisted server room): a project there changes none of the target's figures;
 * a project of the target adds one project, 100 tCO2e/yr and 1 invested everywhere.
 */
const hiddenBelow: TargetCase = async (c) => {
  if (!c.inScope) return;
  const { orgs, scope } = await scopeNow(c);
  await byOrgRows(c, scope);
  const hidden = [...subtreeOf(orgs, c.target)].find((id) => !scope.has(id));
  let now = await figures(c);
  if (hidden !== undefined) {
    const p = await addAsSu(c.w, hidden);
    await forceStatus(c.w.t, p.id, 'project_approved');
    compare(c.tally, c.who, `a project of organisation ${hidden} outside the scope counted`, await figures(c), now, 'foreign');
    now = await figures(c);
  }
  const p = await addAsSu(c.w, c.target);
  await forceStatus(c.w.t, p.id, 'project_approved');
  const want = {
    count: now.count + 1,
    reduction: plus(now.reduction, REDUCTION),
    investment: plus(now.investment, FIGURES.investment),
    macc: plus(now.macc, REDUCTION),
    stages: now.stages + 1,
    page: now.page + 1,
  };
  compare(c.tally, c.who, 'a project of the target', await figures(c), want, 'wrong');
};

export const PROJECT_TARGET_CASES: TargetCase[] = [byOrganisation, drafts, workflow, hiddenBelow, ...PROJECT_OVERVIEW_TARGET_CASES];

/** The page without an organisation: exactly the live projects of organisations in scope. */
const page: ListCase = async (c) => {
  const { scope } = await scopeNow(c);
  const { route, res, rows } = await allPages(c.w, c.caller.token, 'project/page');
  const got = (rows as { id: string; orgId: string }[]).map((r) => ({
    key: r.id,
    orgId: Number(r.orgId),
    allowed: scope.has(Number(r.orgId)),
  }));
  const ids = [...scope];
  const live = ids.length
    ? await c.w.t.database.db
        .select({ id: energyProject.id })
        .from(energyProject)
        .where(and(inArray(energyProject.orgId, ids), sql`status <> 2`))
    : [];
  judgeRows(c.tally, { route, who: c.caller.name, res, rows: got, expected: live.map((p) => String(p.id)) });
};

export const PROJECT_LIST_CASES: ListCase[] = [page, ...PROJECT_OVERVIEW_LIST_CASES];
