import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ApprovalDetail, ApproverCandidateRow } from '@carbon/domain';
import { sysAudit } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { caller } from '../factor/testing.js';
import { makeUser, type TestUser } from '../approval/testing.js';
import { INPUTS, issue, ok, project, saveEntry, world, type Task, type World } from './inventory.testing.js';

type Detail = Task & { laterApprovers: ApproverCandidateRow[]; can: Record<string, boolean> };

/**
 * Spec §6 approval levels (organisation direct supervisor, high-level supervisor, business
 * group owner, group central owner) and the approvers an initiator names for the later steps.
 */
describe.each(dbKinds())('approver levels and later approvers on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let direct: TestUser;
  let park: TestUser;
  let bg: TestUser;
  let group: TestUser;
  let foreign: TestUser;
  let noPerm: TestUser;
  const as = (u: TestUser) => caller(t, () => u.token);
  const id = (u: TestUser) => String(u.id);

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await world(t);
    direct = await makeUser(t, 'fii-ccbg-longhua-le1');
    park = await makeUser(t, 'fii-ccbg-longhua');
    bg = await makeUser(t, 'fii-ccbg');
    group = await makeUser(t, 'fii');
    foreign = await makeUser(t, 'fii-iibg');
    noPerm = await makeUser(t, 'fii', []);
  });
  afterAll(() => t.close());

  /** A task of legal entity le1 issued by the business-group manager, with one entry to submit. */
  async function task(laterApproverIds?: string[]): Promise<Task> {
    const p = await project(w, { orgId: w.org('fii-ccbg') });
    const [x] = await issue(w, p.id, ['fii-ccbg-longhua-le1'], w.mgr, laterApproverIds ? { laterApproverIds } : {});
    ok(await saveEntry(w.user, x!.id, { scope: 2, input: INPUTS.grid }));
    return x!;
  }
  const progress = async (taskId: string) => ok<ApprovalDetail[]>(await w.mgr.get(`/api/main/inventoryTask/approvals?id=${taskId}`))[0]!;
  const taskDetail = async (taskId: string, api = w.user) => ok<Detail>(await api.get(`/api/main/inventoryTask/detail?id=${taskId}`));

  it('offers approvers with their level for the task organisation, lowest level first, and keeps each step’s level', async () => {
    const x = await task();
    const candidates = ok<ApproverCandidateRow[]>(await w.user.get(`/api/main/inventoryTask/approverCandidates?id=${x.id}`));
    const levelOf = (u: TestUser) => candidates.find((c) => c.id === id(u))?.level;
    expect([levelOf(direct), levelOf(park), levelOf(bg), levelOf(group)]).toEqual([
      'org_direct_supervisor',
      'org_senior_supervisor',
      'business_group_owner',
      'group_central_owner',
    ]);
    expect(levelOf(foreign)).toBeUndefined();
    const order = ['org_direct_supervisor', 'org_senior_supervisor', 'business_group_owner', 'group_central_owner'];
    const ranks = candidates.map((c) => order.indexOf(c.level));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    ok(await w.user.post('/api/main/inventoryTask/submit', { id: x.id, approverIds: [id(park), id(bg)] }));
    const flow = await progress(x.id);
    expect(flow.steps.map((s) => [s.approverId, s.level, s.namedByInitiator])).toEqual([
      [id(park), 'org_senior_supervisor', false],
      [id(bg), 'business_group_owner', false],
    ]);
  });

  it('issues with later approvers only when each may approve every organisation named', async () => {
    const p = await project(w, { orgId: w.org('fii-ccbg') });
    const refused = await w.mgr.post('/api/main/inventoryTask/issue', {
      projectId: p.id,
      orgIds: [w.org('fii-ccbg-longhua-le1')],
      laterApproverIds: [id(foreign)],
    });
    expect(refused.code).toBe(2031006);
    expect(refused.message).toContain(foreign.account);
    const noPermission = await w.mgr.post('/api/main/inventoryTask/issue', {
      projectId: p.id,
      orgIds: [w.org('fii-ccbg-longhua-le1')],
      laterApproverIds: [id(noPerm)],
    });
    expect(noPermission.code).toBe(2031006);
    // nothing was written by the refused calls
    expect(ok<{ totalRows: number }>(await w.mgr.get(`/api/main/inventoryTask/page?projectId=${p.id}`)).totalRows).toBe(0);
  });

  it("appends the initiator's later approvers after the submitter's own, tagged, and moves through all of them", async () => {
    const x = await task([id(group)]);
    const d = await taskDetail(x.id);
    expect(d.laterApprovers.map((a) => [a.id, a.level])).toEqual([[id(group), 'group_central_owner']]);
    expect(d.can.nameLaterApprovers).toBe(false);

    ok(await w.user.post('/api/main/inventoryTask/submit', { id: x.id, approverIds: [id(direct)] }));
    const flow = await progress(x.id);
    expect(flow.steps.map((s) => [s.approverId, s.level, s.namedByInitiator])).toEqual([
      [id(direct), 'org_direct_supervisor', false],
      [id(group), 'group_central_owner', true],
    ]);
    ok(await as(direct).post('/api/main/approval/decide', { id: flow.id, action: 'agree', comment: 'entity checked' }));
    expect((await taskDetail(x.id)).status).toBe(6);
    ok(await as(group).post('/api/main/approval/decide', { id: flow.id, action: 'agree', comment: 'group checked' }));
    expect(await taskDetail(x.id)).toMatchObject({ status: 7, approvalStatus: 'passed' });
  });

  it('the task names the level of the approver it waits for; an approved task shows 100% progress', async () => {
    const x = await task();
    ok(await w.user.post('/api/main/inventoryTask/submit', { id: x.id, approverIds: [id(bg), id(direct)] }));
    type Row = { status: number; waitingLevel: string | null; progress: number };
    const first = ok<Row>(await w.user.get(`/api/main/inventoryTask/detail?id=${x.id}`));
    expect([first.status, first.waitingLevel]).toEqual([5, 'business_group_owner']);
    const flow = await progress(x.id);
    ok(await as(bg).post('/api/main/approval/decide', { id: flow.id, action: 'agree', comment: 'bg checked' }));
    expect(ok<Row>(await w.user.get(`/api/main/inventoryTask/detail?id=${x.id}`)).waitingLevel).toBe('org_direct_supervisor');
    ok(await as(direct).post('/api/main/approval/decide', { id: flow.id, action: 'agree', comment: 'entity checked' }));
    // a template of many sections, one filled: the approved task is complete all the same
    expect(ok<Row>(await w.user.get(`/api/main/inventoryTask/detail?id=${x.id}`))).toMatchObject({
      status: 7,
      waitingLevel: null,
      progress: 100,
    });
  });

  it("with 'None' at this node, the later approvers still decide; an approver chosen twice is asked once", async () => {
    const x = await task([id(bg), id(group)]);
    // "None" is the manager's (approval:skip), not the common user's
    expect((await w.user.post('/api/main/inventoryTask/submit', { id: x.id, approverIds: ['none'] })).code).toBe(2031011);
    const none = ok<Detail>(await w.mgr.post('/api/main/inventoryTask/submit', { id: x.id, approverIds: ['none'] }));
    expect(none.approvalStatus).toBe('waiting');
    const flow = await progress(x.id);
    expect(flow.decisions[0]).toMatchObject({ stepNo: 0, decision: 'none' });
    expect(flow.steps.map((s) => s.approverId)).toEqual([id(bg), id(group)]);

    const y = await task([id(bg), id(group)]);
    ok(await w.user.post('/api/main/inventoryTask/submit', { id: y.id, approverIds: [id(group)] }));
    expect((await progress(y.id)).steps.map((s) => [s.approverId, s.namedByInitiator])).toEqual([
      [id(group), false],
      [id(bg), true],
    ]);
  });

  it('only the initiator names later approvers; the change is audited and applies to the next submission', async () => {
    const x = await task();
    expect((await w.user.get(`/api/main/inventoryTask/laterApproverCandidates?id=${x.id}`)).code).toBe(2030010);
    expect((await w.user.post('/api/main/inventoryTask/laterApprovers', { id: x.id, laterApproverIds: [id(bg)] })).code).toBe(2030010);
    const offered = ok<ApproverCandidateRow[]>(await w.mgr.get(`/api/main/inventoryTask/laterApproverCandidates?id=${x.id}`));
    expect(offered.map((c) => c.id)).toEqual(expect.arrayContaining([id(bg), id(group)]));
    expect((await w.mgr.post('/api/main/inventoryTask/laterApprovers', { id: x.id, laterApproverIds: [id(foreign)] })).code).toBe(2031006);

    const set = ok<Detail>(await w.mgr.post('/api/main/inventoryTask/laterApprovers', { id: x.id, laterApproverIds: [id(bg), id(group)] }));
    expect(set.laterApprovers.map((a) => a.id)).toEqual([id(bg), id(group)]);
    expect(set.can.nameLaterApprovers).toBe(true);
    const audits = await t.database.db
      .select()
      .from(sysAudit)
      .where(and(eq(sysAudit.entity, 'inventory_task'), eq(sysAudit.entityId, x.id), eq(sysAudit.action, 'edit')));
    expect(audits.at(-1)?.after).toMatchObject({ laterApproverIds: [id(bg), id(group)] });

    ok(await w.user.post('/api/main/inventoryTask/submit', { id: x.id, approverIds: [id(direct)] }));
    expect((await progress(x.id)).steps.map((s) => s.approverId)).toEqual([id(direct), id(bg), id(group)]);
  });
});
