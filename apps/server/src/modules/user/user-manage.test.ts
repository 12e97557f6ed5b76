import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@carbon/domain';
import { sysAudit, sysUser, sysUserRole } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, login, type TestApp } from '../../test/harness.js';
import { buildRole, buildUser, giveRole } from '../role/role.factories.js';
import { addBody, addUser, api, grantUserButtons, idOf, signInDemo, type Api, type Tokens } from './user.fixtures.js';

const EN = MESSAGES['en-US'];
const BUTTONS = ['page', 'detail', 'ownRole', 'ownData', 'edit', 'delete', 'resetPwd', 'grantRole', 'grantData', 'changeStatus'];

/** Accounts above the caller cannot be managed by them (issue 8, Security 1; ADR 008). */
describe.each(dbKinds())('accounts above the caller on %s', (kind) => {
  let t: TestApp;
  let a: Api;
  let tok: Tokens;
  const org: Record<string, string> = {};
  const role: Record<string, string> = {};
  let engineer: string;
  const userRow = async (id: string) =>
    (
      await t.database.db
        .select()
        .from(sysUser)
        .where(eq(sysUser.id, Number(id)))
    )[0]!;
  const rolesOf = async (id: string) =>
    (
      await t.database.db
        .select()
        .from(sysUserRole)
        .where(eq(sysUserRole.userId, Number(id)))
    ).map((r) => String(r.roleId));
  /** An edit body repeating the account, optionally moved to `orgId`. */
  const editOf = async (id: string, orgId?: string) => {
    const u = await userRow(id);
    return {
      ...addBody(orgId ?? String(u.orgId), [engineer], { account: u.account, name: u.name }),
      id,
      version: u.version,
    };
  };

  beforeAll(async () => {
    t = await createTestApp({ kind });
    a = api(t);
    await grantUserButtons(t.database.db, 'manager');
    tok = await signInDemo(t);
    for (const c of ['fii-ccbg', 'fii-ccbg-longhua', 'fii-ccbg-longhua-le1', 'fii-ccbg-longhua-le1-server', 'fii-iibg'])
      org[c] = await idOf(t.database.db, 'org', c);
    for (const c of ['admin', 'manager', 'common']) role[c] = await idOf(t.database.db, 'role', c);
    engineer = await idOf(t.database.db, 'pos', 'engineer');
  });
  afterAll(() => t.close());

  it('a manager scoped to 云计算事业群 cannot take over an all-data administrator of that group', async () => {
    const id = await addUser(t, tok.superAdmin, addBody(org['fii-ccbg-longhua-le1']!, [engineer]));
    expect((await a.post('/api/main/sysUser/grantRole', { id, grantRoleIdList: [role.admin] }, tok.superAdmin)).success).toBe(true);
    const before = await userRow(id);

    const reset = await a.post('/api/main/sysUser/resetPwd', { id }, tok.manager, 'en-US');
    expect(reset).toMatchObject({ success: false, code: 1013003, data: null, message: EN['user.manage.rolesAbove'] });
    const calls: [string, object][] = [
      ['edit', await editOf(id)],
      ['changeStatus', { id, status: 1 }],
      ['grantRole', { id, grantRoleIdList: [role.manager] }],
      ['grantData', { id, grantOrgIdList: [org['fii-ccbg-longhua-le1']] }],
      ['delete', { id }],
    ];
    for (const [path, body] of calls)
      expect([path, (await a.post(`/api/main/sysUser/${path}`, body, tok.manager)).code]).toEqual([path, 1013003]);
    for (const path of ['ownRole', 'ownData']) expect((await a.get(`/api/main/sysUser/${path}?id=${id}`, tok.manager)).code).toBe(1013003);
    expect(await userRow(id)).toEqual(before);
    expect(await rolesOf(id)).toEqual([role.admin]);
    // the page lists the account, so its detail (the same fields) stays readable
    expect((await a.get(`/api/main/sysUser/detail?id=${id}`, tok.manager)).success).toBe(true);
    const audits = await t.database.db
      .select()
      .from(sysAudit)
      .where(and(eq(sysAudit.entity, 'sysUser'), eq(sysAudit.entityId, id), eq(sysAudit.actorAccount, 'manager')));
    expect(audits.filter((r) => r.action !== 'denied')).toEqual([]);
  });

  it('grants a role the manager does not hold but may grant (owned in scope, within their rights), then manages its holder', async () => {
    const db = t.database.db;
    const local = await buildRole(db, { permissions: ['sysUser:page'], dataScopeType: 3, ownerCode: 'fii-ccbg-longhua' });
    const above = await buildRole(db, { menus: ['orgManage'], dataScopeType: 3, ownerCode: 'fii-ccbg-longhua' });
    const id = await addUser(t, tok.manager, addBody(org['fii-ccbg-longhua-le1']!, [engineer]));
    const refused = await a.post('/api/main/sysUser/grantRole', { id, grantRoleIdList: [String(above)] }, tok.manager, 'en-US');
    expect(refused).toMatchObject({ code: 1013003, message: EN['user.roleNotGrantable'] });
    expect((await a.post('/api/main/sysUser/grantRole', { id, grantRoleIdList: [String(local)] }, tok.manager)).success).toBe(true);
    expect(await rolesOf(id)).toEqual([String(local)]);
    expect((await a.post('/api/main/sysUser/resetPwd', { id }, tok.manager)).success).toBe(true);
  });

  describe('a caller whose custom scope is 龙华园区 and its 服务器BU only', () => {
    let caller: string;
    /** A role of type 2 (own organisation and below) owned by 龙华园区: the caller may grant it without holding it. */
    let below: number;
    beforeAll(async () => {
      const db = t.database.db;
      const permissions = BUTTONS.map((b) => `sysUser:${b}`);
      const own = await buildRole(db, { permissions, dataScopeType: 5, orgCodes: ['fii-ccbg-longhua', 'fii-ccbg-longhua-le1-server'] });
      const user = await buildUser(db, { orgCode: 'fii-ccbg-longhua', roleIds: [own], password: 'Scope@Pass1' });
      caller = await login(t.app, user.account, 'Scope@Pass1');
      below = await buildRole(db, { dataScopeType: 2, ownerCode: 'fii-ccbg-longhua' });
    });

    it('may grant the type 2 role to an account of the leaf 服务器BU, not to one of 龙华园区 whose subtree it does not see', async () => {
      const leaf = await addUser(t, tok.superAdmin, addBody(org['fii-ccbg-longhua-le1-server']!, [engineer]));
      expect((await a.post('/api/main/sysUser/grantRole', { id: leaf, grantRoleIdList: [String(below)] }, caller)).success).toBe(true);
      const park = await addUser(t, tok.superAdmin, addBody(org['fii-ccbg-longhua']!, [engineer]));
      const res = await a.post('/api/main/sysUser/grantRole', { id: park, grantRoleIdList: [String(below)] }, caller, 'en-US');
      expect(res).toMatchObject({ code: 1013003, message: EN['user.manage.grantAbove'] });
      expect(await rolesOf(park)).toEqual([]);
    });

    it('may not move such an account to 龙华园区, where the role would show it the whole park', async () => {
      const id = await addUser(t, tok.superAdmin, addBody(org['fii-ccbg-longhua-le1-server']!, [engineer]));
      await giveRole(t.database.db, Number(id), below);
      const res = await a.post('/api/main/sysUser/edit', await editOf(id, org['fii-ccbg-longhua']), caller, 'en-US');
      expect(res).toMatchObject({ code: 1013003, message: EN['user.manage.grantAbove'] });
      expect(String((await userRow(id)).orgId)).toBe(org['fii-ccbg-longhua-le1-server']);
      expect((await a.post('/api/main/sysUser/edit', await editOf(id), caller)).success).toBe(true);
    });

    it('may not manage an account of the BU holding a custom role that shows 深圳示范精密, outside the caller’s scope', async () => {
      const id = await addUser(t, tok.superAdmin, addBody(org['fii-ccbg-longhua-le1-server']!, [engineer]));
      const wide = await buildRole(t.database.db, { dataScopeType: 5, orgCodes: ['fii-ccbg-longhua-le1'], ownerCode: 'fii-ccbg-longhua' });
      await giveRole(t.database.db, Number(id), wide);
      const res = await a.post('/api/main/sysUser/resetPwd', { id }, caller, 'en-US');
      expect(res).toMatchObject({ code: 1013003, message: EN['user.manage.rolesAbove'] });
    });
  });

  it('accepts sysUser/edit without a version (XiaoNuo 1.x), audited as unversioned; a stale version is still refused', async () => {
    const id = await addUser(t, tok.superAdmin, addBody(org['fii-ccbg']!, [engineer]));
    const { version, ...body } = await editOf(id);
    expect((await a.post('/api/main/sysUser/edit', { ...body, name: '旧客户端' }, tok.superAdmin)).success).toBe(true);
    const after = await userRow(id);
    expect(after).toMatchObject({ name: '旧客户端', version: version + 1 });
    const [record] = await t.database.db
      .select()
      .from(sysAudit)
      .where(and(eq(sysAudit.entity, 'sysUser'), eq(sysAudit.entityId, id), eq(sysAudit.action, 'edit')));
    expect(record!.reason).toBe('unversioned');
    expect((await a.post('/api/main/sysUser/edit', { ...body, version, name: 'late' }, tok.superAdmin)).code).toBe(1017004);
    expect((await userRow(id)).name).toBe('旧客户端');
  });

  it('gives page rows and details sex 3 (unknown) and birthday null, which the XiaoNuo account form reads', async () => {
    const body = addBody(org['fii-ccbg']!, [engineer]);
    const id = await addUser(t, tok.superAdmin, body);
    const page = (await a.get(`/api/main/sysUser/page?searchValue=${body.account}`, tok.superAdmin)).data as { rows: object[] };
    expect(page.rows[0]).toMatchObject({ id, sex: 3, birthday: null });
    expect((await a.get(`/api/main/sysUser/detail?id=${id}`, tok.superAdmin)).data).toMatchObject({ sex: 3, birthday: null });
  });
});
