import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sysRole } from '../../platform/db/schema/index.js';
import { bearer, createTestApp, dbKinds, DEMO, login, type Envelope, type TestApp } from '../../test/harness.js';
import { buildRole, buildUser, giveRole, menuIdOf, orgIdOf, userIdOf } from './role.factories.js';

type LoginUser = { menus: { name: string }[]; permissions: string[]; dataScopes: string[] };
type TreeNode = { id: string; children: TreeNode[] };
const flatten = (nodes: TreeNode[]): string[] => nodes.flatMap((n) => [n.id, ...flatten(n.children)]);

/** Grants take effect for the guard at the next call, and show in getLoginUser (spec §6). */
describe.each(dbKinds())('role grants in effect on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const get = async (url: string, token = admin) => (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json<Envelope>();
  const post = async (url: string, payload: object, token = admin) =>
    (await t.app.inject({ method: 'POST', url, payload, headers: bearer(token) })).json<Envelope>();
  /** A role added by the super admin; owned by `orgId` when given, else by the super admin's organisation (ADR 008). */
  const newRole = async (code: string, orgId?: string) =>
    ((await post('/api/main/sysRole/add', { name: code, code, sort: 1, ...(orgId ? { orgId } : {}) })).data as { id: string }).id;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await login(t.app, 'superAdmin', DEMO.superAdmin);
  });
  afterAll(() => t.close());

  it('grantMenu lets the user in at once, shows the menu after a new sign-in, and removing it refuses the next call', async () => {
    const db = t.database.db;
    const user = await buildUser(db, { orgCode: 'fii-ccbg-longhua-le1', password: DEMO.user });
    const token = await login(t.app, user.account, DEMO.user);
    expect((await get('/api/main/sysPos/page', token)).code).toBe(1013002);
    const roleId = await newRole('pos_viewer');
    await giveRole(db, user.id, Number(roleId));
    const grant = [await menuIdOf(db, 'backOffice'), await menuIdOf(db, 'sysPos_page')].map(String);
    expect((await post('/api/main/sysRole/grantMenu', { id: roleId, grantMenuIdList: grant })).success).toBe(true);

    expect((await get('/api/main/sysPos/page', token)).success).toBe(true);
    const fresh = (await get('/api/main/getLoginUser', await login(t.app, user.account, DEMO.user))).data as LoginUser;
    expect(fresh.menus.map((m) => m.name)).toContain('backOffice');
    expect(fresh.permissions).toContain('sysPos:page');

    expect((await post('/api/main/sysRole/grantMenu', { id: roleId, grantMenuIdList: [] })).success).toBe(true);
    expect((await get('/api/main/sysPos/page', token)).code).toBe(1013002);
  });

  it('a user whose only role has custom scope (type 5) sees exactly those organisations', async () => {
    const db = t.database.db;
    const roleId = await newRole('custom_scope');
    const orgs = await Promise.all(['fii-ccbg-longhua', 'fii-iibg-zhengzhou-le1'].map((c) => orgIdOf(db, c)));
    await post('/api/main/sysRole/grantData', { id: roleId, dataScopeType: '5', grantOrgIdList: orgs.map(String) });
    const user = await buildUser(db, { orgCode: 'fii-ccbg', password: DEMO.user, roleIds: [Number(roleId)] });
    const me = (await get('/api/main/getLoginUser', await login(t.app, user.account, DEMO.user))).data as LoginUser;
    expect([...me.dataScopes].sort()).toEqual(orgs.map(String).sort());
  });

  describe('a non-super-admin with role-management buttons (the manager: scope 云计算事业群 and below)', () => {
    let manager: string;
    /** The manager changes only roles owned within their scope (ADR 008): these roles belong to 云计算事业群. */
    let ccbg: string;
    beforeAll(async () => {
      ccbg = String(await orgIdOf(t.database.db, 'fii-ccbg'));
      const db = t.database.db;
      const buttons = ['sysRole:grantData', 'sysRole:grantMenu', 'sysRole:ownMenu', 'sysRole:ownData', 'sysMenu:treeForGrant'];
      await giveRole(
        db,
        await userIdOf(db, 'manager'),
        await buildRole(db, { permissions: buttons, menus: ['roleManage'], dataScopeType: 2 }),
      );
      manager = await login(t.app, 'manager', DEMO.manager);
    });

    it('may not grant data scope type 1 (1013003), and the role keeps its scope', async () => {
      const roleId = await newRole('no_all_for_manager', ccbg);
      await post('/api/main/sysRole/grantData', { id: roleId, dataScopeType: 3 });
      expect((await post('/api/main/sysRole/grantData', { id: roleId, dataScopeType: 1 }, manager)).code).toBe(1013003);
      expect(
        (
          await t.database.db
            .select()
            .from(sysRole)
            .where(eq(sysRole.id, Number(roleId)))
        )[0]!.dataScopeType,
      ).toBe(3);
    });

    it('may grant custom organisations only inside their own scope', async () => {
      const db = t.database.db;
      const roleId = await newRole('manager_custom', ccbg);
      await post('/api/main/sysRole/grantData', { id: roleId, dataScopeType: 3 }); // added as "all data": above the manager
      const foreign = String(await orgIdOf(db, 'fii-iibg-zhengzhou'));
      const inside = String(await orgIdOf(db, 'fii-ccbg-longhua-le1'));
      expect(
        (await post('/api/main/sysRole/grantData', { id: roleId, dataScopeType: 5, grantOrgIdList: [inside, foreign] }, manager)).code,
      ).toBe(1013003);
      expect((await get(`/api/main/sysRole/ownData?id=${roleId}`, manager)).data).toEqual([]);
      expect((await post('/api/main/sysRole/grantData', { id: roleId, dataScopeType: 5, grantOrgIdList: [inside] }, manager)).success).toBe(
        true,
      );
      expect((await get(`/api/main/sysRole/ownData?id=${roleId}`, manager)).data).toEqual([inside]);
    });

    it('may grant only menus they hold', async () => {
      const db = t.database.db;
      const roleId = await newRole('manager_menus', ccbg);
      await post('/api/main/sysRole/grantData', { id: roleId, dataScopeType: 3 });
      const [orgManage, dashboard, factor] = await Promise.all(
        ['orgManage', 'dashboard', 'factor'].map(async (c) => String(await menuIdOf(db, c))),
      );
      expect((await post('/api/main/sysRole/grantMenu', { id: roleId, grantMenuIdList: [orgManage, dashboard] }, manager)).code).toBe(
        1013003,
      );
      expect((await post('/api/main/sysRole/grantMenu', { id: roleId, grantMenuIdList: [dashboard, factor] }, manager)).success).toBe(true);
      const own = (await get(`/api/main/sysRole/ownMenu?id=${roleId}`, manager)).data as string[];
      expect([...own].sort()).toEqual([dashboard, factor].sort());
    });

    /**
     * Before ADR 008 the manager could change such a role and the menus they lacked were
     * kept; now a role granting more than the manager holds is above them: refused, unchanged.
     */
    it('may not change a role that grants a menu they lack (1013003), and the role keeps its menus', async () => {
      const db = t.database.db;
      const roleId = await newRole('manager_menus_above', ccbg);
      await post('/api/main/sysRole/grantData', { id: roleId, dataScopeType: 3 });
      const [orgManage, dashboard, factor] = await Promise.all(
        ['orgManage', 'dashboard', 'factor'].map(async (c) => String(await menuIdOf(db, c))),
      );
      await post('/api/main/sysRole/grantMenu', { id: roleId, grantMenuIdList: [orgManage] });
      const res = await post('/api/main/sysRole/grantMenu', { id: roleId, grantMenuIdList: [dashboard, factor] }, manager);
      expect(res.code).toBe(1013003);
      expect((await get(`/api/main/sysRole/ownMenu?id=${roleId}`, manager)).data).toEqual([orgManage]);
    });

    it('sees in treeForGrant only the menus their roles hold', async () => {
      const db = t.database.db;
      const ids = flatten((await get('/api/main/sysMenu/treeForGrant', manager)).data as TreeNode[]);
      expect(ids).toContain(String(await menuIdOf(db, 'dashboard')));
      expect(ids).toContain(String(await menuIdOf(db, 'roleManage')));
      expect(ids).not.toContain(String(await menuIdOf(db, 'orgManage')));
      expect(ids).not.toContain(String(await menuIdOf(db, 'sysOrg_page')));
      const all = flatten((await get('/api/main/sysMenu/treeForGrant')).data as TreeNode[]);
      expect(all).toContain(String(await menuIdOf(db, 'sysOrg_page')));
    });
  });
});
