import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { sysMenu, sysRoleMenu } from '../../platform/db/schema/index.js';
import { bearer, createTestApp, dbKinds, DEMO, login, type Envelope, type TestApp } from '../../test/harness.js';
import { auditRows, breakAuditFor, buildRole, menuIdOf } from '../role/role.factories.js';

type Node = {
  id: string;
  pid?: string;
  parentId?: string;
  type?: number;
  code?: string;
  pids?: string;
  version?: number;
  children: Node[];
};
const walk = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...walk(n.children)]);
const dir = (code: string, extra: object = {}) => ({ pid: '0', name: code, code, type: 0, router: `/${code}`, sort: 900, ...extra });
const page = (code: string, pid: string, extra: object = {}) => ({
  pid,
  name: code,
  code,
  type: 1,
  openType: 1,
  router: `/x/${code}`,
  component: `x/${code}`,
  ...extra,
});

describe.each(dbKinds())('menus on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const get = async (url: string, token = admin) => (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json<Envelope>();
  const post = async (url: string, payload: object | undefined, token = admin) =>
    (await t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers: bearer(token) })).json<Envelope>();
  const add = async (body: object) => {
    const res = await post('/api/main/sysMenu/add', body);
    if (!res.success) throw new Error(`${res.code} ${res.message}`);
    return res.data as Node & { id: string; version: number };
  };

  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await login(t.app, 'superAdmin', DEMO.superAdmin);
  });
  afterAll(() => t.close());

  it('lists every live menu, buttons included, as a SysMenu tree with children [] on leaves', async () => {
    const tree = (await get('/api/main/sysMenu/list')).data as Node[];
    const all = walk(tree);
    expect(tree.every((n) => n.pid === '0')).toBe(true);
    expect(all.some((n) => n.type === 2)).toBe(true);
    expect(all.every((n) => Array.isArray(n.children) && /^\d+$/.test(n.id))).toBe(true);
    const button = all.find((n) => n.code === 'sysRole_page')!;
    expect(button.children).toEqual([]);
    expect(all.find((n) => n.code === 'roleManage')!.children.map((c) => c.code)).toContain('sysRole_page');
    const found = walk((await get(`/api/main/sysMenu/list?name=${encodeURIComponent('sysPos:')}`)).data as Node[]);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((n) => n.code!.startsWith('sysPos_'))).toBe(true);
  });

  it('tree holds directories and menus only, as MenuBaseTreeNode with weight = sort', async () => {
    const tree = (await get('/api/main/sysMenu/tree')).data as (Node & { title: string; value: string; weight: number })[];
    const all = walk(tree) as typeof tree;
    const buttonId = String(await menuIdOf(t.database.db, 'sysRole_page'));
    expect(all.map((n) => n.id)).not.toContain(buttonId);
    expect(Object.keys(all[0]!).sort()).toEqual(['children', 'id', 'parentId', 'title', 'value', 'weight']);
    expect(all.every((n) => n.value === n.id)).toBe(true);
    const en = (
      await (
        await t.app.inject({ url: '/api/main/sysMenu/tree', headers: { ...bearer(admin), 'accept-language': 'en-US' } })
      ).json<Envelope>()
    ).data as { title: string }[];
    expect(en[0]!.title).not.toBe(tree[0]!.title);
  });

  it('adds directories, menus and buttons; a new menu is in the super admin’s navigation unless its weight is business', async () => {
    const d = await add(dir('newDir'));
    expect(d).toMatchObject({ pid: '0', pids: '[0],', type: 0, openType: 1, visible: 'Y', weight: 1, application: 'system' });
    const m = await add(page('newPage', d.id));
    expect(m.pids).toBe(`[0],[${d.id}],`);
    const hidden = await add(page('businessPage', d.id, { weight: 2 }));
    const b = await add({ pid: m.id, name: 'btn', code: 'newPage_btn', type: 2, permission: 'sysPos:page' });
    expect(b).toMatchObject({ type: 2, openType: 0 });
    const menus = (
      (await get('/api/main/getLoginUser', await login(t.app, 'superAdmin', DEMO.superAdmin))).data as { menus: { name: string }[] }
    ).menus;
    expect(menus.map((x) => x.name)).toEqual(expect.arrayContaining(['newDir', 'newPage']));
    expect(menus.map((x) => x.name)).not.toContain(hidden.code);
  });

  it.each([
    ['directory without router', dir('e1', { router: null }), 2016004],
    ['menu without openType', page('e2', '0', { openType: null }), 2016006],
    ['component menu without component', page('e3', '0', { component: '' }), 2016005],
    ['outer link without link', page('e4', '0', { openType: 3 }), 1012001],
    ['button without permission', { pid: '0', name: 'e5', code: 'e5', type: 2 }, 2016007],
    ['permission without colon', { pid: '0', name: 'e6', code: 'e6', type: 2, permission: 'sysPos' }, 2016008],
    ['permission naming no API', { pid: '0', name: 'e7', code: 'e7', type: 2, permission: 'nothing:here' }, 2016009],
    ['duplicate code', dir('dashboard'), 2016002],
    ['duplicate sibling name', dir('e8', { name: '首页' }), 2016003],
    ['unknown parent', page('e9', '987654'), 2016001],
    ['unknown application', dir('e10', { application: 'nope' }), 2011001],
    ['type out of range', dir('e11', { type: 7 }), 1012001],
    ['visible not Y/N', dir('e12', { visible: 'yes' }), 1012001],
  ])('refuses %s', async (_label, body, code) => {
    expect((await post('/api/main/sysMenu/add', body)).code).toBe(code);
  });

  it('accepts a permission of an existing API route that is not a seeded button', async () => {
    expect(
      (await post('/api/main/sysMenu/add', { pid: '0', name: 'dd', code: 'dd_btn', type: 2, permission: 'sysDictType:dropDown' })).success,
    ).toBe(true);
  });

  it('edits with the version read, refuses a stale one (1017004), its own id or a descendant as parent', async () => {
    const a = await add(dir('moveA'));
    const child = await add(page('moveChild', a.id));
    const grandchild = await add({ pid: child.id, name: 'g', code: 'moveChild_btn', type: 2, permission: 'sysPos:add' });
    const b = await add(dir('moveB'));
    const body = { ...page('moveChild', b.id), id: child.id, version: 1 };
    expect((await post('/api/main/sysMenu/edit', { ...dir('moveA'), id: a.id, version: 1, pid: a.id })).code).toBe(20160011);
    expect((await post('/api/main/sysMenu/edit', { ...dir('moveA'), id: a.id, version: 1, pid: child.id })).code).toBe(2016006);
    const moved = await post('/api/main/sysMenu/edit', body);
    expect(moved.data).toMatchObject({ pid: b.id, pids: `[0],[${b.id}],`, version: 2 });
    expect((await post('/api/main/sysMenu/edit', body)).code).toBe(1017004);
    const [g] = await t.database.db
      .select()
      .from(sysMenu)
      .where(eq(sysMenu.id, Number(grandchild.id)));
    expect(g!.pids).toBe(`[0],[${b.id}],[${child.id}],`);
  });

  it('accepts sysMenu/edit without a version (XiaoNuo 1.x) and audits it as unversioned; a stale version is still refused', async () => {
    const menu = await add(dir('unversionedMenu'));
    const edited = await post('/api/main/sysMenu/edit', { ...dir('unversionedMenu', { sort: 901 }), id: menu.id });
    expect(edited.data).toMatchObject({ sort: 901, version: menu.version + 1 });
    const [record] = await auditRows(t.database.db, 'sys_menu', 'edit', menu.id);
    expect(record!.reason).toBe('unversioned');
    const stale = await post('/api/main/sysMenu/edit', { ...dir('unversionedMenu', { sort: 902 }), id: menu.id, version: menu.version });
    expect(stale.code).toBe(1017004);
  });

  it('deletes a menu with its subtree and removes them from every role', async () => {
    const db = t.database.db;
    const root = await add(dir('delRoot'));
    const child = await add(page('delChild', root.id));
    const roleId = await buildRole(db, { menus: ['delRoot', 'delChild', 'dashboard'] });
    expect((await post('/api/main/sysMenu/delete', { id: root.id })).success).toBe(true);
    const rows = await db
      .select()
      .from(sysMenu)
      .where(inArray(sysMenu.id, [Number(root.id), Number(child.id)]));
    expect(rows.map((r) => r.status)).toEqual([2, 2]);
    const left = await db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
    expect(left.map((r) => r.menuId)).toEqual([await menuIdOf(db, 'dashboard')]);
    expect(walk((await get('/api/main/sysMenu/list')).data as Node[]).map((n) => n.id)).not.toContain(child.id);
    expect((await post('/api/main/sysMenu/delete', { id: root.id })).code).toBe(2016001);
  });

  it('detail takes the id from the query or the body', async () => {
    const id = String(await menuIdOf(t.database.db, 'roleManage'));
    expect((await post(`/api/main/sysMenu/detail?id=${id}`, undefined)).data).toMatchObject({ id, code: 'roleManage' });
    expect((await post('/api/main/sysMenu/detail', { id })).data).toMatchObject({ id, code: 'roleManage' });
    expect((await post('/api/main/sysMenu/detail', {})).code).toBe(1012001);
    expect((await post('/api/main/sysMenu/detail?id=987654', undefined)).code).toBe(2016001);
  });

  it('refuses menu calls to a user without the buttons (1013002)', async () => {
    const user = await login(t.app, 'user', DEMO.user);
    expect((await get('/api/main/sysMenu/list', user)).code).toBe(1013002);
    expect((await post('/api/main/sysMenu/add', dir('nope'), user)).code).toBe(1013002);
  });

  it('writes an audit record for every change, and none survives without it', async () => {
    const db = t.database.db;
    const m = await add(dir('auditMenu'));
    await post('/api/main/sysMenu/edit', { ...dir('auditMenu', { name: '审计菜单' }), id: m.id, version: 1 });
    await post('/api/main/sysMenu/delete', { id: m.id });
    for (const action of ['add', 'edit', 'delete']) expect(await auditRows(db, 'sys_menu', action, m.id), action).toHaveLength(1);
    const restore = await breakAuditFor(db, 'sys_menu');
    try {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/main/sysMenu/add', payload: dir('unaudited'), headers: bearer(admin) }))
          .statusCode,
      ).toBe(500);
    } finally {
      await restore();
    }
    expect(await db.select().from(sysMenu).where(eq(sysMenu.code, 'unaudited'))).toEqual([]);
  });
});
