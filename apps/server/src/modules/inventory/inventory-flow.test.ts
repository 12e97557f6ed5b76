import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { sysAudit } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { caller } from '../factor/testing.js';
import { makeUser } from '../approval/testing.js';
import { INPUTS, issue, ok, project, saveEntry, world, type Entry, type Task, type World } from './inventory.testing.js';

type Detail = Task & {
  can: Record<string, boolean>;
  sections: { scope: number; category: number | null; entryCount: number }[];
  progress: number;
};
type Page<T> = { totalRows: number; rows: T[] };

describe.each(dbKinds())('inventory tasks and their states on %s', (kind) => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await world(t);
  });
  afterAll(() => t.close());

  const detail = async (id: string, api = w.user) => ok<Detail>(await api.get(`/api/main/inventoryTask/detail?id=${id}`));
  const audits = (entity: string, entityId: string, action: string) =>
    t.database.db
      .select()
      .from(sysAudit)
      .where(and(eq(sysAudit.entity, entity), eq(sysAudit.entityId, entityId), eq(sysAudit.action, action)));

  it('adds a project with the acceptance shape and pages it, data-scoped', async () => {
    const p = await project(w, { name: 'Annual 2025 scoped', orgId: w.org('fii-ccbg') });
    expect(p).toMatchObject({ id: expect.any(String), gwpSet: 'AR5', status: 'not_issued', taskCount: 0 });
    const mine = ok<Page<{ id: string }>>(await w.mgr.get('/api/main/inventoryProject/page?name=Annual%202025%20scoped'));
    expect(mine.rows.map((r) => r.id)).toEqual([p.id]);
    // the legal-entity user sees only its own organisation's projects; a named foreign organisation is refused
    expect(ok<Page<{ id: string }>>(await w.user.get('/api/main/inventoryProject/page?name=Annual%202025%20scoped')).totalRows).toBe(0);
    expect((await w.user.get(`/api/main/inventoryProject/page?orgId=${w.org('fii')}`)).code).toBe(1013003);
    expect((await w.user.get(`/api/main/inventoryProject/detail?id=${p.id}`)).code).toBe(1013003);
    const foreign = await w.mgr.post('/api/main/inventoryProject/add', {
      name: 'x',
      type: 'annual',
      year: 2025,
      orgId: w.org('fii-iibg'),
      deadline: '2099-01-01',
    });
    expect(foreign.code).toBe(1013003);
  });

  it('issues one task per organisation: with subordinates pending distribution (2), a leaf processing (3)', async () => {
    const p = await project(w);
    const tasks = await issue(w, p.id, ['fii-ccbg-longhua-le1', 'fii-ccbg-longhua-le1-server']);
    expect(tasks.map((x) => [x.orgId, x.status])).toEqual([
      [w.org('fii-ccbg-longhua-le1'), 2],
      [w.org('fii-ccbg-longhua-le1-server'), 3],
    ]);
    expect(tasks[0]).toMatchObject({ id: expect.any(String), approvalStatus: 'not_submitted', initiatorId: w.userId('superAdmin') });
    expect(await audits('inventory_task', tasks[0]!.id, 'issue')).toHaveLength(1);
    // again for the same organisation: 2030004 naming it
    const again = await w.su.post('/api/main/inventoryTask/issue', {
      projectId: p.id,
      orgIds: [w.org('fii-ccbg-longhua-le1')],
      inventoryWay: 'quick',
    });
    expect(again.code).toBe(2030004);
    // the manager may issue only inside its business group
    const foreign = await w.mgr.post('/api/main/inventoryTask/issue', {
      projectId: p.id,
      orgIds: [w.org('fii-iibg-zhengzhou-le1')],
      inventoryWay: 'quick',
    });
    expect(foreign.code).toBe(1013003);
  });

  it('distributes down the tree only, moving the parent to processing', async () => {
    const p = await project(w);
    const [parent] = await issue(w, p.id, ['fii-ccbg-longhua-le1']);
    const foreign = await w.su.post('/api/main/inventoryTask/distribute', {
      taskId: parent!.id,
      orgIds: [w.org('fii-iibg-zhengzhou-le1')],
    });
    expect(foreign.code).toBe(2030005);
    const sibling = await w.su.post('/api/main/inventoryTask/distribute', { taskId: parent!.id, orgIds: [w.org('fii-ccbg-longhua-le1')] });
    expect(sibling.code).toBe(2030005);
    const subs = ok<Task[]>(
      await w.su.post('/api/main/inventoryTask/distribute', { taskId: parent!.id, orgIds: [w.org('fii-ccbg-longhua-le1-server')] }),
    );
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ parentId: parent!.id, orgId: w.org('fii-ccbg-longhua-le1-server'), status: 3 });
    expect((await detail(parent!.id, w.su)).status).toBe(3);
    // the legal-entity user (scope: its own organisation) cannot name the subordinate
    const outOfScope = await w.user.post('/api/main/inventoryTask/distribute', {
      taskId: parent!.id,
      orgIds: [w.org('fii-ccbg-longhua-le1-storage')],
    });
    expect(outOfScope.code).toBe(1013002); // common users hold no distribute button
  });

  it('lists tasks I participated in and tasks I initiated', async () => {
    const p = await project(w, { name: 'Relations', orgId: w.org('fii-ccbg') });
    const [mine] = await issue(w, p.id, ['fii-ccbg-longhua-le1'], w.mgr);
    const participated = ok<Page<Task>>(
      await w.user.get(`/api/main/inventoryTask/page?relation=participated&projectId=${p.id}&pageNo=1&pageSize=20`),
    );
    expect(participated.rows.map((r) => r.id)).toEqual([mine!.id]);
    const initiated = ok<Page<Task>>(await w.mgr.get(`/api/main/inventoryTask/page?relation=initiated&projectId=${p.id}`));
    expect(initiated.rows.map((r) => r.id)).toEqual([mine!.id]);
    expect(ok<Page<Task>>(await w.user.get(`/api/main/inventoryTask/page?relation=initiated&projectId=${p.id}`)).totalRows).toBe(0);
    expect(ok<Page<Task>>(await w.su.get(`/api/main/inventoryTask/page?relation=initiated&projectId=${p.id}`)).totalRows).toBe(0);
  });

  it('submit → reject → resubmit → agree, with every forbidden step refused', async () => {
    const p = await project(w, { orgId: w.org('fii-ccbg') });
    const [task] = await issue(w, p.id, ['fii-ccbg-longhua-le1'], w.mgr);
    const id = task!.id;
    const entry = ok<Entry>(await saveEntry(w.user, id, { scope: 1, sourceName: 'Boiler', input: INPUTS.gas }));
    expect(entry).toMatchObject({ id: expect.any(String), tco2e: '56.1545', version: 1 });
    expect((await detail(id)).can).toMatchObject({ fill: true, submit: true, viewApprovals: false });

    const submitted = ok<Detail>(await w.user.post('/api/main/inventoryTask/submit', { id, approverIds: [w.userId('manager')] }));
    expect(submitted).toMatchObject({ status: 5, approvalStatus: 'waiting' });
    expect(await audits('inventory_task', id, 'submit')).toHaveLength(1);
    // edit after submission
    const edit = await saveEntry(w.user, id, { id: entry.id, version: entry.version, scope: 1, input: INPUTS.gas });
    expect(edit.code).toBe(2030007);
    expect((await saveEntry(w.user, id, { scope: 1, input: INPUTS.gas })).code).toBe(2030007);
    expect((await w.user.post('/api/main/inventoryTask/submit', { id, approverIds: ['none'] })).code).toBe(2030007);

    const flowId = await waitingItem(w, id);
    // approve by someone who is not the current approver
    const stranger = await w.su.post('/api/main/approval/decide', { id: flowId, action: 'agree', comment: 'ok' });
    expect(stranger.code).toBe(2031002);
    // the inventory subject cannot approve its own task
    expect((await w.user.post('/api/main/approval/decide', { id: flowId, action: 'agree', comment: 'ok' })).success).toBe(false);

    const rejected = await w.mgr.post('/api/main/approval/decide', {
      id: flowId,
      action: 'reject',
      comment: 'Check the boiler',
      reason: 'Wrong meter',
    });
    expect(rejected.success).toBe(true);
    expect((await detail(id)).status).toBe(3);
    expect(await audits('inventory_task', id, 'reject')).toHaveLength(1);
    // approve after a rejection without resubmission
    const late = await w.mgr.post('/api/main/approval/decide', { id: flowId, action: 'agree', comment: 'ok' });
    expect(late.success).toBe(false);
    expect([2031003, 2031004]).toContain(late.code);

    // the entity corrects the entry (editable again) and resubmits
    const fixed = ok<Entry>(
      await saveEntry(w.user, id, { id: entry.id, version: entry.version, scope: 1, input: { ...INPUTS.gas, energyTJ: '2' } }),
    );
    expect(fixed).toMatchObject({ tco2e: '112.309', version: 2 });
    ok(await w.user.post('/api/main/inventoryTask/submit', { id, approverIds: [w.userId('manager')] }));
    const second = await waitingItem(w, id);
    expect(second).not.toBe(flowId);
    const agreed = await w.mgr.post('/api/main/approval/decide', { id: second, action: 'agree', comment: 'Fine' });
    expect(agreed.success).toBe(true);
    expect((await detail(id)).status).toBe(7);
    // approve twice
    const twice = await w.mgr.post('/api/main/approval/decide', { id: second, action: 'agree', comment: 'Fine' });
    expect(twice.success).toBe(false);
    expect([2031003, 2031004]).toContain(twice.code);

    // viewApprovals: the initiator sees the history; the inventory subject cannot
    const history = ok<{ decisions: { decision: string }[] }[]>(await w.mgr.get(`/api/main/inventoryTask/approvals?id=${id}`));
    expect(history).toHaveLength(2);
    expect(history.flatMap((f) => f.decisions.map((d) => d.decision)).sort()).toEqual(['agree', 'reject', 'submit', 'submit']);
    expect((await w.user.get(`/api/main/inventoryTask/approvals?id=${id}`)).code).toBe(2030010);
  });

  it("'none' passes at once; withdraw before the first decision returns the task; two steps go 5 → 6 → 7", async () => {
    const p = await project(w, { orgId: w.org('fii-ccbg') });
    const [a, b, c] = await issue(w, p.id, ['fii-ccbg-longhua-le1', 'fii-ccbg-longhua-le1-server', 'fii-ccbg-longhua-le1-storage'], w.mgr);
    for (const x of [a!, b!, c!]) ok(await saveEntry(w.su, x.id, { scope: 2, input: INPUTS.grid }));

    const none = ok<Detail>(await w.su.post('/api/main/inventoryTask/submit', { id: a!.id, approverIds: ['none'] }));
    expect(none).toMatchObject({ status: 7, approvalStatus: 'passed' });
    expect((await w.su.post('/api/main/inventoryTask/submit', { id: b!.id, approverIds: ['none', w.userId('manager')] })).code).toBe(
      2031005,
    );

    ok(await w.su.post('/api/main/inventoryTask/submit', { id: b!.id, approverIds: [w.userId('manager')] }));
    const withdrawn = ok<Detail>(await w.su.post('/api/main/inventoryTask/withdraw', { id: b!.id }));
    expect(withdrawn.status).toBe(3);
    expect(ok<{ entryCount: number }>(await w.su.get(`/api/main/inventoryTask/summary?id=${b!.id}`)).entryCount).toBe(0);
    expect((await w.su.post('/api/main/inventoryTask/withdraw', { id: b!.id })).success).toBe(false);

    // two approvers, neither of them the submitter (nobody approves their own numbers)
    const second = await makeUser(t, 'fii');
    ok(await w.su.post('/api/main/inventoryTask/submit', { id: c!.id, approverIds: [w.userId('manager'), String(second.id)] }));
    const flow = await waitingItem(w, c!.id);
    ok(await w.mgr.post('/api/main/approval/decide', { id: flow, action: 'agree', comment: 'step 1' }));
    expect((await detail(c!.id, w.su)).status).toBe(6);
    // after the first decision the submitter cannot withdraw
    expect((await w.su.post('/api/main/inventoryTask/withdraw', { id: c!.id })).success).toBe(false);
    ok(await caller(t, () => second.token).post('/api/main/approval/decide', { id: flow, action: 'agree', comment: 'step 2' }));
    expect((await detail(c!.id, w.su)).status).toBe(7);
  });

  it('refuses submission while a copied entry has no amounts (2030009), and copies sources without amounts', async () => {
    const p1 = await project(w, { year: 2024, orgId: w.org('fii-ccbg') });
    const [old] = await issue(w, p1.id, ['fii-ccbg-longhua-le1'], w.mgr);
    ok(await saveEntry(w.user, old!.id, { scope: 1, sourceName: 'Boiler 1', facility: 'Plant A', input: INPUTS.gas }));
    const p2 = await project(w, { year: 2025, orgId: w.org('fii-ccbg') });
    const [fresh] = await issue(w, p2.id, ['fii-ccbg-longhua-le1'], w.mgr);
    expect(ok<{ copied: number }>(await w.user.post('/api/main/inventoryTask/copy', { id: fresh!.id, fromTaskId: old!.id }))).toEqual({
      copied: 1,
    });
    const rows = ok<Page<Entry & { sourceName: string; facility: string; input: Record<string, unknown> }>>(
      await w.user.get(`/api/main/inventoryEntry/page?taskId=${fresh!.id}`),
    ).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sourceName: 'Boiler 1', facility: 'Plant A', tco2e: null, input: { type: 'combustion-ipcc' } });
    expect(rows[0]!.input.energyTJ).toBeUndefined();
    const refused = await w.user.post('/api/main/inventoryTask/submit', { id: fresh!.id, approverIds: ['none'] });
    expect(refused.code).toBe(2030009);
  });

  it('a project with submitted data cannot be deleted; one without can, with its tasks', async () => {
    const p = await project(w);
    const [task] = await issue(w, p.id, ['fii-ccbg-longhua-le1-server']);
    ok(await saveEntry(w.su, task!.id, { scope: 1, input: INPUTS.gas }));
    ok(await w.su.post('/api/main/inventoryTask/submit', { id: task!.id, approverIds: ['none'] }));
    const refused = await w.su.post('/api/main/inventoryProject/delete', { id: p.id });
    expect(refused.code).toBe(2030002);
    expect(refused.message).toMatch(/submitted/);
    const empty = await project(w);
    const [other] = await issue(w, empty.id, ['fii-ccbg-longhua-le1-server']);
    ok(await w.su.post('/api/main/inventoryProject/delete', { id: empty.id }));
    expect((await w.su.get(`/api/main/inventoryTask/detail?id=${other!.id}`)).code).toBe(2030003);
  });
});

/** The open approval item of the task, as the approval centre's "waiting" view shows it to its approvers. */
async function waitingItem(w: World, taskId: string): Promise<string> {
  for (const api of [w.mgr, w.su]) {
    const page = ok<{ rows: { id: string; subjectId: string; subjectType: string }[] }>(
      await api.get('/api/main/approval/page?view=waiting&pageSize=200'),
    );
    const row = page.rows.find((r) => r.subjectType === 'inventory_task' && r.subjectId === taskId);
    if (row) return row.id;
  }
  throw new Error(`no open approval item for task ${taskId}`);
}
