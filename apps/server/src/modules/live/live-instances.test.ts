import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { sysUser } from '../../platform/db/schema/index.js';
import { createTestApp, DEMO, login, type TestApp } from '../../test/harness.js';
import { connectSse, nextCounts, type SseClient } from './live.testing.js';

/**
 * Two server processes on one PostgreSQL (issue 14): a to-do written through instance A reaches
 * a browser connected to instance B, by the triggers' NOTIFY and B's LISTEN connection.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('live counts across two app instances on PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  let base: string;
  let userId: number;
  const open: SseClient[] = [];

  beforeAll(async () => {
    a = await createTestApp({ kind: 'postgres' });
    b = await createTestApp({ kind: 'postgres', databaseUrl: a.config.databaseUrl });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
    userId = (await a.database.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, 'user')))[0]!.id;
  });
  afterAll(async () => {
    for (const c of open) c.close();
    await b?.close();
    await a?.close();
  });

  const addTodo = (subjectId: number) =>
    a.database.db.transaction((tx) =>
      a.app.services.todo.add(tx, {
        userId,
        kind: 'approval',
        subjectType: 'live_two',
        subjectId,
        titleKey: 'approval.todo.decide',
        params: { title: 'T' },
        link: '/x',
      }),
    );

  it('delivers a to-do added on instance A to the stream held by instance B', async () => {
    const c = await connectSse(base, await login(b.app, 'user', DEMO.user));
    open.push(c);
    const start = await nextCounts(c);
    await addTodo(1);
    expect(await nextCounts(c)).toEqual({ ...start, todoCount: start.todoCount + 1 });
    // instance A has no stream: it never opened a listening connection
    expect(a.app.services.live.connections()).toBe(0);
  });

  it('resends the counts after its listening connection was cut, and hears later changes', async () => {
    const c = await connectSse(base, await login(b.app, 'user', DEMO.user));
    open.push(c);
    const start = await nextCounts(c);
    const admin = new pg.Client({ connectionString: a.config.databaseUrl });
    await admin.connect();
    const cut = await admin.query<{ ok: boolean }>(
      "select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = current_database() and query = 'LISTEN carbon_live'",
    );
    await admin.end();
    expect(cut.rows.map((r) => r.ok)).toEqual([true]);
    // after the reconnection (resync) the stream gets the counts again, then the next change
    expect(await nextCounts(c)).toEqual(start);
    await addTodo(2);
    expect(await nextCounts(c)).toEqual({ ...start, todoCount: start.todoCount + 1 });
  });
});
