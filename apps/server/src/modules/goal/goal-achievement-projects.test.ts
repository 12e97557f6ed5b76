import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ForecastResult,
  ReductionAchievementByYear,
  ReductionAchievementResult,
  RenewableResult,
  TrajectoryResult,
  WhatIfResult,
} from '@carbon/domain';
import { createTestApp, dbKinds, DEMO, login, type TestApp } from '../../test/harness.js';
import { caller } from '../factor/testing.js';
import { ok, type World } from '../inventory/inventory.testing.js';
import { achievementWorld, BG, energyProjectOf, P1, P2 } from './goal-achievement.testing.js';

/**
 * Reduction targets against the projects, renewable electricity, the forecast, the what-if and
 * the trajectory (issue 13) on the generated year of goal-achievement.testing.ts, with four
 * projects worked by hand:
 * - A 1R at P1's legal entity, accepted: 100 t/yr estimated; 1,200 a year before, January 80 and
 *   February 90 measured, factor 0.5: realised (1200 × 2/12 − 170) × 0.5 = 15 t;
 * - B 2R at P2, accepted: 60 t/yr; 120,000 kWh a year before, January 4,000 kWh measured, factor
 *   0.0005: realised (10,000 − 4,000) × 0.0005 = 3 t, renewable output 6,000 kWh in January;
 * - C 1R at P2, approved, completing 30 June 2025: 120 t/yr (committed in the forecast);
 * - D 3R at P2, a draft completing 31 March 2025: 240 t/yr (a what-if candidate only).
 */
describe.each(dbKinds())('goal achievement against projects on %s', (kind) => {
  let t: TestApp;
  let w: World;
  const ids: Record<string, string> = {};
  const get = async <T>(path: string) => ok<T>(await w.su.get(`/api/main/goal/${path}`));

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = (await achievementWorld(t)).w;
    ids.A = await energyProjectOf(t, {
      name: 'A',
      orgId: w.org('fii-ccbg-longhua-le1'),
      status: 'acceptance_completed',
      threeR: 'reduce',
      annualCarbonReduction: '100',
      energyBefore: '1200',
      emissionFactor: '0.5',
      measurements: [
        ['2025-01', '80'],
        ['2025-02', '90'],
      ],
    });
    ids.B = await energyProjectOf(t, {
      name: 'B',
      orgId: w.org(P2),
      status: 'acceptance_completed',
      threeR: 'replace',
      annualCarbonReduction: '60',
      energyBefore: '120000',
      emissionFactor: '0.0005',
      energyUnit: 'kWh',
      measurements: [['2025-01', '4000']],
    });
    ids.C = await energyProjectOf(t, {
      name: 'C',
      orgId: w.org(P2),
      status: 'project_approved',
      threeR: 'reduce',
      annualCarbonReduction: '120',
      estimatedEnd: '2025-06-30',
    });
    ids.D = await energyProjectOf(t, {
      name: 'D',
      orgId: w.org(P2),
      status: 'draft',
      threeR: 'resolve',
      annualCarbonReduction: '240',
      estimatedEnd: '2025-03-31',
    });
  });
  afterAll(() => t.close());

  it('reduction targets beside the approved projects’ estimated and the measured realised reductions', async () => {
    const r = await get<ReductionAchievementResult>(`reductionAchievement?year=2025&orgId=${w.org(BG)}`);
    const row = (code: string) => r.rows.find((x) => x.orgId === w.org(code))!;
    expect(r.rows.map((x) => x.orgId)).toEqual([w.org(BG), w.org(P1), w.org(P2)]);
    // BG: 1R A 100 + C 120 = 220 of 600; 2R B 60 of 300; the draft D is not counted
    expect(row(BG)).toMatchObject({
      reduce: { target: '600', estimated: '220', realised: '15', estimatedRatio: '0.3666666667', realisedRatio: '0.025', reached: false },
      replace: { target: '300', estimated: '60', realised: '3', estimatedRatio: '0.2', realisedRatio: '0.01', reached: false },
      resolve: { target: '100', estimated: '0', realised: '0', estimatedRatio: '0', realisedRatio: '0', reached: false },
      total: { target: '1000', estimated: '280', realised: '18', estimatedRatio: '0.28', realisedRatio: '0.018', reached: false },
      noTarget: false,
      message: null,
    });
    expect(row(P1).reduce).toMatchObject({ target: '400', estimated: '100', realised: '15', realisedRatio: '0.0375' });
    // P2's 3R target is 0: no ratio, and 0 realised reaches it
    expect(row(P2).resolve).toEqual({
      target: '0',
      estimated: '0',
      realised: '0',
      estimatedRatio: null,
      realisedRatio: null,
      reached: true,
    });
    expect(row(P2).total).toMatchObject({
      target: '400',
      estimated: '180',
      realised: '3',
      estimatedRatio: '0.45',
      realisedRatio: '0.0075',
    });
  });

  it('"no matching target found" where none exists, in the caller’s language', async () => {
    const r = await get<ReductionAchievementResult>(`reductionAchievement?year=2025&orgId=${w.org('fii')}`);
    expect(r.rows.find((x) => x.orgId === w.org('fii-iibg'))).toMatchObject({
      noTarget: true,
      message: 'No matching target found',
      reduce: { target: null, estimated: '0', realised: '0', reached: null },
    });
    const token = await login(t.app, 'superAdmin', DEMO.superAdmin);
    const zh = caller(t, () => token, 'zh-CN');
    const cn = ok<ReductionAchievementResult>(await zh.get(`/api/main/goal/reductionAchievement?year=2026&orgId=${w.org(BG)}`));
    expect(cn.rows[0]).toMatchObject({ noTarget: true, message: '未找到匹配的目标' });
  });

  it('by year: realised in the year measured, nothing matching in 2024 or 2026', async () => {
    const r = await get<ReductionAchievementByYear>(`reductionAchievementByYear?orgId=${w.org(P1)}&from=2024&to=2026`);
    expect(r.rows.map((x) => [x.year, x.noTarget, x.reduce.target, x.reduce.estimated, x.reduce.realised])).toEqual([
      [2024, true, null, '0', '0'],
      [2025, false, '400', '100', '15'],
      [2026, true, null, '100', '0'],
    ]);
  });

  it('exports the reduction achievement, the note where no target matches', async () => {
    const res = await w.su.download(`/api/main/goal/reductionAchievementExport?year=2025&orgId=${w.org('fii')}`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = wb.worksheets[0]!.getSheetValues().slice(2) as unknown[][];
    // Fii, BG, IIBG × 1R, 2R, 3R, total
    expect(rows).toHaveLength(12);
    const iibg = rows.filter((v) => v[8] === 'No matching target found');
    expect(iibg).toHaveLength(4);
  });

  it('renewable electricity in 10,000 kWh: certificates and 2R output over the entries’ electricity', async () => {
    const r = await get<RenewableResult>(`renewable?year=2025&orgId=${w.org(BG)}`);
    const month = (code: string, m: number) => r.rows.find((x) => x.orgId === w.org(code) && x.month === m)!;
    // P2 January: 2,000 kWh bought, 500 of it certificates, 6,000 kWh of B's output: 6,500 of 8,000
    expect(month(P2, 1)).toEqual({
      orgId: w.org(P2),
      month: 1,
      reported: true,
      greenPower: '0',
      greenCertificates: '0.05',
      projects: '0.6',
      renewable: '0.65',
      totalElectricity: '0.8',
      share: '0.8125',
    });
    expect(month(P1, 1)).toMatchObject({ reported: true, renewable: '0', totalElectricity: '0.1', share: '0' });
    // BG January: both parks, 6,500 of 9,000
    expect(month(BG, 1)).toMatchObject({ renewable: '0.65', totalElectricity: '0.9', share: '0.7222222222' });
    expect(month(BG, 2)).toMatchObject({ reported: false, totalElectricity: '0', share: null });
    // the year: January 9,000 + March (P1's grid) 1,000
    expect(r.orgs.find((o) => o.orgId === w.org(BG))).toMatchObject({ renewable: '0.65', totalElectricity: '1', share: '0.65' });
    expect(r.unit).toBe('10^4 kWh');
  });

  it('forecast: P2’s January run rate for the year, less C from July, misses the 600 cap by 25.854', async () => {
    const f = await get<ForecastResult>(`forecast?year=2025&orgId=${w.org(P2)}`);
    // 12 × 57.1545 − 6 × 10
    expect(f.forecast).toMatchObject({
      basis: 'reportedAverage',
      reported: '57.1545',
      total: '625.854',
      target: '600',
      gap: '25.854',
      holds: false,
      projectReduction: '60',
    });
    expect(f.projects.map((p) => [p.id, p.committed, p.included])).toEqual([
      [ids.C, true, true],
      [ids.D, false, false],
    ]);
  });

  it('what-if: ticking the draft D closes the gap; moving C to September widens it', async () => {
    const both = ok<WhatIfResult>(
      await w.su.post('/api/main/goal/whatIf', { year: 2025, orgId: w.org(P2), projects: [{ id: ids.C }, { id: ids.D }] }),
    );
    // D: 20 t a month from April, 9 months
    expect(both.forecast).toMatchObject({ total: '445.854', gap: '-154.146', holds: true });
    expect(both).toMatchObject({ gapChange: '-180', base: { total: '625.854' } });
    expect(both.projects.filter((p) => p.included).map((p) => p.id)).toEqual([ids.C, ids.D]);
    const later = ok<WhatIfResult>(
      await w.su.post('/api/main/goal/whatIf', { year: 2025, orgId: w.org(P2), projects: [{ id: ids.C, completion: '2025-09-30' }] }),
    );
    expect(later).toMatchObject({ forecast: { total: '655.854', gap: '55.854' }, gapChange: '30' });
    expect(later.projects.find((p) => p.id === ids.C)).toMatchObject({ completion: '2025-09-30', included: true });
  });

  it('what-if refuses a project outside the organisation’s pipeline, naming the field', async () => {
    const res = await w.su.post('/api/main/goal/whatIf', { year: 2025, orgId: w.org(P2), projects: [{ id: ids.A }] });
    expect(res).toMatchObject({ success: false, code: 1012001 });
    expect(res.message).toContain('Projects in the what-if');
    expect((await w.user.post('/api/main/goal/whatIf', { year: 2025, orgId: w.org(P2), projects: [] })).code).toBe(1013003);
  });

  it('trajectory: 100 t in 2020 to 70.6 t in 2026 is 4.9 % a year, steeper than the SBTi 4.2 %', async () => {
    const r = await get<TrajectoryResult>(`trajectory?orgId=${w.org(P1)}&targetYear=2026&bauGrowth=0.01`);
    expect(r).toMatchObject({
      baselineSource: 'goal',
      baselineYear: 2020,
      baseline: '100',
      target: '70.6',
      requiredAnnualRate: '0.049',
      sbtiRate: '0.042',
      sbtiTarget: '74.8',
      meetsSbti: true,
    });
    expect(r.years.map((y) => [y.year, y.actual, y.sbti, y.target])).toEqual([
      [2020, '100', '100', '100'],
      [2021, null, '95.8', '95.1'],
      [2022, null, '91.6', '90.2'],
      [2023, null, '87.4', '85.3'],
      [2024, null, '83.2', '80.4'],
      [2025, null, '79', '75.5'],
      [2026, '100', '74.8', '70.6'],
    ]);
    // 100 × 1.01²
    expect(r.years[2]!.bau).toBe('102.01');
    const bad = await w.su.get(`/api/main/goal/trajectory?orgId=${w.org(P1)}&targetYear=2020`);
    expect(bad).toMatchObject({ success: false, code: 1012001 });
    expect(bad.message).toContain('Target year');
  });
});
