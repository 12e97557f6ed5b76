import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal, type MaccResult } from '@carbon/domain';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { overviewWorld, query, type OverviewWorld } from './project-overview.testing.js';
import { forceStatus, ok, URL } from './project.testing.js';

/**
 * The abatement cost of the curve, worked here from the formula (not the app's code):
 * (investment × 10,000 × CRF − benefit × 10,000) ÷ reduction, CRF = r ÷ (1 − (1 + r)^−n).
 * At r = 8 %, n = 10: 1.08^10 = 2.158924997, CRF = 0.08 ÷ (1 − 0.463193488) = 0.149029489, so
 * P1 (20, 5, 50 t): (29,805.8978 − 50,000) ÷ 50 = −403.882044; P3/P4/P8 (10, 2, 20 t):
 * (14,902.9489 − 20,000) ÷ 20 = −254.852556; P2 (60, 4, 100 t): (89,417.6934 − 40,000) ÷ 100 = 494.176934.
 */
function cost(investment: number, benefit: number, reduction: number, r: number, n: number): number {
  const D = Decimal.clone({ precision: 40 });
  const crf = r === 0 ? new D(1).div(n) : new D(r).div(new D(1).minus(new D(1).plus(r).pow(-n)));
  return new D(investment).times(10000).times(crf).minus(new D(benefit).times(10000)).div(reduction).toNumber();
}
const at8 = { p1: cost(20, 5, 50, 0.08, 10), p2: cost(60, 4, 100, 0.08, 10), p3: cost(10, 2, 20, 0.08, 10) };

describe.each(dbKinds())('the marginal abatement cost curve on %s', (kind) => {
  let t: TestApp;
  let w: OverviewWorld;
  const macc = async (q: Record<string, string | number | undefined>, api = () => w.su) => api().get(query('macc', q));
  const bars = async (q: Record<string, string | number | undefined>) => ok<MaccResult>(await macc(q));
  const names = (r: MaccResult) => r.rows.map((b) => w.projects[b.name.toLowerCase()]!.name);

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await overviewWorld(t);
  });
  afterAll(() => t.close());

  it('orders the bars by abatement cost (ties by id); widths are the reductions, laid end to end', async () => {
    expect(at8.p1).toBeCloseTo(-403.882044, 5);
    expect(at8.p3).toBeCloseTo(-254.852556, 5);
    expect(at8.p2).toBeCloseTo(494.176934, 5);
    const r = await bars({ orgId: w.orgs.ccbg, year: 2025 });
    // P5 closed, P6 without figures, P9 without a positive reduction, P8 of 2024, P7 of another business group: out
    expect(names(r)).toEqual(['P1', 'P3', 'P4', 'P2']);
    expect(r.rows.map((b) => [b.annualCarbonReduction, b.cumulativeStart, b.cumulativeEnd])).toEqual([
      ['50', '0', '50'],
      ['20', '50', '70'],
      ['20', '70', '90'],
      ['100', '90', '190'],
    ]);
    expect(r.totalReduction).toBe('190');
    const costs = r.rows.map((b) => Number(b.abatementCost));
    [at8.p1, at8.p3, at8.p3, at8.p2].forEach((c, i) => expect(costs[i]).toBeCloseTo(c, 8));
    // P3 and P4 cost the same: the lower id first
    expect(Number(r.rows[1]!.id)).toBeLessThan(Number(r.rows[2]!.id));
    expect(r.rows[0]).toMatchObject({ id: w.projects.p1!.id, number: w.projects.p1!.number, investment: '20', annualBenefit: '5' });
    expect(r.rows[0]!.orgName).toContain('服务器BU');
    // a bar carries what the curve, its tooltip and its table show, nothing more (18,000 bars for a group)
    expect(Object.keys(r.rows[0]!).sort()).toEqual(
      [
        'abatementCost',
        'annualBenefit',
        'annualCarbonReduction',
        'cumulativeEnd',
        'cumulativeStart',
        'id',
        'investment',
        'name',
        'number',
        'orgName',
      ].sort(),
    );
  });

  it('covers the subtree of the organisation; the year is the estimated start year and optional', async () => {
    expect(names(await bars({ orgId: w.orgs.ccbg }))).toEqual(['P1', 'P3', 'P4', 'P8', 'P2']);
    // P7 (Zhengzhou) costs the same as P1 and comes after it by id
    const group = await bars({ orgId: w.orgs.fii, year: 2025 });
    expect(names(group)).toEqual(['P1', 'P7', 'P3', 'P4', 'P2']);
    expect(group.rows.map((b) => b.cumulativeEnd)).toEqual(['50', '100', '120', '140', '240']);
    expect(names(await bars({ orgId: w.orgs.server, year: 2025 }))).toEqual(['P1', 'P3']);
    expect(names(await bars({ orgId: w.orgs.iibg }))).toEqual(['P7']);
    expect(await bars({ orgId: w.orgs.ccbg, year: 2023 })).toEqual({ rows: [], totalReduction: '0' });
  });

  it('follows the data: a change to a project and a change of the settings move the bars', async () => {
    // P2 becomes cheaper than every other: a benefit of 0.8 yuan/kWh × 200,000 = 16 (10k yuan)
    const p2 = ok<{ version: number }>(await w.su.get(`${URL('detail')}?id=${w.projects.p2!.id}`));
    await forceStatus(t, w.projects.p2!.id, 'draft');
    const edited = await w.su.post(URL('edit'), {
      id: w.projects.p2!.id,
      version: p2.version,
      name: 'P2',
      orgId: w.orgs.storage,
      energyType: 'electricity',
      energyBefore: '500000',
      energyAfter: '300000',
      emissionFactor: '0.0005',
      localEnergyPrice: '0.8',
      investment: '60',
      lifetimeYears: 10,
      estimatedStart: '2025-03-01',
      estimatedEnd: '2025-12-31',
      threeR: 'replace',
      technology: 'lighting',
    });
    ok(edited);
    // (89,417.6934 − 160,000) ÷ 100 = −705.823066
    const moved = await bars({ orgId: w.orgs.ccbg, year: 2025 });
    expect(names(moved)).toEqual(['P2', 'P1', 'P3', 'P4']);
    expect(Number(moved.rows[0]!.abatementCost)).toBeCloseTo(cost(60, 16, 100, 0.08, 10), 8);
    expect(moved.rows.map((b) => b.cumulativeEnd)).toEqual(['100', '150', '170', '190']);

    // r = 0: CRF = 1 ÷ 10, exact: P2 (60,000 − 160,000) ÷ 100 = −1,000; P1 (20,000 − 50,000) ÷ 50 = −600; P3, P4 (10,000 − 20,000) ÷ 20 = −500
    const settings = ok<{ version: number }>(await w.su.get(URL('settings')));
    ok(await w.su.post(URL('settingsEdit'), { discountRate: '0', realisationThreshold: '0.8', lifetimes: {}, version: settings.version }));
    const flat = await bars({ orgId: w.orgs.ccbg, year: 2025 });
    expect(flat.rows.map((b) => [b.name, b.abatementCost])).toEqual([
      ['P2', '-1000'],
      ['P1', '-600'],
      ['P3', '-500'],
      ['P4', '-500'],
    ]);
  });

  it('is data-scoped: a foreign organisation is refused, the default is the caller’s own organisation', async () => {
    expect((await macc({ orgId: w.orgs.fii }, () => w.viewer)).code).toBe(1013003);
    expect((await macc({ orgId: w.orgs.iibg }, () => w.viewer)).code).toBe(1013003);
    expect((await macc({ orgId: w.orgs.ccbg }, () => w.foreignViewer)).code).toBe(1013003);
    const own = ok<MaccResult>(await macc({ year: 2025 }, () => w.viewer));
    expect(names(own)).toEqual(['P2', 'P1', 'P3', 'P4']);
    expect(ok<MaccResult>(await macc({ year: 2025 }, () => w.foreignViewer)).rows.map((b) => b.name)).toEqual(['P7']);
    // the engineer of le1 sees the subtree of le1 only
    expect(names(ok<MaccResult>(await macc({ year: 2025 }, () => w.engineer)))).toEqual(['P2', 'P1', 'P3', 'P4']);
    expect((await macc({ orgId: w.orgs.ccbg }, () => w.engineer)).code).toBe(1013003);
  });

  it('lays the bars out in plain decimals', async () => {
    // two bars of 1,000 kWh × 0.0005 = 0.5 t: the running sums are 0.5 and 1 (not 1.0)
    for (const name of ['Half A', 'Half B']) {
      ok(
        await w.su.post(URL('add'), {
          name,
          orgId: w.orgs.storage,
          energyBefore: '1001',
          energyAfter: '1',
          emissionFactor: '0.0005',
          investment: '1',
          localEnergyPrice: '0.1',
          lifetimeYears: 10,
          estimatedStart: '2023-05-01',
        }),
      );
    }
    const r = await bars({ orgId: w.orgs.storage, year: 2023 });
    expect(r.rows.map((b) => [b.name, b.annualCarbonReduction, b.cumulativeStart, b.cumulativeEnd])).toEqual([
      ['Half A', '0.5', '0', '0.5'],
      ['Half B', '0.5', '0.5', '1'],
    ]);
    expect(r.totalReduction).toBe('1');
  });
});
