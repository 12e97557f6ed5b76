import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APPROVAL_CODE, STATUS, type ApproverCandidateRow } from '@carbon/domain';
import { sysOrg, sysUser } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, type Envelope, type TestApp } from '../../test/harness.js';
import { caller } from '../factor/testing.js';
import { makeUser, orgId, recordingHandler, startFlow, type TestUser } from './testing.js';

const SUBJECT = 'candidate_subject';
let subjectSeq = 5000;

describe.each(dbKinds())('the approver candidates of a flow on %s', (kind) => {
  let t: TestApp;
  let submitter: TestUser;
  let first: TestUser;
  let second: TestUser;
  let group: TestUser;
  let foreign: TestUser;
  let noPerm: TestUser;
  let inactive: TestUser;
  let le1: number;
  const api = (u: TestUser) => caller(t, () => u.token);
  const candidates = async (u: TestUser, flowId: number | string) => api(u).get(`/api/main/approval/candidates?id=${flowId}`);
  const ids = (res: Envelope) => (res.data as ApproverCandidateRow[]).map((r) => Number(r.id));
  const setStatus = (u: TestUser, status: number) => t.database.db.update(sysUser).set({ status }).where(eq(sysUser.id, u.id));

  beforeAll(async () => {
    t = await createTestApp({ kind });
    t.app.services.approval.registerSubject(SUBJECT, recordingHandler().handler);
    le1 = await orgId(t, 'fii-ccbg-longhua-le1');
    submitter = await makeUser(t, 'fii-ccbg-longhua-le1', ['approval:decide']);
    first = await makeUser(t, 'fii-ccbg');
    second = await makeUser(t, 'fii-ccbg-longhua');
    group = await makeUser(t, 'fii');
    foreign = await makeUser(t, 'fii-iibg');
    noPerm = await makeUser(t, 'fii-ccbg', []);
    inactive = await makeUser(t, 'fii-ccbg');
    await setStatus(inactive, STATUS.DEACTIVATED);
  });
  afterAll(() => t.close());

  it('lists active approval holders who see the organisation, without the submitter and the flow’s approvers', async () => {
    const { flowId } = await startFlow(t, submitter, {
      subjectType: SUBJECT,
      subjectId: ++subjectSeq,
      orgId: le1,
      approverIds: [String(first.id)],
    });
    const res = await candidates(submitter, flowId);
    expect(res.success).toBe(true);
    const listed = ids(res);
    expect(listed).toEqual(expect.arrayContaining([second.id, group.id]));
    for (const u of [submitter, first, foreign, noPerm, inactive]) expect(listed).not.toContain(u.id);
    const [longhua] = await t.database.db.select({ name: sysOrg.name }).from(sysOrg).where(eq(sysOrg.code, 'fii-ccbg-longhua'));
    expect((res.data as ApproverCandidateRow[]).find((r) => r.id === String(second.id))).toEqual({
      id: String(second.id),
      name: second.account,
      account: second.account,
      orgName: longhua!.name,
      level: 'org_senior_supervisor',
    });
  });

  it('is the submitter’s alone (2031008); an unknown flow does not exist (2031001)', async () => {
    const { flowId } = await startFlow(t, submitter, {
      subjectType: SUBJECT,
      subjectId: ++subjectSeq,
      orgId: le1,
      approverIds: [String(first.id)],
    });
    for (const u of [first, second, noPerm]) expect((await candidates(u, flowId)).code).toBe(APPROVAL_CODE.CANNOT_REASSIGN);
    expect((await candidates(submitter, 987654321)).code).toBe(APPROVAL_CODE.NOT_EXIST);
  });

  it('offers, for an abnormal flow, exactly who the reassignment accepts', async () => {
    const gone = await makeUser(t, 'fii-ccbg');
    const { flowId } = await startFlow(t, submitter, {
      subjectType: SUBJECT,
      subjectId: ++subjectSeq,
      orgId: le1,
      approverIds: [String(gone.id), String(second.id)],
    });
    await setStatus(gone, STATUS.DEACTIVATED);
    const listed = ids(await candidates(submitter, flowId));
    // neither the deactivated current approver nor the one of the next step
    expect(listed).not.toContain(gone.id);
    expect(listed).not.toContain(second.id);
    expect(listed).toContain(group.id);
    const done = await api(submitter).post('/api/main/approval/reassign', { id: String(flowId), approverId: String(group.id) });
    expect(done).toMatchObject({ success: true, data: { currentApproverId: String(group.id), status: 'waiting' } });
    expect(ids(await candidates(submitter, flowId))).not.toContain(group.id);
  });
});
