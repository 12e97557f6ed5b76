import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sysSession, sysUser } from '../db/schema/index.js';
import { SESSION_CACHE_MS } from './sessions.js';
import { buildRole, buildUser } from '../../modules/role/role.factories.js';
import { bearer, createTestApp, dbKinds, DEMO, login, testClock, type Envelope, type TestApp } from '../../test/harness.js';

const ALIVE = 200;
const ENDED = 1011008;

/**
 * Validated sessions are kept in each process for a few seconds (issue 8, ADR 003). Whatever
 * ends a session must still be refused at the very next request, in every process: on
 * PostgreSQL the change happens in one app and the next request goes to another app on the
 * same database, which had just validated (and so cached) the session; on PGlite, one app.
 */
describe.each(dbKinds())('a cached session ends at once, in every process (%s)', (kind) => {
  let a: TestApp;
  let b: TestApp | undefined;
  const clock = testClock();
  /** Where the next request goes: the other process when there is one. */
  const other = () => (b ?? a).app;
  let admin: string;

  beforeAll(async () => {
    const env = { JWT_SECRET: 'session-cache-test-secret' };
    a = await createTestApp({ kind, env, clock });
    if (kind === 'postgres') b = await createTestApp({ kind, env, clock, databaseUrl: a.config.databaseUrl! });
    admin = await login(a.app, 'superAdmin', DEMO.superAdmin);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const code = async (app: TestApp['app'], token: string) =>
    (await app.inject({ url: '/api/main/checkToken', headers: bearer(token) })).json<Envelope>().code;
  const asAdmin = async (url: string, payload: Record<string, unknown>) => {
    const res = (await a.app.inject({ method: 'POST', url, payload, headers: bearer(admin) })).json<Envelope>();
    expect(res, url).toMatchObject({ success: true });
  };

  /** A signed-in common user whose session the other process has validated twice (so holds). */
  async function userWithCachedSession(roleIds: number[] = []) {
    const user = await buildUser(a.database.db, { orgCode: 'fii-ccbg', password: DEMO.user, roleIds });
    const token = await login(a.app, user.account, DEMO.user);
    expect(await code(other(), token)).toBe(ALIVE);
    expect(await code(other(), token)).toBe(ALIVE);
    return { ...user, token };
  }

  it('logout', async () => {
    const u = await userWithCachedSession();
    await a.app.inject({ url: '/api/main/logout', headers: bearer(u.token) });
    expect(await code(other(), u.token)).toBe(ENDED);
  });

  it('deactivation', async () => {
    const u = await userWithCachedSession();
    await asAdmin('/api/main/sysUser/changeStatus', { id: String(u.id), status: 1 });
    expect(await code(other(), u.token)).toBe(ENDED);
  });

  it('deletion', async () => {
    const u = await userWithCachedSession();
    await asAdmin('/api/main/sysUser/delete', { id: String(u.id) });
    expect(await code(other(), u.token)).toBe(ENDED);
  });

  it('a password reset', async () => {
    const u = await userWithCachedSession();
    await asAdmin('/api/main/sysUser/resetPwd', { id: String(u.id) });
    expect(await code(other(), u.token)).toBe(ENDED);
  });

  it('a role withdrawn', async () => {
    const role = await buildRole(a.database.db, { menus: ['userInfo'] });
    const u = await userWithCachedSession([role]);
    await asAdmin('/api/main/sysUser/grantRole', { id: String(u.id), grantRoleIdList: [] });
    expect(await code(other(), u.token)).toBe(ENDED);
  });

  it('a deactivation by hand in SQL', async () => {
    const u = await userWithCachedSession();
    await a.database.db.update(sysUser).set({ status: 1 }).where(eq(sysUser.id, u.id));
    expect(await code(other(), u.token)).toBe(ENDED);
  });

  it('a session ended by hand in SQL, once the few cached seconds have passed', async () => {
    const u = await userWithCachedSession();
    await a.database.db.execute(sql`update ${sysSession} set ended_at = now() where user_id = ${u.id}`);
    clock.advance(SESSION_CACHE_MS);
    expect(await code(other(), u.token)).toBe(ENDED);
  });

  it('keeps a live session alive, and another user’s end does not touch it', async () => {
    const keep = await userWithCachedSession();
    const gone = await userWithCachedSession();
    await a.app.inject({ url: '/api/main/logout', headers: bearer(gone.token) });
    expect(await code(other(), gone.token)).toBe(ENDED);
    expect(await code(other(), keep.token)).toBe(ALIVE);
    expect(await code(a.app, keep.token)).toBe(ALIVE);
  });
});
