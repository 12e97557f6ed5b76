import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { NoticeRow, Page, TodoCounts, TodoRow, UpdateRow } from '@carbon/domain';
import { sysAudit, sysNotice, sysTodo } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, testClock, type TestApp } from '../../test/harness.js';
import { caller } from '../factor/testing.js';
import { DEADLINE_JOB } from './deadline-job.js';
import { addTodos, API, member, ok, relogin, type Member } from './workbench.testing.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(dbKinds())('workbench to-dos on %s', (kind) => {
  let t: TestApp;
  let me: Member;
  let other: Member;
  // the real time (tokens are checked against it), moved forward by the tests
  const clock = testClock();
  const today = () => clock.now().toISOString().slice(0, 10);
  const dayAfter = (d: string) => new Date(new Date(`${d}T00:00:00Z`).getTime() + DAY).toISOString().slice(0, 10);
  const todo = (userId: number, subjectId: number, extra: { kind?: string; titleKey?: string; deadline?: Date | null } = {}) => ({
    userId,
    kind: extra.kind ?? 'approval',
    subjectType: 'approval',
    subjectId,
    titleKey: extra.titleKey ?? 'approval.todo.decide',
    params: { title: `Report ${subjectId}` },
    link: `/carbonButler/approvalCenter?id=${subjectId}`,
    deadline: extra.deadline ?? null,
  });
  const page = async (m: Member, query = '') => ok<Page<TodoRow>>(await m.api.get(`${API}/todo/page?pageSize=50${query}`));
  const counts = async (m: Member, query = '') => ok<TodoCounts>(await m.api.get(`${API}/todo/counts${query}`));
  const notices = async (m: Member, query = '') => ok<Page<NoticeRow>>(await m.api.get(`${API}/notice/page?pageSize=50${query}`));
  const runJob = () => t.app.services.scheduler.runNow(DEADLINE_JOB);
  const complete = (subjectId: number) =>
    t.database.db.transaction((tx) => t.app.services.todo.complete(tx, { subjectType: 'approval', subjectId }));

  beforeAll(async () => {
    t = await createTestApp({ kind, clock });
    me = await member(t, 'fii-ccbg-longhua-le1');
    other = await member(t, 'fii-ccbg-longhua-le1');
  });
  afterAll(() => t.close());

  it('lists only the caller’s to-dos with titles in their language, filtered by state, type and arrival day, with counts', async () => {
    await addTodos(t, [
      todo(me.id, 9001, { deadline: new Date(`${dayAfter(dayAfter(today()))}T23:59:59Z`) }),
      todo(me.id, 9002, { kind: 'env_alarm', titleKey: 'env.todo.notYetLanded' }),
      todo(other.id, 9003),
    ]);
    const all = await page(me);
    expect(all.totalRows).toBe(2);
    const [alarm, approval] = all.rows; // newest first: same instant, higher id first
    expect(approval).toMatchObject({
      title: 'To approve: Report 9001',
      status: 'todo',
      type: 'approval',
      typeLabel: 'Approval',
      businessType: 'approval',
      businessId: '9001',
      deadline: `${dayAfter(dayAfter(today()))}T23:59:59.000Z`,
      link: '/carbonButler/approvalCenter?id=9001',
    });
    // a kind whose messages have not landed still shows, under its type label
    expect(alarm).toMatchObject({ title: 'Environmental alarm', type: 'env_alarm', typeLabel: 'Environmental alarm', deadline: null });
    const zhRows = ok<Page<TodoRow>>(await caller(t, () => me.token, 'zh-CN').get(`${API}/todo/page?type=approval`)).rows;
    expect(zhRows.map((r) => [r.title, r.typeLabel])).toEqual([['待审批：Report 9001', '审批']]);
    expect((await page(me, `&dateFrom=${dayAfter(today())}`)).totalRows).toBe(0);
    expect((await page(me, `&dateFrom=${today()}&dateTo=${today()}`)).totalRows).toBe(2);
    expect(await counts(me)).toEqual({ todo: 2, in_progress: 0, overdue: 0, delayed: 0, completed: 0, open: 2, total: 2 });
    expect(await counts(me, '?type=env_alarm')).toMatchObject({ todo: 1, total: 1 });
  });

  it('starts a to-do (todo → in progress, audited), leaves a started one as it is, refuses someone else’s and a closed one', async () => {
    const [id] = await addTodos(t, [todo(me.id, 9101, { deadline: new Date(clock.now().getTime() + 20 * DAY) })]);
    const started = ok<TodoRow>(await me.api.post(`${API}/todo/start`, { id: String(id) }));
    expect(started.status).toBe('in_progress');
    expect(ok<TodoRow>(await me.api.post(`${API}/todo/start`, { id: String(id) })).status).toBe('in_progress');
    const audits = await t.database.db
      .select()
      .from(sysAudit)
      .where(and(eq(sysAudit.entity, 'sys_todo'), eq(sysAudit.entityId, String(id)), eq(sysAudit.action, 'start')));
    expect(audits.map((a) => [a.actorId, a.before, a.after])).toEqual([[me.id, { state: 'todo' }, { state: 'in_progress' }]]);

    const foreign = await other.api.post(`${API}/todo/start`, { id: String(id) });
    expect([foreign.success, foreign.code]).toEqual([false, 2047001]);
    await complete(9101);
    const closed = await me.api.post(`${API}/todo/start`, { id: String(id) });
    expect([closed.success, closed.code, closed.message]).toEqual([false, 2047002, 'This to-do is closed and cannot be started']);
    expect((await page(me, '&status=completed')).rows.map((r) => r.businessId)).toEqual(['9101']);
  });

  it('completes a to-do handled by its deadline, and marks one handled after it delayed', async () => {
    const now = clock.now().getTime();
    await addTodos(t, [todo(me.id, 9201, { deadline: new Date(now + HOUR) }), todo(me.id, 9202, { deadline: new Date(now - HOUR) })]);
    await complete(9201);
    await complete(9202);
    const rows = await t.database.db.select({ s: sysTodo.subjectId, state: sysTodo.state }).from(sysTodo).where(eq(sysTodo.userId, me.id));
    expect(rows.filter((r) => r.s >= 9201).sort((a, b) => a.s - b.s)).toEqual([
      { s: 9201, state: 'completed' },
      { s: 9202, state: 'delayed' },
    ]);
    // closed to-dos are not open: the service's list of open ones leaves them out
    expect((await t.app.services.todo.openTodos(me.id)).map((x) => x.subjectId)).not.toContain(9202);
  });

  it('the scheduled job makes open to-dos past their deadline overdue and raises each deadline notice once', async () => {
    const u = await member(t, 'fii-ccbg-longhua-le1');
    const start = clock.now().getTime();
    const [soon, later, startedOne] = await addTodos(t, [
      todo(u.id, 9301, { deadline: new Date(start + 2 * DAY) }),
      todo(u.id, 9302, { deadline: new Date(start + 10 * DAY) }),
      todo(u.id, 9303, { deadline: new Date(start + 2 * DAY) }),
    ]);
    ok(await u.api.post(`${API}/todo/start`, { id: String(startedOne) }));

    expect(await runJob()).toBe(true);
    expect(await runJob()).toBe(true); // again: nothing new
    const stateOf = async (id: number) => (await t.database.db.select().from(sysTodo).where(eq(sysTodo.id, id)))[0]!.state;
    expect([await stateOf(soon!), await stateOf(later!), await stateOf(startedOne!)]).toEqual(['todo', 'todo', 'in_progress']);
    let list = await notices(u);
    expect(list.rows.map((n) => [n.kind, n.title])).toEqual([
      ['due_soon', `The to-do "To approve: Report 9303" is due on ${new Date(start + 2 * DAY).toISOString().slice(0, 10)}`],
      ['due_soon', `The to-do "To approve: Report 9301" is due on ${new Date(start + 2 * DAY).toISOString().slice(0, 10)}`],
    ]);

    clock.advance(3 * DAY); // past 9301 and 9303, 9302 is now due in 7 days
    await relogin(t, u);
    expect(await runJob()).toBe(true);
    expect(await runJob()).toBe(true);
    expect([await stateOf(soon!), await stateOf(later!), await stateOf(startedOne!)]).toEqual(['overdue', 'todo', 'overdue']);
    list = await notices(u);
    expect(list.rows.filter((n) => n.kind === 'overdue').map((n) => n.link)).toEqual([
      '/carbonButler/approvalCenter?id=9303',
      '/carbonButler/approvalCenter?id=9301',
    ]);
    expect(list.totalRows).toBe(4);
    expect(await counts(u)).toMatchObject({ todo: 1, in_progress: 0, overdue: 2, open: 3 });
    const jobAudits = await t.database.db
      .select()
      .from(sysAudit)
      .where(and(eq(sysAudit.entity, 'sys_todo'), eq(sysAudit.entityId, String(soon)), eq(sysAudit.action, 'timeout')));
    expect(jobAudits.map((a) => [a.actorAccount, a.actorId])).toEqual([['system', null]]);

    clock.advance(4 * DAY); // 9302 is due in 3 days now
    expect(await runJob()).toBe(true);
    await relogin(t, u);
    expect((await notices(u, '&kind=due_soon')).totalRows).toBe(3);
    // handled late → delayed; an overdue one cannot be started back into progress
    await complete(9301);
    expect(await stateOf(soon!)).toBe('delayed');
  });

  it('marks notices read, one by one or all, only the caller’s own', async () => {
    const u = await member(t, 'fii-ccbg-longhua-le1');
    const ids = await t.database.db.transaction((tx) =>
      t.app.services.todo.notify(tx, [
        { userId: u.id, kind: 'approval', titleKey: 'approval.notice.passed', params: { title: 'A' }, link: '/a' },
        { userId: u.id, kind: 'approval', titleKey: 'approval.notice.passed', params: { title: 'B' }, link: '/b' },
        { userId: other.id, kind: 'approval', titleKey: 'approval.notice.passed', params: { title: 'C' }, link: '/c' },
      ]),
    );
    expect(ok(await u.api.get(`${API}/notice/counts`))).toEqual({ unread: 2, total: 2 });
    // someone else's notice id changes nothing
    expect(ok(await u.api.post(`${API}/notice/read`, { ids: [String(ids[0]), String(ids[2])] }))).toEqual({ updated: 1 });
    expect((await notices(u, '&read=unread')).rows.map((n) => n.title)).toEqual(['"B" was approved']);
    expect((await notices(u, '&read=read')).rows.map((n) => [n.title, n.read])).toEqual([['"A" was approved', true]]);
    expect(ok(await u.api.post(`${API}/notice/readAll`, {}))).toEqual({ updated: 1 });
    expect(ok(await u.api.get(`${API}/notice/counts`))).toEqual({ unread: 0, total: 2 });
    const [c] = await t.database.db.select().from(sysNotice).where(eq(sysNotice.id, ids[2]!));
    expect(c!.readAt).toBeNull();
  });

  it('my updates are the caller’s own recent changes, labelled, without sign-ins', async () => {
    const a = await member(t, 'fii-ccbg-longhua-le1');
    const b = await member(t, 'fii-ccbg-longhua-le1');
    const [ta] = await addTodos(t, [todo(a.id, 9401)]);
    const [tb] = await addTodos(t, [todo(b.id, 9402)]);
    ok(await a.api.post(`${API}/todo/start`, { id: String(ta) }));
    ok(await b.api.post(`${API}/todo/start`, { id: String(tb) }));
    const mine = ok<UpdateRow[]>(await a.api.get(`${API}/updates?limit=10`));
    expect(mine.map((r) => [r.action, r.actionLabel, r.entity, r.entityLabel, r.entityId])).toEqual([
      ['start', 'Start', 'sys_todo', 'To-do', String(ta)],
    ]);
  });
});
