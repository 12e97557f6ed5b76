import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page, ProjectRow } from '@carbon/domain';
import { sysOrg } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { addDraft, fullBody, ok, projectWorld, URL, type ProjectWorld } from './project.testing.js';

/** The project list (issue 12 bench: one statement per page, the total counted once per change): names, order, paging, total. */
describe.each(dbKinds())('the project page on %s', (kind) => {
  let t: TestApp;
  let w: ProjectWorld;
  const nameOf = async (code: string) =>
    (await t.database.db.select({ name: sysOrg.name }).from(sysOrg).where(eq(sysOrg.code, code)))[0]!.name;
  const page = async (q: Record<string, string | number>) =>
    ok<Page<ProjectRow>>(
      await w.engineer.get(`${URL('page')}?${new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]))}`),
    );

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await projectWorld(t);
    // investments 9, 100 and 25.5 (ten thousand yuan), and a bare draft without one, added in this order
    for (const investment of ['9', '100', '25.5'])
      await addDraft(w.engineer, fullBody(w, { name: `Sort probe ${investment}`, investment }));
    await addDraft(w.engineer, { name: 'Sort probe bare', orgId: w.server });
  });
  afterAll(() => t.close());

  it('names every organisation and person of the row', async () => {
    const [row] = (await page({ name: 'Sort probe 100' })).rows;
    expect(row).toMatchObject({
      name: 'Sort probe 100',
      orgId: w.server,
      orgName: await nameOf('fii-ccbg-longhua-le1-server'),
      businessGroupName: '云计算事业群',
      parkName: '云计算事业群-龙华园区',
      legalPersonId: w.le1,
      legalPersonName: await nameOf('fii-ccbg-longhua-le1'),
      investment: '100',
      createdBy: String(w.users.engineer.id),
      createdByName: w.users.engineer.account,
      supervisorReviewer: { id: String(w.users.supervisor.id), name: w.users.supervisor.account },
      businessGroupReviewer: { id: String(w.users.bg.id), name: w.users.bg.account },
      fiiReviewer: { id: String(w.users.fii.id), name: w.users.fii.account },
      energyReviewerIds: [String(w.users.energy.id)],
    });
    const [bare] = (await page({ name: 'Sort probe bare' })).rows;
    expect(bare).toMatchObject({ investment: null, supervisorReviewer: { id: null, name: null }, fiiReviewer: { id: null, name: null } });
  });

  it('orders by the sort column as numbers, nulls last either way, else newest first; pages and counts', async () => {
    const names = (p: Page<ProjectRow>) => p.rows.map((r) => r.name.replace('Sort probe ', ''));
    expect(names(await page({ name: 'Sort probe' }))).toEqual(['bare', '25.5', '100', '9']);
    expect(names(await page({ name: 'Sort probe', sortField: 'investment', sortOrder: 'ascend' }))).toEqual(['9', '25.5', '100', 'bare']);
    expect(names(await page({ name: 'Sort probe', sortField: 'investment', sortOrder: 'descend' }))).toEqual(['100', '25.5', '9', 'bare']);
    // names sort as text: "100" < "25.5" < "9" < "bare"
    expect(names(await page({ name: 'Sort probe', sortField: 'name', sortOrder: 'ascend' }))).toEqual(['100', '25.5', '9', 'bare']);
    const second = await page({ name: 'Sort probe', sortField: 'investment', sortOrder: 'ascend', pageNo: 2, pageSize: 3 });
    expect({ rows: names(second), totalRows: second.totalRows, totalPage: second.totalPage }).toEqual({
      rows: ['bare'],
      totalRows: 4,
      totalPage: 2,
    });
  });

  it('counts again after a write: a new project and a deleted one change the total at once', async () => {
    expect((await page({ name: 'Sort probe' })).totalRows).toBe(4);
    const added = await addDraft(w.engineer, { name: 'Sort probe extra', orgId: w.server });
    expect((await page({ name: 'Sort probe' })).totalRows).toBe(5);
    ok(await w.engineer.post(URL('delete'), { ids: [added.id] }));
    const after = await page({ name: 'Sort probe' });
    expect({ totalRows: after.totalRows, ids: after.rows.map((r) => r.id) }).toEqual({
      totalRows: 4,
      ids: expect.not.arrayContaining([added.id]),
    });
  });
});
