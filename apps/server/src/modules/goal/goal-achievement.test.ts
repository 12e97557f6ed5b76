import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AchievementByYear, AchievementResult } from '@carbon/domain';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { INPUTS, ok, type World } from '../inventory/inventory.testing.js';
import { computeReport } from '../report/report.compute.js';
import { achievementWorld, approve, BG, inventory, P1, P2 } from './goal-achievement.testing.js';

/**
 * Control targets against approved actuals (issue 13, Absolute_CASOAA) on the generated year of
 * goal-achievement.testing.ts (figures worked there by hand).
 */
describe.each(dbKinds())('goal achievement on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let data: Awaited<ReturnType<typeof achievementWorld>>;
  const achievement = async (code: string, year = 2025) =>
    ok<AchievementResult>(await w.su.get(`/api/main/goal/achievement?year=${year}&orgId=${w.org(code)}`));
  const monthsOf = (r: AchievementResult, code: string) =>
    r.rows.filter((x) => x.orgId === w.org(code)).map((x) => [x.month, x.target, x.actual, x.status]);
  const notReported = (target: string, from: number) =>
    Array.from({ length: 13 - from }, (_, i) => [from + i, target, null, 'notReported']);

  beforeAll(async () => {
    t = await createTestApp({ kind });
    data = await achievementWorld(t);
    w = data.w;
  });
  afterAll(() => t.close());

  it('gives each organisation with a target twelve months: met, not met, and months not reported (missing on purpose)', async () => {
    const r = await achievement(BG);
    expect(r.orgId).toBe(w.org(BG));
    // P1: 56.6545 ≤ 60, 56.1545 ≤ 60, 0.5 ≤ 60
    expect(monthsOf(r, P1)).toEqual([
      [1, '60', '56.6545', 'met'],
      [2, '60', '56.1545', 'met'],
      [3, '60', '0.5', 'met'],
      ...notReported('60', 4),
    ]);
    // P2: 57.1545 > 50; February's task never submitted; no March inventory
    expect(monthsOf(r, P2)).toEqual([[1, '50', '57.1545', 'notMet'], ...notReported('50', 2)]);
    // BG has no task of its own: the parks' approved tasks, 56.6545 + 57.1545 = 113.809 ≤ 120; February waits for P2;
    // March has only P1's task
    expect(monthsOf(r, BG)).toEqual([
      [1, '120', '113.809', 'met'],
      [2, '120', null, 'notReported'],
      [3, '120', '0.5', 'met'],
      ...notReported('120', 4),
    ]);
    expect(r.rows).toHaveLength(36);
    const p1 = r.orgs.find((o) => o.orgId === w.org(P1))!;
    expect(p1).toMatchObject({
      annual: '720',
      targetState: 'submitted',
      yearActual: null,
      yearSource: null,
      yearStatus: 'notReported',
      monthsReported: 3,
      hasChildren: true,
    });
  });

  it('the group shows itself and the business group with a target, not the one without', async () => {
    const r = await achievement('fii');
    expect([...new Set(r.rows.map((x) => x.orgId))]).toEqual([w.org('fii'), w.org(BG)]);
    expect(monthsOf(r, 'fii')[0]).toEqual([1, '170', '113.809', 'met']);
  });

  it('each actual names the approved tasks it sums (its derivation)', async () => {
    const r = await achievement(BG);
    const jan = r.sources.filter((s) => s.month === 1 && s.orgId === w.org(BG));
    expect(jan).toEqual([
      {
        orgId: w.org(BG),
        month: 1,
        projectId: data.m1.projectId,
        projectName: expect.any(String),
        taskIds: expect.arrayContaining([data.m1.task[P1], data.m1.task[P2]]),
        actual: '113.809',
      },
    ]);
    expect(r.sources.find((s) => s.month === 1 && s.orgId === w.org(P1))).toMatchObject({ taskIds: [data.m1.task[P1]], actual: '56.6545' });
  });

  it('an actual is the figure the report module computes for the same organisation and period', async () => {
    const r = await achievement(BG);
    const at = new Date();
    const task = await computeReport(
      t.database.db,
      {
        kind: 'task',
        template: 'ghg',
        projectId: Number(data.m1.projectId),
        taskId: Number(data.m1.task[P1]),
        orgId: Number(w.org(P1)),
        method: 'operational-control',
      },
      at,
    );
    expect(task.figures.totals.total).toBe(r.rows.find((x) => x.orgId === w.org(P1) && x.month === 1)!.actual);
    const consolidated = await computeReport(
      t.database.db,
      {
        kind: 'consolidated',
        template: 'ghg',
        projectId: Number(data.m1.projectId),
        taskId: null,
        orgId: Number(w.org(BG)),
        method: 'operational-control',
      },
      at,
    );
    expect(consolidated.figures.totals.total).toBe('113.809');
    expect(r.rows.find((x) => x.orgId === w.org(BG) && x.month === 1)!.actual).toBe(consolidated.figures.totals.total);
  });

  it('an annual inventory gives the year only: every month says "annual data only", never an invented split', async () => {
    const r = await achievement(P1, 2026);
    expect(monthsOf(r, P1)).toEqual(Array.from({ length: 12 }, (_, i) => [i + 1, '6', null, 'annualOnly']));
    expect(r.orgs[0]).toMatchObject({ annual: '70.6', yearActual: '100', yearSource: 'annual', yearStatus: 'notMet', monthsReported: 0 });
    expect(r.sources).toEqual([expect.objectContaining({ month: null, actual: '100' })]);
  });

  it('years against the baseline year', async () => {
    const r = ok<AchievementByYear>(await w.su.get(`/api/main/goal/achievementByYear?orgId=${w.org(P1)}&from=2024&to=2026`));
    expect(r).toMatchObject({ baselineYear: 2020, baselineActual: '100' });
    expect(r.rows).toEqual([
      { year: 2024, target: null, actual: null, source: null, status: null, changeFromBaseline: null },
      { year: 2025, target: '720', actual: null, source: null, status: 'notReported', changeFromBaseline: null },
      { year: 2026, target: '70.6', actual: '100', source: 'annual', status: 'notMet', changeFromBaseline: '0' },
    ]);
  });

  it('refuses a reversed span of years, naming the field', async () => {
    const res = await w.su.get(`/api/main/goal/achievementByYear?orgId=${w.org(P1)}&from=2026&to=2024`);
    expect(res).toMatchObject({ success: false, code: 1012001 });
    expect(res.message).toContain('To year');
  });

  it('data scope: a business-group manager sees its group, not the Fii; a legal-entity user not the park', async () => {
    expect((await w.mgr.get(`/api/main/goal/achievement?year=2025&orgId=${w.org('fii')}`)).code).toBe(1013003);
    const r = ok<AchievementResult>(await w.mgr.get(`/api/main/goal/achievement?year=2025&orgId=${w.org(BG)}`));
    expect(new Set(r.rows.map((x) => x.orgId))).toEqual(new Set([w.org(BG), w.org(P1), w.org(P2)]));
    expect((await w.user.get(`/api/main/goal/achievement?year=2025&orgId=${w.org(P1)}`)).code).toBe(1013003);
    expect((await w.user.get(`/api/main/goal/achievementByYear?orgId=${w.org(P1)}&from=2025&to=2025`)).code).toBe(1013003);
    const own = ok<AchievementResult>(await w.user.get(`/api/main/goal/achievement?year=2025&orgId=${w.org('fii-ccbg-longhua-le1')}`));
    expect(own.rows).toEqual([]);
  });

  it('exports the details: a row per organisation and month, then the year', async () => {
    const res = await w.su.download(`/api/main/goal/achievementExport?year=2025&orgId=${w.org(BG)}`);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).values).toEqual([
      undefined,
      'Organisation',
      'Month',
      'Control target (tCO2e)',
      'Actual emissions (tCO2e)',
      'Achievement',
      'Source (inventory tasks)',
    ]);
    const rows = ws.getSheetValues().slice(2) as unknown[][];
    // 3 organisations × (12 months + the year)
    expect(rows).toHaveLength(39);
    const p2Jan = rows.find((v) => String(v[1]).endsWith(P2) && v[2] === 1)!;
    expect(p2Jan.slice(3, 6)).toEqual([50, 57.1545, 'Does not meet target']);
    expect(String(p2Jan[6])).toContain(data.m1.task[P2]);
    // P1's year: three months only, so not reported
    const p1Year = rows.find((v) => String(v[1]).endsWith('龙华园区') && v[2] === 'Whole year')!;
    expect(p1Year.slice(3, 6)).toEqual([720, undefined, 'Data not reported']);
  });

  it('the export needs its button permission', async () => {
    expect((await w.user.get(`/api/main/goal/achievementExport?year=2025&orgId=${w.org('fii-ccbg-longhua-le1')}`)).code).toBe(1013002);
  });

  it('a target never submitted counts as a draft only for those who may change it (ADR 013)', async () => {
    const control = (code: string, annual: string) => ({ orgId: w.org(code), annual, months: Array.from({ length: 12 }, () => annual) });
    const rows = [control('fii', '100'), control(BG, '90'), control(P1, '80')];
    ok(await w.su.post('/api/main/goal/control/save', { year: 2027, baselineYear: 2020, submit: false, rows }));
    const su = await achievement(BG, 2027);
    expect(su.orgs.map((o) => [o.orgId, o.targetState])).toEqual([
      [w.org(BG), 'draft'],
      [w.org(P1), 'draft'],
    ]);
    // the business-group manager writes its parks' rows, not its own (the Fii's level does)
    const mgr = ok<AchievementResult>(await w.mgr.get(`/api/main/goal/achievement?year=2027&orgId=${w.org(BG)}`));
    expect(mgr.orgs.map((o) => [o.orgId, o.targetState])).toEqual([[w.org(P1), 'draft']]);
  });

  it('the kept view is computed again after a change: an April approved now shows at the next read', async () => {
    const april = (r: AchievementResult) => r.rows.find((x) => x.orgId === w.org(P1) && x.month === 4);
    expect(april(await achievement(BG))).toMatchObject({ actual: null, status: 'notReported' });
    const m4 = await inventory(w, 2025, 4, [P1]);
    await approve(w, m4.task[P1]!, [INPUTS.grid]);
    expect(april(await achievement(BG))).toMatchObject({ actual: '0.5', status: 'met' });
  });
});
