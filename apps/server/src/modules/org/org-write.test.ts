import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '@carbon/domain';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import {
  buildOrg,
  call,
  data,
  flatten,
  orgsByIds,
  uniq,
  type Caller,
  type TreeNode,
  editOrg,
  orgDetail,
  orgWorld,
  type SeededOrg,
} from './org-test-kit.js';

describe.each(dbKinds())('organisation changes on %s', (kind) => {
  let t: TestApp;
  let admin: Caller;
  let manager: Caller;
  let ids: Record<SeededOrg, string>;
  const detail = (id: string) => orgDetail(t, admin, id);
  const edit = (id: string, changes: Record<string, unknown>) => editOrg(t, admin, id, changes);

  beforeAll(async () => {
    t = await createTestApp({ kind });
    ({ admin, manager, ids } = await orgWorld(t));
  });
  afterAll(() => t.close());

  describe('add', () => {
    it('plain add: contract body, pids computed, type defaults to the level below the parent', async () => {
      const code = uniq('plain-');
      const saved = await data<{ id: string; version: number; warnings: string[] }>(t, admin, 'POST', 'sysOrg/add', {
        pid: ids['fii-ccbg'],
        name: `云计算事业群-${code.replace(/-/g, '')}园区`,
        code,
        sort: 3,
        remark: 'r',
      });
      expect(saved).toEqual({ id: expect.stringMatching(/^\d+$/), version: 1, warnings: [] });
      const [row] = await orgsByIds(t, [saved.id]);
      expect(row).toMatchObject({
        pid: Number(ids['fii-ccbg']),
        pids: `[0],[${ids.fii}],[${ids['fii-ccbg']}],`,
        orgType: 'park',
        status: 0,
        sort: 3,
        remark: 'r',
      });
    });

    it('a name outside the business group-legal person-BU-building form is saved with a warning', async () => {
      const saved = await call<{ warnings: string[] }>(t, admin, 'POST', 'sysOrg/addWithPark', {
        pid: ids['fii-ccbg-longhua-le1'],
        orgType: 'bu',
        name: uniq('随便的名字'),
        code: uniq('bu-'),
      });
      expect(saved.success).toBe(true);
      expect(saved.data.warnings.length).toBeGreaterThan(0);
      expect(saved.data.warnings[0]).toContain('云计算事业群-深圳示范精密有限公司-');
    });

    it.each([
      ['a < in the name', { name: 'A<B' }, CODE.PARAM_ERROR],
      ['an = in the name', { name: 'A=B' }, CODE.PARAM_ERROR],
      ['a comma in the name', { name: 'A,B' }, CODE.PARAM_ERROR],
      ['upper case in the code', { code: 'Bad-Code' }, CODE.PARAM_ERROR],
      ['an underscore in the code', { code: 'bad_code' }, CODE.PARAM_ERROR],
      ['no code', { code: '' }, CODE.PARAM_ERROR],
      ['an unknown type', { orgType: 'planet' }, CODE.PARAM_ERROR],
      ['a repeated code', { code: 'fii-ccbg' }, 2017002],
      ['a repeated name', { name: '云计算事业群' }, 2017003],
      ['a missing parent', { pid: '999999999' }, 2017001],
      ['an equity share above 100', { orgType: 'legal_entity', equitySharePct: '100.01' }, CODE.PARAM_ERROR],
      ['a negative equity share', { orgType: 'legal_entity', equitySharePct: -1 }, CODE.PARAM_ERROR],
      ['a boundary on a BU', { orgType: 'bu', equitySharePct: 50 }, CODE.PARAM_ERROR],
      ['a bad effective date', { orgType: 'legal_entity', equitySharePct: 50, boundaryEffectiveFrom: '2024-02-30' }, CODE.PARAM_ERROR],
    ])('refuses %s', async (_, fields, code) => {
      const res = await call(t, admin, 'POST', 'sysOrg/addWithPark', {
        pid: ids['fii-ccbg-longhua'],
        name: uniq('n'),
        code: uniq('c-'),
        sort: 1,
        ...fields,
      });
      expect(res.code).toBe(code);
    });

    it('refuses an equity share of 150 % with the spec message (at most 100) on add and edit, never clamping it', async () => {
      const post = (url: string, payload: object, lang: string) =>
        t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${admin.token}`, 'accept-language': lang }, payload });
      const body = { pid: ids['fii-ccbg-longhua'], orgType: 'legal_entity', name: uniq('n'), code: uniq('c-'), sort: 1 };
      const zh = await post('/api/main/sysOrg/addWithPark', { ...body, equitySharePct: 150 }, 'zh-CN');
      expect(zh.json()).toMatchObject({
        success: false,
        code: CODE.PARAM_ERROR,
        message: '股权比例最多为 100%，且不能为负数',
        field: 'equitySharePct',
      });
      const en = await post('/api/main/sysOrg/addWithPark', { ...body, equitySharePct: '150' }, 'en-US');
      expect(en.json()).toMatchObject({ message: 'The equity share may be at most 100 % and may not be negative' });
      expect((await call(t, admin, 'GET', `sysOrg/page?name=${encodeURIComponent(body.name)}`)).data).toMatchObject({ totalRows: 0 });

      const le = await buildOrg(t, admin, { pid: ids['fii-ccbg-longhua'], orgType: 'legal_entity', equitySharePct: 40 });
      const edited = await editOrg(t, admin, le.id, { orgType: 'legal_entity', equitySharePct: 150 });
      expect(edited).toMatchObject({ success: false, code: CODE.PARAM_ERROR, field: 'equitySharePct' });
      expect(await detail(le.id)).toMatchObject({ equitySharePct: '40' });
      expect((await editOrg(t, admin, le.id, { orgType: 'legal_entity', equitySharePct: 100 })).success).toBe(true);
    });

    it('names the forbidden characters in the message', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/main/sysOrg/add',
        headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'en-US' },
        payload: { pid: ids.fii, name: 'A&B', code: uniq('c-'), sort: 1 },
      });
      expect(res.json()).toMatchObject({ success: false, code: 1012001, message: 'The name may not contain these characters: &' });
    });

    it('manager: under an org in scope only, never at the root (1013003)', async () => {
      expect((await call(t, manager, 'POST', 'sysOrg/add', { pid: '0', name: uniq('root'), code: uniq('r-'), sort: 1 })).code).toBe(
        CODE.DATA_SCOPE,
      );
      expect(
        (await call(t, manager, 'POST', 'sysOrg/add', { pid: ids['fii-iibg'], name: uniq('x'), code: uniq('x-'), sort: 1 })).code,
      ).toBe(CODE.DATA_SCOPE);
      const ok = await call(t, manager, 'POST', 'sysOrg/add', {
        pid: ids['fii-ccbg'],
        name: uniq('云计算事业群-'),
        code: uniq('ok-'),
        sort: 1,
      });
      expect(ok.success).toBe(true);
    });

    it('a legal entity with its boundary and a new park', async () => {
      const code = uniq('le-');
      const saved = await buildOrg(t, admin, {
        pid: ids['fii-ccbg-longhua'],
        orgType: 'legal_entity',
        name: `云计算事业群-${code.replace(/-/g, '')}有限公司`,
        code,
        equitySharePct: '51.5',
        operationalControl: true,
        financialControl: false,
        boundaryEffectiveFrom: '2023-01-01',
        park: { name: '观澜园区', code: uniq('park-'), address: '深圳市龙华区观澜', longitude: '114.05', latitude: 22.71 },
      });
      expect(saved.warnings).toEqual([]);
      const d = await detail(saved.id);
      expect(d).toMatchObject({ orgType: 'legal_entity', equitySharePct: '51.5', operationalControl: true, financialControl: false });
      // issue 26: a request without the relationship has it proposed — above 50% without financial control: an associate
      expect(d.boundary).toEqual({
        equitySharePct: '51.5',
        operationalControl: true,
        financialControl: false,
        relationship: 'associate',
        financialControlType: 'none',
        effectiveFrom: '2023-01-01',
      });
      expect(d.history).toEqual([
        {
          id: expect.any(String),
          equitySharePct: '51.5',
          operationalControl: true,
          financialControl: false,
          relationship: 'associate',
          financialControlType: 'none',
          effectiveFrom: '2023-01-01',
          changedBy: expect.any(String),
          changedByName: '超级管理员',
          changedAt: expect.any(String),
        },
      ]);
      expect(d.park).toMatchObject({
        name: '观澜园区',
        businessGroupId: ids['fii-ccbg'],
        businessGroupName: '云计算事业群',
        longitude: '114.05',
        latitude: '22.71',
      });
      const node = flatten(await data<TreeNode[]>(t, admin, 'GET', 'sysOrg/treeWithPark')).find((n) => n.id === saved.id);
      expect(node).toMatchObject({
        parkId: d.park!.id,
        parkName: '观澜园区',
        address: '深圳市龙华区观澜',
        longitude: '114.05',
        latitude: '22.71',
        orgType: 'legal_entity',
      });
    });

    it('refuses coordinates off the map', async () => {
      const res = await call(t, admin, 'POST', 'sysOrg/addWithPark', {
        pid: ids['fii-ccbg'],
        name: uniq('p'),
        code: uniq('p-'),
        sort: 1,
        park: { name: 'x', code: uniq('x-'), longitude: 181 },
      });
      expect(res.code).toBe(CODE.PARAM_ERROR);
    });
  });

  describe('editWithPark', () => {
    it('optimistic lock: a stale version → 1017004 and nothing changes', async () => {
      const org = await buildOrg(t, admin, { pid: ids['fii-ccbg'], orgType: 'park' });
      expect((await edit(org.id, { sort: 7 })).success).toBe(true);
      const stale = await call(t, admin, 'POST', 'sysOrg/editWithPark', {
        id: org.id,
        version: 1,
        pid: ids['fii-ccbg'],
        name: org.name,
        code: org.code,
        sort: 9,
      });
      expect(stale.code).toBe(CODE.CONFLICT);
      expect((await detail(org.id)).sort).toBe(7);
    });

    it('a parent may be neither the org itself (2017005) nor a descendant (2017006)', async () => {
      const a = await buildOrg(t, admin, { pid: ids['fii-iibg'], orgType: 'park' });
      const b = await buildOrg(t, admin, { pid: a.id, orgType: 'legal_entity' });
      const c = await buildOrg(t, admin, { pid: b.id, orgType: 'bu' });
      expect((await edit(a.id, { pid: a.id })).code).toBe(2017005);
      expect((await edit(a.id, { pid: b.id })).code).toBe(2017006);
      expect((await edit(a.id, { pid: c.id })).code).toBe(2017006);
    });

    // Issue 9: a chain follows the level order (park → legal entity → BU → building); it was 10 buildings deep.
    it('moving the top of a chain recomputes every descendant pids', async () => {
      const chain: string[] = [];
      let pid = ids['fii-iibg']!;
      for (const orgType of ['park', 'legal_entity', 'bu', 'building']) {
        const o = await buildOrg(t, admin, { pid, orgType });
        chain.push(o.id);
        pid = o.id;
      }
      expect((await edit(chain[0]!, { pid: ids['fii-ccbg'] })).success).toBe(true);
      const rows = new Map((await orgsByIds(t, chain)).map((r) => [String(r.id), r]));
      let expected = `[0],[${ids.fii}],[${ids['fii-ccbg']}],`;
      for (const id of chain) {
        expect(rows.get(id)!.pids).toBe(expected);
        expected += `[${id}],`;
      }
      const managerTree = flatten(await data<TreeNode[]>(t, manager, 'GET', 'sysOrg/treeWithoutParent'));
      expect(managerTree.map((n) => n.id)).toEqual(expect.arrayContaining(chain));
    });

    it('manager cannot move an org out of scope or edit a foreign one', async () => {
      const own = await buildOrg(t, admin, { pid: ids['fii-ccbg'], orgType: 'park' });
      const d = await detail(own.id);
      const base = { id: own.id, version: d.version, name: own.name, code: own.code, sort: 1 };
      expect((await call(t, manager, 'POST', 'sysOrg/editWithPark', { ...base, pid: ids['fii-iibg'] })).code).toBe(CODE.DATA_SCOPE);
      expect((await call(t, manager, 'POST', 'sysOrg/editWithPark', { ...base, pid: '0' })).code).toBe(CODE.DATA_SCOPE);
      const foreign = await buildOrg(t, admin, { pid: ids['fii-iibg'], orgType: 'park' });
      const res = await call(t, manager, 'POST', 'sysOrg/editWithPark', {
        id: foreign.id,
        version: 1,
        pid: ids['fii-iibg'],
        name: foreign.name,
        code: foreign.code,
        sort: 1,
      });
      expect(res.code).toBe(CODE.DATA_SCOPE);
    });

    it('boundary edits are dated rows; the detail shows the one in force today', async () => {
      const le = await buildOrg(t, admin, {
        pid: ids['fii-ccbg-longhua'],
        orgType: 'legal_entity',
        equitySharePct: 60,
        operationalControl: true,
        financialControl: true,
        boundaryEffectiveFrom: '2020-01-01',
      });
      expect((await edit(le.id, { equitySharePct: '70', boundaryEffectiveFrom: '2099-01-01' })).success).toBe(true);
      const d = await detail(le.id);
      expect(d.boundary).toEqual({
        equitySharePct: '60',
        operationalControl: true,
        financialControl: true,
        relationship: 'subsidiary',
        financialControlType: 'own',
        effectiveFrom: '2020-01-01',
      });
      expect(d.history.map((h) => [h.effectiveFrom, h.equitySharePct])).toEqual([
        ['2099-01-01', '70'],
        ['2020-01-01', '60'],
      ]);
      // an edit that leaves the boundary alone writes no row
      expect((await edit(le.id, { sort: 4 })).success).toBe(true);
      expect((await detail(le.id)).history).toHaveLength(2);
    });

    it('the first boundary edit of a seeded legal entity keeps its earlier values as history', async () => {
      const res = await edit(ids['fii-ccbg-longhua-le1']!, { equitySharePct: 80, boundaryEffectiveFrom: '2099-06-30' });
      expect(res.success).toBe(true);
      const d = await detail(ids['fii-ccbg-longhua-le1']!);
      expect(d.history.map((h) => h.equitySharePct)).toEqual(['80', '100']);
      expect(d.boundary).toMatchObject({ equitySharePct: '100' });
    });
  });
});
