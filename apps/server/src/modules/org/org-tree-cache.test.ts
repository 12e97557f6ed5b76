import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sysOrg } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { buildOrg, data, flatten, grantOrgButtonsToManager, orgIdByCode, signIn, type Caller, type TreeNode } from './org-test-kit.js';

/**
 * The organisation trees are cached per data scope until the organisation table changes
 * (issue 8). Every read below follows a read that filled the cache, so each assertion is
 * about what the cache hands out. Seeded group: Fii → 云计算事业群 (fii-ccbg, the manager's
 * scope) and 工业互联网事业群 (fii-iibg).
 */
describe.each(dbKinds())('the cached organisation tree on %s', (kind) => {
  let t: TestApp;
  let admin: Caller;
  let manager: Caller;
  const titles = async (caller: Caller, tree = 'sysOrg/tree') =>
    flatten(await data<TreeNode[]>(t, caller, 'GET', tree)).map((n) => n.title);

  beforeAll(async () => {
    t = await createTestApp({ kind });
    await grantOrgButtonsToManager(t);
    [admin, manager] = await Promise.all([signIn(t, 'superAdmin'), signIn(t, 'manager')]);
  });
  afterAll(() => t.close());

  it('shows an organisation added and removed through the API at the next read', async () => {
    const before = await titles(admin);
    const added = await buildOrg(t, admin, { pid: await orgIdByCode(t, 'fii-ccbg'), orgType: 'park' });
    const after = await titles(admin);
    expect(after).toContain(added.name);
    expect(after).toHaveLength(before.length + 1);
    expect(await data(t, admin, 'POST', 'sysOrg/delete', { id: added.id })).toBeNull();
    expect(await titles(admin)).not.toContain(added.name);
  });

  it('shows a rename made by hand in SQL at the next read, in every kind of tree', async () => {
    for (const tree of ['sysOrg/tree', 'sysOrg/treeWithPid', 'sysOrg/treeWithoutParent'])
      expect(await titles(admin, tree)).toContain('Fii');
    await t.database.db.update(sysOrg).set({ name: 'Fii (renamed by hand)' }).where(eq(sysOrg.code, 'fii'));
    for (const tree of ['sysOrg/tree', 'sysOrg/treeWithPid', 'sysOrg/treeWithoutParent']) {
      const names = await titles(admin, tree);
      expect(names, tree).toContain('Fii (renamed by hand)');
      expect(names, tree).not.toContain('Fii');
    }
    await t.database.db.update(sysOrg).set({ name: 'Fii' }).where(eq(sysOrg.code, 'fii'));
    expect(await titles(admin)).toContain('Fii');
  });

  it('never hands one scope’s tree to another, whichever reads first', async () => {
    for (let round = 0; round < 2; round++) {
      // manager first, then the super admin, then the manager again: each keeps its own
      const mine = await titles(manager);
      const all = await titles(admin);
      expect(mine).toContain('云计算事业群');
      expect(mine).not.toContain('工业互联网事业群');
      expect(all).toEqual(expect.arrayContaining(['云计算事业群', '工业互联网事业群']));
      expect(await titles(manager)).toEqual(mine);
      // without parents: only the scoped organisations, the group root is not among them
      expect(await titles(manager, 'sysOrg/treeWithoutParent')).not.toContain('Fii');
      expect(await titles(admin, 'sysOrg/treeWithoutParent')).toContain('Fii');
    }
  });

  it('shows a change inside the manager’s scope to both, and one outside it to the super admin only', async () => {
    await titles(manager);
    await titles(admin);
    const inside = await buildOrg(t, admin, { pid: await orgIdByCode(t, 'fii-ccbg'), orgType: 'park' });
    const outside = await buildOrg(t, admin, { pid: await orgIdByCode(t, 'fii-iibg'), orgType: 'park' });
    const mine = await titles(manager);
    const all = await titles(admin);
    expect(mine).toContain(inside.name);
    expect(mine).not.toContain(outside.name);
    expect(all).toEqual(expect.arrayContaining([inside.name, outside.name]));
  });
});
