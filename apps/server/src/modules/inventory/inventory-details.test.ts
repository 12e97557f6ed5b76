import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalDetail, ApproverCandidateRow } from '@carbon/domain';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { caller } from '../factor/testing.js';
import { makeUser, type TestUser } from '../approval/testing.js';
import { INPUTS, issue, ok, project, saveEntry, world, type Task, type World } from './inventory.testing.js';

type Row = {
  id: string;
  taskId: string;
  tco2e: string | null;
  taskName: string;
  taskStatus: number;
  taskApprovalStatus: string;
  taskWaitingLevel: string | null;
};
type Page = { rows: Row[]; totalRows: number };

/**
 * Issue 25 item 11: ReportInventory (inventoryEntry/page?subtree=true) gives each row its task's status, and
 * separates the rows of tasks submitted or approved (the ones the totals count) from those of tasks not yet submitted.
 */
describe.each(dbKinds())('inventory details: row status and drafts apart on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let direct: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await world(t);
    direct = await makeUser(t, 'fii-ccbg-longhua-le1');
  });
  afterAll(() => t.close());

  it('each row says its task status; stage=submitted and stage=draft split the rows, the totals count the submitted ones', async () => {
    const p = await project(w);
    const [parent] = await issue(w, p.id, ['fii-ccbg-longhua-le1']);
    const below = ['fii-ccbg-longhua-le1-server', 'fii-ccbg-longhua-le1-storage'].map(w.org);
    const [server, storage] = ok<Task[]>(await w.su.post('/api/main/inventoryTask/distribute', { taskId: parent!.id, orgIds: below }));
    // parent: one gas entry (56.1545 t), never submitted; server: grid 0.5 t, passed at once; storage: travel 0.1 t, waiting
    const gas = ok<Row>(await saveEntry(w.su, parent!.id, { scope: 1, input: INPUTS.gas }));
    const grid = ok<Row>(await saveEntry(w.su, server!.id, { scope: 2, input: INPUTS.grid }));
    const travel = ok<Row>(await saveEntry(w.su, storage!.id, { scope: 3, category: 6, input: INPUTS.travel }));
    ok(await w.su.post('/api/main/inventoryTask/submit', { id: server!.id, approverIds: ['none'] }));
    ok(await w.su.post('/api/main/inventoryTask/submit', { id: storage!.id, approverIds: [String(direct.id)] }));
    const candidates = ok<ApproverCandidateRow[]>(await w.su.get(`/api/main/inventoryTask/approverCandidates?id=${storage!.id}`));
    const chosenLevel = candidates.find((c) => c.id === String(direct.id))?.level;
    expect(chosenLevel).toBeTruthy();

    const page = async (stage?: string) =>
      ok<Page>(
        await w.su.get(`/api/main/inventoryEntry/page?taskId=${parent!.id}&subtree=true&pageSize=50${stage ? `&stage=${stage}` : ''}`),
      );
    const state = (r: Row) => [r.id, r.taskStatus, r.taskApprovalStatus, r.taskWaitingLevel];

    const all = await page();
    expect(all.totalRows).toBe(3);
    expect(all.rows.map(state)).toEqual([
      // spec §4 fill-task statuses: 3 processing (a draft), 7 approved, 5 waiting for the chosen approver's level
      [gas.id, 3, 'not_submitted', null],
      [grid.id, 7, 'passed', null],
      [travel.id, 5, 'waiting', chosenLevel],
    ]);
    expect(all.rows.find((r) => r.id === grid.id)?.taskName).toContain('BU');

    const submitted = await page('submitted');
    expect(submitted.rows.map((r) => r.id)).toEqual([grid.id, travel.id]);
    expect(submitted.totalRows).toBe(2);
    const drafts = await page('draft');
    expect(drafts.rows.map((r) => r.id)).toEqual([gas.id]);
    expect(drafts.totalRows).toBe(1);
    // the totals count what stage=submitted lists: 0.5 + 0.1 = 0.6 t, the draft's 56.1545 t not among them
    const summary = ok<{ total: string; entryCount: number }>(await w.su.get(`/api/main/inventoryTask/summary?id=${parent!.id}`));
    expect(summary).toMatchObject({ total: '0.6', entryCount: 2 });

    // rejected: back among the drafts, saying so
    const flow = ok<ApprovalDetail[]>(await w.su.get(`/api/main/inventoryTask/approvals?id=${storage!.id}`))[0]!;
    const approver = caller(t, () => direct.token);
    ok(await approver.post('/api/main/approval/decide', { id: flow.id, action: 'reject', comment: 'recheck', reason: 'distance' }));
    expect((await page('draft')).rows.map(state)).toEqual([
      [gas.id, 3, 'not_submitted', null],
      [travel.id, 3, 'rejected', null],
    ]);
    expect((await page('submitted')).rows.map((r) => r.id)).toEqual([grid.id]);
  });

  it('keeps the data scope: a foreign task is refused whatever the stage, and the stage is checked', async () => {
    const p = await project(w);
    const [foreign] = await issue(w, p.id, ['fii-iibg']);
    expect((await w.user.get(`/api/main/inventoryEntry/page?taskId=${foreign!.id}&subtree=true&stage=draft`)).code).toBe(1013003);
    expect((await w.su.get(`/api/main/inventoryEntry/page?taskId=${foreign!.id}&stage=approved`)).code).toBe(1012001);
  });
});
