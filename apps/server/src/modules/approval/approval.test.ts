import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { APPROVAL_CODE, STATUS, type ApprovalDetail, type ApprovalItemRow } from '@carbon/domain';
import { approvalDecision, sysAudit, sysNotice, sysTodo, sysUser } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, type Envelope, type TestApp } from '../../test/harness.js';
import { caller } from '../factor/testing.js';
import { makeUser, orgId, recordingHandler, startFlow, withdrawFlow, type TestUser } from './testing.js';

type PageData = { totalRows: number; rows: ApprovalItemRow[] };
const SUBJECT = 'test_subject';
let subjectSeq = 1000;

describe.each(dbKinds())('the generic approval workflow on %s', (kind) => {
  let t: TestApp;
  let submitter: TestUser;
  let a: TestUser;
  let b: TestUser;
  let c: TestUser;
  let foreign: TestUser;
  let noPerm: TestUser;
  let stranger: TestUser;
  let initiator: TestUser;
  let le1: number;
  const rec = recordingHandler();
  const api = (u: TestUser, lang = 'en-US') => caller(t, () => u.token, lang);
  const start = (approvers: (TestUser | 'none' | string)[], subjectId = ++subjectSeq) =>
    startFlow(t, submitter, {
      subjectType: SUBJECT,
      subjectId,
      orgId: le1,
      approverIds: approvers.map((x) => (typeof x === 'string' ? x : String(x.id))),
    });
  const decide = (u: TestUser, id: number, action: 'agree' | 'reject', extra: Record<string, string> = {}) =>
    api(u).post('/api/main/approval/decide', { id: String(id), action, comment: 'checked', ...extra });
  const todosOf = (flowId: number) =>
    t.database.db
      .select()
      .from(sysTodo)
      .where(and(eq(sysTodo.subjectType, 'approval'), eq(sysTodo.subjectId, flowId)))
      .orderBy(sysTodo.id);
  const noticesOf = (userId: number) => t.database.db.select().from(sysNotice).where(eq(sysNotice.userId, userId)).orderBy(sysNotice.id);

  beforeAll(async () => {
    t = await createTestApp({ kind });
    // The test's own subject type: the mechanism knows no inventory tables.
    t.app.services.approval.registerSubject(SUBJECT, {
      ...rec.handler,
      canView: async (_db, userId) => userId === initiator.id,
    });
    le1 = await orgId(t, 'fii-ccbg-longhua-le1');
    // may submit with approver "None" (approval:skip), approves nothing
    submitter = await makeUser(t, 'fii-ccbg-longhua-le1', ['approval:skip']);
    a = await makeUser(t, 'fii-ccbg');
    b = await makeUser(t, 'fii-ccbg-longhua');
    c = await makeUser(t, 'fii');
    foreign = await makeUser(t, 'fii-iibg');
    noPerm = await makeUser(t, 'fii-ccbg', []);
    stranger = await makeUser(t, 'fii-ccbg');
    initiator = await makeUser(t, 'fii-ccbg', []);
  });
  afterAll(() => t.close());

  it('moves a two-step flow: to-dos and notices follow the current approver, the handler hears each step, history is kept', async () => {
    const { flowId, passed } = await start([a, b]);
    expect(passed).toBe(false);
    const detail0 = (await api(submitter).get(`/api/main/approval/detail?id=${flowId}`)).data as ApprovalDetail;
    expect(detail0).toMatchObject({ status: 'waiting', currentStep: 1, stepCount: 2, currentApproverId: String(a.id) });
    expect(detail0.can).toEqual({ decide: false, withdraw: true, reassign: false });
    expect((await todosOf(flowId)).map((x) => [x.userId, x.state])).toEqual([[a.id, 'todo']]);
    expect((await noticesOf(a.id)).at(-1)).toMatchObject({
      titleKey: 'approval.notice.waiting',
      link: `/carbonButler/approvalCenter?id=${flowId}`,
    });

    const waitingA = (await api(a).get('/api/main/approval/page?view=waiting')).data as PageData;
    expect(waitingA.rows.map((r) => r.id)).toContain(String(flowId));
    expect(((await api(b).get('/api/main/approval/page?view=waiting')).data as PageData).rows.map((r) => r.id)).not.toContain(
      String(flowId),
    );
    expect(((await api(submitter).get('/api/main/approval/page?view=submitted')).data as PageData).rows[0]).toMatchObject({
      id: String(flowId),
      orgName: expect.any(String),
      submitterName: submitter.account,
      currentApproverName: a.account,
    });

    // comments are required; a rejection needs a reason of at most 50 characters
    const noComment = await api(a, 'zh-CN').post('/api/main/approval/decide', { id: String(flowId), action: 'agree', comment: '  ' });
    expect(noComment).toMatchObject({ success: false, code: 1012001, message: expect.stringContaining('请填写审批意见') });
    const noReason = await decide(a, flowId, 'reject');
    expect(noReason).toMatchObject({
      success: false,
      code: 1012001,
      message: expect.stringContaining('Please give the reason for the rejection'),
    });
    const longReason = await decide(a, flowId, 'reject', { reason: 'x'.repeat(51) });
    expect(longReason).toMatchObject({ success: false, code: 1012001 });

    // not the current approver
    expect((await decide(b, flowId, 'agree')).code).toBe(APPROVAL_CODE.NOT_CURRENT_APPROVER);
    expect((await decide(stranger, flowId, 'agree')).code).toBe(APPROVAL_CODE.NOT_CURRENT_APPROVER);

    const r1 = await decide(a, flowId, 'agree');
    expect(r1.success).toBe(true);
    expect(r1.data).toMatchObject({ status: 'in_progress', currentStep: 2, currentApproverId: String(b.id) });
    expect(rec.calls.at(-1)).toMatchObject({ event: 'agreed', flow: { id: flowId, subjectType: SUBJECT, currentStep: 2, stepCount: 2 } });
    // approving twice: already decided
    expect((await decide(a, flowId, 'agree')).code).toBe(APPROVAL_CODE.ALREADY_DECIDED);
    expect((await todosOf(flowId)).map((x) => [x.userId, x.state])).toEqual([
      [a.id, 'completed'],
      [b.id, 'todo'],
    ]);
    // withdrawing after a decision is refused
    await expect(withdrawFlow(t, submitter, flowId)).rejects.toMatchObject({ code: APPROVAL_CODE.CANNOT_WITHDRAW });

    const r2 = await decide(b, flowId, 'agree');
    expect(r2.data).toMatchObject({ status: 'passed', currentApproverId: null, closedAt: expect.any(String) });
    expect(rec.calls.at(-1)).toMatchObject({ event: 'passed', flow: { id: flowId } });
    expect((await todosOf(flowId)).every((x) => x.state === 'completed')).toBe(true);
    expect((await noticesOf(submitter.id)).at(-1)).toMatchObject({ titleKey: 'approval.notice.passed' });
    // after the flow closed
    expect((await decide(b, flowId, 'agree')).code).toBe(APPROVAL_CODE.ALREADY_DECIDED);

    const detail = (await api(submitter).get(`/api/main/approval/detail?id=${flowId}`)).data as ApprovalDetail;
    expect(detail.decisions.map((d) => [d.stepNo, d.actorId, d.decision, d.comment])).toEqual([
      [0, String(submitter.id), 'submit', null],
      [1, String(a.id), 'agree', 'checked'],
      [2, String(b.id), 'agree', 'checked'],
    ]);
    expect(detail.steps.map((s) => s.status)).toEqual(['agreed', 'agreed']);
    const history = (await api(a).get('/api/main/approval/page?view=history')).data as PageData;
    expect(history.rows.map((r) => r.id)).toContain(String(flowId));
    const audits = await t.database.db
      .select({ action: sysAudit.action })
      .from(sysAudit)
      .where(and(eq(sysAudit.entity, 'approval'), eq(sysAudit.entityId, String(flowId))))
      .orderBy(sysAudit.id);
    expect(audits.map((x) => x.action)).toEqual(['submit', 'agree', 'agree']);
  });

  it('rejects: the flow closes, later steps are skipped, the submitter is told why; approving after it is refused', async () => {
    const { flowId } = await start([a, b]);
    const res = await decide(a, flowId, 'reject', { reason: 'missing invoices' });
    expect(res.data).toMatchObject({ status: 'rejected' });
    expect(rec.calls.at(-1)).toMatchObject({ event: 'rejected', flow: { id: flowId } });
    expect((await noticesOf(submitter.id)).at(-1)).toMatchObject({
      titleKey: 'approval.notice.rejected',
      params: expect.stringContaining('missing invoices'),
    });
    expect((await todosOf(flowId)).every((x) => x.state === 'completed')).toBe(true);
    expect((await decide(b, flowId, 'agree')).code).toBe(APPROVAL_CODE.CLOSED);
    expect((await decide(a, flowId, 'agree')).code).toBe(APPROVAL_CODE.ALREADY_DECIDED);
    const detail = (await api(submitter).get(`/api/main/approval/detail?id=${flowId}`)).data as ApprovalDetail;
    expect(detail.steps.map((s) => s.status)).toEqual(['rejected', 'skipped']);
    expect(detail.decisions.at(-1)).toMatchObject({ decision: 'reject', reason: 'missing invoices' });
    // resubmission is a new flow of the same subject; history lists both, newest first
    const again = await start([a], Number(detail.subjectId));
    const flows = await t.app.services.approval.history(SUBJECT, Number(detail.subjectId));
    expect(flows.map((f) => [f.id, f.status])).toEqual([
      [String(again.flowId), 'waiting'],
      [String(flowId), 'rejected'],
    ]);
  });

  it("'none' alone passes at once and is recorded; with others, repeated or unfit approvers are refused", async () => {
    const before = rec.calls.length;
    const none = await start(['none']);
    expect(none.passed).toBe(true);
    const shown = await t.app.services.approval.shownStatus(t.database.db, [none.flowId]);
    expect(shown.get(none.flowId)).toBe('passed');
    const d = (await api(submitter).get(`/api/main/approval/detail?id=${none.flowId}`)).data as ApprovalDetail;
    expect(d.decisions.map((x) => x.decision)).toEqual(['none']);
    expect(await todosOf(none.flowId)).toHaveLength(0);
    expect(rec.calls.length).toBe(before); // the subject module itself moves on 'passed'

    await expect(start(['none', a])).rejects.toMatchObject({ code: APPROVAL_CODE.NONE_WITH_OTHERS });
    // "None" needs approval:skip; nobody is their own approver
    const plain = { subjectType: SUBJECT, subjectId: ++subjectSeq, orgId: le1 };
    await expect(startFlow(t, noPerm, { ...plain, approverIds: ['none'] })).rejects.toMatchObject({ code: APPROVAL_CODE.SKIP_NOT_ALLOWED });
    await expect(startFlow(t, a, { ...plain, approverIds: [String(a.id)] })).rejects.toMatchObject({
      code: APPROVAL_CODE.SELF_APPROVAL,
      field: 'approverIds',
    });
    await expect(start([a, a])).rejects.toMatchObject({ code: APPROVAL_CODE.APPROVER_REPEAT });
    await expect(start([a, noPerm])).rejects.toMatchObject({ code: APPROVAL_CODE.APPROVER_NOT_ALLOWED, params: { name: noPerm.account } });
    await expect(start([foreign])).rejects.toMatchObject({ code: APPROVAL_CODE.APPROVER_NOT_ALLOWED, params: { name: foreign.account } });
    await expect(start([])).rejects.toMatchObject({ code: 1012001 });
    await expect(start(['abc'])).rejects.toMatchObject({ code: APPROVAL_CODE.APPROVER_NOT_ALLOWED });
    // a refused start writes nothing
    const flows = await t.database.db.execute(
      sql`select count(*)::int as n from approval_flow where subject_type = ${SUBJECT} and subject_id > ${subjectSeq - 7}`,
    );
    expect((flows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('withdraws before any decision (submitter only) and closes the to-dos', async () => {
    const { flowId } = await start([a]);
    const other = { id: stranger.id, account: stranger.account };
    await expect(withdrawFlow(t, other, flowId)).rejects.toMatchObject({ code: APPROVAL_CODE.CANNOT_WITHDRAW });
    await withdrawFlow(t, submitter, flowId);
    expect((await t.app.services.approval.shownStatus(t.database.db, [flowId])).get(flowId)).toBe('withdrawn');
    expect((await todosOf(flowId)).map((x) => x.state)).toEqual(['completed']);
    expect((await decide(a, flowId, 'agree')).code).toBe(APPROVAL_CODE.CLOSED);
    await expect(withdrawFlow(t, submitter, flowId)).rejects.toMatchObject({ code: APPROVAL_CODE.CANNOT_WITHDRAW });
  });

  it('shows a flow whose current approver is deactivated as abnormal; only its submitter reassigns it', async () => {
    const gone = await makeUser(t, 'fii-ccbg');
    const { flowId } = await start([gone, b]);
    const healthy = await start([a]);
    expect((await api(submitter).post('/api/main/approval/reassign', { id: String(healthy.flowId), approverId: String(c.id) })).code).toBe(
      APPROVAL_CODE.CANNOT_REASSIGN,
    );
    await t.database.db.update(sysUser).set({ status: STATUS.DEACTIVATED }).where(eq(sysUser.id, gone.id));
    expect((await t.app.services.approval.shownStatus(t.database.db, [flowId, healthy.flowId])).get(flowId)).toBe('abnormal');
    const abnormal = (await api(submitter).get('/api/main/approval/page?view=submitted&status=abnormal')).data as PageData;
    expect(abnormal.rows.map((r) => r.id)).toEqual([String(flowId)]);
    const waiting = (await api(submitter).get('/api/main/approval/page?view=submitted&status=waiting')).data as PageData;
    expect(waiting.rows.map((r) => r.id)).toContain(String(healthy.flowId));
    expect(waiting.rows.map((r) => r.id)).not.toContain(String(flowId));
    expect(((await api(submitter).get(`/api/main/approval/detail?id=${flowId}`)).data as ApprovalDetail).can.reassign).toBe(true);

    expect((await api(stranger).post('/api/main/approval/reassign', { id: String(flowId), approverId: String(c.id) })).code).toBe(
      APPROVAL_CODE.CANNOT_REASSIGN,
    );
    expect((await api(submitter).post('/api/main/approval/reassign', { id: String(flowId), approverId: String(b.id) })).code).toBe(
      APPROVAL_CODE.APPROVER_REPEAT,
    );
    expect((await api(submitter).post('/api/main/approval/reassign', { id: String(flowId), approverId: String(foreign.id) })).code).toBe(
      APPROVAL_CODE.APPROVER_NOT_ALLOWED,
    );
    const res = await api(submitter).post('/api/main/approval/reassign', { id: String(flowId), approverId: String(c.id) });
    expect(res.data).toMatchObject({ status: 'waiting', currentApproverId: String(c.id) });
    expect((await todosOf(flowId)).map((x) => [x.userId, x.state])).toEqual([
      [gone.id, 'completed'],
      [c.id, 'todo'],
    ]);
    expect((await decide(c, flowId, 'agree')).data).toMatchObject({ status: 'in_progress', currentApproverId: String(b.id) });
  });

  it('opens the detail to the submitter, the approvers and whom the subject allows; others get 2031001', async () => {
    const { flowId } = await start([a]);
    expect((await api(stranger).get(`/api/main/approval/detail?id=${flowId}`)).code).toBe(APPROVAL_CODE.NOT_EXIST);
    expect((await api(initiator).get(`/api/main/approval/detail?id=${flowId}`)).success).toBe(true);
    expect((await api(a).get(`/api/main/approval/detail?id=${flowId}`)).data).toMatchObject({ can: { decide: true } });
    expect((await api(a).get('/api/main/approval/detail?id=999999999')).code).toBe(APPROVAL_CODE.NOT_EXIST);
    const counts = (await api(a).get('/api/main/approval/counts')).data as { submitted: number; waiting: number; history: number };
    const waiting = (await api(a).get('/api/main/approval/page?view=waiting&pageSize=100')).data as PageData;
    expect(counts.waiting).toBe(waiting.totalRows);
    expect(counts.waiting).toBeGreaterThan(0);
    const byKeyword = (await api(a).get(`/api/main/approval/page?view=waiting&keyword=${encodeURIComponent(waiting.rows[0]!.title)}`))
      .data as PageData;
    expect(byKeyword.rows.map((r) => r.id)).toEqual([waiting.rows[0]!.id]);
  });

  it('keeps decisions append-only: the database refuses to change or remove one', async () => {
    const { flowId } = await start(['none']);
    await expect(
      t.database.db.update(approvalDecision).set({ comment: 'forged' }).where(eq(approvalDecision.flowId, flowId)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(approvalDecision).where(eq(approvalDecision.flowId, flowId))).rejects.toThrow();
    const rows = await t.database.db.select().from(approvalDecision).where(eq(approvalDecision.flowId, flowId));
    expect(rows.map((r) => r.comment)).toEqual([null]);
  });
});

describe.skipIf(!dbKinds().includes('postgres'))('two decisions on one step at once, on PostgreSQL', () => {
  let t1: TestApp;
  let t2: TestApp;
  beforeAll(async () => {
    // two processes on one database share the token secret, as in production
    const env = { JWT_SECRET: 'approval-race-test-secret-0123456789abcdef' };
    t1 = await createTestApp({ kind: 'postgres', env });
    t2 = await createTestApp({ kind: 'postgres', env, databaseUrl: urlOf(t1) });
    for (const t of [t1, t2]) t.app.services.approval.registerSubject(SUBJECT, recordingHandler().handler);
  });
  afterAll(async () => {
    await t2?.close();
    await t1?.close();
  });

  it('records exactly one decision per step; every other request gets 2031003', async () => {
    const submitter = await makeUser(t1, 'fii-ccbg-longhua-le1', []);
    const approver = await makeUser(t1, 'fii-ccbg');
    const le1 = await orgId(t1, 'fii-ccbg-longhua-le1');
    const send = (t: TestApp, id: number, action: 'agree' | 'reject') =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/main/approval/decide',
          headers: { authorization: `Bearer ${approver.token}`, 'accept-language': 'en-US' },
          payload: { id: String(id), action, comment: `by ${action}`, ...(action === 'reject' ? { reason: 'no' } : {}) },
        })
        .then((r) => r.json<Envelope>());
    for (let round = 0; round < 5; round++) {
      const { flowId } = await startFlow(t1, submitter, {
        subjectType: SUBJECT,
        subjectId: 5000 + round,
        orgId: le1,
        approverIds: [String(approver.id)],
      });
      const answers = await Promise.all([
        send(t1, flowId, 'agree'),
        send(t2, flowId, 'reject'),
        send(t1, flowId, 'reject'),
        send(t2, flowId, 'agree'),
      ]);
      const ok = answers.filter((x) => x.success);
      expect(ok).toHaveLength(1);
      expect(answers.filter((x) => !x.success).map((x) => x.code)).toEqual([
        APPROVAL_CODE.ALREADY_DECIDED,
        APPROVAL_CODE.ALREADY_DECIDED,
        APPROVAL_CODE.ALREADY_DECIDED,
      ]);
      expect(answers.find((x) => !x.success)!.message).toMatch(/already been decided/);
      const decisions = await t1.database.db
        .select()
        .from(approvalDecision)
        .where(and(eq(approvalDecision.flowId, flowId), eq(approvalDecision.stepNo, 1)));
      expect(decisions).toHaveLength(1);
      expect((ok[0]!.data as ApprovalDetail).status).toBe(decisions[0]!.decision === 'agree' ? 'passed' : 'rejected');
    }
  });

  it('both requests pass every check and meet at the conditional update: one moves the flow, the other gets 2031003', async () => {
    const submitter = await makeUser(t1, 'fii-ccbg-longhua-le1', []);
    const approver = await makeUser(t1, 'fii-ccbg');
    const le1 = await orgId(t1, 'fii-ccbg-longhua-le1');
    const { flowId } = await startFlow(t1, submitter, {
      subjectType: SUBJECT,
      subjectId: 6000,
      orgId: le1,
      approverIds: [String(approver.id)],
    });
    const send = (t: TestApp, action: 'agree' | 'reject') =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/main/approval/decide',
          headers: { authorization: `Bearer ${approver.token}`, 'accept-language': 'en-US' },
          payload: { id: String(flowId), action, comment: 'race', ...(action === 'reject' ? { reason: 'no' } : {}) },
        })
        .then((r) => r.json<Envelope>());
    // Another session holds the flow row: both decisions read it, pass their checks, and wait at the UPDATE.
    const holder = new pg.Client({ connectionString: urlOf(t1) });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from approval_flow where id = $1 for update', [flowId]);
      const pending = Promise.all([send(t1, 'agree'), send(t2, 'reject')]);
      const waiting = async () =>
        Number(
          (
            await holder.query(
              "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
            )
          ).rows[0].n,
        );
      for (const end = Date.now() + 30_000; (await waiting()) < 2 && Date.now() < end;) await new Promise((r) => setTimeout(r, 50)); // a ceiling
      expect(await waiting()).toBe(2);
      await holder.query('commit');
      const answers = await pending;
      expect(answers.filter((x) => x.success)).toHaveLength(1);
      expect(answers.find((x) => !x.success)?.code).toBe(APPROVAL_CODE.ALREADY_DECIDED);
      const decisions = await t1.database.db
        .select()
        .from(approvalDecision)
        .where(and(eq(approvalDecision.flowId, flowId), eq(approvalDecision.stepNo, 1)));
      expect(decisions).toHaveLength(1);
    } finally {
      await holder.end();
    }
  });
});

/** The PostgreSQL URL a test app runs on. */
function urlOf(t: TestApp): string {
  return t.config.databaseUrl!;
}
