import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ApprovalDetail, ReportDetail } from '@carbon/domain';
import { inventoryEntry, sysAudit, sysOrgBoundary } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { caller } from '../factor/testing.js';
import { makeUser } from '../approval/testing.js';
import { INPUTS, issue, ok, project, saveEntry, world, type Api, type World } from '../inventory/inventory.testing.js';

type Entry = { id: string; version: number };

/**
 * Issue 25 item 11: a draft whose inputs changed after its generation says so (stale, with when), until refreshed; a
 * published version never does. Hand-worked figures (AR5, inventory.testing INPUTS): gas 56.1545 t (scope 1); grid
 * 1 MWh × 0.5 = 0.5 t, edited to 3 MWh × 0.5 = 1.5 t (scope 2).
 */
describe.each(dbKinds())('stale report drafts on %s', (kind) => {
  let t: TestApp;
  let w: World;
  /** A supervisor of the legal entity: the approver who rejects the submission. */
  let supervisor: { id: string; api: Api };

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await world(t);
    const u = await makeUser(t, 'fii-ccbg-longhua-le1');
    supervisor = { id: String(u.id), api: caller(t, () => u.token) };
  });
  afterAll(() => t.close());

  const detail = async (id: string, versionNo?: number) =>
    ok<ReportDetail>(await w.su.get(`/api/main/report/detail?id=${id}${versionNo === undefined ? '' : `&versionNo=${versionNo}`}`));

  it('a draft turns stale when an entry of its task changes, and fresh with the new figure after a refresh', async () => {
    const p = await project(w);
    const [task] = await issue(w, p.id, ['fii-ccbg-longhua-le1']);
    ok(await saveEntry(w.su, task!.id, { scope: 1, input: INPUTS.gas }));
    const grid = ok<Entry>(await saveEntry(w.su, task!.id, { scope: 2, input: INPUTS.grid }));
    ok(await w.su.post('/api/main/inventoryTask/submit', { id: task!.id, approverIds: [supervisor.id] }));

    const draft = ok<ReportDetail>(await w.su.post('/api/main/report/generate', { taskId: task!.id, template: 'ghg' }));
    expect(draft).toMatchObject({ stale: false, inputsChangedAt: null });
    expect(draft.totals.total).toBe('56.6545');
    expect(await detail(draft.id)).toMatchObject({ stale: false, inputsChangedAt: null });

    // rejected, the grid entry edited to 3 MWh and the task submitted again: the draft still holds 0.5 t and says so
    const flow = ok<ApprovalDetail[]>(await w.su.get(`/api/main/inventoryTask/approvals?id=${task!.id}`))[0]!;
    ok(
      await supervisor.api.post('/api/main/approval/decide', {
        id: flow.id,
        action: 'reject',
        comment: 'recheck',
        reason: 'meter',
      }),
    );
    expect((await detail(draft.id)).stale).toBe(true);
    ok(await saveEntry(w.su, task!.id, { id: grid.id, version: grid.version, scope: 2, input: { ...INPUTS.grid, kwh: '3000' } }));
    ok(await w.su.post('/api/main/inventoryTask/submit', { id: task!.id, approverIds: ['none'] }));
    const stale = await detail(draft.id);
    expect(stale.stale).toBe(true);
    expect(stale.totals.total).toBe('56.6545');
    expect(Date.parse(stale.inputsChangedAt!)).toBeGreaterThan(Date.parse(stale.generatedAt));

    // refreshed: 56.1545 + 1.5 = 57.6545 t, no longer stale; the refresh is audited
    const refreshed = ok<ReportDetail>(await w.su.post('/api/main/report/refresh', { id: draft.id }));
    expect(refreshed.totals).toMatchObject({ scope1: '56.1545', scope2Location: '1.5', total: '57.6545' });
    expect(refreshed).toMatchObject({ stale: false, inputsChangedAt: null });
    expect(await detail(draft.id)).toMatchObject({ stale: false, inputsChangedAt: null });
    const audits = await t.database.db
      .select({ action: sysAudit.action })
      .from(sysAudit)
      .where(sql`${sysAudit.entityId} = ${draft.id} and ${sysAudit.action} = 'refresh'`);
    expect(audits).toHaveLength(1);

    // published: the version is a record and never stale, even after a counted entry changes (as a recalculation would)
    ok(await w.su.post('/api/main/report/publish', { id: draft.id }));
    await t.database.db
      .update(inventoryEntry)
      .set({ tco2e: '2', updatedAt: new Date(Date.now() + 1000) })
      .where(sql`${inventoryEntry.id} = ${Number(grid.id)}`);
    expect(await detail(draft.id)).toMatchObject({ versionNo: 1, stale: false, inputsChangedAt: null });
    expect((await detail(draft.id, 1)).stale).toBe(false);
    // the working draft behind it sees the change
    expect((await detail(draft.id, 0)).stale).toBe(true);
  });

  it("a consolidated draft turns stale when an entity's boundary record changes", async () => {
    const p = await project(w, { orgId: w.org('fii-ccbg') });
    const [task] = await issue(w, p.id, ['fii-ccbg-longhua-le1']);
    ok(await saveEntry(w.su, task!.id, { scope: 2, input: INPUTS.grid }));
    ok(await w.su.post('/api/main/inventoryTask/submit', { id: task!.id, approverIds: ['none'] }));
    const body = { projectId: p.id, orgId: w.org('fii-ccbg'), approach: 'equity', template: 'ghg' };
    const r = ok<ReportDetail>(await w.su.post('/api/main/report/consolidate', body));
    expect((await detail(r.id)).stale).toBe(false);
    await t.database.db.insert(sysOrgBoundary).values({
      orgId: Number(w.org('fii-ccbg-longhua-le1')),
      equitySharePct: '60',
      operationalControl: true,
      financialControl: true,
      effectiveFrom: '2025-01-01',
      changedAt: new Date(Date.now() + 1000),
    });
    expect((await detail(r.id)).stale).toBe(true);
  });
});
