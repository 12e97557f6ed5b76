import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '@carbon/domain';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { sysAudit, sysOrg, sysRole, sysRoleDataScope, sysUser, sysUserDataScope } from '../../platform/db/schema/index.js';
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

describe.each(dbKinds())('organisation deletes, audit and races on %s', (kind) => {
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

  describe('delete', () => {
    it('refuses an org with staff (2017004), and a parent whose descendant has staff', async () => {
      expect((await call(t, admin, 'POST', 'sysOrg/delete', { id: ids['fii-ccbg-longhua-le1'] })).code).toBe(2017004);
      expect((await call(t, admin, 'POST', 'sysOrg/delete', { id: ids['fii-ccbg-longhua'] })).code).toBe(2017004);
    });

    it('cascades status 2 to descendants and removes their data-scope grants', async () => {
      const top = await buildOrg(t, admin, { pid: ids['fii-iibg'], orgType: 'park' });
      const mid = await buildOrg(t, admin, { pid: top.id, orgType: 'legal_entity' });
      const leaf = await buildOrg(t, admin, { pid: mid.id, orgType: 'bu' });
      const db = t.database.db;
      const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, 'common'));
      const [u] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, 'user'));
      await db.insert(sysRoleDataScope).values({ roleId: role!.id, orgId: Number(leaf.id) });
      await db.insert(sysUserDataScope).values({ userId: u!.id, orgId: Number(mid.id) });
      expect((await call(t, admin, 'POST', 'sysOrg/delete', [{ id: top.id }, { id: leaf.id }])).success).toBe(true);
      const rows = await orgsByIds(t, [top.id, mid.id, leaf.id]);
      expect(rows.map((r) => r.status)).toEqual([2, 2, 2]);
      const ids3 = [top.id, mid.id, leaf.id].map(Number);
      expect(await db.select().from(sysRoleDataScope).where(inArray(sysRoleDataScope.orgId, ids3))).toEqual([]);
      expect(await db.select().from(sysUserDataScope).where(inArray(sysUserDataScope.orgId, ids3))).toEqual([]);
      const tree = flatten(await data<TreeNode[]>(t, admin, 'GET', 'sysOrg/tree')).map((n) => n.id);
      expect(tree).not.toContain(top.id);
      // the code and name are free again
      expect((await call(t, admin, 'POST', 'sysOrg/add', { pid: ids['fii-iibg'], name: top.name, code: top.code, sort: 1 })).success).toBe(
        true,
      );
    });

    it('manager cannot delete a foreign org (1013003)', async () => {
      const foreign = await buildOrg(t, admin, { pid: ids['fii-iibg'], orgType: 'park' });
      expect((await call(t, manager, 'POST', 'sysOrg/delete', { id: foreign.id })).code).toBe(CODE.DATA_SCOPE);
      expect((await orgsByIds(t, [foreign.id]))[0]!.status).toBe(0);
    });
  });

  it.runIf(kind === 'postgres')('concurrent edits of one version: exactly one wins (no lost update)', async () => {
    const org = await buildOrg(t, admin, { pid: ids['fii-iibg'], orgType: 'park' });
    const body = (sort: number) => ({ id: org.id, version: 1, pid: ids['fii-iibg'], name: org.name, code: org.code, sort });
    const results = await Promise.all([1, 2, 3, 4].map((n) => call(t, admin, 'POST', 'sysOrg/editWithPark', body(n))));
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results.filter((r) => !r.success).map((r) => r.code)).toEqual([CODE.CONFLICT, CODE.CONFLICT, CODE.CONFLICT]);
    expect((await detail(org.id)).version).toBe(2);
  });

  it.runIf(kind === 'postgres')('concurrent adds of one code: one wins, the others get 2017002; mixed changes never deadlock', async () => {
    const code = uniq('race-');
    const adds = await Promise.all(
      [1, 2, 3].map((n) => call(t, admin, 'POST', 'sysOrg/add', { pid: ids['fii-iibg'], name: `race${code}${n}`, code, sort: 1 })),
    );
    expect(adds.filter((r) => r.success)).toHaveLength(1);
    expect(adds.filter((r) => !r.success).map((r) => r.code)).toEqual([2017002, 2017002]);
    const victim = await buildOrg(t, admin, { pid: ids['fii-iibg'], orgType: 'park' });
    const mixed = await Promise.all([
      call(t, admin, 'POST', 'sysOrg/addWithPark', {
        pid: ids['fii-ccbg'],
        name: uniq('m'),
        code: uniq('m-'),
        sort: 1,
        park: { name: 'p', code: uniq('p-') },
      }),
      call(t, admin, 'POST', 'sysOrg/delete', { id: victim.id }),
      call(t, admin, 'POST', 'sysOrg/sendOrgData', {}),
      call(t, admin, 'POST', 'sysPark/add', { name: 'q', code: uniq('q-'), businessGroupId: ids['fii-ccbg'] }),
    ]);
    expect(mixed.map((r) => r.success)).toEqual([true, true, true, true]);
  });

  it('writes audit records for add, edit and delete', async () => {
    const org = await buildOrg(t, admin, { pid: ids['fii-iibg'], orgType: 'park' });
    await edit(org.id, { remark: 'changed' });
    await data(t, admin, 'POST', 'sysOrg/delete', { id: org.id });
    const rows = await t.database.db
      .select({ action: sysAudit.action, before: sysAudit.before, after: sysAudit.after, actor: sysAudit.actorAccount })
      .from(sysAudit)
      .where(and(eq(sysAudit.entity, 'sysOrg'), eq(sysAudit.entityId, org.id)))
      .orderBy(sysAudit.id);
    expect(rows.map((r) => r.action)).toEqual(['add', 'edit', 'delete']);
    expect(rows.every((r) => r.actor === 'superAdmin')).toBe(true);
    expect(rows[1]!.before).toMatchObject({ remark: null });
    expect(rows[1]!.after).toMatchObject({ remark: 'changed' });
    expect(rows[2]!.after).toMatchObject({ status: 2, cascaded: [] });
  });

  it('a deleted org is gone from page and detail', async () => {
    const org = await buildOrg(t, admin, { pid: ids['fii-iibg'], orgType: 'park' });
    await data(t, admin, 'POST', 'sysOrg/delete', { id: org.id });
    expect((await call(t, admin, 'GET', `sysOrg/detailWithPark?id=${org.id}`)).code).toBe(2017001);
    const [row] = await t.database.db
      .select({ s: sysOrg.status })
      .from(sysOrg)
      .where(eq(sysOrg.id, Number(org.id)));
    expect(row!.s).toBe(2);
  });
});
