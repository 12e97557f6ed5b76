import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@carbon/domain';
import { sysOrg, sysRole, sysRoleMenu } from '../../platform/db/schema/index.js';
import { bearer, createTestApp, dbKinds, DEMO, login, type Envelope, type TestApp } from '../../test/harness.js';
import { auditRows, buildRole, buildUser, giveRole, menuIdOf, orgIdOf, userIdOf } from './role.factories.js';

type Row = { id: string; code: string; orgId: string | null; dataScopeType: number; version: number };

/** Roles have an owning organisation and stay below the callers who change them (issue 8, Security 2; ADR 008). */
describe.each(dbKinds())('role ownership on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  const org: Record<string, string> = {};
  const get = async (url: string, token = admin) =>
    (await t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': 'en-US' } })).json<Envelope>();
  const post = async (url: string, payload: object, token = admin) =>
    (await t.app.inject({ method: 'POST', url, payload, headers: { ...bearer(token), 'accept-language': 'en-US' } })).json<Envelope>();
  const roleRow = async (id: string | number) =>
    (
      await t.database.db
        .select()
        .from(sysRole)
        .where(eq(sysRole.id, Number(id)))
    )[0]!;
  /** A role the super admin adds, owned by `owner`, with data scope `type` and the menus given. */
  const superRole = async (code: string, owner: string, type = 3, menus: string[] = []) => {
    const added = await post('/api/main/sysRole/add', { name: code, code, sort: 1, orgId: org[owner] });
    const id = (added.data as Row).id;
    await post('/api/main/sysRole/grantData', { id, dataScopeType: type });
    if (menus.length) {
      const ids = await Promise.all(menus.map(async (m) => String(await menuIdOf(t.database.db, m))));
      await post('/api/main/sysRole/grantMenu', { id, grantMenuIdList: ids });
    }
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp({ kind });
    const db = t.database.db;
    for (const c of ['fii', 'fii-ccbg', 'fii-ccbg-longhua', 'fii-ccbg-longhua-le1', 'fii-iibg', 'fii-iibg-zhengzhou-le1'])
      org[c] = String(await orgIdOf(db, c));
    admin = await login(t.app, 'superAdmin', DEMO.superAdmin);
    // the demo manager (scope 云计算事业群 and below) also gets every role button, as a role administrator of that group
    const buttons = ['page', 'dropDown', 'ownMenu', 'ownData', 'add', 'edit', 'delete', 'grantMenu', 'grantData'].map(
      (b) => `sysRole:${b}`,
    );
    await giveRole(
      db,
      await userIdOf(db, 'manager'),
      await buildRole(db, { permissions: buttons, menus: ['roleManage'], dataScopeType: 2 }),
    );
    manager = await login(t.app, 'manager', DEMO.manager);
  });
  afterAll(() => t.close());

  it('seeds the three roles owned by the group root, and migration 0005 gives the root every role without an owner', async () => {
    const db = t.database.db;
    const seeded = await db
      .select()
      .from(sysRole)
      .where(sql`${sysRole.code} in ('admin', 'manager', 'common')`);
    expect(seeded.map((r) => String(r.orgId))).toEqual([org.fii, org.fii, org.fii]);
    // an installation upgraded from before 0005: the column is there, the owners are not yet
    await db.update(sysRole).set({ orgId: null });
    const file = path.resolve(import.meta.dirname, '../../../migrations/0005_role_owner.sql');
    const statements = fs.readFileSync(file, 'utf8').split('--> statement-breakpoint');
    await db.execute(sql.raw(statements.find((s) => s.includes('UPDATE'))!)); // eslint-disable-line no-restricted-syntax -- the migration's own text
    const after = await db.select({ orgId: sysRole.orgId }).from(sysRole);
    const [root] = await db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, 'fii'));
    expect(new Set(after.map((r) => r.orgId))).toEqual(new Set([root!.id]));
  });

  it('a scoped manager cannot turn the all-data admin role into "self only", nor edit, regrant or delete it', async () => {
    const [adminRole] = await t.database.db.select().from(sysRole).where(eq(sysRole.code, 'admin'));
    const id = String(adminRole!.id);
    const menusBefore = await t.database.db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, adminRole!.id));
    const selfOnly = await post('/api/main/sysRole/grantData', { id, dataScopeType: 4 }, manager);
    expect(selfOnly.code).toBe(1013003);
    expect(selfOnly.message).toBe(MESSAGES['en-US']['role.manage.ownerOutOfScope']);
    const dashboard = String(await menuIdOf(t.database.db, 'dashboard'));
    expect((await post('/api/main/sysRole/grantMenu', { id, grantMenuIdList: [dashboard] }, manager)).code).toBe(1013003);
    const edit = { id, version: adminRole!.version, name: adminRole!.name, code: 'admin', sort: 1, remark: 'taken' };
    expect((await post('/api/main/sysRole/edit', edit, manager)).code).toBe(1013003);
    expect((await post('/api/main/sysRole/delete', { id }, manager)).code).toBe(1013003);
    expect((await get(`/api/main/sysRole/ownMenu?id=${id}`, manager)).code).toBe(1013003);
    expect(await roleRow(id)).toEqual(adminRole);
    expect(await t.database.db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, adminRole!.id))).toEqual(menusBefore);
  });

  it('refuses a role of the manager’s group that grants all data, even to a manager it belongs to (grants above their own)', async () => {
    const id = await superRole('own_but_all', 'fii-ccbg', 1);
    const res = await post('/api/main/sysRole/grantData', { id, dataScopeType: 4 }, manager);
    expect(res).toMatchObject({ code: 1013003, message: MESSAGES['en-US']['role.manage.exceedsOwn'] });
    expect((await roleRow(id)).dataScopeType).toBe(1);
  });

  it('refuses a role of the manager’s group held by an account of the other group, and leaves it unchanged', async () => {
    const db = t.database.db;
    const id = await superRole('held_abroad', 'fii-ccbg');
    await buildUser(db, { orgCode: 'fii-iibg-zhengzhou-le1', roleIds: [Number(id)], password: DEMO.user });
    const before = await roleRow(id);
    const res = await post('/api/main/sysRole/grantData', { id, dataScopeType: 4 }, manager);
    expect(res).toMatchObject({ code: 1013003, message: MESSAGES['en-US']['role.manage.holderOutOfScope'] });
    expect(
      (await post('/api/main/sysRole/edit', { id, version: before.version, name: 'x', code: 'held_abroad', sort: 1 }, manager)).code,
    ).toBe(1013003);
    expect((await post('/api/main/sysRole/delete', { id }, manager)).code).toBe(1013003);
    expect(await roleRow(id)).toEqual(before);
  });

  it('lets the manager manage a role of their group that stays within their rights, held within their scope', async () => {
    const db = t.database.db;
    const id = await superRole('within_ccbg', 'fii-ccbg', 3, ['dashboard']);
    await buildUser(db, { orgCode: 'fii-ccbg-longhua-le1', roleIds: [Number(id)], password: DEMO.user });
    const row = await roleRow(id);
    const edited = await post(
      '/api/main/sysRole/edit',
      { id, version: row.version, name: '龙华角色', code: 'within_ccbg', sort: 2 },
      manager,
    );
    expect(edited.data).toMatchObject({ name: '龙华角色', orgId: org['fii-ccbg'] });
    const factor = String(await menuIdOf(db, 'factor'));
    expect((await post('/api/main/sysRole/grantMenu', { id, grantMenuIdList: [factor] }, manager)).success).toBe(true);
    expect((await post('/api/main/sysRole/grantData', { id, dataScopeType: 2 }, manager)).success).toBe(true);
    expect((await post('/api/main/sysRole/delete', { id }, manager)).success).toBe(true);
  });

  it('lists and offers the roles owned within the manager’s scope and their own, never another group’s', async () => {
    const mine = await superRole('listed_ccbg', 'fii-ccbg-longhua');
    const theirs = await superRole('listed_iibg', 'fii-iibg');
    const above = await superRole('listed_above', 'fii-ccbg', 3, ['orgManage']); // a page the manager lacks
    const pageIds = ((await get('/api/main/sysRole/page?pageSize=200', manager)).data as { rows: Row[] }).rows.map((r) => r.id);
    expect(pageIds).toEqual(expect.arrayContaining([mine, above]));
    expect(pageIds).toContain(String((await t.database.db.select().from(sysRole).where(eq(sysRole.code, 'manager')))[0]!.id));
    expect(pageIds).not.toContain(theirs);
    const offered = ((await get('/api/main/sysRole/dropDown', manager)).data as Row[]).map((r) => r.id);
    expect(offered).toContain(mine);
    expect(offered).not.toContain(theirs);
    expect(offered).not.toContain(above);
    expect((await get(`/api/main/sysRole/ownData?id=${theirs}`, manager)).code).toBe(1013003);
    expect(((await get('/api/main/sysRole/page?pageSize=200')).data as { rows: Row[] }).rows.map((r) => r.id)).toContain(theirs);
  });

  it('adds a role owned by the caller’s organisation, or one in their scope; a scoped caller’s role starts "self only"', async () => {
    const byManager = (await post('/api/main/sysRole/add', { name: 'm1', code: 'by_manager', sort: 1 }, manager)).data as Row;
    expect(byManager).toMatchObject({ orgId: org['fii-ccbg'], dataScopeType: 4 });
    const inScope = await post(
      '/api/main/sysRole/add',
      { name: 'm2', code: 'by_manager_le1', sort: 1, orgId: org['fii-ccbg-longhua-le1'] },
      manager,
    );
    expect(inScope.data).toMatchObject({ orgId: org['fii-ccbg-longhua-le1'] });
    const foreign = await post('/api/main/sysRole/add', { name: 'm3', code: 'by_manager_iibg', sort: 1, orgId: org['fii-iibg'] }, manager);
    expect(foreign.code).toBe(1013003);
    expect((await post('/api/main/sysRole/add', { name: 'm4', code: 'no_org', sort: 1, orgId: '987654321' })).code).toBe(2017001);
    expect(await t.database.db.select().from(sysRole).where(eq(sysRole.code, 'by_manager_iibg'))).toEqual([]);
    const bySuper = (await post('/api/main/sysRole/add', { name: 's1', code: 'by_super', sort: 1 })).data as Row;
    expect(bySuper).toMatchObject({ orgId: org.fii, dataScopeType: 1 });
  });

  it('moves a role to another owner only within the caller’s scope', async () => {
    const id = await superRole('mover', 'fii-ccbg');
    const body = async (orgId: string) => ({ id, version: (await roleRow(id)).version, name: 'mover', code: 'mover', sort: 1, orgId });
    expect((await post('/api/main/sysRole/edit', await body(org['fii-iibg']!), manager)).code).toBe(1013003);
    expect(String((await roleRow(id)).orgId)).toBe(org['fii-ccbg']);
    expect((await post('/api/main/sysRole/edit', await body(org['fii-ccbg-longhua']!), manager)).data).toMatchObject({
      orgId: org['fii-ccbg-longhua'],
    });
    expect((await post('/api/main/sysRole/edit', await body(org['fii-iibg']!))).data).toMatchObject({ orgId: org['fii-iibg'] });
  });

  it('accepts sysRole/edit without a version (XiaoNuo 1.x) and audits it as unversioned; a stale version is still refused', async () => {
    const id = await superRole('unversioned_role', 'fii');
    const before = await roleRow(id);
    const res = await post('/api/main/sysRole/edit', { id, name: '旧客户端', code: 'unversioned_role', sort: 3 });
    expect(res.data).toMatchObject({ name: '旧客户端', version: before.version + 1 });
    const [record] = await auditRows(t.database.db, 'sys_role', 'edit', id);
    expect(record!.reason).toBe('unversioned');
    const stale = await post('/api/main/sysRole/edit', { id, version: before.version, name: 'late', code: 'unversioned_role', sort: 3 });
    expect(stale.code).toBe(1017004);
    const versioned = await post('/api/main/sysRole/edit', {
      id,
      version: before.version + 1,
      name: '新',
      code: 'unversioned_role',
      sort: 3,
    });
    expect(versioned.success).toBe(true);
    expect((await auditRows(t.database.db, 'sys_role', 'edit', id))[0]!.reason).toBeNull();
  });
});
