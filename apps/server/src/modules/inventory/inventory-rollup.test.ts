import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calcResult, inventoryEntry } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { INPUTS, issue, ok, project, saveEntry, world, type Entry, type Task, type World } from './inventory.testing.js';

type Summary = {
  scope1: string;
  scope2Location: string;
  scope2Market: string;
  scope3: string;
  total: string;
  byCategory: Record<string, string>;
  offsets: string;
  entryCount: number;
  dataQuality: { score: string | null; level: number | null };
};

/**
 * Every expected number below is worked out by hand from the inputs (INPUTS documents each):
 * gas 56.1545 t, grid 0.5 t, electricity 1 t location / 0.75 t market, travel (category 6) 0.1 t.
 */
describe.each(dbKinds())('inventory roll-up on %s', (kind) => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await world(t);
  });
  afterAll(() => t.close());

  const summary = async (id: string) => ok<Summary>(await w.su.get(`/api/main/inventoryTask/summary?id=${id}`));

  it('sums the task and its subordinate tasks’ submitted or approved entries, and subtracts on rejection', async () => {
    const p = await project(w);
    const [parent] = await issue(w, p.id, ['fii-ccbg-longhua-le1']);
    const [server, storage] = ok<Task[]>(
      await w.su.post('/api/main/inventoryTask/distribute', {
        taskId: parent!.id,
        orgIds: [w.org('fii-ccbg-longhua-le1-server'), w.org('fii-ccbg-longhua-le1-storage')],
      }),
    );
    // parent's own: gas (grades 3 + 3 + 1 = 7), electricity (5 + 4 + 1 = 10)
    ok(await saveEntry(w.su, parent!.id, { scope: 1, input: INPUTS.gas }));
    const elec = ok<Entry>(await saveEntry(w.su, parent!.id, { scope: 2, activityQuality: 5, calibrationLevel: 4, input: INPUTS.market }));
    expect(elec).toMatchObject({ tco2e: '1', tco2eMarket: '0.75', qualityScore: '3.3333' });
    // server: grid (4 + 2 + 1 = 7), travel (3 + 3 + 1 = 7), an offset of 2.5 t
    ok(await saveEntry(w.su, server!.id, { scope: 2, activityQuality: 4, calibrationLevel: 2, input: INPUTS.grid }));
    ok(await saveEntry(w.su, server!.id, { scope: 3, category: 6, input: INPUTS.travel }));
    ok(await w.su.post('/api/main/inventoryOffset/save', { taskId: server!.id, name: 'CCER lot', standard: 'ccer', tco2e: '2.5' }));
    // storage: filled but never submitted, so never counted
    ok(await saveEntry(w.su, storage!.id, { scope: 1, input: INPUTS.gas }));

    expect(await summary(parent!.id)).toMatchObject({ total: '0', entryCount: 0, dataQuality: { score: null, level: null } });
    ok(await w.su.post('/api/main/inventoryTask/submit', { id: server!.id, approverIds: ['none'] }));
    expect(await summary(server!.id)).toMatchObject({
      ...{ scope1: '0', scope2Location: '0.5', scope2Market: '0.5', scope3: '0.1', total: '0.6', offsets: '2.5', entryCount: 2 },
      // (7 × 0.5 + 7 × 0.1) / (3 × 0.6) = 4.2 / 1.8 = 2.333…
      dataQuality: { score: '2.33', level: 2 },
    });
    expect((await summary(server!.id)).byCategory['6']).toBe('0.1');

    ok(await w.su.post('/api/main/inventoryTask/submit', { id: parent!.id, approverIds: [w.userId('manager')] }));
    const all = await summary(parent!.id);
    expect(all).toMatchObject({
      scope1: '56.1545',
      scope2Location: '1.5', // 1 + 0.5
      scope2Market: '1.25', // 0.75 + 0.5
      scope3: '0.1',
      total: '57.7545', // 56.1545 + 1.5 + 0.1
      offsets: '2.5',
      entryCount: 4,
      // (7 × 56.1545 + 10 × 1 + 7 × 0.5 + 7 × 0.1) / (3 × 57.7545) = 407.2815 / 173.2635 = 2.3506…
      dataQuality: { score: '2.35', level: 2 },
    });
    expect(Object.keys(all.byCategory)).toHaveLength(15);
    expect(all.byCategory).toMatchObject({ '1': '0', '6': '0.1' });

    // the manager rejects: the parent's own entries leave the totals, the server's stay
    const items = ok<{ rows: { id: string; subjectId: string }[] }>(await w.mgr.get('/api/main/approval/page?view=waiting&pageSize=200'));
    const item = items.rows.find((r) => r.subjectId === parent!.id)!;
    ok(
      await w.mgr.post('/api/main/approval/decide', { id: item.id, action: 'reject', comment: 'Meter photo missing', reason: 'Evidence' }),
    );
    expect(await summary(parent!.id)).toMatchObject({
      scope1: '0',
      scope2Location: '0.5',
      scope2Market: '0.5',
      total: '0.6',
      entryCount: 2,
    });
  });

  it('a recalculation reaches the entries and moves the totals of counted tasks by the difference', async () => {
    const factor = (factorVersion: string, value: string) => ({
      ...{
        tableCode: 'energy',
        class1: '电力',
        class2: '盘查测试电网',
        nameZh: '盘查测试电网',
        nameEn: 'Inventory test grid',
        code: 'INV-ROLLUP-GRID',
      },
      ...{ factorVersion, country: 'CN', sector: 'electricity', gas: 'CO2', value, factorUnit: 'kgCO2/kWh', gasUnit: 'kg' },
      ...{ activityUnit: 'kWh', sourceTitle: 'inventory roll-up test (test data)' },
    });
    const v1 = ok<{ id: string }>(await w.su.post('/api/main/factor/add', factor('v1', '0.5')));
    ok(await w.su.post('/api/main/factor/add', factor('v2', '0.6')));
    const p = await project(w);
    const [parent] = await issue(w, p.id, ['fii-ccbg-longhua-le1']);
    const [leaf] = ok<Task[]>(
      await w.su.post('/api/main/inventoryTask/distribute', { taskId: parent!.id, orgIds: [w.org('fii-ccbg-longhua-le1-server')] }),
    );
    // 2000 kWh × 0.5 = 1 t location; (2000 − 500) × 0.5 = 0.75 t market; a Chinese library factor grades 3
    const entry = ok<Entry & { factorQuality: number }>(
      await saveEntry(w.su, leaf!.id, {
        scope: 2,
        factorId: v1.id,
        input: { type: 'electricity-market', consumptionKwh: '2000', greenCertificateKwh: '500' },
      }),
    );
    expect(entry).toMatchObject({ tco2e: '1', tco2eMarket: '0.75', factorVersion: 'v1', factorQuality: 3 });
    // an edit replaces the entry's results: the old ones are retired and no recalculation picks them up
    const edited = ok<Entry>(
      await saveEntry(w.su, leaf!.id, {
        id: entry.id,
        version: entry.version,
        scope: 2,
        factorId: v1.id,
        input: { type: 'electricity-market', consumptionKwh: '2000', greenCertificateKwh: '500' },
      }),
    );
    ok(await w.su.post('/api/main/inventoryTask/submit', { id: leaf!.id, approverIds: ['none'] }));
    expect(await summary(parent!.id)).toMatchObject({ scope2Location: '1', scope2Market: '0.75' });

    const run = await w.su.post('/api/main/calc/recalculate', {
      factorCode: 'INV-ROLLUP-GRID',
      fromVersion: 'v1',
      toVersion: 'v2',
      reason: 'v2 published',
    });
    expect(run.success).toBe(true);
    expect((run.data as { totals: { count: number } }).totals.count).toBe(2);
    // 2 MWh × 0.6 = 1.2 t; 1.5 MWh × 0.6 = 0.9 t
    const after = ok<Entry>(await w.su.get(`/api/main/inventoryEntry/detail?id=${entry.id}`));
    expect(after).toMatchObject({ tco2e: '1.2', tco2eMarket: '0.9', factorVersion: 'v2' });
    expect(after.version).toBe(edited.version + 1);
    for (const id of [leaf!.id, parent!.id]) {
      // grades 3 + 3 + 3: score 3 whatever the weight
      expect(await summary(id)).toMatchObject({
        scope2Location: '1.2',
        scope2Market: '0.9',
        total: '1.2',
        dataQuality: { score: '3.00', level: 3 },
      });
    }
  });

  it('a deleted entry’s stored results are retired: a recalculation does not pick them up', async () => {
    const factor = (factorVersion: string, value: string) => ({
      ...{ tableCode: 'energy', class1: '电力', class2: '盘查删除测试电网', nameZh: '盘查删除测试电网', nameEn: 'Inventory delete grid' },
      ...{ code: 'INV-DELETE-GRID', factorVersion, country: 'CN', sector: 'electricity', gas: 'CO2', value, factorUnit: 'kgCO2/kWh' },
      ...{ gasUnit: 'kg', activityUnit: 'kWh', sourceTitle: 'inventory delete test (test data)' },
    });
    const v1 = ok<{ id: string }>(await w.su.post('/api/main/factor/add', factor('v1', '0.5')));
    ok(await w.su.post('/api/main/factor/add', factor('v2', '0.6')));
    const p = await project(w);
    const [task] = await issue(w, p.id, ['fii-ccbg-longhua-le1-server']);
    const input = { type: 'electricity-market', consumptionKwh: '2000', greenCertificateKwh: '500' };
    const kept = ok<Entry & { resultId: string }>(await saveEntry(w.su, task!.id, { scope: 2, factorId: v1.id, input }));
    const gone = ok<Entry & { resultId: string }>(await saveEntry(w.su, task!.id, { scope: 2, factorId: v1.id, input }));
    const stored = async (id: string) =>
      (
        await t.database.db
          .select()
          .from(inventoryEntry)
          .where(eq(inventoryEntry.id, Number(id)))
      )[0]!;
    const goneRow = await stored(gone.id);
    const keptRow = await stored(kept.id);
    const body = { factorCode: 'INV-DELETE-GRID', fromVersion: 'v1', toVersion: 'v2' };
    const before = ok<{ rows: { resultId: string }[] }>(await w.su.post('/api/main/calc/recalculate/preview', body));
    expect(before.rows.map((r) => r.resultId).sort()).toEqual(
      [goneRow.resultId, goneRow.marketResultId, keptRow.resultId, keptRow.marketResultId].map(String).sort(),
    );

    ok(await w.su.post('/api/main/inventoryEntry/delete', { id: gone.id }));
    const after = ok<{ rows: { resultId: string }[]; totals: { count: number } }>(
      await w.su.post('/api/main/calc/recalculate/preview', body),
    );
    // only the live entry's location and market results remain to recalculate
    expect(after.rows.map((r) => r.resultId).sort()).toEqual([keptRow.resultId, keptRow.marketResultId].map(String).sort());
    expect(after.totals.count).toBe(2);
    const retired = await t.database.db
      .select({ status: calcResult.status, supersededBy: calcResult.supersededBy })
      .from(calcResult)
      .where(inArray(calcResult.id, [goneRow.resultId!, goneRow.marketResultId!]));
    expect(retired).toEqual([
      { status: 'superseded', supersededBy: null },
      { status: 'superseded', supersededBy: null },
    ]);
  });

  it('summary and entries are data-scoped', async () => {
    const p = await project(w);
    const [foreign] = await issue(w, p.id, ['fii-iibg-zhengzhou-le1']);
    expect((await w.mgr.get(`/api/main/inventoryTask/summary?id=${foreign!.id}`)).code).toBe(1013003);
    expect((await w.mgr.get(`/api/main/inventoryEntry/page?taskId=${foreign!.id}`)).code).toBe(1013003);
    expect((await w.mgr.get(`/api/main/inventoryTask/detail?id=${foreign!.id}`)).code).toBe(1013003);
    expect((await saveEntry(w.mgr, foreign!.id, { scope: 1, input: INPUTS.gas })).code).toBe(1013003);
  });
});
