import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CODE,
  Decimal,
  type DashboardProgress,
  type DashboardSummary,
  type DashboardTargets,
  type InventoryTaskSummary,
  type ReportDetail,
} from '@carbon/domain';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { inventory } from '../goal/goal-achievement.testing.js';
import { INPUTS, ok, type World } from '../inventory/inventory.testing.js';
import { approveWith, BG, dashboardWorld, P1, P2, scopedContext } from './dashboard.testing.js';

/** The dashboard on the world of dashboard.testing.ts (figures worked there by hand). */
describe.each(dbKinds())('dashboard on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let data: Awaited<ReturnType<typeof dashboardWorld>>;
  const summary = async (code: string, year = 2025) =>
    ok<DashboardSummary>(await w.su.get(`/api/main/dashboard/summary?year=${year}&orgId=${w.org(code)}`));
  const scopes = (s: Pick<DashboardSummary, 'total' | 'scope1' | 'scope2Location' | 'scope2Market' | 'scope3'>) => [
    s.total,
    s.scope1,
    s.scope2Location,
    s.scope2Market,
    s.scope3,
  ];

  beforeAll(async () => {
    t = await createTestApp({ kind });
    data = await dashboardWorld(t);
    w = data.w;
  });
  afterAll(() => t.close());

  it('gives the business group its parks’ approved annual figures, by park, month and scope-3 category', async () => {
    const s = await summary(BG);
    expect(s.basis).toBe('annual');
    expect(scopes(s)).toEqual(['113.409', '112.309', '1', '0.75', '0.1']);
    expect(s.totalMarket).toBe('113.159');
    expect(s.byCategory!.find((c) => c.category === 6)!.value).toBe('0.1');
    expect(s.byCategory!.filter((c) => c.category !== 6).every((c) => c.value === '0')).toBe(true);
    expect(s.byOrg.map((o) => [o.orgId, o.total])).toEqual([
      [w.org(P1), '57.1545'],
      [data.p2, '56.2545'],
    ]);
    // January: P1's approved month; February: P2's task never submitted; no month of 2024
    expect(s.byMonth.map((m) => [m.month, m.total, m.lastYear]).slice(0, 3)).toEqual([
      [1, '0.5', null],
      [2, null, null],
      [3, null, null],
    ]);
    expect(s.lastYear).toMatchObject({ year: 2024, basis: 'annual', total: '0.5', scope2Location: '0.5' });
    expect(s.baseYear).toBeNull();
    // the derivation: the annual project's two tasks, and January's
    const annual = s.sources.find((x) => x.month === null)!;
    expect(annual).toMatchObject({ projectId: data.a25.projectId, total: '113.409' });
    expect(annual.taskIds.sort()).toEqual([data.a25.task[P1], data.a25.task[P2]].sort());
    expect(s.sources.find((x) => x.month === 1)).toMatchObject({
      projectId: data.jan.projectId,
      taskIds: [data.jan.task[P1]],
      total: '0.5',
    });
  });

  it('equals the report module’s consolidated and task reports and the inventory summary of the same organisation and year', async () => {
    const consolidated = ok<ReportDetail>(
      await w.su.post('/api/main/report/consolidate', {
        projectId: data.a25.projectId,
        orgId: w.org(BG),
        approach: 'operational',
        template: 'ghg',
      }),
    );
    const detail = ok<ReportDetail>(await w.su.get(`/api/main/report/detail?id=${consolidated.id}&versionNo=0`));
    const bg = await summary(BG);
    const same = (a: string | null, b: string) => expect(a !== null && new Decimal(a).eq(b), `${a} = ${b}`).toBe(true);
    for (const k of ['total', 'scope1', 'scope2Location', 'scope2Market', 'scope3', 'totalMarket'] as const) same(bg[k], detail.totals[k]);

    const taskReport = ok<ReportDetail>(await w.su.post('/api/main/report/generate', { taskId: data.a25.task[P1], template: 'ghg' }));
    const taskSummary = ok<InventoryTaskSummary>(await w.su.get(`/api/main/inventoryTask/summary?id=${data.a25.task[P1]}`));
    const p1 = await summary(P1);
    for (const k of ['total', 'scope1', 'scope2Location', 'scope2Market', 'scope3'] as const) {
      same(p1[k], taskReport.totals[k]);
      same(p1[k], taskSummary[k]);
    }
    // and the group, without a task of its own, sums the same two parks
    same((await summary('fii')).total, detail.totals.total);
  });

  it('says "not reported" (null) for a year without approved data, never zero', async () => {
    const s = await summary(BG, 2030);
    expect([s.basis, ...scopes(s), s.totalMarket, s.byCategory, s.lastYear, s.baseYear]).toEqual(Array(10).fill(null));
    expect(s.byMonth.every((m) => m.total === null && m.lastYear === null)).toBe(true);
    expect(s.byOrg.map((o) => o.total)).toEqual([null, null]);
    expect(s.sources).toEqual([]);
    const targets = ok<DashboardTargets>(await w.su.get(`/api/main/dashboard/targets?year=2030&orgId=${w.org(BG)}`));
    expect([targets.control, targets.reduction, targets.renewable]).toEqual([null, null, null]);
  });

  it('reads the renewable share from the goal module: January’s 1 MWh of grid power, none of it renewable', async () => {
    const targets = ok<DashboardTargets>(await w.su.get(`/api/main/dashboard/targets?year=2025&orgId=${w.org(BG)}`));
    expect(targets.control).toBeNull();
    expect(targets.reduction).toBeNull();
    // 1,000 kWh = 0.1 (10^4 kWh), share 0 / 1,000
    expect(targets.renewable).toEqual({ share: '0', renewable: '0', totalElectricity: '0.1' });
  });

  it('counts the year’s tasks by status and the overdue one', async () => {
    const p = ok<DashboardProgress>(await w.su.get(`/api/main/dashboard/progress?year=2025&orgId=${w.org(BG)}`));
    // approved: annual P1, P2 and January P1; February's task of P2 is past its deadline of 2025-03-10
    expect(p.byStatus.find((s) => s.status === 7)?.count).toBe(3);
    expect(p.total).toBe(4);
    expect(p.overdue).toBe(1);
    expect(p.overdueTasks.map((x) => [x.id, x.orgId, x.deadline])).toEqual([[data.febTask, data.p2, '2025-03-10']]);
  });

  it('breaks the year down by source type from the entries of the same tasks', async () => {
    const r = ok<{ basis: string; rows: { sourceType: string; scope: number; value: string; entries: number }[] }>(
      await w.su.get(`/api/main/dashboard/sourceTypes?year=2025&orgId=${w.org(BG)}`),
    );
    expect(r.basis).toBe('annual');
    const by = Object.fromEntries(r.rows.map((x) => [`${x.scope}:${x.sourceType}`, [x.value, x.entries]]));
    expect(by).toEqual({
      '1:combustion-ipcc': ['112.309', 2],
      '2:electricity-market': ['1', 1],
      '3:scope3-distance': ['0.1', 1],
    });
  });

  describe('data scope', () => {
    it('refuses an organisation outside the caller’s scope (1013003)', async () => {
      const res = await w.user.get(`/api/main/dashboard/summary?year=2025&orgId=${w.org(BG)}`);
      expect(res.code).toBe(CODE.DATA_SCOPE);
      for (const path of ['targets', 'progress', 'sourceTypes']) {
        expect((await w.mgr.get(`/api/main/dashboard/${path}?year=2025&orgId=${w.org('fii')}`)).code).toBe(CODE.DATA_SCOPE);
      }
    });

    it('defaults to the caller’s own organisation and the latest year with approved data (issue 25 item 10)', async () => {
      const s = ok<DashboardSummary>(await w.mgr.get('/api/main/dashboard/summary'));
      expect(s.orgId).toBe(w.org(BG));
      // approved: the 2024 and 2025 annual inventories and January 2025; nothing later
      expect(s.year).toBe(2025);
      expect(s.approach).toBe('operational-control');
    });

    it('leaves out the parts of organisations the caller does not see, even inside a visible subtree', async () => {
      const visible = [w.org('fii'), w.org(BG), w.org(P1)].map(Number);
      const s = await t.app.services.dashboard.summary(scopedContext(visible), { orgId: w.org(BG), year: 2025 });
      // P2 is not in the scope: BG shows P1's 57.1545 only, and P2 is neither a row nor a source
      expect(scopes(s)).toEqual(['57.1545', '56.1545', '1', '0.75', '0']);
      expect(s.byOrg.map((o) => o.orgId)).toEqual([w.org(P1)]);
      expect(s.sources.flatMap((x) => x.taskIds)).not.toContain(data.a25.task[P2]);
      // the group too: its figure is the sum of what the caller sees
      const fii = await t.app.services.dashboard.summary(scopedContext(visible), { orgId: w.org('fii'), year: 2025 });
      expect(fii.total).toBe('57.1545');
      expect(fii.byOrg.map((o) => [o.orgId, o.total])).toEqual([[w.org(BG), '57.1545']]);
    });

    it('gives the whole subtree without a session (the cockpit’s display links)', async () => {
      const s = await t.app.services.dashboard.summaryOfSubtree({ orgId: Number(w.org(BG)), year: 2025 });
      expect(s.total).toBe('113.409');
    });
  });

  it('gives a year of twelve approved months, for a child row and as last year', async () => {
    // 2023: twelve monthly inventories issued to P1, each grid power 0.5 t; no annual inventory
    for (let month = 1; month <= 12; month++) {
      const m = await inventory(w, 2023, month, [P1]);
      await approveWith(w, m.task[P1]!, [[2, INPUTS.grid]]);
    }
    const y23 = await summary(BG, 2023);
    // BG has no task of its own: each month is P1's, 12 × 0.5 = 6
    expect([y23.basis, y23.total, y23.scope2Location]).toEqual(['months', '6', '6']);
    expect(y23.byOrg.map((o) => [o.orgId, o.basis, o.total])).toEqual([
      [w.org(P1), 'months', '6'],
      [data.p2, null, null],
    ]);
    expect(y23.byMonth.every((m) => m.total === '0.5')).toBe(true);
    // no scope 3 in grid power: every category 0, read from the twelve months
    expect(y23.byCategory!.map((c) => c.value)).toEqual(Array(15).fill('0'));
    const y24 = await summary(BG, 2024);
    expect(y24.lastYear).toMatchObject({ year: 2023, basis: 'months', total: '6' });
    expect(y24.byMonth.every((m) => m.lastYear === '0.5')).toBe(true);
  });

  // last: it keeps a base year for BG, which the tests above expect to be unset
  it('shows the report module’s kept base year to a caller who sees the whole subtree, and only to them', async () => {
    ok(await w.su.post('/api/main/report/setBaseYear', { orgId: w.org(BG), projectId: data.a24.projectId, approach: 'operational' }));
    const s = await summary(BG);
    // 2024 annual: P1's grid power only, 0.5 t (scope 2, no market figure: market = location)
    expect(s.baseYear).toMatchObject({ year: 2024, source: 'kept', total: '0.5', scope1: '0', scope2Location: '0.5', scope3: '0' });
    // the year itself is unchanged
    expect(scopes(s)).toEqual(['113.409', '112.309', '1', '0.75', '0.1']);
    // a caller without P2 does not see the consolidated figure: the default base year 2020 has no inventory here
    const visible = [w.org('fii'), w.org(BG), w.org(P1)].map(Number);
    const scoped = await t.app.services.dashboard.summary(scopedContext(visible), { orgId: w.org(BG), year: 2025 });
    expect(scoped.baseYear).toBeNull();
  });
});
