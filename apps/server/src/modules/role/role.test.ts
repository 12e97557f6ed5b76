import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sysRole, sysRoleDataScope, sysRoleMenu, sysUserRole } from '../../platform/db/schema/index.js';
import { bearer, createTestApp, dbKinds, DEMO, login, type Envelope, type TestApp } from '../../test/harness.js';
import { auditRows, breakAuditFor, buildRole, buildUser, giveRole, menuIdOf, orgIdOf } from './role.factories.js';

type Row = { id: string; name: string; code: string; version: number; dataScopeType: number; status: number };
type PageData = { pageNo: number; pageSize: number; totalPage: number; totalRows: number; rows: Row[] };

describe.each(dbKinds())('roles on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const get = async (url: string, token = admin) => (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json<Envelope>();
  const post = async (url: string, payload: object, token = admin) => {
    const res = await t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
    return Object.assign(res.json<Envelope>(), { requestId: String(res.headers['x-request-id']) });
  };
  const add = async (name: string, code = name) => (await post('/api/main/sysRole/add', { name, code, sort: 5 })).data as Row;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await login(t.app, 'superAdmin', DEMO.superAdmin);
  });
  afterAll(() => t.close());

  it('pages live roles with the contract page shape, ids as strings, filtered by name and code', async () => {
    await add('页面角色甲', 'page_role_a');
    const all = (await get('/api/main/sysRole/page?pageNo=1&pageSize=2')).data as PageData;
    expect(Object.keys(all).sort()).toEqual(['pageNo', 'pageSize', 'rows', 'totalPage', 'totalRows']);
    expect(all.rows).toHaveLength(2);
    expect(all.totalPage).toBe(Math.ceil(all.totalRows / 2));
    expect(all.rows[0]!.id).toMatch(/^\d+$/);
    const byName = (await get(`/api/main/sysRole/page?name=${encodeURIComponent('角色甲')}`)).data as PageData;
    expect(byName.rows.map((r) => r.code)).toEqual(['page_role_a']);
    const byCode = (await get('/api/main/sysRole/page?code=PAGE_ROLE')).data as PageData;
    expect(byCode.rows.map((r) => r.code)).toEqual(['page_role_a']);
    expect(((await get('/api/main/sysRole/page?code=%25')).data as PageData).rows).toEqual([]);
  });

  it('adds a role with status 0 and data scope 1; name and code are unique among live roles', async () => {
    const role = await add('唯一角色', 'unique_role');
    expect(role).toMatchObject({ name: '唯一角色', code: 'unique_role', status: 0, dataScopeType: 1, version: 1 });
    expect((await post('/api/main/sysRole/add', { name: '唯一角色', code: 'other_code', sort: 1 })).code).toBe(2019003);
    expect((await post('/api/main/sysRole/add', { name: '另一个', code: 'unique_role', sort: 1 })).code).toBe(2019002);
    await post('/api/main/sysRole/delete', { id: role.id });
    expect((await post('/api/main/sysRole/add', { name: '唯一角色', code: 'unique_role', sort: 1 })).success).toBe(true);
  });

  it.each([
    ['no name', { code: 'x1', sort: 1 }],
    ['empty code', { name: 'n', code: '', sort: 1 }],
    ['code with spaces', { name: 'n', code: 'a b', sort: 1 }],
    ['sort as text', { name: 'n', code: 'x2', sort: 'abc' }],
  ])('refuses an add with %s (1012001)', async (_label, body) => {
    expect((await post('/api/main/sysRole/add', body)).code).toBe(1012001);
  });

  it('edits with the version read; a stale version gets 1017004 and changes nothing', async () => {
    const role = await add('编辑角色', 'edit_role');
    const edited = await post('/api/main/sysRole/edit', { id: role.id, version: 1, name: '编辑角色2', code: 'edit_role', sort: 9 });
    expect(edited.data).toMatchObject({ name: '编辑角色2', version: 2 });
    const stale = await post('/api/main/sysRole/edit', { id: role.id, version: 1, name: '编辑角色3', code: 'edit_role', sort: 9 });
    expect(stale.code).toBe(1017004);
    const [row] = await t.database.db
      .select()
      .from(sysRole)
      .where(eq(sysRole.id, Number(role.id)));
    expect(row).toMatchObject({ name: '编辑角色2', version: 2 });
    expect((await post('/api/main/sysRole/edit', { id: '999999', version: 1, name: 'x', code: 'x', sort: 1 })).code).toBe(2019001);
    expect((await post('/api/main/sysRole/edit', { id: role.id, version: 2, name: '管理员', code: 'edit_role', sort: 1 })).code).toBe(
      2019003,
    );
  });

  it('deletes logically and removes the role from users, menus and data scope', async () => {
    const db = t.database.db;
    const role = await add('删除角色', 'delete_role');
    const id = Number(role.id);
    expect(
      (await post('/api/main/sysRole/grantMenu', { id: role.id, grantMenuIdList: [String(await menuIdOf(db, 'dashboard'))] })).success,
    ).toBe(true);
    expect(
      (
        await post('/api/main/sysRole/grantData', {
          id: role.id,
          dataScopeType: '5',
          grantOrgIdList: [String(await orgIdOf(db, 'fii-ccbg'))],
        })
      ).success,
    ).toBe(true);
    const user = await buildUser(db, { password: DEMO.user, roleIds: [id] });
    expect((await post('/api/main/sysRole/delete', { id: role.id })).success).toBe(true);
    expect((await db.select().from(sysRole).where(eq(sysRole.id, id)))[0]!.status).toBe(2);
    expect(await db.select().from(sysUserRole).where(eq(sysUserRole.userId, user.id))).toEqual([]);
    expect(await db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, id))).toEqual([]);
    expect(await db.select().from(sysRoleDataScope).where(eq(sysRoleDataScope.roleId, id))).toEqual([]);
    expect(((await get('/api/main/sysRole/page?code=delete_role')).data as PageData).rows).toEqual([]);
    expect((await get(`/api/main/sysRole/ownMenu?id=${role.id}`)).code).toBe(2019001);
    expect((await post('/api/main/sysRole/delete', { id: role.id })).code).toBe(2019001);
  });

  it('replaces the menu set on grantMenu and reports it in ownMenu; unknown menus are refused', async () => {
    const db = t.database.db;
    const role = await add('授权菜单', 'grant_menu_role');
    const [a, b, c] = await Promise.all(['dashboard', 'workbench', 'sysPos_page'].map((code) => menuIdOf(db, code)));
    await post('/api/main/sysRole/grantMenu', { id: role.id, grantMenuIdList: [String(a), String(b)] });
    expect((await get(`/api/main/sysRole/ownMenu?id=${role.id}`)).data).toEqual(
      [String(a), String(b)].sort((x, y) => Number(x) - Number(y)),
    );
    await post('/api/main/sysRole/grantMenu', { id: role.id, grantMenuIdList: [String(c)] });
    expect((await get(`/api/main/sysRole/ownMenu?id=${role.id}`)).data).toEqual([String(c)]);
    expect((await post('/api/main/sysRole/grantMenu', { id: role.id, grantMenuIdList: ['987654'] })).code).toBe(2016001);
    expect((await get(`/api/main/sysRole/ownMenu?id=${role.id}`)).data).toEqual([String(c)]);
  });

  it('sets the data scope on grantData; organisations are kept only for type 5', async () => {
    const db = t.database.db;
    const role = await add('授权数据', 'grant_data_role');
    const [x, y] = await Promise.all(['fii-ccbg-longhua', 'fii-iibg'].map((code) => orgIdOf(db, code)));
    await post('/api/main/sysRole/grantData', { id: role.id, dataScopeType: 5, grantOrgIdList: [String(x), String(y)] });
    expect((await get(`/api/main/sysRole/ownData?id=${role.id}`)).data).toEqual(
      [String(x), String(y)].sort((p, q) => Number(p) - Number(q)),
    );
    expect(
      (
        await db
          .select()
          .from(sysRole)
          .where(eq(sysRole.id, Number(role.id)))
      )[0]!.dataScopeType,
    ).toBe(5);
    await post('/api/main/sysRole/grantData', { id: role.id, dataScopeType: '3', grantOrgIdList: [String(x)] });
    expect((await get(`/api/main/sysRole/ownData?id=${role.id}`)).data).toEqual([]);
    expect((await post('/api/main/sysRole/grantData', { id: role.id, dataScopeType: 5, grantOrgIdList: ['987654'] })).code).toBe(2017001);
    expect((await post('/api/main/sysRole/grantData', { id: role.id, dataScopeType: 6 })).code).toBe(1012001);
  });

  it('dropDown lists every role for the super admin and only their own for others', async () => {
    const all = (await get('/api/main/sysRole/dropDown')).data as { id: string; code: string; name: string }[];
    expect(all.map((r) => r.code)).toEqual(expect.arrayContaining(['admin', 'manager', 'common']));
    const viewer = await buildRole(t.database.db, { permissions: ['sysRole:dropDown'] });
    const user = await buildUser(t.database.db, { password: DEMO.user, roleIds: [viewer] });
    const mine = (await get('/api/main/sysRole/dropDown', await login(t.app, user.account, DEMO.user))).data as { id: string }[];
    expect(mine.map((r) => r.id)).toEqual([String(viewer)]);
  });

  it('writes an audit record for every change, in the request that made it', async () => {
    const db = t.database.db;
    const created = await post('/api/main/sysRole/add', { name: '审计角色', code: 'audit_role', sort: 1 });
    const id = (created.data as Row).id;
    const steps = [
      ['add', created.requestId],
      ['edit', (await post('/api/main/sysRole/edit', { id, version: 1, name: '审计角色2', code: 'audit_role', sort: 1 })).requestId],
      ['grantMenu', (await post('/api/main/sysRole/grantMenu', { id, grantMenuIdList: [] })).requestId],
      ['grantData', (await post('/api/main/sysRole/grantData', { id, dataScopeType: 4 })).requestId],
      ['delete', (await post('/api/main/sysRole/delete', { id })).requestId],
    ] as const;
    for (const [action, requestId] of steps) {
      const rows = await auditRows(db, 'sys_role', action, id);
      expect(rows, action).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actorAccount: 'superAdmin', requestId });
    }
    expect((await auditRows(db, 'sys_role', 'edit', id))[0]).toMatchObject({
      before: { name: '审计角色' },
      after: { name: '审计角色2' },
    });
  });

  it('keeps a change and its audit record in one transaction: no audit, no change', async () => {
    const restore = await breakAuditFor(t.database.db, 'sys_role');
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/main/sysRole/add',
        payload: { name: '无审计', code: 'no_audit' },
        headers: bearer(admin),
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await t.database.db.select().from(sysRole).where(eq(sysRole.code, 'no_audit'))).toEqual([]);
  });

  it('refuses a role call to a user without the button (1013002) and lets a granted one through', async () => {
    const user = await login(t.app, 'user', DEMO.user);
    expect((await get('/api/main/sysRole/page', user)).code).toBe(1013002);
    const someone = await buildUser(t.database.db, { password: DEMO.user });
    await giveRole(t.database.db, someone.id, await buildRole(t.database.db, { permissions: ['sysRole:page'] }));
    expect((await get('/api/main/sysRole/page', await login(t.app, someone.account, DEMO.user))).success).toBe(true);
  });
});
