import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_CODE, type ApprovalDetail } from '@carbon/domain';
import { approvalFlow, approvalStep } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { caller } from '../factor/testing.js';
import { INPUTS, issue, ok, project, saveEntry, world, type Task, type World } from '../inventory/inventory.testing.js';
import { PROJECT_BUTTONS, addDraft, fullBody, projectWorld, uploadFile, URL, type ProjectWorld } from '../project/project.testing.js';
import { makeUser, type TestUser } from './testing.js';

type TaskDetail = Task & { taskStatus: number };

/**
 * Issue 25 items 2 and 3: nobody approves their own numbers, for every approval subject; approver "None" only for
 * a holder of approval:skip (seeded to the administrator and manager roles, not the common one), recorded as theirs.
 */
describe.each(dbKinds())('who may approve, and who may skip, on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let pw: ProjectWorld;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await world(t);
    pw = await projectWorld(t);
  });
  afterAll(() => t.close());

  /** A task of legal entity le1 with one entry, issued by the business-group manager. */
  async function task(): Promise<Task> {
    const p = await project(w, { orgId: w.org('fii-ccbg') });
    const [x] = await issue(w, p.id, ['fii-ccbg-longhua-le1'], w.mgr);
    ok(await saveEntry(w.user, x!.id, { scope: 2, input: INPUTS.grid }));
    return x!;
  }
  const statusOf = async (id: string) => ok<TaskDetail>(await w.mgr.get(`/api/main/inventoryTask/detail?id=${id}`)).status;

  it('an inventory task: its submitter is refused as its approver (2031010, naming the field); the task stays to fill', async () => {
    const x = await task();
    // the manager fills and submits the entity's task naming themself
    const self = await w.mgr.post('/api/main/inventoryTask/submit', { id: x.id, approverIds: [w.userId('manager')] });
    expect(self.code).toBe(APPROVAL_CODE.SELF_APPROVAL);
    expect(await statusOf(x.id)).toBe(x.status);
    // named after someone else, it goes
    ok(await w.mgr.post('/api/main/inventoryTask/submit', { id: x.id, approverIds: [w.userId('superAdmin')] }));
  });

  it('a common user may not submit with "None" (2031011); a manager may, and the history records who skipped', async () => {
    const x = await task();
    const refused = await w.user.post('/api/main/inventoryTask/submit', { id: x.id, approverIds: ['none'] });
    expect(refused.code).toBe(APPROVAL_CODE.SKIP_NOT_ALLOWED);
    expect(await statusOf(x.id)).toBe(x.status);
    ok(await w.mgr.post('/api/main/inventoryTask/submit', { id: x.id, approverIds: ['none'] }));
    expect(await statusOf(x.id)).toBe(7);
    const [flow] = ok<ApprovalDetail[]>(await w.mgr.get(`/api/main/inventoryTask/approvals?id=${x.id}`));
    expect(flow!.decisions.map((d) => [d.decision, d.actorId])).toEqual([['none', w.userId('manager')]]);
  });

  it('an energy-saving project: its submitter named as a reviewer is refused; the draft stays a draft', async () => {
    const both: TestUser = await makeUser(t, 'fii-ccbg-longhua', [...PROJECT_BUTTONS, 'approval:decide']);
    const api = caller(t, () => both.token);
    const d = await addDraft(api, fullBody(pw, { supervisorReviewerId: String(both.id) }));
    ok(await uploadFile(api, d.id, 'proposal'));
    const res = await api.post(URL('submit'), { id: d.id });
    expect(res.code).toBe(APPROVAL_CODE.SELF_APPROVAL);
    expect(ok<{ status: string; approvalStatus: string }>(await api.get(`${URL('detail')}?id=${d.id}`))).toMatchObject({
      status: 'draft',
      approvalStatus: 'not_submitted',
    });
  });

  it('a flow that names its submitter at the current step (from before this rule) cannot be decided by them', async () => {
    const u = await makeUser(t, 'fii-ccbg-longhua-le1');
    const at = new Date();
    const [flow] = await t.database.db
      .insert(approvalFlow)
      .values({
        subjectType: 'inventory_task',
        subjectId: 1,
        orgId: u.orgId,
        title: 'legacy',
        submitterId: u.id,
        status: 'waiting',
        currentStep: 1,
        stepCount: 1,
        link: '/x',
        submittedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: approvalFlow.id });
    await t.database.db.insert(approvalStep).values({ flowId: flow!.id, stepNo: 1, approverId: u.id, namedBy: u.id });
    const res = await caller(t, () => u.token).post('/api/main/approval/decide', {
      id: String(flow!.id),
      action: 'agree',
      comment: 'mine',
    });
    expect(res.code).toBe(APPROVAL_CODE.SELF_APPROVAL);
  });

  it('the seeded roles: approval:skip is the administrator’s and the manager’s, not the common user’s', async () => {
    const buttons = async (api: typeof w.user) => ok<{ permissions: string[] }>(await api.get('/api/main/getLoginUser')).permissions;
    expect(await buttons(w.mgr)).toContain('approval:skip');
    expect(await buttons(w.user)).not.toContain('approval:skip');
  });
});
