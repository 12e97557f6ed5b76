import { and, eq, sql } from 'drizzle-orm';
import { translate } from '@carbon/domain';
import { goalFile, goalRow } from '../../platform/db/schema/index.js';
import { bearer, type Envelope } from '../../test/harness.js';
import { callApi, suData, type ApiResult, type World } from '../../test/scope-fixtures.js';
import { judge, judgeRows, readXlsx } from '../../test/scope-judge.js';
import type { ListCase } from '../../test/scope-lists.js';
import { as, scopeNow, type TargetCase, type TargetCtx } from '../../test/scope-org-cases.js';
import { buildXlsx, multipartFile } from '../factor/testing.js';
import { PDF } from '../certificate/certificate.testing.js';

/**
 * Goals (issue 13) belong to their organisation: every goal route naming one is called for the
 * caller's target; out of scope it must be 1013003 and change nothing. In scope a save may still
 * be refused by a rule (a legal entity) or because the level above sets the row (2035005): those
 * are not scope refusals. The import names the organisation in a cell, so out of scope the file
 * is refused with 1012002 and the row's reason (like sysUser/import). The sets and exports of a
 * year hold only rows of organisations in scope. Wire these into data-scope-matrix.test.ts; the
 * two templates (control/template, reduction/template) are organisation-free (empty sheets).
 */

const YEAR = 2095;
const twelve = (v: string) => Array.from({ length: 12 }, () => v);
const count = async (w: World, table: typeof goalRow | typeof goalFile, orgId: number) =>
  (
    await w.t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(and(eq(table.orgId, orgId), sql`status <> 2`))
  )[0]!.n;
const goalState = (w: World, orgId: number) =>
  w.t.database.db
    .select({ id: goalRow.id, version: goalRow.version })
    .from(goalRow)
    .where(and(eq(goalRow.orgId, orgId), eq(goalRow.year, YEAR)));

/** Records a call about the target: out of scope it must be refused and leave `probe`'s answer unchanged. */
async function call(
  c: TargetCtx,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
  probe?: () => Promise<unknown>,
  refusedWith?: number[],
) {
  const before = probe ? JSON.stringify(await probe()) : '';
  const { route, res } = await as(c, method, path, payload);
  const changed = probe ? JSON.stringify(await probe()) !== before : false;
  judge(c.tally, { route, who: c.who, inScope: c.inScope, res, changed: !c.inScope && changed, ...(refusedWith ? { refusedWith } : {}) });
}

async function inject(
  c: TargetCtx,
  method: 'GET' | 'POST',
  url: string,
  extra: { payload?: Buffer; headers?: Record<string, string> } = {},
) {
  const res = await c.w.t.app.inject({
    method,
    url: `/api/main/${url}`,
    headers: { ...bearer(c.caller.token), 'accept-language': 'en-US', ...extra.headers },
    ...(extra.payload ? { payload: extra.payload } : {}),
  });
  const file = res.statusCode === 200 && !String(res.headers['content-type']).startsWith('application/json');
  const body = file ? { code: 200, success: true, data: null } : res.json<Envelope>();
  const result: ApiResult = { status: res.statusCode, code: body.code, success: body.success, data: body.data, raw: res.rawPayload };
  return { route: `${method} /api/main/${url.split('?')[0]}`, res: result };
}

const goals: TargetCase = async (c) => {
  const { orgs } = await scopeNow(c);
  const code = orgs.find((o) => o.id === c.target)!.code;
  const probe = () => goalState(c.w, c.target);
  const controlRow = { orgId: String(c.target), annual: '1', months: twelve('1') };
  const reductionRow = { orgId: String(c.target), total: '3', reduce: '1', replace: '1', resolve: '1' };
  await call(c, 'POST', 'goal/control/save', { year: YEAR, baselineYear: 2020, submit: false, rows: [controlRow] }, probe);
  await call(c, 'POST', 'goal/reduction/save', { year: YEAR, baselineYear: 2020, submit: false, rows: [reductionRow] }, probe);
  await call(c, 'GET', `goal/control/assigned?year=${YEAR}&orgId=${c.target}`);
  await call(c, 'GET', `goal/reduction/assigned?year=${YEAR}&orgId=${c.target}`);
  await call(c, 'GET', `goal/revisions?year=${YEAR}&orgId=${c.target}&kind=absolute_control`);

  const head = ['orgCode', 'orgName', 'year', 'baselineYear'];
  const sheets = {
    control: { keys: [...head, 'annual', ...twelve('').map((_, i) => `month${i + 1}`)], row: [code, '', YEAR, 2020, '1', ...twelve('1')] },
    reduction: { keys: [...head, 'total', 'reduce', 'replace', 'resolve'], row: [code, '', YEAR, 2020, '3', '1', '1', '1'] },
  };
  for (const [kind, sheet] of Object.entries(sheets)) {
    const data = await buildXlsx(
      sheet.keys.map((k) => translate('en-US', `goal.column.${k}`)),
      [sheet.row],
    );
    const before = JSON.stringify(await probe());
    const mp = multipartFile('goals.xlsx', data);
    const imported = await inject(c, 'POST', `goal/${kind}/import`, { payload: mp.payload, headers: mp.headers });
    const changed = JSON.stringify(await probe()) !== before;
    judge(c.tally, { ...imported, who: c.who, inScope: c.inScope, changed: !c.inScope && changed, refusedWith: [1012002] });
  }

  for (const kind of ['control', 'reduction']) {
    const files = await count(c.w, goalFile, c.target);
    const up = multipartFile('goal.pdf', PDF);
    const uploaded = await inject(c, 'POST', `goal/${kind}/upload?year=${YEAR}&orgId=${c.target}`, {
      payload: up.payload,
      headers: up.headers,
    });
    const added = (await count(c.w, goalFile, c.target)) !== files;
    judge(c.tally, { ...uploaded, who: c.who, inScope: c.inScope, changed: !c.inScope && added });
  }
  const fixture = multipartFile('goal.pdf', PDF);
  const res = await c.w.t.app.inject({
    method: 'POST',
    url: `/api/main/goal/control/upload?year=${YEAR}&orgId=${c.target}`,
    payload: fixture.payload,
    headers: { ...bearer(c.w.su), ...fixture.headers },
  });
  const file = res.json<Envelope>().data as { id: string };
  const download = await inject(c, 'GET', `goal/file/download?id=${file.id}`);
  judge(c.tally, { ...download, who: c.who, inScope: c.inScope });
};

export const GOAL_TARGET_CASES: TargetCase[] = [goals];

/** A year's sets and exports: only rows of organisations in scope (the super admin sets rows everywhere first). */
const sets: ListCase = async (c) => {
  const { orgs, scope } = await scopeNow(c);
  const id = (code: string) => orgs.find((o) => o.code === code)!.id;
  const seeded = (await callApi(c.w, c.w.su, 'GET', `goal/control/get?year=${YEAR + 1}`)).data as { rows: unknown[] };
  if (seeded.rows.length === 0) {
    const parks = orgs
      .filter((o) => o.orgType === 'park' && o.status !== 2)
      .map((o) => ({ orgId: String(o.id), annual: '1', months: twelve('1') }));
    await suData(c.w, 'POST', 'goal/control/save', { year: YEAR + 1, baselineYear: 2020, submit: true, rows: parks });
    const red = parks.map((p) => ({ orgId: p.orgId, total: '3', reduce: '1', replace: '1', resolve: '1' }));
    await suData(c.w, 'POST', 'goal/reduction/save', { year: YEAR + 1, baselineYear: 2020, submit: true, rows: red });
  }
  for (const kind of ['control', 'reduction']) {
    const got = await callApi(c.w, c.caller.token, 'GET', `goal/${kind}/get?year=${YEAR + 1}`);
    const rows = ((got.data as { rows: { id: string; orgId: string }[] } | null)?.rows ?? []).map((r) => ({
      key: r.id,
      orgId: Number(r.orgId),
      allowed: scope.has(Number(r.orgId)),
    }));
    judgeRows(c.tally, { route: `GET /api/main/goal/${kind}/get`, who: c.caller.name, res: got, rows });
    const file = await callApi(c.w, c.caller.token, 'GET', `goal/${kind}/export?year=${YEAR + 1}`);
    const sheet = file.success ? await readXlsx(file.raw) : { rows: [] };
    const exported = sheet.rows.map((r) => ({ key: r[0]!, orgId: id(r[0]!), allowed: scope.has(id(r[0]!)) }));
    judgeRows(c.tally, { route: `GET /api/main/goal/${kind}/export`, who: c.caller.name, res: file, rows: exported });
  }
};

export const GOAL_LIST_CASES: ListCase[] = [sets];
