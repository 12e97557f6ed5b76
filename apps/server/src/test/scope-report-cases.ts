import { eq, sql } from 'drizzle-orm';
import { inventoryReport } from '../platform/db/schema/index.js';
import { callApi, suData, type World } from './scope-fixtures.js';
import { judge, judgeRows } from './scope-judge.js';
import type { ListCase } from './scope-lists.js';
import { allPages, as, scopeNow, type TargetCase, type TargetCtx } from './scope-org-cases.js';

/**
 * Inventory reports (issue 11) belong to their organisation; a consolidated report also names
 * every entity of its subtree, so it is shown only when all of them are in scope. Every report
 * route is called for a report of the caller's target.
 * Decided per route: a caller of the report's own organisation is the inventory subject, and
 * generate/edit/refresh/publish/delete answer it 2033004 in scope (spec §6).
 */

const GAS = { type: 'combustion-ipcc', energyTJ: '1', co2KgPerTJ: '56100', ch4KgPerTJ: '1', n2oKgPerTJ: '0.1' };
let serial = 0;

/** A project of the target with an approved task holding one entry, by the super admin. */
async function approvedTask(w: World, orgId: number): Promise<{ projectId: string; taskId: string }> {
  const p = await suData<{ id: string }>(w, 'POST', 'inventoryProject/add', {
    ...{ name: `DS report ${++serial}`, type: 'annual', year: 2025, orgId: String(orgId), deadline: '2099-12-31' },
  });
  const [task] = await suData<{ id: string }[]>(w, 'POST', 'inventoryTask/issue', { projectId: p.id, orgIds: [String(orgId)] });
  await suData(w, 'POST', 'inventoryEntry/save', { taskId: task!.id, scope: 1, input: GAS });
  await suData(w, 'POST', 'inventoryTask/submit', { id: task!.id, approverIds: ['none'] });
  return { projectId: p.id, taskId: task!.id };
}

const reportState = (w: World, id: string) =>
  w.t.database.db
    .select({ v: inventoryReport.version, s: inventoryReport.status, p: inventoryReport.publishedVersion })
    .from(inventoryReport)
    .where(eq(inventoryReport.id, Number(id)));
const reportCount = async (w: World, orgId: number) =>
  (
    await w.t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(inventoryReport)
      .where(eq(inventoryReport.orgId, orgId))
  )[0]!.n;

async function call(c: TargetCtx, method: 'GET' | 'POST', path: string, payload?: unknown, probe?: () => Promise<unknown>) {
  const before = probe ? JSON.stringify(await probe()) : '';
  const { route, res } = await as(c, method, path, payload);
  const changed = probe ? JSON.stringify(await probe()) !== before : false;
  judge(c.tally, { route, who: c.who, inScope: c.inScope, res, changed: !c.inScope && changed });
}

/** Reports: draw up, consolidate, read, explain, compare, edit, refresh, publish, diff, delete a report of the target. */
const reports: TargetCase = async (c) => {
  const f = await approvedTask(c.w, c.target);
  const count = () => reportCount(c.w, c.target);
  await call(c, 'POST', 'report/generate', { taskId: f.taskId, template: 'ghg' }, count);
  await call(
    c,
    'POST',
    'report/consolidate',
    { projectId: f.projectId, orgId: String(c.target), approach: 'equity', template: 'ghg' },
    count,
  );
  const r = await suData<{ id: string; version: number }>(c.w, 'POST', 'report/generate', { taskId: f.taskId, template: 'iso14064' });
  const state = () => reportState(c.w, r.id);
  await call(c, 'GET', `report/detail?id=${r.id}`);
  await call(c, 'GET', `report/derivation?id=${r.id}&figure=total`);
  await call(c, 'GET', `report/lines?id=${r.id}&versionNo=0`);
  await call(c, 'GET', `report/derivation?id=${r.id}&figure=scope1`);
  await call(c, 'GET', `report/compare?projectId=${f.projectId}&orgId=${c.target}&template=ghg`);
  await call(c, 'POST', 'report/edit', { id: r.id, version: r.version, texts: { uncertainty: `DS ${serial}` } }, state);
  await call(c, 'POST', 'report/refresh', { id: r.id }, state);
  await call(c, 'POST', 'report/publish', { id: r.id }, state);
  // a later version needs a change (an identical one is refused): the super admin edits the texts, then publishes
  const current = await suData<{ version: number }>(c.w, 'GET', `report/detail?id=${r.id}&versionNo=0`);
  await suData(c.w, 'POST', 'report/edit', { id: r.id, version: current.version, texts: { uncertainty: `DS v2 ${serial}` } });
  await suData(c.w, 'POST', 'report/publish', { id: r.id });
  const versions = await suData<{ versionNo: number }[]>(c.w, 'GET', `report/versions?id=${r.id}`);
  await call(c, 'GET', `report/versions?id=${r.id}`);
  await call(c, 'GET', `report/export?id=${r.id}&format=xlsx`);
  await call(c, 'GET', `report/export?id=${r.id}&format=pdf&versionNo=${versions[0]!.versionNo}`);
  await call(c, 'GET', `report/diff?id=${r.id}&from=${versions[0]!.versionNo}&to=${versions.at(-1)!.versionNo}`);
  const other = await suData<{ id: string }>(c.w, 'POST', 'report/generate', { taskId: f.taskId, template: 'ghg' });
  await call(c, 'POST', 'report/delete', { id: other.id }, () => reportState(c.w, other.id));

  // the target's base year
  const base = () => callApi(c.w, c.w.su, 'GET', `report/baseYear?orgId=${c.target}`).then((r) => r.data);
  await call(c, 'POST', 'report/setBaseYear', { orgId: String(c.target), projectId: f.projectId, approach: 'operational' }, base);
  const kept = await suData<{ version: number }>(c.w, 'POST', 'report/setBaseYear', {
    orgId: String(c.target),
    projectId: f.projectId,
    approach: 'operational',
  });
  await call(c, 'GET', `report/baseYear?orgId=${c.target}`);
  await call(c, 'GET', `report/checkBaseYear?orgId=${c.target}`);
  await call(c, 'POST', 'report/recalculateBaseYear', { orgId: String(c.target), reason: 'DS', version: kept.version }, base);
};

export const REPORT_TARGET_CASES: TargetCase[] = [reports];

/** The report page without an organisation: only reports of organisations in scope. */
const page: ListCase = async (c) => {
  const { scope } = await scopeNow(c);
  const { route, res, rows } = await allPages(c.w, c.caller.token, 'report/page');
  const got = (rows as { id: string; orgId: string }[]).map((r) => ({
    key: r.id,
    orgId: Number(r.orgId),
    allowed: scope.has(Number(r.orgId)),
  }));
  judgeRows(c.tally, { route, who: c.caller.name, res, rows: got });
};

export const REPORT_LIST_CASES: ListCase[] = [page];
