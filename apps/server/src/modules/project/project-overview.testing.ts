import { makeUser } from '../approval/testing.js';
import { caller } from '../factor/testing.js';
import type { TestApp } from '../../test/harness.js';
import { addDraft, forceStatus, ok, orgIdOf, projectWorld, URL, type Detail } from './project.testing.js';

/** Test helpers of the project overviews, MACC and Excel files (not used by the app). */

/** Today (UTC), YYYY-MM-DD: the estimated ends of the overview projects (2025 and before) have passed. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);
/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * Figures of a project, electricity at 0.0005 tCO2e/kWh and a lifetime of 10 years:
 * reduction = (before − after) × 0.0005 t, benefit = (before − after) × price ÷ 10,000 (10k yuan).
 */
const figures = (before: number, after: number, price: string, investment: string) => ({
  energyType: 'electricity',
  energyUnit: 'kWh',
  energyBefore: String(before),
  energyAfter: String(after),
  emissionFactor: '0.0005',
  localEnergyPrice: price,
  investment,
  lifetimeYears: 10,
});
const y2025 = { estimatedStart: '2025-03-01', estimatedEnd: '2025-12-31' };

/**
 * The overview tests' projects (names P1…P9), worked by hand:
 *
 * | name | organisation | status | 3R | technology | start | end | reduction t | benefit | investment |
 * | P1 | server BU | draft | reduce | chiller | 2025 | 2025-12-31 | 50 | 5 | 20 |
 * | P2 | storage BU | project_approved | replace | lighting | 2025 | 2025-12-31 | 100 | 4 | 60 |
 * | P3 | server BU | procurement_completed | reduce | pump | 2025 | 2025-06-30 | 20 | 2 | 10 |
 * | P4 | legal entity le1 | acceptance_completed (2025-06-15), 3 months measured: realised 10 % | resolve | pump | 2025 | 2025-12-31 | 20 | 2 | 10 |
 * | P5 | server BU | closed | reduce | chiller | 2025 | 2025-12-31 | 100 | 4 | 60 |
 * | P6 | server BU | draft, name only | – | – | – | – | – | – | – |
 * | P7 | Zhengzhou SMT BU (other business group) | draft | reduce | chiller | 2025 | 2025-12-31 | 50 | 5 | 20 |
 * | P8 | server BU | draft | reduce | pump | 2024-05-01 | 2024-12-31 | 20 | 2 | 10 |
 * | P9 | server BU | draft | – | other | 2025 | 2025-12-31 | 0 (before = after) | 0 | 5 |
 */
export async function overviewWorld(t: TestApp) {
  const w = await projectWorld(t);
  const storage = await orgIdOf(t, 'fii-ccbg-longhua-le1-storage');
  const smt = await orgIdOf(t, 'fii-iibg-zhengzhou-le1-smt');
  const add = (name: string, orgId: string, body: Record<string, unknown>) => addDraft(w.su, { name, orgId, ...body });

  const p1 = await add('P1', w.server, { ...figures(300000, 200000, '0.5', '20'), ...y2025, threeR: 'reduce', technology: 'chiller' });
  const p2 = await add('P2', storage, { ...figures(500000, 300000, '0.2', '60'), ...y2025, threeR: 'replace', technology: 'lighting' });
  const p3 = await add('P3', w.server, {
    ...figures(100000, 60000, '0.5', '10'),
    estimatedStart: '2025-03-01',
    estimatedEnd: '2025-06-30',
    threeR: 'reduce',
    technology: 'pump',
  });
  const p4 = await add('P4', w.le1, { ...figures(100000, 60000, '0.5', '10'), ...y2025, threeR: 'resolve', technology: 'pump' });
  const p5 = await add('P5', w.server, { ...figures(500000, 300000, '0.2', '60'), ...y2025, threeR: 'reduce', technology: 'chiller' });
  const p6 = await add('P6', w.server, {});
  const p7 = await add('P7', smt, { ...figures(300000, 200000, '0.5', '20'), ...y2025, threeR: 'reduce', technology: 'chiller' });
  const p8 = await add('P8', w.server, {
    ...figures(100000, 60000, '0.5', '10'),
    estimatedStart: '2024-05-01',
    estimatedEnd: '2024-12-31',
    threeR: 'reduce',
    technology: 'pump',
  });
  const p9 = await add('P9', w.server, { ...figures(100000, 100000, '0.5', '5'), ...y2025, technology: 'other' });

  // statuses set directly (the workflow itself is tested with the project routes)
  await forceStatus(t, p2.id, 'project_approved');
  await forceStatus(t, p3.id, 'procurement_completed');
  await forceStatus(t, p4.id, 'acceptance_completed', '2025-06-15');
  await forceStatus(t, p5.id, 'closed', '2025-06-15');
  // P4's effect through the real route: 3 months at 8,000 kWh against 100,000 ÷ 12 expected before:
  // saved 25,000 − 24,000 = 1,000 kWh → 0.5 t realised of 20 × 3 ÷ 12 = 5 t expected: 10 %
  for (const month of ['2025-07', '2025-08', '2025-09']) ok(await w.su.post(URL('measure'), { id: p4.id, month, energyAfter: '8000' }));

  const ccbg = await orgIdOf(t, 'fii-ccbg');
  const fii = await orgIdOf(t, 'fii');
  const longhua = await orgIdOf(t, 'fii-ccbg-longhua');
  const iibg = await orgIdOf(t, 'fii-iibg');
  const zhengzhou = await orgIdOf(t, 'fii-iibg-zhengzhou');
  const viewer = await makeUser(t, 'fii-ccbg', ['project:import', 'project:export', 'project:investmentExport']);
  const foreignViewer = await makeUser(t, 'fii-iibg-zhengzhou', ['project:import', 'project:export']);
  const projects: Record<string, Detail> = { p1, p2, p3, p4, p5, p6, p7, p8, p9 };
  return {
    ...w,
    orgs: { fii, ccbg, longhua, le1: w.le1, server: w.server, storage, iibg, zhengzhou, smt },
    projects,
    /** A user of the cloud business group (its subtree), with the import and export buttons. */
    viewer: caller(t, () => viewer.token),
    viewerZh: caller(t, () => viewer.token, 'zh-CN'),
    /** A user of the Zhengzhou park (another business group). */
    foreignViewer: caller(t, () => foreignViewer.token),
  };
}
export type OverviewWorld = Awaited<ReturnType<typeof overviewWorld>>;

/** The GET of a project route with a query. */
export const query = (action: string, q: Record<string, string | number | undefined>) => {
  const params = Object.entries(q).flatMap(([k, v]) => (v === undefined ? [] : [`${k}=${encodeURIComponent(String(v))}`]));
  return `${URL(action)}${params.length ? `?${params.join('&')}` : ''}`;
};
