import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '@carbon/domain';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { buildOrg, editOrg, orgDetail, orgIdByCode, orgsByIds, orgWorld, uniq, type Caller } from './org-test-kit.js';

/**
 * Issue 9: the level order group → business group → park → legal entity → BU → building holds
 * on every write path; a level may be skipped downward, never upward (nor repeated).
 */
describe.each(dbKinds())('organisation level order on %s', (kind) => {
  let t: TestApp;
  let admin: Caller;
  const found: Record<string, string> = {};
  const id = (code: string): string => {
    const v = found[code];
    if (!v) throw new Error(`no organisation ${code}`);
    return v;
  };

  beforeAll(async () => {
    t = await createTestApp({ kind });
    ({ admin } = await orgWorld(t));
    for (const code of [
      'fii',
      'fii-ccbg',
      'fii-iibg',
      'fii-ccbg-longhua',
      'fii-ccbg-longhua-le1',
      'fii-ccbg-longhua-le1-server',
      'fii-iibg-zhengzhou',
    ])
      found[code] = await orgIdByCode(t, code);
  });
  afterAll(() => t?.close());

  /** An add in the given language, answering the raw envelope. */
  async function add(path: 'sysOrg/add' | 'sysOrg/addWithPark', body: Record<string, unknown>, lang = 'zh-CN') {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/main/${path}`,
      headers: { authorization: `Bearer ${admin.token}`, 'accept-language': lang },
      payload: { name: uniq('层级'), code: uniq('lv-'), sort: 1, ...body },
    });
    return res.json<{ success: boolean; code: number; message: string; field?: string }>();
  }

  it('refuses a legal entity at the root beside the group, naming the field by its label', async () => {
    for (const path of ['sysOrg/add', 'sysOrg/addWithPark'] as const) {
      const res = await add(path, { pid: '0', orgType: 'legal_entity' });
      expect(res).toMatchObject({ success: false, code: CODE.PARAM_ERROR, field: 'orgType' });
      expect(res.message).toMatch(/^组织类型：法人不能位于顶级之下，此处可选：集团/);
    }
    const en = await add('sysOrg/addWithPark', { pid: '0', orgType: 'legal_entity' }, 'en-US');
    expect(en.message).toMatch(/^Type: Legal entity cannot be placed under the top level; allowed here: Group /);
    const tw = await add('sysOrg/addWithPark', { pid: '0', orgType: 'legal_entity' }, 'zh-TW');
    expect(tw.message).toMatch(/^組織類型：法人不能位於頂級之下/);
  });

  it.each([
    ['a business group under a park', 'fii-ccbg-longhua', 'business_group'],
    ['a park under a legal entity', 'fii-ccbg-longhua-le1', 'park'],
    ['a park under a park', 'fii-ccbg-longhua', 'park'],
    ['a group under the group', 'fii', 'group'],
    ['a legal entity under a BU', 'fii-ccbg-longhua-le1-server', 'legal_entity'],
  ] as const)('refuses %s (upward or repeated)', async (_, parent, orgType) => {
    const res = await add('sysOrg/addWithPark', { pid: id(parent), orgType });
    expect(res).toMatchObject({ success: false, code: CODE.PARAM_ERROR, field: 'orgType' });
  });

  it.each([
    ['a BU straight under a park (legal entity skipped)', 'fii-ccbg-longhua', 'bu'],
    ['a building straight under a business group', 'fii-ccbg', 'building'],
    ['a legal entity under the group', 'fii', 'legal_entity'],
  ] as const)('accepts %s (skipped downward)', async (_, parent, orgType) => {
    expect((await add('sysOrg/addWithPark', { pid: id(parent), orgType })).success).toBe(true);
  });

  it('refuses anything under a building, also through the plain add that defaults the type', async () => {
    const building = await buildOrg(t, admin, { pid: id('fii-ccbg-longhua-le1'), orgType: 'building' });
    const res = await add('sysOrg/add', { pid: building.id }, 'en-US');
    expect(res).toMatchObject({ success: false, field: 'orgType' });
    expect(res.message).toMatch(/^Type: nothing can be placed under ".+" \(Building\)/);
  });

  describe('editWithPark', () => {
    it('moving a subtree keeps the order: a park (with its legal entity and BU) may not move under a legal entity', async () => {
      const park = await buildOrg(t, admin, { pid: id('fii-iibg'), orgType: 'park' });
      const le = await buildOrg(t, admin, { pid: park.id, orgType: 'legal_entity' });
      const bu = await buildOrg(t, admin, { pid: le.id, orgType: 'bu' });
      const before = await orgsByIds(t, [park.id, le.id, bu.id]);

      const refused = await editOrg(t, admin, park.id, { pid: id('fii-ccbg-longhua-le1') });
      expect(refused).toMatchObject({ success: false, code: CODE.PARAM_ERROR });
      expect(await orgsByIds(t, [park.id, le.id, bu.id])).toEqual(before);

      // under another business group the whole subtree moves, every edge still in order
      expect((await editOrg(t, admin, park.id, { pid: id('fii-ccbg') })).success).toBe(true);
      const rows = new Map((await orgsByIds(t, [park.id, le.id, bu.id])).map((r) => [String(r.id), r]));
      expect(rows.get(le.id)!.pids).toBe(`[0],[${id('fii')}],[${id('fii-ccbg')}],[${park.id}],`);
      expect(rows.get(bu.id)!.pids).toBe(`[0],[${id('fii')}],[${id('fii-ccbg')}],[${park.id}],[${le.id}],`);
    });

    it('a legal entity moved to the root is refused', async () => {
      const le = await buildOrg(t, admin, { pid: id('fii-iibg-zhengzhou'), orgType: 'legal_entity' });
      expect(await editOrg(t, admin, le.id, { pid: '0' })).toMatchObject({ success: false, code: CODE.PARAM_ERROR, field: 'orgType' });
    });

    it('a new type must stay below the parent and above every child', async () => {
      const le = await buildOrg(t, admin, { pid: id('fii-ccbg'), orgType: 'legal_entity' });
      await buildOrg(t, admin, { pid: le.id, orgType: 'bu' });
      // a BU cannot hold a BU
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/main/sysOrg/editWithPark',
        headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'en-US' },
        payload: { ...(await editBody(le.id)), orgType: 'bu' },
      });
      expect(res.json()).toMatchObject({ success: false, code: CODE.PARAM_ERROR, field: 'orgType' });
      expect(res.json<{ message: string }>().message).toMatch(
        /^Type: a Business unit \(BU\) cannot have ".+" \(Business unit \(BU\)\) below it/,
      );
      // a park above the BU is fine (park → BU skips the legal entity)
      expect((await editOrg(t, admin, le.id, { orgType: 'park' })).success).toBe(true);
      // a business group is not allowed under a business group
      expect((await editOrg(t, admin, le.id, { orgType: 'business_group' })).code).toBe(CODE.PARAM_ERROR);
    });

    it("XiaoNuo 1.x's sysOrg/edit obeys the same order", async () => {
      const le = await buildOrg(t, admin, { pid: id('fii-ccbg-longhua'), orgType: 'legal_entity' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/main/sysOrg/edit',
        headers: { authorization: `Bearer ${admin.token}` },
        payload: { id: le.id, pid: '0', name: le.name, code: le.code, sort: 1 },
      });
      expect(res.json()).toMatchObject({ success: false, code: CODE.PARAM_ERROR, field: 'orgType' });
    });

    it('an edit that neither moves nor retypes is not refused', async () => {
      const park = await buildOrg(t, admin, { pid: id('fii-ccbg'), orgType: 'park' });
      expect((await editOrg(t, admin, park.id, { sort: 5, orgType: 'park' })).success).toBe(true);
    });
  });

  async function editBody(id: string) {
    const d = await orgDetail(t, admin, id);
    return { id, version: d.version, pid: d.pid, name: d.name, code: d.code, sort: d.sort };
  }
});
