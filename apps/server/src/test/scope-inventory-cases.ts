import { and, eq, sql } from 'drizzle-orm';
import { inventoryEntry, inventoryProject, inventoryTask } from '../platform/db/schema/index.js';
import { buildXlsx, multipartFile } from '../modules/factor/testing.js';
import { entryImportFile } from '../modules/inventory/entry-import.testing.js';
import { bearer, type Envelope } from './harness.js';
import { callApi, suData, type ApiResult, type World } from './scope-fixtures.js';
import { judge, judgeRows } from './scope-judge.js';
import type { ListCase } from './scope-lists.js';
import { allPages, as, scopeNow, throwawayOrg, type TargetCase, type TargetCtx } from './scope-org-cases.js';

/**
 * The carbon inventory (issue 10) holds organisation data: projects belong to their main body,
 * tasks, entries, offsets and attachments to the task's organisation. Every route naming one
 * of them is called for the caller's target; the lists return only rows in scope.
 * Decided per route: viewApprovals (inventoryTask/approvals) and the later approvers
 * (laterApproverCandidates, laterApprovers) answer in scope 2030010 unless the caller initiated the task; withdraw answers in scope 2031007 (the caller did not submit).
 */

const GAS = { type: 'combustion-ipcc', energyTJ: '1', co2KgPerTJ: '56100', ch4KgPerTJ: '1', n2oKgPerTJ: '0.1' };
let serial = 0;

type Fixture = { projectId: string; taskId: string; entryId: string; offsetId: string; attachmentId: string };

/** A project of the target organisation issued to it, with an entry, an offset and an attachment, by the super admin. */
async function fixture(w: World, orgId: number): Promise<Fixture> {
  const p = await suData<{ id: string }>(w, 'POST', 'inventoryProject/add', {
    ...{ name: `DS inventory ${++serial}`, type: 'annual', year: 2025, orgId: String(orgId), deadline: '2099-12-31' },
  });
  const [task] = await suData<{ id: string }[]>(w, 'POST', 'inventoryTask/issue', {
    projectId: p.id,
    orgIds: [String(orgId)],
    inventoryWay: 'quick',
  });
  const entry = await suData<{ id: string }>(w, 'POST', 'inventoryEntry/save', { taskId: task!.id, scope: 1, input: GAS });
  const offset = await suData<{ id: string }>(w, 'POST', 'inventoryOffset/save', {
    taskId: task!.id,
    name: 'lot',
    standard: 'ccer',
    tco2e: '1',
  });
  const up = await upload(w, w.su, `inventoryAttachment/upload?entryId=${entry.id}`, await buildXlsx(['a'], [['1']]));
  if (!up.success) throw new Error(`setup upload refused: ${up.code}`);
  return { projectId: p.id, taskId: task!.id, entryId: entry.id, offsetId: offset.id, attachmentId: (up.data as { id: string }).id };
}

async function upload(w: World, token: string, url: string, file: Buffer): Promise<ApiResult> {
  const mp = multipartFile('upload.xlsx', file);
  const res = await w.t.app.inject({
    method: 'POST',
    url: `/api/main/${url}`,
    payload: mp.payload,
    headers: { ...bearer(token), ...mp.headers },
  });
  const body = res.json<Envelope>();
  return { status: res.statusCode, code: body.code, success: body.success, data: body.data, raw: res.rawPayload };
}

const count = async (w: World, table: typeof inventoryProject | typeof inventoryTask | typeof inventoryEntry, orgId: number) =>
  (
    await w.t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(and(eq(table.orgId, orgId), sql`status <> 2`))
  )[0]!.n;
const taskRow = async (w: World, id: string) =>
  (
    await w.t.database.db
      .select()
      .from(inventoryTask)
      .where(eq(inventoryTask.id, Number(id)))
  )[0]!;
const entryRow = async (w: World, id: string) =>
  (
    await w.t.database.db
      .select()
      .from(inventoryEntry)
      .where(eq(inventoryEntry.id, Number(id)))
  )[0]!;

/** Records a call about the fixture: out of scope it must be 1013003 and leave `probe`'s answer unchanged. */
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

/** Projects: add for the target, the page filtered by it, and detail, edit, delete of its project. */
const projects: TargetCase = async (c) => {
  const body = { name: `DS project ${++serial}`, type: 'annual', year: 2025, orgId: String(c.target), deadline: '2099-12-31' };
  await call(c, 'POST', 'inventoryProject/add', body, () => count(c.w, inventoryProject, c.target));
  const page = await allPages(c.w, c.caller.token, `inventoryProject/page?orgId=${c.target}`);
  if (c.inScope) {
    const rows = (page.rows as { id: string; orgId: string }[]).map((r) => ({
      key: r.id,
      orgId: Number(r.orgId),
      allowed: Number(r.orgId) === c.target,
    }));
    judgeRows(c.tally, { route: page.route, who: c.who, res: page.res, rows });
  } else judge(c.tally, { route: page.route, who: c.who, inScope: false, res: page.res });
  const f = await fixture(c.w, c.target);
  await call(c, 'GET', `inventoryProject/detail?id=${f.projectId}`);
  const edit = {
    id: f.projectId,
    name: `DS edited ${serial}`,
    type: 'annual',
    year: 2025,
    orgId: String(c.target),
    deadline: '2099-12-30',
  };
  await call(c, 'POST', 'inventoryProject/edit', edit, () =>
    count(c.w, inventoryProject, c.target).then(async (n) => [n, (await taskRow(c.w, f.taskId)).version]),
  );
  await call(c, 'POST', 'inventoryProject/delete', { id: f.projectId }, () => count(c.w, inventoryProject, c.target));
};

/** Tasks: issue to the target, and every read and change of a task of the target. */
const tasks: TargetCase = async (c) => {
  const f = await fixture(c.w, c.target);
  const other = await fixture(c.w, c.target);
  const copyTarget = await fixture(c.w, c.target);
  const state = () => taskRow(c.w, f.taskId).then((t) => [t.taskStatus, t.version, t.purpose]);
  const p2 = await suData<{ id: string }>(c.w, 'POST', 'inventoryProject/add', {
    ...{ name: `DS issue ${++serial}`, type: 'annual', year: 2025, orgId: String(c.target), deadline: '2099-12-31' },
  });
  await call(c, 'POST', 'inventoryTask/issue', { projectId: p2.id, orgIds: [String(c.target)], inventoryWay: 'quick' }, () =>
    count(c.w, inventoryTask, c.target),
  );
  await call(c, 'GET', `inventoryTask/detail?id=${f.taskId}`);
  await call(c, 'GET', `inventoryTask/summary?id=${f.taskId}`);
  await call(c, 'GET', `inventoryTask/approverCandidates?id=${f.taskId}`);
  await call(c, 'GET', `inventoryTask/approvals?id=${f.taskId}`);
  await call(c, 'GET', `inventoryTask/laterApproverCandidates?id=${f.taskId}`);
  await call(c, 'POST', 'inventoryTask/laterApprovers', { id: f.taskId, laterApproverIds: [] }, () =>
    taskRow(c.w, f.taskId).then((t) => [t.laterApproverIds, t.version]),
  );
  await call(c, 'POST', 'inventoryTask/edit', { id: f.taskId, purpose: `DS ${serial}` }, state);
  await call(c, 'POST', 'inventoryTask/copy', { id: copyTarget.taskId, fromTaskId: f.taskId }, () => count(c.w, inventoryEntry, c.target));
  // distribution to a fresh organisation below the target: in scope only when both are
  const child = await throwawayOrg(c.w, c.target);
  const { scope } = await scopeNow(c);
  const d = await as(c, 'POST', 'inventoryTask/distribute', { taskId: f.taskId, orgIds: [String(child)] });
  judge(c.tally, { route: d.route, who: c.who, inScope: c.inScope && scope.has(child), res: d.res });
  // submitted by the super admin to the caller's peer: the caller may not withdraw it (2031007), a foreign caller sees 1013003
  const approvers = await suData<{ id: string }[]>(c.w, 'GET', `inventoryTask/approverCandidates?id=${other.taskId}`);
  if (approvers.length) {
    await suData(c.w, 'POST', 'inventoryTask/submit', { id: other.taskId, approverIds: [approvers[0]!.id] });
    await call(c, 'POST', 'inventoryTask/withdraw', { id: other.taskId }, () => taskRow(c.w, other.taskId).then((t) => t.taskStatus));
  }
  await call(c, 'POST', 'inventoryTask/submit', { id: f.taskId, approverIds: ['none'] }, state);
};

/** Entries, offsets, attachments and the import of a task of the target. */
const fill: TargetCase = async (c) => {
  const f = await fixture(c.w, c.target);
  const entries = () => count(c.w, inventoryEntry, c.target);
  await call(c, 'GET', `inventoryEntry/page?taskId=${f.taskId}`);
  await call(c, 'GET', `inventoryEntry/detail?id=${f.entryId}`);
  await call(c, 'POST', 'inventoryEntry/save', { taskId: f.taskId, scope: 1, input: GAS }, entries);
  await call(c, 'POST', 'inventoryEntry/save', { id: f.entryId, taskId: f.taskId, scope: 1, input: { ...GAS, energyTJ: '2' } }, () =>
    entryRow(c.w, f.entryId),
  );
  await call(c, 'GET', `inventoryOffset/list?taskId=${f.taskId}`);
  await call(c, 'POST', 'inventoryOffset/save', { taskId: f.taskId, name: 'DS', standard: 'vcs', tco2e: '2' }, () =>
    callApi(c.w, c.w.su, 'GET', `inventoryOffset/list?taskId=${f.taskId}`).then((r) => r.data),
  );
  await call(c, 'GET', `inventoryAttachment/list?entryId=${f.entryId}`);
  await call(c, 'GET', `inventoryAttachment/download?id=${f.attachmentId}`);
  await call(c, 'GET', `inventoryAttachment/preview?id=${f.attachmentId}`, undefined, undefined, [2030015]);
  const attachments = () => callApi(c.w, c.w.su, 'GET', `inventoryAttachment/list?entryId=${f.entryId}`).then((r) => r.data);
  const up = await upload(c.w, c.caller.token, `inventoryAttachment/upload?entryId=${f.entryId}`, await buildXlsx(['b'], [['2']]));
  judge(c.tally, { route: 'POST /api/main/inventoryAttachment/upload', who: c.who, inScope: c.inScope, res: up });
  const file = await entryImportFile('en-US', 1, [['DS boiler', 'DS', GAS]]);
  const before = await entries();
  const imp = await upload(c.w, c.caller.token, `inventoryEntry/import?taskId=${f.taskId}&scope=1`, file);
  judge(c.tally, {
    route: 'POST /api/main/inventoryEntry/import',
    who: c.who,
    inScope: c.inScope,
    res: imp,
    changed: !c.inScope && (await entries()) !== before,
  });
  await call(c, 'POST', 'inventoryAttachment/delete', { id: f.attachmentId }, attachments);
  await call(c, 'POST', 'inventoryOffset/delete', { id: f.offsetId }, () =>
    callApi(c.w, c.w.su, 'GET', `inventoryOffset/list?taskId=${f.taskId}`).then((r) => r.data),
  );
  await call(c, 'POST', 'inventoryEntry/delete', { id: f.entryId }, entries);
};

export const INVENTORY_TARGET_CASES: TargetCase[] = [projects, tasks, fill];

/** The project and task pages without an organisation: only rows of organisations in scope. */
const page =
  (path: string): ListCase =>
  async (c) => {
    const { scope } = await scopeNow(c);
    const { route, res, rows } = await allPages(c.w, c.caller.token, path);
    const got = (rows as { id: string; orgId: string }[]).map((r) => ({
      key: r.id,
      orgId: Number(r.orgId),
      allowed: scope.has(Number(r.orgId)),
    }));
    judgeRows(c.tally, { route, who: c.caller.name, res, rows: got });
  };

export const INVENTORY_LIST_CASES: ListCase[] = [
  page('inventoryProject/page'),
  page('inventoryTask/page'),
  page('inventoryTask/page?relation=participated'),
];
