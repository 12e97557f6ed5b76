import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AchievementByYear, AchievementResult, ForecastResult } from '@carbon/domain';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { ok, world, type World } from '../inventory/inventory.testing.js';
import { approve, inventory, twelve } from './goal-achievement.testing.js';

/**
 * Issue 29 item 5: one rule for annual inventories against monthly targets, and the Fii rolling up
 * its business groups. Hand-worked figures (electricity, location-based, grid factor 1 tCO2/MWh):
 * - control targets 2027 (submitted): Fii 3000 (250 a month), CCBG 1500 (125), IIBG 1200 (100);
 * - an annual 2027 inventory issued to the Longhua park (CCBG) and the Zhengzhou park (IIBG):
 *   Longhua 1,600,000 kWh = 1600 t, approved; Zhengzhou 1,450,000 kWh = 1450 t, approved later.
 * CCBG: 1600 > 1500, not met; IIBG: 1450 > 1200, not met; the Fii: 1600 alone while Zhengzhou waits
 * (partial: 1600 ≤ 3000 says nothing yet), then 1600 + 1450 = 3050 > 3000, not met.
 */
const YEAR = 2027;
const CCBG = 'fii-ccbg';
const IIBG = 'fii-iibg';
const LONGHUA = 'fii-ccbg-longhua';
const ZHENGZHOU = 'fii-iibg-zhengzhou';
const kwh = (value: string) => ({ type: 'electricity-location', kwh: value, gridFactor: '1' });
const annualOnly = (target: string) => Array.from({ length: 12 }, (_, i) => [i + 1, target, null, 'annualOnly']);

describe.each(dbKinds())('achievement of an annual inventory against monthly targets, the Fii rolled up, on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let zhengzhouTask: string;
  const achievement = async (code: string) =>
    ok<AchievementResult>(await w.su.get(`/api/main/goal/achievement?year=${YEAR}&orgId=${w.org(code)}`));
  const forecast = async (code: string) => ok<ForecastResult>(await w.su.get(`/api/main/goal/forecast?year=${YEAR}&orgId=${w.org(code)}`));
  const monthsOf = (r: AchievementResult, code: string) =>
    r.rows.filter((x) => x.orgId === w.org(code)).map((x) => [x.month, x.target, x.actual, x.status]);
  const orgOf = (r: AchievementResult, code: string) => r.orgs.find((o) => o.orgId === w.org(code))!;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await world(t);
    const control = (code: string, annual: string, month: string) => ({ orgId: w.org(code), annual, months: twelve(month) });
    ok(
      await w.su.post('/api/main/goal/control/save', {
        year: YEAR,
        baselineYear: 2020,
        submit: true,
        rows: [control('fii', '3000', '250'), control(CCBG, '1500', '125'), control(IIBG, '1200', '100')],
      }),
    );
    const annual = await inventory(w, YEAR, null, [LONGHUA, ZHENGZHOU]);
    await approve(w, annual.task[LONGHUA]!, [kwh('1600000')]);
    zhengzhouTask = annual.task[ZHENGZHOU]!;
  });
  afterAll(() => t.close());

  it('a business group reported by an annual inventory: the year against the annual target, its months "annual data only"', async () => {
    const r = await achievement(CCBG);
    expect(monthsOf(r, CCBG)).toEqual(annualOnly('125'));
    expect(orgOf(r, CCBG)).toMatchObject({
      annual: '1500',
      yearActual: '1600',
      yearSource: 'annual',
      yearStatus: 'notMet',
      monthsReported: 0,
    });
    expect(orgOf(r, CCBG).yearPartial).toBeUndefined();
  });

  it('the Fii sums the business groups that reported; with Zhengzhou pending, 1600 under the 3000 cap does not decide', async () => {
    const r = await achievement('fii');
    expect(orgOf(r, 'fii')).toMatchObject({ yearActual: '1600', yearSource: 'annual', yearStatus: 'notReported', yearPartial: true });
    expect(monthsOf(r, 'fii')).toEqual(annualOnly('250'));
    // the business group beside it says what it says on its own page
    expect(orgOf(r, CCBG)).toMatchObject({ yearActual: '1600', yearStatus: 'notMet' });
    expect(r.sources.filter((s) => s.orgId === w.org('fii'))).toEqual([expect.objectContaining({ month: null, actual: '1600' })]);
  });

  it('the forecast of a year with approved annual data is that figure, beside the target (partial for the Fii)', async () => {
    const ccbg = await forecast(CCBG);
    expect(ccbg.forecast).toMatchObject({ basis: 'annual', partial: false, total: '1600', target: '1500', gap: '100', holds: false });
    const fii = await forecast('fii');
    expect(fii.forecast).toMatchObject({ basis: 'annual', partial: true, total: '1600', target: '3000', gap: '-1400', holds: null });
  });

  it('once Zhengzhou is approved the Fii is 1600 + 1450 = 3050 over its 3000 cap: not met, like both business groups', async () => {
    await approve(w, zhengzhouTask, [kwh('1450000')]);
    const r = await achievement('fii');
    expect(orgOf(r, 'fii')).toMatchObject({ annual: '3000', yearActual: '3050', yearSource: 'annual', yearStatus: 'notMet' });
    expect(orgOf(r, 'fii').yearPartial).toBeUndefined();
    expect(orgOf(r, IIBG)).toMatchObject({ annual: '1200', yearActual: '1450', yearStatus: 'notMet' });
    expect(monthsOf(r, IIBG)).toEqual(annualOnly('100'));
    const fii = await forecast('fii');
    expect(fii.forecast).toMatchObject({ basis: 'annual', partial: false, total: '3050', gap: '50', holds: false, projectReduction: '0' });
    const years = ok<AchievementByYear>(await w.su.get(`/api/main/goal/achievementByYear?orgId=${w.org('fii')}&from=${YEAR}&to=${YEAR}`));
    expect(years.rows).toEqual([
      { year: YEAR, target: '3000', actual: '3050', source: 'annual', status: 'notMet', changeFromBaseline: null },
    ]);
  });
});
