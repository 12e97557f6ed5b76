import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { INPUTS, issue, ok, project, saveEntry, world, type Entry, type Task, type World } from './inventory.testing.js';

type Page<T> = { totalRows: number; rows: T[] };
type Row = Task & { memberIds: string[]; progress: number; subtaskCount: number; orgName: string; initiatorName: string };

/** The task list and the entry list: each page and its total follow every change (the totals are kept per change). */
describe.each(dbKinds())('inventory lists on %s', (kind) => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await world(t);
  });
  afterAll(() => t.close());

  const tasks = async (query: string, api = w.su) => ok<Page<Row>>(await api.get(`/api/main/inventoryTask/page?${query}`));
  const entries = async (query: string, api = w.su) =>
    ok<Page<Entry & { id: string }>>(await api.get(`/api/main/inventoryEntry/page?${query}`));

  it('counts the tasks again after every change, whatever was read before', async () => {
    const everyTask = async () => (await tasks('pageSize=1')).totalRows;
    const before = await everyTask();
    const p = await project(w);
    expect(await tasks(`projectId=${p.id}`)).toMatchObject({ totalRows: 0, rows: [] });
    const [parent, leaf] = await issue(w, p.id, ['fii-ccbg-longhua-le1', 'fii-ccbg-longhua-le1-server']);
    expect(await everyTask()).toBe(before + 2);
    const page = await tasks(`projectId=${p.id}&pageSize=1`);
    expect(page).toMatchObject({ totalRows: 2, rows: [{ id: leaf!.id, orgName: expect.any(String), initiatorName: expect.any(String) }] });
    expect((await tasks(`projectId=${p.id}&pageNo=2&pageSize=1`)).rows.map((r) => r.id)).toEqual([parent!.id]);
    expect(await tasks(`projectId=${p.id}&pageNo=3&pageSize=1`)).toMatchObject({ totalRows: 2, rows: [] });
    ok(await w.su.post('/api/main/inventoryProject/delete', { id: p.id }));
    expect(await tasks(`projectId=${p.id}`)).toMatchObject({ totalRows: 0, rows: [] });
    expect(await everyTask()).toBe(before);
  });

  it("lists as participated the tasks of the caller's organisation and those naming them a collaborator", async () => {
    const p = await project(w, { orgId: w.org('fii-ccbg') });
    const [own, other, third] = await issue(w, p.id, ['fii-ccbg', 'fii-ccbg-longhua-le1-server', 'fii-ccbg-longhua-le1-storage']);
    const participated = async () => tasks(`relation=participated&projectId=${p.id}`, w.mgr);
    expect((await participated()).rows.map((r) => r.id)).toEqual([own!.id]);
    const named = ok<Row>(
      await w.su.post('/api/main/inventoryTask/edit', { id: other!.id, version: other!.version, memberIds: [w.userId('manager')] }),
    );
    expect(named.memberIds).toEqual([w.userId('manager')]);
    expect(await participated()).toMatchObject({
      totalRows: 2,
      rows: [{ id: other!.id, memberIds: [w.userId('manager')] }, { id: own!.id }],
    });
    // none is the super admin's organisation's: only the task naming them
    expect((await tasks(`relation=participated&projectId=${p.id}`)).totalRows).toBe(0);
    ok(await w.su.post('/api/main/inventoryTask/edit', { id: third!.id, version: third!.version, memberIds: [w.userId('superAdmin')] }));
    expect((await tasks(`relation=participated&projectId=${p.id}`)).rows.map((r) => r.id)).toEqual([third!.id]);
    // the legal-entity user sees none of them: out of their scope, collaborator or not
    expect((await tasks(`relation=participated&projectId=${p.id}`, w.user)).totalRows).toBe(0);
  });

  it("pages a task's entries in section order with amounts as stored, and counts them again after every change", async () => {
    const p = await project(w);
    const [parent] = await issue(w, p.id, ['fii-ccbg-longhua-le1']);
    const [child] = ok<Task[]>(
      await w.su.post('/api/main/inventoryTask/distribute', { taskId: parent!.id, orgIds: [w.org('fii-ccbg-longhua-le1-server')] }),
    );
    const travel = ok<Entry>(await saveEntry(w.su, parent!.id, { scope: 3, category: 6, sourceName: 'Trucks', input: INPUTS.travel }));
    const gas = ok<Entry>(await saveEntry(w.su, parent!.id, { scope: 1, sourceName: 'Boiler', input: INPUTS.gas }));
    const grid = ok<Entry>(await saveEntry(w.su, child!.id, { scope: 2, sourceName: 'Grid', input: INPUTS.market }));
    const page = await entries(`taskId=${parent!.id}`);
    expect(page.totalRows).toBe(2);
    expect(page.rows).toMatchObject([
      { id: gas.id, tco2e: '56.1545', tco2eMarket: null, version: 1 },
      { id: travel.id, tco2e: '0.1' },
    ]);
    const subtree = await entries(`taskId=${parent!.id}&subtree=true&pageSize=2&pageNo=2`);
    expect(subtree).toMatchObject({ totalRows: 3, rows: [{ id: grid.id }] });
    // each row as its detail gives it (every column, the explanations, the attachment count), with its task's state (issue 25)
    for (const listed of [...page.rows, ...subtree.rows]) {
      const { taskName, taskStatus, taskApprovalStatus, taskWaitingLevel, ...row } = listed as Entry & Record<string, unknown>;
      expect({ taskName, taskStatus, taskApprovalStatus, taskWaitingLevel }).toMatchObject({
        taskStatus: 3,
        taskApprovalStatus: 'not_submitted',
      });
      expect(row).toEqual(ok<Entry>(await w.su.get(`/api/main/inventoryEntry/detail?id=${row.id}`)));
    }
    ok(await w.su.post('/api/main/inventoryEntry/delete', { id: gas.id }));
    expect(await entries(`taskId=${parent!.id}`)).toMatchObject({ totalRows: 1, rows: [{ id: travel.id }] });
    expect((await entries(`taskId=${parent!.id}&subtree=true`)).totalRows).toBe(2);
    expect((await entries(`taskId=${parent!.id}&scope=3&category=6`)).totalRows).toBe(1);
  });
});
