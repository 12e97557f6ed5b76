import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '@carbon/domain';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import {
  buildOrg,
  call,
  data,
  flatten,
  grantOrgButtonsToManager,
  orgIdByCode,
  signIn,
  type Caller,
  type TreeNode,
} from './org-test-kit.js';

type Page = {
  pageNo: number;
  pageSize: number;
  totalPage: number;
  totalRows: number;
  rows: { id: string; code: string; pids: string; version: number }[];
};

/** The seeded demo group (seed.data.ts): Fii → 云计算事业群 (manager's scope) and 工业互联网事业群. */
const CCBG_SUBTREE = [
  'fii-ccbg',
  'fii-ccbg-longhua',
  'fii-ccbg-longhua-le1',
  'fii-ccbg-longhua-le1-server',
  'fii-ccbg-longhua-le1-storage',
];

describe.each(dbKinds())('organisation reads and data scope on %s', (kind) => {
  let t: TestApp;
  let admin: Caller;
  let manager: Caller;
  let user: Caller;
  const ids: Record<string, string> = {};
  const codeOf = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0];

  beforeAll(async () => {
    t = await createTestApp({ kind });
    await grantOrgButtonsToManager(t);
    [admin, manager, user] = await Promise.all([signIn(t, 'superAdmin'), signIn(t, 'manager'), signIn(t, 'user')]);
    for (const c of ['fii', 'fii-iibg', 'fii-iibg-zhengzhou', 'fii-iibg-zhengzhou-le1', ...CCBG_SUBTREE]) ids[c] = await orgIdByCode(t, c);
  });
  afterAll(() => t.close());

  it('tree: AntdBaseTreeNode shape, ids as strings, leaves with children []', async () => {
    const forest = await data<TreeNode[]>(t, admin, 'GET', 'sysOrg/tree');
    expect(forest.map((n) => n.title)).toEqual(['Fii']);
    const fii = forest[0]!;
    expect(fii).toEqual({ id: ids.fii, parentId: '0', title: 'Fii', value: ids.fii, weight: 1, children: expect.any(Array) });
    expect(fii.children.map((n) => n.title)).toEqual(['云计算事业群', '工业互联网事业群']);
    const all = flatten(forest);
    for (const n of all) {
      expect(Object.keys(n).sort()).toEqual(['children', 'id', 'parentId', 'title', 'value', 'weight']);
      expect(n.id).toMatch(/^\d+$/);
    }
    const bu = all.find((n) => n.id === ids['fii-ccbg-longhua-le1-server'])!;
    expect(bu.children).toEqual([]);
    expect(bu.parentId).toBe(ids['fii-ccbg-longhua-le1']);
  });

  it('treeWithPid carries pid; treeWithPark carries type and park fields', async () => {
    const withPid = flatten(await data<TreeNode[]>(t, admin, 'GET', 'sysOrg/treeWithPid'));
    expect(withPid.find((n) => n.id === ids['fii-ccbg'])).toMatchObject({ pid: ids.fii, parentId: ids.fii });
    const withPark = flatten(await data<TreeNode[]>(t, admin, 'GET', 'sysOrg/treeWithPark'));
    expect(withPark.find((n) => n.id === ids['fii-ccbg-longhua'])).toMatchObject({
      orgType: 'park',
      code: 'fii-ccbg-longhua',
      // issue 9: the seeded park organisations carry their park
      parkId: expect.stringMatching(/^\d+$/),
      parkName: '龙华园区',
      parkCode: 'ccbg-longhua',
      address: '广东省深圳市龙华区',
      longitude: '114.0449',
      latitude: '22.6585',
    });
  });

  it('manager: treeWithoutParent is its business group subtree; tree adds the Fii ancestor only', async () => {
    const own = await data<TreeNode[]>(t, manager, 'GET', 'sysOrg/treeWithoutParent');
    expect(own.map((n) => n.id)).toEqual([ids['fii-ccbg']]);
    expect(
      flatten(own)
        .map((n) => codeOf(n.id))
        .sort(),
    ).toEqual([...CCBG_SUBTREE].sort());
    const full = await data<TreeNode[]>(t, manager, 'GET', 'sysOrg/tree');
    expect(full.map((n) => n.id)).toEqual([ids.fii]);
    expect(full[0]!.children.map((n) => n.id)).toEqual([ids['fii-ccbg']]);
    expect(flatten(full)).toHaveLength(CCBG_SUBTREE.length + 1);
  });

  it('common user: its own legal entity, with ancestors in tree', async () => {
    const own = await data<TreeNode[]>(t, user, 'GET', 'sysOrg/treeWithoutParent');
    expect(flatten(own).map((n) => n.id)).toEqual([ids['fii-ccbg-longhua-le1']]);
    const path = flatten(await data<TreeNode[]>(t, user, 'GET', 'sysOrg/tree')).map((n) => codeOf(n.id));
    expect(path).toEqual(['fii', 'fii-ccbg', 'fii-ccbg-longhua', 'fii-ccbg-longhua-le1']);
  });

  it('list: direct children of pid, within scope', async () => {
    const kids = await data<{ code: string }[]>(t, admin, 'GET', `sysOrg/list?pid=${ids.fii}`);
    expect(kids.map((k) => k.code)).toEqual(['fii-ccbg', 'fii-iibg']);
    const managerKids = await data<{ code: string }[]>(t, manager, 'GET', `sysOrg/list?pid=${ids.fii}`);
    expect(managerKids.map((k) => k.code)).toEqual(['fii-ccbg']);
    const managerAll = await data<{ code: string }[]>(t, manager, 'GET', 'sysOrg/list');
    expect(managerAll.map((k) => k.code).sort()).toEqual([...CCBG_SUBTREE].sort());
  });

  it('page: contract shape and filters (name like, id, pid subtree, orgType)', async () => {
    const p = await data<Page>(t, admin, 'GET', `sysOrg/page?pageNo=1&pageSize=3&pid=${ids['fii-ccbg']}`);
    expect(Object.keys(p).sort()).toEqual(['pageNo', 'pageSize', 'rows', 'totalPage', 'totalRows']);
    expect(p).toMatchObject({ pageNo: 1, pageSize: 3, totalRows: 5, totalPage: 2 });
    expect(p.rows[0]).toMatchObject({
      id: ids['fii-ccbg'],
      pid: ids.fii,
      pids: `[0],[${ids.fii}],`,
      orgType: 'business_group',
      status: 0,
      version: 1,
    });
    expect(p.rows[0]).toHaveProperty('createTime');
    const byName = await data<Page>(t, admin, 'GET', `sysOrg/page?name=${encodeURIComponent('存储')}`);
    expect(byName.rows.map((r) => r.code)).toEqual(['fii-ccbg-longhua-le1-storage']);
    const byType = await data<Page>(t, admin, 'GET', 'sysOrg/page?orgType=legal_entity');
    expect(byType.rows.map((r) => r.code).sort()).toEqual(['fii-ccbg-longhua-le1', 'fii-iibg-zhengzhou-le1']);
    const le = byType.rows.find((r) => r.code === 'fii-ccbg-longhua-le1')!;
    expect(le).toMatchObject({ equitySharePct: '100', operationalControl: true, financialControl: true });
    const percent = await data<Page>(t, admin, 'GET', `sysOrg/page?name=${encodeURIComponent('%')}`);
    expect(percent.totalRows).toBe(0);
  });

  it('page as manager never returns foreign rows', async () => {
    const all = await data<Page>(t, manager, 'GET', 'sysOrg/page?pageSize=200');
    expect(all.rows.map((r) => r.code).sort()).toEqual([...CCBG_SUBTREE].sort());
    const foreignSubtree = await data<Page>(t, manager, 'GET', `sysOrg/page?pid=${ids['fii-iibg']}`);
    expect(foreignSubtree.totalRows).toBe(0);
    const foreignId = await data<Page>(t, manager, 'GET', `sysOrg/page?id=${ids.fii}`);
    expect(foreignId.rows).toEqual([]);
    const fromRoot = await data<Page>(t, manager, 'GET', `sysOrg/page?pid=${ids.fii}&pageSize=200`);
    expect(fromRoot.rows.every((r) => CCBG_SUBTREE.includes(r.code))).toBe(true);
  });

  it('detailWithPark: foreign organisation → 1013003; own one → detail', async () => {
    expect((await call(t, manager, 'GET', `sysOrg/detailWithPark?id=${ids['fii-iibg-zhengzhou-le1']}`)).code).toBe(CODE.DATA_SCOPE);
    expect((await call(t, manager, 'GET', `sysOrg/detailWithPark?id=${ids.fii}`)).code).toBe(CODE.DATA_SCOPE);
    const own = await data<{ code: string; boundary: unknown; history: unknown[]; park: unknown }>(
      t,
      manager,
      'GET',
      `sysOrg/detailWithPark?id=${ids['fii-ccbg-longhua-le1']}`,
    );
    expect(own).toMatchObject({
      code: 'fii-ccbg-longhua-le1',
      park: null,
      boundary: { equitySharePct: '100', operationalControl: true, financialControl: true, effectiveFrom: null },
      history: [],
    });
    expect((await call(t, admin, 'GET', 'sysOrg/detailWithPark?id=999999999')).code).toBe(2017001);
  });

  it('common user lacks the page and detail buttons (1013002)', async () => {
    expect((await call(t, user, 'GET', 'sysOrg/page')).code).toBe(CODE.NO_PERMISSION);
    expect((await call(t, user, 'GET', `sysOrg/detailWithPark?id=${ids['fii-ccbg-longhua-le1']}`)).code).toBe(CODE.NO_PERMISSION);
  });

  it('sysPark/list: parks whose business group is in scope', async () => {
    const ccbgPark = await data<{ id: string }>(t, admin, 'POST', 'sysPark/add', {
      name: '龙华园区',
      code: 'longhua-site',
      businessGroupId: ids['fii-ccbg'],
      address: '深圳市龙华区',
      longitude: 114.0449,
      latitude: '22.6585',
    });
    await data(t, admin, 'POST', 'sysPark/add', { name: '郑州园区', code: 'zhengzhou-site', businessGroupId: ids['fii-iibg'] });
    const adminParks = await data<{ code: string }[]>(t, admin, 'GET', 'sysPark/list');
    expect(adminParks.map((p) => p.code)).toEqual(expect.arrayContaining(['longhua-site', 'zhengzhou-site']));
    const managerParks = await data<Record<string, unknown>[]>(t, manager, 'GET', 'sysPark/list');
    expect(managerParks).toEqual([
      // issue 9: the seeded park of 云计算事业群 comes first (sort 1)
      expect.objectContaining({ code: 'ccbg-longhua', businessGroupId: ids['fii-ccbg'] }),
      {
        id: ccbgPark.id,
        name: '龙华园区',
        code: 'longhua-site',
        businessGroupId: ids['fii-ccbg'],
        businessGroupName: '云计算事业群',
        address: '深圳市龙华区',
        longitude: '114.0449',
        latitude: '22.6585',
        sort: 100,
        remark: null,
        version: 1,
      },
    ]);
    const refused = await call(t, manager, 'POST', 'sysPark/add', { name: '郑州二园', code: 'zz-two', businessGroupId: ids['fii-iibg'] });
    expect(refused.code).toBe(CODE.DATA_SCOPE);
  });

  it('tree of a larger group stays whole and ordered by sort', async () => {
    const parent = await buildOrg(t, admin, { pid: ids['fii-iibg']!, orgType: 'park', sort: 5 });
    const b = await buildOrg(t, admin, { pid: parent.id, orgType: 'legal_entity', sort: 2 });
    const a = await buildOrg(t, admin, { pid: parent.id, orgType: 'legal_entity', sort: 1 });
    const node = flatten(await data<TreeNode[]>(t, admin, 'GET', 'sysOrg/tree')).find((n) => n.id === parent.id)!;
    expect(node.children.map((n) => n.id)).toEqual([a.id, b.id]);
  });
});
