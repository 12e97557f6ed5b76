import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectInvestmentOverview, ProjectProgress, ProjectStatusOverview } from '@carbon/domain';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { daysBetween, overviewWorld, query, todayUtc, type OverviewWorld } from './project-overview.testing.js';
import { ok } from './project.testing.js';

/** Every figure below is summed by hand from the table in project-overview.testing.ts. */
const zeroStatuses = {
  draft: [0, '0'],
  project_approved: [0, '0'],
  procurement_completed: [0, '0'],
  implementation_completed: [0, '0'],
  acceptance_completed: [0, '0'],
  supervisor_review_completed: [0, '0'],
  business_group_review_completed: [0, '0'],
  fii_review_completed: [0, '0'],
  closed: [0, '0'],
};
const pairs = <K extends string>(rows: ({ count: number; reduction: string } & Record<K, unknown>)[], key: K) =>
  Object.fromEntries(rows.map((r) => [String(r[key]), [r.count, r.reduction]]));

describe.each(dbKinds())('project overviews on %s', (kind) => {
  let t: TestApp;
  let w: OverviewWorld;
  const get = async <T>(action: string, q: Record<string, string | number | undefined>, api = () => w.su) =>
    ok<T>(await api().get(query(action, q)));

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await overviewWorld(t);
  });
  afterAll(() => t.close());

  it('status overview: counts and reductions by status, stage, 3R class and year', async () => {
    // the cloud business group: P1 P2 P3 P4 P5 P6 P8 P9 (P7 is Zhengzhou's); reductions 50 100 20 20 100 – 20 0 = 310
    const s = await get<ProjectStatusOverview>('statusOverview', { orgId: w.orgs.ccbg });
    expect(s.total).toEqual({ count: 8, reduction: '310' });
    expect(pairs(s.byStatus, 'status')).toEqual({
      ...zeroStatuses,
      draft: [4, '70'], // P1 50, P6 –, P8 20, P9 0
      project_approved: [1, '100'],
      procurement_completed: [1, '20'],
      acceptance_completed: [1, '20'],
      closed: [1, '100'],
    });
    expect(s.byStatus.map((r) => r.status)).toEqual(Object.keys(zeroStatuses));
    expect(pairs(s.byStage, 'stage')).toEqual({
      initiation: [4, '70'],
      procurement: [1, '100'],
      implementation: [1, '20'],
      acceptance: [0, '0'],
      supervisor_review: [1, '20'],
      business_group_review: [0, '0'],
      fii_review: [0, '0'],
      closure: [1, '100'],
    });
    // reduce P1 P3 P5 P8; replace P2; resolve P4; none P6 P9
    expect(s.byThreeR.map((r) => [r.threeR, r.count, r.reduction])).toEqual([
      ['reduce', 4, '190'],
      ['replace', 1, '100'],
      ['resolve', 1, '20'],
      [null, 2, '0'],
    ]);
    expect(s.byYear.map((r) => [r.year, r.count, r.reduction])).toEqual([
      [2024, 1, '20'],
      [2025, 6, '290'],
      [null, 1, '0'],
    ]);
    expect(s.byYear[0]!.byThreeR).toEqual([
      { threeR: 'reduce', count: 1, reduction: '20' },
      { threeR: 'replace', count: 0, reduction: '0' },
      { threeR: 'resolve', count: 0, reduction: '0' },
    ]);
    // one child: the Longhua park holds them all
    expect(s.byOrg.map((o) => [o.orgId, o.self, o.count, o.reduction])).toEqual([[w.orgs.longhua, false, 8, '310']]);
  });

  it('per organisation: the children of the organisation with their subtrees, and its own projects', async () => {
    const s = await get<ProjectStatusOverview>('statusOverview', { orgId: w.orgs.le1 });
    // le1 itself: P4; server BU: P1 P3 P5 P6 P8 P9 = 50 + 20 + 100 + 20 + 0; storage BU: P2
    expect(s.byOrg.map((o) => [o.orgId, o.self, o.count, o.reduction])).toEqual([
      [w.orgs.le1, true, 1, '20'],
      [w.orgs.server, false, 6, '190'],
      [w.orgs.storage, false, 1, '100'],
    ]);
    expect(pairs(s.byOrg[1]!.byStatus, 'status')).toMatchObject({ draft: [4, '70'], procurement_completed: [1, '20'], closed: [1, '100'] });
    // the whole group by business group, for the year 2025: Zhengzhou's P7 (50 t) beside the cloud group's 290
    const g = await get<ProjectStatusOverview>('statusOverview', { orgId: w.orgs.fii, year: 2025 });
    expect(g.byOrg.map((o) => [o.orgId, o.count, o.reduction])).toEqual([
      [w.orgs.ccbg, 6, '290'],
      [w.orgs.iibg, 1, '50'],
    ]);
    expect(g.total).toEqual({ count: 7, reduction: '340' });
  });

  it('investment overview: investment, benefit and reduction per organisation, year and technology', async () => {
    // 2025 in the cloud group: P1 (20, 5, 50) P2 (60, 4, 100) P3 (10, 2, 20) P4 (10, 2, 20) P5 (60, 4, 100) P9 (5, 0, 0)
    const v = await get<ProjectInvestmentOverview>('investmentOverview', { orgId: w.orgs.ccbg, year: 2025 });
    expect(v.total).toEqual({ count: 6, investment: '165', annualBenefit: '17', reduction: '290' });
    expect(v.byOrg).toEqual([{ orgId: w.orgs.longhua, orgName: '云计算事业群-龙华园区', self: false, ...v.total }]);
    expect(v.byYear).toEqual([{ year: 2025, ...v.total }]);
    const tech = Object.fromEntries(v.byTechnology.map((r) => [r.technology, [r.count, r.investment, r.annualBenefit, r.reduction]]));
    expect(tech).toMatchObject({
      chiller: [2, '80', '9', '150'],
      lighting: [1, '60', '4', '100'],
      pump: [2, '20', '4', '40'],
      other: [1, '5', '0', '0'],
      boiler: [0, '0', '0', '0'],
    });
    expect(v.byTechnology).toHaveLength(12); // every technology, none without one
    // no year: P6 (nothing given) and P8 (2024: 10, 2, 20) join
    const all = await get<ProjectInvestmentOverview>('investmentOverview', { orgId: w.orgs.ccbg });
    expect(all.total).toEqual({ count: 8, investment: '175', annualBenefit: '19', reduction: '310' });
    expect(all.byYear.map((r) => [r.year, r.count, r.investment])).toEqual([
      [2024, 1, '10'],
      [2025, 6, '165'],
      [null, 1, '0'],
    ]);
    expect(all.byTechnology.at(-1)).toEqual({ technology: null, count: 1, investment: '0', annualBenefit: '0', reduction: '0' });
  });

  it('progress control: by stage and organisation, overdue projects and those realising too little', async () => {
    const p = await get<ProjectProgress>('progress', { orgId: w.orgs.ccbg });
    expect(Object.fromEntries(p.byStage.map((s) => [s.stage, s.count]))).toEqual({
      initiation: 4,
      procurement: 1,
      implementation: 1,
      acceptance: 0,
      supervisor_review: 1,
      business_group_review: 0,
      fii_review: 0,
      closure: 1,
    });
    expect(p.byOrg.map((o) => [o.orgId, o.count])).toEqual([[w.orgs.longhua, 8]]);
    // estimated end passed before acceptance: P8 (2024-12-31), P3 (2025-06-30), then P1, P2, P9 (2025-12-31) by id;
    // not P4 (accepted), P5 (closed), P6 (no end)
    const today = todayUtc();
    expect(p.overdue.map((r) => [r.name, r.status, r.estimatedEnd, r.daysOverdue])).toEqual([
      ['P8', 'draft', '2024-12-31', daysBetween('2024-12-31', today)],
      ['P3', 'procurement_completed', '2025-06-30', daysBetween('2025-06-30', today)],
      ['P1', 'draft', '2025-12-31', daysBetween('2025-12-31', today)],
      ['P2', 'project_approved', '2025-12-31', daysBetween('2025-12-31', today)],
      ['P9', 'draft', '2025-12-31', daysBetween('2025-12-31', today)],
    ]);
    expect(p.overdueTotal).toBe(5);
    expect(p.overdue[1]).toMatchObject({ stage: 'implementation', orgId: w.orgs.server, annualCarbonReduction: '20' });
    // P4 realised 10 % of its estimate (three measured months), under the 80 % threshold
    expect(p.flagged.map((r) => [r.name, r.stage, r.realisationRatio])).toEqual([['P4', 'supervisor_review', '0.1']]);
    expect(p.flaggedTotal).toBe(1);
    expect(p.threshold).toBe('0.8');
    const storage = await get<ProjectProgress>('progress', { orgId: w.orgs.storage });
    expect(storage.overdue.map((r) => r.name)).toEqual(['P2']);
    expect(storage.flagged).toEqual([]);
  });

  it('is data-scoped: foreign organisations refused, the caller’s own organisation by default', async () => {
    for (const action of ['progress', 'statusOverview', 'investmentOverview']) {
      expect((await w.viewer.get(query(action, { orgId: w.orgs.fii }))).code).toBe(1013003);
      expect((await w.foreignViewer.get(query(action, { orgId: w.orgs.ccbg }))).code).toBe(1013003);
      expect((await w.engineer.get(query(action, { orgId: w.orgs.longhua }))).code).toBe(1013003);
    }
    const own = await get<ProjectStatusOverview>('statusOverview', {}, () => w.viewer);
    expect(own.total).toEqual({ count: 8, reduction: '310' });
    const foreign = await get<ProjectStatusOverview>('statusOverview', {}, () => w.foreignViewer);
    expect(foreign.total).toEqual({ count: 1, reduction: '50' });
    expect(foreign.byOrg.map((o) => o.orgName)).toEqual(['工业互联网事业群-郑州示范科技有限公司']);
    // the engineer of le1 (scope: le1 and its BUs) by default: le1 itself and its two BUs
    const engineer = await get<ProjectInvestmentOverview>('investmentOverview', {}, () => w.engineer);
    expect(engineer.byOrg.map((o) => [o.orgId, o.self, o.count])).toEqual([
      [w.orgs.le1, true, 1],
      [w.orgs.server, false, 6],
      [w.orgs.storage, false, 1],
    ]);
  });
});
