import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { BaseYearCheck, BaseYearDetail, ReportDetail } from '@carbon/domain';
import { sysOrgBoundary } from '../../platform/db/schema/index.js';
import { rowsOf } from '../../platform/db/sql-kit.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { INPUTS, ok, project, saveEntry, world, type World } from '../inventory/inventory.testing.js';
import { legalEntity } from './report.testing.js';

/**
 * Base-year recalculation (issue 11): the base year is kept per organisation; a divestment
 * recorded as a dated boundary change is weighed against the significance threshold (5%), and
 * recalculation is explicit, audited and stated in later reports.
 * Hand-worked: le1 gas 56.1545 t; "minor" grid 0.5 t; "sold" gas 56.1545 t; all 100% in 2020.
 */
describe.each(dbKinds())('base years on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let projectId: string;
  let minor: string;
  let sold: string;
  const bg = () => w.org('fii-ccbg');

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await world(t);
    minor = await legalEntity(t, 'minor', [['2015-01-01', '100', true, true]]);
    sold = await legalEntity(t, 'sold', [['2015-01-01', '100', true, true]]);
    projectId = (await project(w, { year: 2020 })).id;
    const tasks = ok<{ id: string; orgId: string }[]>(
      await w.su.post('/api/main/inventoryTask/issue', { projectId, orgIds: [w.org('fii-ccbg-longhua-le1'), minor, sold] }),
    );
    const by = (orgId: string) => tasks.find((x) => x.orgId === orgId)!.id;
    ok(await saveEntry(w.su, by(w.org('fii-ccbg-longhua-le1')), { scope: 1, input: INPUTS.gas }));
    ok(await saveEntry(w.su, by(minor), { scope: 2, input: INPUTS.grid }));
    ok(await saveEntry(w.su, by(sold), { scope: 1, input: INPUTS.gas }));
    for (const x of tasks) ok(await w.su.post('/api/main/inventoryTask/submit', { id: x.id, approverIds: ['none'] }));
  });
  afterAll(() => t.close());

  const check = async () => ok<BaseYearCheck>(await w.su.get(`/api/main/report/checkBaseYear?orgId=${bg()}`));
  const divest = (orgId: string) =>
    t.database.db.insert(sysOrgBoundary).values({
      orgId: Number(orgId),
      equitySharePct: '0',
      operationalControl: false,
      financialControl: false,
      effectiveFrom: '2026-01-01',
    });

  it('keeps the base year, weighs structural changes against the threshold and recalculates only when asked, with a reason', async () => {
    expect(ok(await w.su.get(`/api/main/report/baseYear?orgId=${bg()}`))).toBeNull();
    const set = ok<BaseYearDetail>(await w.su.post('/api/main/report/setBaseYear', { orgId: bg(), projectId, approach: 'operational' }));
    expect(set).toMatchObject({ year: 2020, thresholdPct: '5', recalculated: false, approach: 'operational' });
    expect(set.totals.total).toBe('112.809');
    expect(await check()).toMatchObject({ changePct: '0.00', flagged: false });

    // a small divestment: 0.5 of 112.809 t is 0.44% — below the threshold
    await divest(minor);
    const small = await check();
    expect(small).toMatchObject({ changePct: '0.44', flagged: false });
    expect(small.byEntity.find((e) => e.orgId === minor)).toMatchObject({ before: '0.5', after: '0' });

    // a large one: 56.1545 more — 50.22% in all — flags the base year
    await divest(sold);
    const large = await check();
    expect(large).toMatchObject({ changePct: '50.22', flagged: true });
    expect(large.recomputed.totals.total).toBe('56.1545');
    // nothing changes until someone recalculates
    expect(ok<BaseYearDetail>(await w.su.get(`/api/main/report/baseYear?orgId=${bg()}`)).totals.total).toBe('112.809');

    const noReason = await w.su.post('/api/main/report/recalculateBaseYear', { orgId: bg(), reason: '', version: set.version });
    expect(noReason.success).toBe(false);
    const stale = await w.su.post('/api/main/report/recalculateBaseYear', { orgId: bg(), reason: 'Divestment', version: set.version - 1 });
    expect(stale.success).toBe(false);
    const current = ok<BaseYearDetail>(await w.su.get(`/api/main/report/baseYear?orgId=${bg()}`));
    const done = ok<BaseYearDetail>(
      await w.su.post('/api/main/report/recalculateBaseYear', { orgId: bg(), reason: '出售两家法人', version: current.version }),
    );
    expect(done).toMatchObject({ recalculated: true, reason: '出售两家法人' });
    expect(done.totals.total).toBe('56.1545');
    expect(done.history.map((h) => [h.action, h.before?.total ?? null, h.after.total])).toEqual([
      ['set', null, '112.809'],
      ['recalculate', '112.809', '56.1545'],
    ]);

    // later reports state the recalculated base year and why
    const r = ok<ReportDetail>(
      await w.su.post('/api/main/report/consolidate', { projectId, orgId: bg(), approach: 'operational', template: 'ghg' }),
    );
    expect(r.baseYear).toMatchObject({ year: 2020, recalculated: true, note: '出售两家法人' });
    expect(r.baseYear.totals?.total).toBe('56.1545');
    const rows = await rowsOf<{ action: string }>(
      t.database.db,
      sql`select action from sys_audit where entity = 'inventory_report' and entity_id = ${`base-year:${bg()}`} order by id`,
    );
    expect(rows.map((a) => a.action)).toEqual(['set-base-year', 'recalculate']);
  });

  it('refuses a base year outside the caller’s data scope', async () => {
    expect((await w.mgr.get(`/api/main/report/baseYear?orgId=${w.org('fii-iibg')}`)).code).toBe(1013003);
    expect((await w.mgr.get(`/api/main/report/checkBaseYear?orgId=${w.org('fii-iibg')}`)).code).toBe(1013003);
    expect((await w.mgr.post('/api/main/report/setBaseYear', { orgId: w.org('fii-iibg'), projectId, approach: 'equity' })).code).toBe(
      1013003,
    );
  });
});
