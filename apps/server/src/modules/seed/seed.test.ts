import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BUTTONS, ROUTES, checkPassword } from '@carbon/domain';
import { sysMenu, sysOrg, sysRole, sysUser } from '../../platform/db/schema/index.js';
import { bearer, createTestApp, dbKinds, login, type Envelope, type TestApp } from '../../test/harness.js';
import { seedIfEmpty } from './seed.service.js';

describe.each(dbKinds())('first start in production mode on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind, demo: false });
  });
  afterAll(() => t.close());

  it('generates a random admin password that meets the policy and must be changed', async () => {
    const admin = t.seed.credentials.find((c) => c.account === 'superAdmin')!;
    expect(admin.password).not.toBe('Carbon@Admin1');
    expect(checkPassword(admin.password)).toEqual([]);
    expect(admin.mustChange).toBe(true);
    const token = await login(t.app, 'superAdmin', admin.password);
    expect((await t.app.inject({ url: '/api/main/getLoginUser', headers: bearer(token) })).json<Envelope>().data).toMatchObject({
      mustChangePassword: true,
    });
    const blocked = await t.app.inject({ url: '/api/main/health-not-here', headers: bearer(token) });
    expect(blocked.statusCode).toBe(404);
  });

  it('blocks everything but the password change until it is done', async () => {
    const admin = t.seed.credentials.find((c) => c.account === 'manager')!;
    const token = await login(t.app, 'manager', admin.password);
    const me = (await t.app.inject({ url: '/api/main/getLoginUser', headers: bearer(token) })).json<Envelope>().data as { id: string };
    // the only other authenticated routes so far are exempt; check the guard through the user row instead
    const [row] = await t.database.db
      .select()
      .from(sysUser)
      .where(eq(sysUser.id, Number(me.id)));
    expect(row?.mustChangePassword).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/main/sysUser/updatePwd',
      headers: bearer(token),
      payload: { id: me.id, password: admin.password, newPassword: 'Fresh@Pass9' },
    });
    expect(res.json<Envelope>().success).toBe(true);
    const [after] = await t.database.db
      .select()
      .from(sysUser)
      .where(eq(sysUser.id, Number(me.id)));
    expect(after?.mustChangePassword).toBe(false);
  });

  it('seeds the whole route table, three roles and the group tree once', async () => {
    const menus = await t.database.db.select().from(sysMenu);
    expect(
      menus
        .filter((m) => m.type !== 2)
        .map((m) => m.code)
        .sort(),
    ).toEqual(ROUTES.map((r) => r.code).sort());
    expect(
      menus
        .filter((m) => m.type === 2)
        .map((m) => m.permission)
        .sort(),
    ).toEqual(BUTTONS.map((b) => b.permission).sort());
    expect((await t.database.db.select().from(sysRole)).map((r) => r.code).sort()).toEqual(['admin', 'common', 'manager']);
    const orgs = await t.database.db.select().from(sysOrg);
    expect(new Set(orgs.map((o) => o.orgType))).toEqual(new Set(['group', 'business_group', 'park', 'legal_entity', 'bu']));
    const again = await seedIfEmpty(t.database.db, { demo: false, adminPassword: undefined });
    expect(again.seeded).toBe(false);
  });
});

describe('ADMIN_PASSWORD', () => {
  it('is used for the super admin when it meets the policy', async () => {
    const t = await createTestApp({ demo: false, env: { ADMIN_PASSWORD: 'Given@Pass1' } });
    expect(t.seed.credentials.find((c) => c.account === 'superAdmin')).toEqual({
      account: 'superAdmin',
      password: 'Given@Pass1',
      mustChange: false,
    });
    await login(t.app, 'superAdmin', 'Given@Pass1');
    await t.close();
  });

  it('is refused at start-up when it breaks the policy', async () => {
    await expect(createTestApp({ demo: false, env: { ADMIN_PASSWORD: 'short' } })).rejects.toThrow(/password policy/);
  });
});
