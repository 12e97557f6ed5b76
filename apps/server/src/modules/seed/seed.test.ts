import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BUTTONS, ROUTES, checkPassword } from '@carbon/domain';
import { sysMenu, sysOrg, sysPark, sysRole, sysRoleMenu, sysUser } from '../../platform/db/schema/index.js';
import { bearer, createTestApp, dbKinds, DEMO, login, type Envelope, type TestApp } from '../../test/harness.js';
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

describe.each(dbKinds())('the demo group on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(() => t?.close());

  const get = async <T>(who: 'superAdmin' | 'manager', url: string): Promise<T> => {
    const token = await login(t.app, who, DEMO[who]);
    const body = (await t.app.inject({ url: `/api/main/${url}`, headers: bearer(token) })).json<Envelope>();
    expect(body.success).toBe(true);
    return body.data as T;
  };

  it('gives the group-wide libraries to the admin role: the business-group manager only reads and exports them', async () => {
    const granted = async (role: string) =>
      (
        await t.database.db
          .select({ permission: sysMenu.permission })
          .from(sysRoleMenu)
          .innerJoin(sysRole, eq(sysRole.id, sysRoleMenu.roleId))
          .innerJoin(sysMenu, eq(sysMenu.id, sysRoleMenu.menuId))
          .where(eq(sysRole.code, role))
      ).map((r) => r.permission);
    const writes = ['add', 'edit', 'delete', 'import'].flatMap((a) => [`factor:${a}`, `exchangeRate:${a}`]);
    expect(await granted('admin')).toEqual(expect.arrayContaining(writes));
    const manager = await granted('manager');
    expect(manager.filter((p) => writes.includes(p ?? ''))).toEqual([]);
    expect(manager).toEqual(expect.arrayContaining(['factor:export', 'exchangeRate:export']));

    const token = await login(t.app, 'manager', DEMO.manager);
    const me = (await t.app.inject({ url: '/api/main/getLoginUser', headers: bearer(token) })).json<Envelope>().data as {
      permissions: string[];
    };
    expect(me.permissions).not.toContain('factor:add');
    const add = await t.app.inject({ method: 'POST', url: '/api/main/exchangeRate/add', headers: bearer(token), payload: {} });
    expect(add.json<Envelope>().code).toBe(1013002);
  });

  it('links every park organisation to a park of its business group (issue 9)', async () => {
    const orgs = await t.database.db.select().from(sysOrg);
    const parks = await t.database.db.select().from(sysPark);
    const parkOrgs = orgs.filter((o) => o.orgType === 'park');
    expect(parkOrgs.map((o) => o.code).sort()).toEqual(['fii-ccbg-longhua', 'fii-iibg-zhengzhou']);
    for (const o of parkOrgs) {
      const park = parks.find((p) => p.id === o.parkId);
      expect(park, o.code).toBeDefined();
      expect(park!.status).toBe(0);
      expect(park!.businessGroupId).toBe(o.pid);
      expect(orgs.find((bg) => bg.id === o.pid)?.orgType).toBe('business_group');
    }
    // other levels carry no park of their own
    expect(orgs.filter((o) => o.orgType !== 'park').every((o) => o.parkId === null)).toBe(true);
  });

  it('shows the parks on the screens: the park column, "select an existing park" and the tree', async () => {
    const page = await get<{ rows: { code: string; parkName: string | null }[] }>('superAdmin', 'sysOrg/page?orgType=park');
    expect(page.rows.map((r) => [r.code, r.parkName]).sort()).toEqual([
      ['fii-ccbg-longhua', '龙华园区'],
      ['fii-iibg-zhengzhou', '郑州园区'],
    ]);
    const all = await get<{ code: string; businessGroupName: string; longitude: string | null }[]>('superAdmin', 'sysPark/list');
    expect(all.map((p) => [p.code, p.businessGroupName]).sort()).toEqual([
      ['ccbg-longhua', '云计算事业群'],
      ['iibg-zhengzhou', '工业互联网事业群'],
    ]);
    expect(all.every((p) => p.longitude !== null)).toBe(true);
    // the manager (云计算事业群 and below) sees the park of their business group only
    expect((await get<{ code: string }[]>('manager', 'sysPark/list')).map((p) => p.code)).toEqual(['ccbg-longhua']);
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
