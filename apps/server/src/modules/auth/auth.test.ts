import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sysUser } from '../../platform/db/schema/index.js';
import { bearer, createTestApp, dbKinds, DEMO, login, testClock, type Envelope, type TestApp } from '../../test/harness.js';

describe.each(dbKinds())('sign-in and sessions on %s', (kind) => {
  let t: TestApp;
  const clock = testClock();
  const get = async (url: string, token?: string) =>
    (await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} })).json<Envelope>();
  const post = async (url: string, payload: unknown, token?: string) =>
    (await t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} })).json<Envelope>();

  beforeAll(async () => {
    t = await createTestApp({ kind, clock });
  });
  afterAll(() => t.close());

  it('signs in with the demo admin and returns a JWT as data', async () => {
    const body = await post('/api/main/login', { account: 'superAdmin', password: DEMO.superAdmin });
    expect(body).toMatchObject({ success: true, code: 200 });
    expect(String(body.data).split('.')).toHaveLength(3);
  });

  it('refuses empty fields with 1011001', async () => {
    expect((await post('/api/main/login', { account: '', password: 'x' })).code).toBe(1011001);
    expect((await post('/api/main/login', { account: 'superAdmin' })).code).toBe(1011001);
  });

  it('gives an unknown account and a wrong password the same answer (1011002)', async () => {
    const unknown = await post('/api/main/login', { account: 'nobody-here', password: 'Whatever@1' });
    const wrong = await post('/api/main/login', { account: 'manager', password: 'Wrong@Pass1' });
    expect(unknown.code).toBe(1011002);
    expect(wrong.code).toBe(1011002);
    expect(unknown.message).toBe(wrong.message);
  });

  it('locks an account after 5 failures for 15 minutes, then lets it in again', async () => {
    await t.database.db.update(sysUser).set({ status: 0 }).where(eq(sysUser.account, 'user'));
    for (let i = 0; i < 5; i++) expect((await post('/api/main/login', { account: 'user', password: `Bad@pass${i}` })).code).toBe(1011002);
    const locked = await post('/api/main/login', { account: 'user', password: DEMO.user });
    expect(locked.code).toBe(10110011);
    expect(locked.message).toContain('15');
    clock.advance(15 * 60_000 + 1000);
    expect((await post('/api/main/login', { account: 'user', password: DEMO.user })).success).toBe(true);
  });

  it('refuses a deactivated account with 1011007 and ends its open sessions', async () => {
    const token = await login(t.app, 'manager', DEMO.manager);
    expect((await get('/api/main/checkToken', token)).success).toBe(true);
    await t.database.db.update(sysUser).set({ status: 1 }).where(eq(sysUser.account, 'manager'));
    expect((await post('/api/main/login', { account: 'manager', password: DEMO.manager })).code).toBe(1011007);
    expect((await get('/api/main/checkToken', token)).code).toBe(1011008);
    await t.database.db.update(sysUser).set({ status: 0 }).where(eq(sysUser.account, 'manager'));
  });

  it('logout ends the server-side session: the same token then gets 1011008', async () => {
    const token = await login(t.app, 'superAdmin', DEMO.superAdmin);
    expect((await get('/api/main/getLoginUser', token)).success).toBe(true);
    expect((await get('/api/main/logout', token)).success).toBe(true);
    expect((await get('/api/main/getLoginUser', token)).code).toBe(1011008);
  });

  it('answers missing, malformed and forged tokens with the contract codes', async () => {
    expect((await get('/api/main/getLoginUser')).code).toBe(1011004);
    const res = await t.app.inject({ method: 'GET', url: '/api/main/getLoginUser', headers: { authorization: 'Token abc' } });
    expect(res.json<Envelope>().code).toBe(1011005);
    expect((await get('/api/main/getLoginUser', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged')).code).toBe(1011006);
  });

  it('ends a session idle for 2 hours, and slides while used', async () => {
    const token = await login(t.app, 'superAdmin', DEMO.superAdmin);
    clock.advance(90 * 60_000);
    expect((await get('/api/main/checkToken', token)).success).toBe(true);
    clock.advance(90 * 60_000); // 3 h after sign-in, 1.5 h after last use
    expect((await get('/api/main/checkToken', token)).success).toBe(true);
    clock.advance(2 * 3600_000 + 1000);
    expect((await get('/api/main/checkToken', token)).code).toBe(1011008);
  });

  it('ends a session 24 hours after sign-in even when in constant use', async () => {
    const token = await login(t.app, 'superAdmin', DEMO.superAdmin);
    for (let h = 0; h < 23; h++) {
      clock.advance(3600_000);
      expect((await get('/api/main/checkToken', token)).success).toBe(true);
    }
    clock.advance(3600_000);
    const body = await get('/api/main/checkToken', token);
    // past the JWT's own exp the signature check fails first (contract: 1011006), else the session row says 1011008
    expect([1011006, 1011008]).toContain(body.code);
  });

  it('getLoginUser of the super admin lists every seeded menu entry and no buttons', async () => {
    const token = await login(t.app, 'superAdmin', DEMO.superAdmin);
    const user = (await get('/api/main/getLoginUser', token)).data as {
      adminType: number;
      menus: { name: string; path: string }[];
      dataScopes: string[];
    };
    expect(user.adminType).toBe(1);
    const names = user.menus.map((m) => m.name);
    expect(names).toContain('orgManage');
    expect(names).toContain('carbonButler');
    expect(user.menus.find((m) => m.name === 'factor')?.path).toBe('/BasicModule/factor');
    expect(user.dataScopes).toEqual([]);
  });

  it('getLoginUser of a common user lists only the granted entries, its org and its data scope', async () => {
    const token = await login(t.app, 'user', DEMO.user);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/main/getLoginUser',
      headers: { ...bearer(token), 'accept-language': 'en-US' },
    });
    const user = res.json<Envelope>().data as {
      adminType: number;
      menus: { name: string; meta: { title: string } }[];
      loginEmpInfo: { orgId: string; orgName: string };
      dataScopes: string[];
      roles: { code: string }[];
    };
    expect(user.adminType).toBe(2);
    const names = user.menus.map((m) => m.name);
    expect(names).toContain('inventoryTask');
    expect(names).not.toContain('orgManage');
    expect(names).not.toContain('factor');
    expect(user.roles.map((r) => r.code)).toEqual(['common']);
    expect(user.loginEmpInfo.orgName).toContain('深圳示范精密');
    expect(user.dataScopes).toEqual([user.loginEmpInfo.orgId]); // role scope 3: own organisation
    expect(user.menus.find((m) => m.name === 'carbonButler')?.meta.title).toMatch(/carbon/i);
  });

  it('the manager sees its business group and everything below it', async () => {
    const token = await login(t.app, 'manager', DEMO.manager);
    const user = (await get('/api/main/getLoginUser', token)).data as { dataScopes: string[] };
    expect(user.dataScopes.length).toBe(5); // the BG, its park, legal entity and two BUs
  });

  describe('password change', () => {
    it('checks the old password, equality and the policy, then keeps only this session', async () => {
      const other = await login(t.app, 'user', DEMO.user);
      const token = await login(t.app, 'user', DEMO.user);
      const me = (await get('/api/main/getLoginUser', token)).data as { id: string };
      expect((await post('/api/main/sysUser/updatePwd', { id: me.id, password: 'Wrong@1x', newPassword: 'New@Pass1' }, token)).code).toBe(
        2020003,
      );
      expect((await post('/api/main/sysUser/updatePwd', { id: me.id, password: DEMO.user, newPassword: DEMO.user }, token)).code).toBe(
        2020004,
      );
      const weak = await post('/api/main/sysUser/updatePwd', { id: me.id, password: DEMO.user, newPassword: 'weakpass' }, token);
      expect(weak.code).toBe(1012001);
      expect((await post('/api/main/sysUser/updatePwd', { id: '1', password: DEMO.user, newPassword: 'New@Pass1' }, token)).code).toBe(
        1013003,
      );
      expect((await post('/api/main/sysUser/updatePwd', { id: me.id, password: DEMO.user, newPassword: 'New@Pass1' }, token)).success).toBe(
        true,
      );
      expect((await get('/api/main/checkToken', token)).success).toBe(true);
      expect((await get('/api/main/checkToken', other)).code).toBe(1011008);
      await login(t.app, 'user', 'New@Pass1');
      await expect(login(t.app, 'user', DEMO.user)).rejects.toThrow(/1011002/);
    });
  });
});

describe('captcha', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA_OPEN: '1' }, captcha: () => ({ text: 'Ab3x', data: '<svg>Ab3x</svg>' }) });
  });
  afterAll(() => t.close());

  it('is announced, issued, verified once and required', async () => {
    expect((await t.app.inject({ url: '/api/main/getCaptchaOpen' })).json<Envelope>().data).toBe(true);
    const noCode = await t.app.inject({
      method: 'POST',
      url: '/api/main/login',
      payload: { account: 'superAdmin', password: DEMO.superAdmin },
    });
    expect(noCode.json<Envelope>().code).toBe(10110010);
    const challenge = (await t.app.inject({ url: '/api/main/captcha' })).json<Envelope>().data as { captchaId: string; svg: string };
    expect(challenge.svg).toContain('<svg');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/main/login',
      payload: { account: 'superAdmin', password: DEMO.superAdmin, captchaId: challenge.captchaId, code: 'zzzz' },
    });
    expect(wrong.json<Envelope>().code).toBe(10110010);
    // the wrong answer used the challenge up: the right answer to it no longer works
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/main/login',
      payload: { account: 'superAdmin', password: DEMO.superAdmin, captchaId: challenge.captchaId, code: 'ab3x' },
    });
    expect(reused.json<Envelope>().code).toBe(10110010);
    const fresh = (await t.app.inject({ url: '/api/main/captcha' })).json<Envelope>().data as { captchaId: string };
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/main/login',
      payload: { account: 'superAdmin', password: DEMO.superAdmin, captchaId: fresh.captchaId, code: 'ab3x' },
    });
    expect(right.json<Envelope>().success).toBe(true);
  });

  it('is off by default', async () => {
    const plain = await createTestApp();
    expect((await plain.app.inject({ url: '/api/main/getCaptchaOpen' })).json<Envelope>().data).toBe(false);
    await plain.close();
  });
});
