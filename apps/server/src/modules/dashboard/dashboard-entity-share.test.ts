import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApprovalDetail, DashboardSourceTypes, DashboardSummary } from '@carbon/domain';
import { sysOrg, sysOrgBoundary } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { INPUTS, issue, ok, project, saveEntry, world, type Api, type Task, type World } from '../inventory/inventory.testing.js';

const BG = 'fii-ccbg';
const PARK = 'fii-ccbg-longhua';
const LE = 'fii-ccbg-longhua-le1';
const BU = 'fii-ccbg-longhua-le1-server';

/**
 * Issue 25 item 10: a legal entity's figure on the dashboard is its share in the business group's
 * figure, whoever reads it. The tester's journey: the manager (business group) issues the year's
 * project to the legal entity and distributes a subtask to its server BU; the entity user (data
 * scope: the entity only) fills scopes 1-3; the BU's subtask is approved; the entity user submits to
 * the manager, who approves. Figures worked by hand from inventory.testing INPUTS (AR5):
 * - the entity's own task: gas 56.1545 (scope 1), market electricity (location 1, market 0.75),
 *   business travel 0.1 (scope 3, category 6): 57.2545;
 * - the BU's subtask: grid power 0.5 (scope 2, location = market): 0.5;
 * - the entity with its BU: scope 1 56.1545, scope 2 location 1.5, market 1.25, scope 3 0.1,
 *   total 57.7545, market-based total 57.5045.
 */
describe.each(dbKinds())('a legal entity’s figure on the dashboard on %s (issue 25 item 10)', (kind) => {
  let t: TestApp;
  let w: World;
  let leTask: string;
  let buTask: string;
  const summary = async (api: Api, code: string, query = 'year=2025') =>
    ok<DashboardSummary>(await api.get(`/api/main/dashboard/summary?${query}&orgId=${w.org(code)}`));
  const rows = (s: DashboardSummary) => s.byOrg.map((o) => [o.orgId, o.total]);

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await world(t);
    const p = await project(w, { year: 2025, orgId: w.org(BG) });
    [{ id: leTask }] = (await issue(w, p.id, [LE], w.mgr)) as [Task];
    [{ id: buTask }] = ok<Task[]>(await w.mgr.post('/api/main/inventoryTask/distribute', { taskId: leTask, orgIds: [w.org(BU)] })) as [
      Task,
    ];
    ok(await saveEntry(w.user, leTask, { scope: 1, input: INPUTS.gas }));
    ok(await saveEntry(w.user, leTask, { scope: 2, input: INPUTS.market }));
    ok(await saveEntry(w.user, leTask, { scope: 3, category: 6, input: INPUTS.travel }));
    // the BU's subtask: filled and approved at once (the entity user does not see the BU)
    ok(await saveEntry(w.su, buTask, { scope: 2, input: INPUTS.grid }));
    ok(await w.su.post('/api/main/inventoryTask/submit', { id: buTask, approverIds: ['none'] }));
    ok(await w.user.post('/api/main/inventoryTask/submit', { id: leTask, approverIds: [w.userId('manager')] }));
    const flow = ok<ApprovalDetail[]>(await w.su.get(`/api/main/inventoryTask/approvals?id=${leTask}`))[0]!;
    ok(await w.mgr.post('/api/main/approval/decide', { id: flow.id, action: 'agree', comment: 'OK' }));
  });
  afterAll(() => t.close());

  it('gives the manager the entity with its BU at every level: the group, the park’s row, the entity, the BU’s row', async () => {
    expect((await summary(w.mgr, BG)).total).toBe('57.7545');
    expect(rows(await summary(w.mgr, BG))).toEqual([[w.org(PARK), '57.7545']]);
    expect(rows(await summary(w.mgr, PARK))).toEqual([[w.org(LE), '57.7545']]);
    const le = await summary(w.mgr, LE);
    expect(le.total).toBe('57.7545');
    expect(rows(le)).toEqual([
      [w.org(BU), '0.5'],
      [w.org('fii-ccbg-longhua-le1-storage'), null],
    ]);
    expect((await summary(w.mgr, BU)).total).toBe('0.5');
  });

  it('gives the entity user, who does not see the BU, the same figure for the entity: its share in the business group’s', async () => {
    // the dashboard opens on the user's own entity and the year with approved data
    const s = ok<DashboardSummary>(await w.user.get('/api/main/dashboard/summary'));
    expect([s.orgId, s.year, s.basis]).toEqual([w.org(LE), 2025, 'annual']);
    expect([s.total, s.scope1, s.scope2Location, s.scope2Market, s.scope3, s.totalMarket]).toEqual([
      '57.7545',
      '56.1545',
      '1.5',
      '1.25',
      '0.1',
      '57.5045',
    ]);
    expect(s.byCategory!.find((c) => c.category === 6)!.value).toBe('0.1');
    // the BU is still not named: no row, and the derivation lists only the entity's own task
    expect(s.byOrg).toEqual([]);
    expect(s.sources.flatMap((x) => x.taskIds)).toEqual([leTask]);
    expect((await w.user.get(`/api/main/dashboard/summary?year=2025&orgId=${w.org(BU)}`)).success).toBe(false);
    // the source types add up to the same figure: the BU's grid power included
    const types = ok<DashboardSourceTypes>(await w.user.get(`/api/main/dashboard/sourceTypes?year=2025&orgId=${w.org(LE)}`));
    expect(Object.fromEntries(types.rows.map((x) => [`${x.scope}:${x.sourceType}`, [x.value, x.entries]]))).toEqual({
      '1:combustion-ipcc': ['56.1545', 1],
      '2:electricity-market': ['1', 1],
      '2:electricity-location': ['0.5', 1],
      '3:scope3-distance': ['0.1', 1],
    });
  });

  it('counts a BU asked for on its own at its legal entity’s share, as in the entity’s row for it', async () => {
    // the entity held at 60% as an associate: by equity share 60% of each figure
    const held = { equitySharePct: '60', relationship: 'associate', financialControl: false, financialControlType: 'none' };
    await t.database.db.update(sysOrg).set(held).where(eq(sysOrg.code, LE));
    await t.database.db
      .update(sysOrgBoundary)
      .set(held)
      .where(eq(sysOrgBoundary.orgId, Number(w.org(LE))));
    const query = 'year=2025&approach=equity-share';
    // 60% × 57.7545 = 34.6527; the BU 60% × 0.5 = 0.3
    expect((await summary(w.mgr, BG, query)).total).toBe('34.6527');
    const le = await summary(w.mgr, LE, query);
    expect(le.total).toBe('34.6527');
    expect(rows(le)[0]).toEqual([w.org(BU), '0.3']);
    expect((await summary(w.mgr, BU, query)).total).toBe('0.3');
    expect((await summary(w.user, LE, query)).total).toBe('34.6527');
    // the source types at the same share, so that they still add up to the total: 60% of each row
    const types = ok<DashboardSourceTypes>(await w.mgr.get(`/api/main/dashboard/sourceTypes?${query}&orgId=${w.org(BG)}`));
    expect(Object.fromEntries(types.rows.map((x) => [`${x.scope}:${x.sourceType}`, [x.value, x.entries]]))).toEqual({
      '1:combustion-ipcc': ['33.6927', 1],
      '2:electricity-market': ['0.6', 1],
      '2:electricity-location': ['0.3', 1],
      '3:scope3-distance': ['0.06', 1],
    });
    // under financial control the associate is out (no financial control): no figure and no source type
    const control = ok<DashboardSourceTypes>(
      await w.mgr.get(`/api/main/dashboard/sourceTypes?year=2025&approach=financial-control&orgId=${w.org(BG)}`),
    );
    expect(control.rows).toEqual([]);
    expect((await summary(w.mgr, BG, 'year=2025&approach=financial-control')).total).toBe('0');
  });
});
