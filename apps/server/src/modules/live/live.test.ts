import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sysAudit, sysUser, sysUserLocale } from '../../platform/db/schema/index.js';
import { rowsOf } from '../../platform/db/sql-kit.js';
import { bearer, createTestApp, dbKinds, DEMO, login, type TestApp } from '../../test/harness.js';
import { connectSse, nextCounts, type SseClient } from './live.testing.js';

const todoFor = (userId: number, subjectId: number) => ({
  userId,
  kind: 'approval',
  subjectType: 'live_test',
  subjectId,
  titleKey: 'approval.todo.decide',
  params: { title: `T${subjectId}` },
  link: `/x?id=${subjectId}`,
});
const noticeFor = (userId: number) => ({
  userId,
  kind: 'approval',
  titleKey: 'approval.notice.waiting',
  params: { title: 'N' },
  link: '/x',
});

describe.each(dbKinds())('live counts on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let userId: number;
  let managerId: number;
  let token: string;
  const open: SseClient[] = [];

  /** The user's counts straight from the tables, as the badge defines them. */
  async function countsInDb(id: number) {
    const [row] = await rowsOf<{ todo: number; notice: number }>(
      t.database.db,
      sql`select (select count(*)::int from sys_todo where user_id = ${id} and state <> 'completed') as todo,
                 (select count(*)::int from sys_notice where user_id = ${id} and read_at is null) as notice`,
    );
    return { todoCount: row!.todo, noticeCount: row!.notice };
  }
  const idOf = async (account: string) =>
    (await t.database.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, account)))[0]!.id;
  const stream = async (tok = token, locale = 'en-US') => {
    const c = await connectSse(base, tok, locale);
    open.push(c);
    return c;
  };

  beforeAll(async () => {
    t = await createTestApp({ kind });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    userId = await idOf('user');
    managerId = await idOf('manager');
    token = await login(t.app, 'user', DEMO.user);
  });
  afterAll(async () => {
    for (const c of open) c.close();
    await t?.close();
  });

  it('answers a client that does not ask for events with the envelope of the counts', async () => {
    const res = await t.app.inject({ url: '/api/main/live/stream', headers: bearer(token) });
    expect(res.json()).toEqual({ success: true, code: 200, message: expect.any(String), data: await countsInDb(userId) });
  });

  it('streams the counts at once, then after every committed change to the user’s to-dos and notices', async () => {
    const c = await stream();
    expect(c.status).toBe(200);
    expect(c.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(c.headers['cache-control']).toBe('no-store');
    expect(c.headers['x-content-type-options']).toBe('nosniff'); // the security headers of every response
    const start = await countsInDb(userId);
    expect(await nextCounts(c)).toEqual(start);

    const { todo } = t.app.services;
    await t.database.db.transaction((tx) => todo.add(tx, [todoFor(userId, 1), todoFor(userId, 2)]));
    expect(await nextCounts(c)).toEqual({ todoCount: start.todoCount + 2, noticeCount: start.noticeCount });

    await t.database.db.transaction((tx) => todo.notify(tx, noticeFor(userId)));
    expect(await nextCounts(c)).toEqual({ todoCount: start.todoCount + 2, noticeCount: start.noticeCount + 1 });

    // completing one (an UPDATE) and reading the notice (an UPDATE of another table)
    await t.database.db.transaction((tx) => todo.complete(tx, { subjectType: 'live_test', subjectId: 1 }));
    expect(await nextCounts(c)).toEqual({ todoCount: start.todoCount + 1, noticeCount: start.noticeCount + 1 });
    await t.database.db.execute(sql`update sys_notice set read_at = now() where user_id = ${userId} and read_at is null`);
    expect(await nextCounts(c)).toEqual({ todoCount: start.todoCount + 1, noticeCount: 0 });
  });

  it('sends nothing for a rolled-back change, nor for another user’s change', async () => {
    const c = await stream();
    const start = await nextCounts(c);
    const m = await stream(await login(t.app, 'manager', DEMO.manager));
    const managerStart = await nextCounts(m);
    const { todo } = t.app.services;
    await expect(
      t.database.db.transaction(async (tx) => {
        await todo.add(tx, todoFor(userId, 3));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.database.db.transaction((tx) => todo.add(tx, todoFor(managerId, 4)));
    // the manager's stream hears its own change; after it, the user's next event is the notice below
    expect(await nextCounts(m)).toEqual({ ...managerStart, todoCount: managerStart.todoCount + 1 });
    await t.database.db.transaction((tx) => todo.notify(tx, noticeFor(userId)));
    expect(await nextCounts(c)).toEqual({ ...start, noticeCount: start.noticeCount + 1 });
  });

  it('records the user’s language for e-mails, audited once per change, not listed in “my updates”', async () => {
    const audits = async () =>
      (
        await t.database.db
          .select()
          .from(sysAudit)
          .where(eq(sysAudit.entityId, String(userId)))
      ).filter((a) => a.reason === 'language');
    const before = (await audits()).length;
    await nextCounts(await stream(token, 'zh-TW'));
    const [row] = await t.database.db.select().from(sysUserLocale).where(eq(sysUserLocale.userId, userId));
    expect(row?.locale).toBe('zh-TW');
    await nextCounts(await stream(token, 'zh-TW'));
    const after = await audits();
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)).toMatchObject({ action: 'set-language', entity: 'sysUser', after: { locale: 'zh-TW' } });
    // a language switch is no edit of the account in the user's own updates (issue 25 item 12)
    const res = await fetch(`${base}/api/main/workbench/updates?limit=50`, { headers: { authorization: `Bearer ${token}` } });
    const updates = ((await res.json()) as { data: { action: string; entity: string }[] }).data;
    expect(updates.filter((u) => u.entity === 'sysUser' || u.action === 'set-language')).toEqual([]);
  });

  it('cleans up when the client goes away', async () => {
    for (const c of open.splice(0)) c.close();
    await vi.waitFor(() => expect(t.app.services.live.connections()).toBe(0), { timeout: 30_000 });
    const c = await stream();
    await nextCounts(c);
    expect(t.app.services.live.connections()).toBe(1);
    c.close();
    await vi.waitFor(() => expect(t.app.services.live.connections()).toBe(0), { timeout: 30_000 });
  });

  it('ends the stream with an `end` event when the session ends', async () => {
    const own = await login(t.app, 'user', DEMO.user);
    const c = await stream(own);
    await nextCounts(c);
    await t.app.inject({ url: '/api/main/logout', headers: bearer(own) });
    expect(await t.app.services.live.checkSessions()).toBe(1);
    let e = await c.next();
    while (e.event === 'counts') e = await c.next();
    expect(e.event).toBe('end');
    await c.ended;
    // and the ended session cannot open a new one
    const again = await connectSse(base, own);
    expect(again.headers['content-type']).toContain('application/json');
    again.close();
  });

  it('refuses a stream without a session like every signed-in call', async () => {
    const res = await t.app.inject({ url: '/api/main/live/stream', headers: { accept: 'text/event-stream' } });
    expect(res.json()).toMatchObject({ success: false, code: 1011004 });
  });
});
