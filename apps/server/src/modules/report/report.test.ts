import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Decimal, type ReportDerivation, type ReportDetail } from '@carbon/domain';
import { inventoryEntry, sysOrgBoundary } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { INPUTS, issue, ok, project, saveEntry, world, type World } from '../inventory/inventory.testing.js';
import { legalEntity, type BoundaryRow } from './report.testing.js';

/**
 * Reports (issue 11): task reports in both templates, consolidation by the three approaches on a
 * tree with a wholly owned subsidiary, a joint venture, an associate and a divested entity,
 * publication as immutable versions, derivations, version differences, the subject rule.
 *
 * Hand-worked figures (AR5, see inventory.testing INPUTS): gas 56.1545 t (scope 1), grid 0.5 t
 * (scope 2, location = market), travel 0.1 t (scope 3 category 6).
 */
describe.each(dbKinds())('inventory reports on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let projectId: string;
  const ids: Record<string, string> = {};
  const taskOf: Record<string, string> = {};

  const detail = async (id: string, versionNo?: number) =>
    ok<ReportDetail>(await w.su.get(`/api/main/report/detail?id=${id}${versionNo === undefined ? '' : `&versionNo=${versionNo}`}`));
  const derive = async (id: string, figure: string, extra = '') =>
    ok<ReportDerivation>(await w.su.get(`/api/main/report/derivation?id=${id}&figure=${encodeURIComponent(figure)}&pageSize=50${extra}`));
  const consolidate = async (approach: string, template = 'ghg') =>
    ok<ReportDetail>(await w.su.post('/api/main/report/consolidate', { projectId, orgId: w.org('fii-ccbg'), approach, template }));

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await world(t);
    const entity = (code: string, records: BoundaryRow[]) => legalEntity(t, code, records);
    ids.jv = await entity('jv', [['2020-01-01', '50', true, false]]);
    ids.assoc = await entity('assoc', [['2020-01-01', '30', false, false]]);
    ids.divested = await entity('divested', [
      ['2020-01-01', '100', true, true],
      ['2025-06-01', '0', false, false],
    ]);
    projectId = (await project(w, { year: 2025 })).id;
    const le1 = w.org('fii-ccbg-longhua-le1');
    const tasks = ok<{ id: string; orgId: string }[]>(
      await w.su.post('/api/main/inventoryTask/issue', {
        projectId,
        orgIds: [le1, ids.jv, ids.assoc, ids.divested],
        boundaryMethod: 'operational-control',
      }),
    );
    for (const x of tasks) taskOf[x.orgId] = x.id;
    ids.le1 = le1;
    ok(await saveEntry(w.su, taskOf[le1]!, { scope: 1, sourceName: '燃气锅炉', input: INPUTS.gas }));
    ok(await saveEntry(w.su, taskOf[le1]!, { scope: 2, input: INPUTS.grid }));
    ok(await saveEntry(w.su, taskOf[le1]!, { scope: 3, category: 6, input: INPUTS.travel }));
    ok(await saveEntry(w.su, taskOf[ids.jv]!, { scope: 1, input: INPUTS.gas }));
    ok(await saveEntry(w.su, taskOf[ids.assoc]!, { scope: 2, input: INPUTS.grid }));
    ok(await saveEntry(w.su, taskOf[ids.divested]!, { scope: 1, input: INPUTS.gas }));
    for (const id of Object.values(taskOf)) ok(await w.su.post('/api/main/inventoryTask/submit', { id, approverIds: ['none'] }));
  });
  afterAll(() => t.close());

  it('draws a task report in the ISO 14064-1 template: six categories, totals, per-gas, quality, methods and factors', async () => {
    const r = ok<ReportDetail>(await w.su.post('/api/main/report/generate', { taskId: taskOf[ids.le1!], template: 'iso14064' }));
    expect(r).toMatchObject({ status: 'draft', template: 'iso14064', kind: 'task', versionNo: 0 });
    expect(r.number).toMatch(/^ISO-2025-\d{6}$/);
    expect(r.totals).toEqual({
      scope1: '56.1545',
      scope2Location: '0.5',
      scope2Market: '0.5',
      scope3: '0.1',
      total: '56.7545',
      totalMarket: '56.7545',
    });
    expect(r.categories.map((c) => [c.number, c.tco2e])).toEqual([
      [1, '56.1545'],
      [2, '0.5'],
      [3, '0.1'],
      [4, '0'],
      [5, '0'],
      [6, '0'],
    ]);
    expect(r.scope3Categories).toHaveLength(15);
    const gas = Object.fromEntries(r.gases.map((g) => [g.gas, g.tco2e]));
    // CO2 56.1 (gas) + 0.5 (grid); CH4 1 kg × 28 = 0.028 t; N2O 0.1 kg × 265 = 0.0265 t; travel's factor is CO2e only: 0.1 t
    expect(gas).toMatchObject({ CO2: '56.6', CH4: '0.028', N2O: '0.0265', HFCs: '0', PFCs: '0', SF6: '0', NF3: '0', CO2e: '0.1' });
    expect(r.lines).toEqual([expect.objectContaining({ orgId: ids.le1, appliedPct: '100', entries: 3 })]);
    expect(r.dataQuality.level).not.toBeNull();
    expect(r.methods.map((m) => m.sourceType).sort()).toEqual(['combustion-ipcc', 'electricity-location', 'scope3-distance']);
    expect(r.organisation.name).toContain('深圳示范精密');
    expect(r.gwpSet).toBe('AR5');
    expect(r.baseYear.year).toBe(2020);
  });

  it('the GHG template shows the 15 scope-3 categories; the subject cannot draw up its own report', async () => {
    const r = ok<ReportDetail>(await w.su.post('/api/main/report/generate', { taskId: taskOf[ids.le1!], template: 'ghg' }));
    expect(r.categories).toHaveLength(15);
    expect(r.categories.find((c) => c.number === 6)).toMatchObject({ tco2e: '0.1', entries: 1 });
    expect(r.number).toMatch(/^GHG-2025-/);
    const own = await w.user.post('/api/main/report/generate', { taskId: taskOf[ids.le1!], template: 'ghg' });
    expect(own.success).toBe(false);
  });

  it('consolidates by equity share, operational control and financial control, each line with its share and reason', async () => {
    const equity = await consolidate('equity');
    const line = (r: ReportDetail, id: string) => r.lines.find((l) => l.orgId === id)!;
    expect(line(equity, ids.le1!)).toMatchObject({ relationship: 'subsidiary', appliedPct: '100' });
    expect(line(equity, ids.jv!)).toMatchObject({ relationship: 'joint-venture', appliedPct: '50', reasonParams: { pct: '50' } });
    expect(line(equity, ids.assoc!)).toMatchObject({ relationship: 'associate', appliedPct: '30' });
    // divested mid-2025: the record in force at the period end (0%, no control) applies
    expect(line(equity, ids.divested!)).toMatchObject({ appliedPct: '0', consolidated: expect.objectContaining({ total: '0' }) });
    expect(line(equity, ids.jv!).gross.scope1).toBe('56.1545');
    expect(line(equity, ids.jv!).consolidated.scope1).toBe('28.07725');
    expect(equity.totals).toMatchObject({ scope1: '84.23175', scope2Location: '0.65', scope3: '0.1', total: '84.98175' });

    const operational = await consolidate('operational');
    expect(operational.totals).toMatchObject({ scope1: '112.309', scope2Location: '0.5', total: '112.909' });
    const financial = await consolidate('financial');
    expect(financial.totals).toMatchObject({ scope1: '84.23175', scope2Location: '0.5', total: '84.83175' });

    // a total equals the sum of its displayed parts exactly
    for (const r of [equity, operational, financial]) {
      const parts = r.lines.map((l) => new Decimal(l.consolidated.total));
      expect(parts.reduce((a, b) => a.plus(b), new Decimal(0)).toFixed()).toBe(r.totals.total);
    }
    // the detail carries the largest lines first; report/lines pages through every one of them
    expect(equity.lineCount).toBe(4);
    expect(equity.lines.map((l) => l.orgId)).toEqual([ids.le1, ids.jv, ids.assoc, ids.divested]);
    const page2 = ok<{ totalRows: number; rows: { orgId: string }[] }>(
      await w.su.get(`/api/main/report/lines?id=${equity.id}&versionNo=0&pageNo=2&pageSize=3`),
    );
    expect(page2).toMatchObject({ totalRows: 4, rows: [{ orgId: ids.divested }] });
    const compare = ok<{ approaches: { approach: string; totals: { total: string } }[] }>(
      await w.su.get(`/api/main/report/compare?projectId=${projectId}&orgId=${w.org('fii-ccbg')}&template=ghg`),
    );
    expect(compare.approaches.map((a) => [a.approach, a.totals.total])).toEqual([
      ['equity', '84.98175'],
      ['operational', '112.909'],
      ['financial', '84.83175'],
    ]);
  });

  it('explains every figure: the total by scopes, a scope by entities, an entity by its entries with formula and factor', async () => {
    const r = await consolidate('equity', 'iso14064');
    const total = await derive(r.id, 'total');
    expect(total.parts.map((p) => p.figure)).toEqual(['scope1', 'scope2Location', 'scope3']);
    expect(total.parts.reduce((a, p) => a.plus(p.value), new Decimal(0)).toFixed()).toBe(total.value);
    const market = await derive(r.id, 'totalMarket');
    expect(market.parts.map((p) => p.figure)).toEqual(['scope1', 'scope2Market', 'scope3']);
    expect(market.parts.reduce((a, p) => a.plus(p.value), new Decimal(0)).toFixed()).toBe(r.totals.totalMarket);
    const scope1 = await derive(r.id, 'scope1');
    expect(scope1.parts.reduce((a, p) => a.plus(p.value), new Decimal(0)).toFixed()).toBe(r.totals.scope1);
    expect(scope1.entries.totalRows).toBe(3);
    const jv = await derive(r.id, `line:${ids.jv}`);
    expect(jv.value).toBe('28.07725');
    expect(jv.entries.rows).toEqual([
      expect.objectContaining({ tco2e: '56.1545', appliedPct: '50', sourceType: 'combustion-ipcc', gwpSet: 'AR5' }),
    ]);
    expect(jv.entries.rows[0]!.explanation).toMatchObject({ gwpSet: 'AR5' });
    const iso3 = await derive(r.id, 'category:3');
    expect(iso3.entries.rows.map((e) => e.category)).toEqual([6]);
    const ch4 = await derive(r.id, 'gas:CH4');
    expect(ch4.entries.totalRows).toBe(3);
    expect((await w.su.get(`/api/main/report/derivation?id=${r.id}&figure=drop table`)).success).toBe(false);
  });

  it('publishes an immutable version: later entry, factor-result and boundary changes leave it unchanged; a new version shows the differences', async () => {
    const r = await consolidate('equity');
    const published = ok<ReportDetail>(await w.su.post('/api/main/report/publish', { id: r.id }));
    expect(published).toMatchObject({ status: 'published', versionNo: 1, publishedVersion: 1 });
    const frozen = await detail(r.id, 1);

    // the world changes: an entry's amount (as a recalculation would), and the joint venture's share
    await t.database.db
      .update(inventoryEntry)
      .set({ tco2e: '100' })
      .where(sql`${inventoryEntry.taskId} = ${Number(taskOf[ids.jv!])}`);
    await t.database.db.insert(sysOrgBoundary).values({
      orgId: Number(ids.jv),
      equitySharePct: '60',
      operationalControl: true,
      financialControl: true,
      effectiveFrom: '2025-03-01',
    });

    const again = await detail(r.id, 1);
    expect(again.totals).toEqual(frozen.totals);
    expect(again.lines).toEqual(frozen.lines);
    const jvFrozen = await derive(r.id, `line:${ids.jv}`, '&versionNo=1');
    expect(jvFrozen.entries.rows[0]).toMatchObject({ tco2e: '56.1545', appliedPct: '50' });

    // the draft sees the change after a refresh (now a 60% subsidiary: 100 t × 60%); publishing again gives version 2
    const refreshed = ok<ReportDetail>(await w.su.post('/api/main/report/refresh', { id: r.id }));
    expect(refreshed.lines.find((l) => l.orgId === ids.jv)).toMatchObject({ relationship: 'subsidiary', appliedPct: '60' });
    expect(refreshed.totals.scope1).toBe('116.1545');
    ok(await w.su.post('/api/main/report/publish', { id: r.id }));
    const diff = ok<{ figure: string; from: string; to: string; change: string }[]>(
      await w.su.get(`/api/main/report/diff?id=${r.id}&from=1&to=2`),
    );
    expect(diff.find((d) => d.figure === 'scope1')).toMatchObject({ from: '84.23175', to: '116.1545', change: '31.92275' });
    expect(diff.find((d) => d.figure === `line:${ids.jv}`)).toMatchObject({ from: '28.07725', to: '60' });
    expect((await detail(r.id)).versionNo).toBe(2);
    expect((await detail(r.id, 1)).totals.scope1).toBe('84.23175');

    // the frozen rows refuse change at the database itself
    await expect(
      t.database.db.execute(sql`update inventory_report_version set title = 'x' where report_id = ${Number(r.id)}`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from inventory_report_entry where report_id = ${Number(r.id)}`)).rejects.toThrow();
    // and a published report is a record
    expect((await w.su.post('/api/main/report/delete', { id: r.id })).code).toBe(2033009);
  });

  it('publishes only approved tasks; protects text edits against lost updates; keeps reports in their data scope', async () => {
    const p2 = await project(w, { year: 2025, orgId: w.org('fii-ccbg') });
    const [open] = await issue(w, p2.id, ['fii-ccbg-longhua-le1-storage']);
    ok(await saveEntry(w.su, open!.id, { scope: 2, input: INPUTS.grid }));
    const draft = ok<ReportDetail>(await w.su.post('/api/main/report/generate', { taskId: open!.id, template: 'ghg' }));
    expect(draft.unapprovedTasks.map((x) => x.id)).toEqual([open!.id]);
    expect(draft.can.publish).toBe(false);
    const refused = await w.su.post('/api/main/report/publish', { id: draft.id });
    expect(refused.code).toBe(2033002);
    expect(refused.message).toContain('存储BU');

    const v = draft.version;
    ok(await w.su.post('/api/main/report/edit', { id: draft.id, version: v, texts: { responsiblePerson: '张三', uncertainty: '±5%' } }));
    const stale = await w.mgr.post('/api/main/report/edit', { id: draft.id, version: v, texts: { responsiblePerson: '李四' } });
    expect(stale.success).toBe(false);
    expect((await detail(draft.id)).texts).toMatchObject({ responsiblePerson: '张三', uncertainty: '±5%' });

    // a business group outside the caller's scope: 1013003 on detail, absent from the page
    const iibg = await w.mgr.post('/api/main/report/consolidate', {
      projectId,
      orgId: w.org('fii-iibg'),
      approach: 'equity',
      template: 'ghg',
    });
    expect(iibg.code).toBe(1013003);
    const foreign = ok<ReportDetail>(
      await w.su.post('/api/main/report/consolidate', { projectId, orgId: w.org('fii-iibg'), approach: 'equity', template: 'ghg' }),
    );
    expect((await w.mgr.get(`/api/main/report/detail?id=${foreign.id}`)).code).toBe(1013003);
    const page = ok<{ rows: { id: string }[] }>(await w.mgr.get('/api/main/report/page?pageSize=100'));
    expect(page.rows.map((x) => x.id)).not.toContain(foreign.id);
    expect(page.rows.map((x) => x.id)).toContain(draft.id);
    ok(await w.su.post('/api/main/report/delete', { id: draft.id }));
    expect((await w.su.get(`/api/main/report/detail?id=${draft.id}`)).code).toBe(2033001);
  });
});
