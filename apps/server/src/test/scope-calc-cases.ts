import { eq } from 'drizzle-orm';
import { calcResult } from '../platform/db/schema/index.js';
import { callApi, suData, type World } from './scope-fixtures.js';
import { judge, judgeRows } from './scope-judge.js';
import { allPages, as, scopeNow, type TargetCase } from './scope-org-cases.js';
import type { ListCase } from './scope-lists.js';

/**
 * Stored calculation results (ADR 006) belong to an organisation: recording one names it,
 * the results page and the recalculation filter by it, and their rows carry it.
 */

export const FACTOR = 'DS-SCOPE-GRID';
const factors = new WeakMap<World, { v1: string }>();

/** A grid-electricity factor in two versions, added once per world by the super admin. */
export async function factorOf(w: World): Promise<{ v1: string }> {
  const known = factors.get(w);
  if (known) return known;
  const row = (factorVersion: string, value: string) => ({
    ...{ tableCode: 'energy', class1: '电力', class2: '测试电网', nameZh: '范围测试电网', nameEn: 'Scope test grid', code: FACTOR },
    ...{ factorVersion, country: 'CN', sector: 'electricity', gas: 'CO2', value, factorUnit: 'kgCO2/kWh', gasUnit: 'kg' },
    ...{ activityUnit: 'kWh', sourceTitle: 'data-scope matrix (test data)' },
  });
  const v1 = (await suData<{ id: string }>(w, 'POST', 'factor/add', row('v1', '0.5'))).id;
  await suData(w, 'POST', 'factor/add', row('v2', '0.6'));
  factors.set(w, { v1 });
  return { v1 };
}

const recordBody = (orgId: number, factorId: string) => ({
  orgId: String(orgId),
  source: { type: 'electricity-location', mwh: '1' },
  factorId,
  gwpSet: 'AR6',
});
const resultsOf = (w: World, orgId: number) => w.t.database.db.select().from(calcResult).where(eq(calcResult.orgId, orgId));

/** Recording a result for the target. */
const record: TargetCase = async (c) => {
  const { v1 } = await factorOf(c.w);
  const before = (await resultsOf(c.w, c.target)).length;
  const { route, res } = await as(c, 'POST', 'calc/record', recordBody(c.target, v1));
  judge(c.tally, { route, who: c.who, inScope: c.inScope, res, changed: (await resultsOf(c.w, c.target)).length !== before });
};

/** results?orgId= names the organisation: out of scope 1013003; in scope only its rows. */
const resultsFor: TargetCase = async (c) => {
  const { route, res, rows } = await allPages(c.w, c.caller.token, `calc/results?orgId=${c.target}`);
  if (!c.inScope) return judge(c.tally, { route, who: c.who, inScope: false, res });
  const got = (rows as { id: string; orgId: string }[]).map((r) => ({
    key: r.id,
    orgId: Number(r.orgId),
    allowed: Number(r.orgId) === c.target,
  }));
  judgeRows(c.tally, { route, who: c.who, res, rows: got });
};

/** Recalculation limited to the target, previewed then run, over a fresh v1 result the super admin records there. */
const recalculateFor: TargetCase = async (c) => {
  const { v1 } = await factorOf(c.w);
  await suData(c.w, 'POST', 'calc/record', recordBody(c.target, v1));
  const body = { factorCode: FACTOR, fromVersion: 'v1', toVersion: 'v2', orgId: String(c.target) };
  const preview = await as(c, 'POST', 'calc/recalculate/preview', body);
  if (c.inScope && preview.res.success) {
    const lines = (preview.res.data as { rows: { resultId: string; orgId: string }[] }).rows;
    const got = lines.map((l) => ({ key: l.resultId, orgId: Number(l.orgId), allowed: Number(l.orgId) === c.target }));
    judgeRows(c.tally, { route: preview.route, who: c.who, res: preview.res, rows: got });
  } else judge(c.tally, { route: preview.route, who: c.who, inScope: c.inScope, res: preview.res });
  const superseded = async () => (await resultsOf(c.w, c.target)).filter((r) => r.status === 'superseded').length;
  const before = await superseded();
  const run = await as(c, 'POST', 'calc/recalculate', { ...body, reason: 'data-scope matrix' });
  judge(c.tally, { route: run.route, who: c.who, inScope: c.inScope, res: run.res, changed: (await superseded()) !== before });
};

export const CALC_TARGET_CASES: TargetCase[] = [record, resultsFor, recalculateFor];

/** Every stored result the caller can list, and every line of an unfiltered recalculation preview, is in scope. */
const results: ListCase = async (c) => {
  const { scope } = await scopeNow(c);
  const { route, res, rows } = await allPages(c.w, c.caller.token, 'calc/results');
  const got = (rows as { id: string; orgId: string }[]).map((r) => ({
    key: r.id,
    orgId: Number(r.orgId),
    allowed: scope.has(Number(r.orgId)),
  }));
  judgeRows(c.tally, { route, who: c.caller.name, res, rows: got });
};

const recalcPreview: ListCase = async (c) => {
  const { scope } = await scopeNow(c);
  const { v1 } = await factorOf(c.w);
  for (const code of ['fii-ccbg-longhua-le1', 'fii-iibg-zhengzhou-le1'])
    await suData(c.w, 'POST', 'calc/record', recordBody(c.w.org(code), v1));
  const body = { factorCode: FACTOR, fromVersion: 'v1', toVersion: 'v2' };
  const res = await callApi(c.w, c.caller.token, 'POST', 'calc/recalculate/preview', body);
  const lines = res.success ? (res.data as { rows: { resultId: string; orgId: string }[] }).rows : [];
  const got = lines.map((l) => ({ key: l.resultId, orgId: Number(l.orgId), allowed: scope.has(Number(l.orgId)) }));
  judgeRows(c.tally, { route: 'POST /api/main/calc/recalculate/preview', who: c.caller.name, res, rows: got });
};

export const CALC_LIST_CASES: ListCase[] = [results, recalcPreview];
