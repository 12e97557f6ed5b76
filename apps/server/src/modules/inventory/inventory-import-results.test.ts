import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/sql-kit.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { entryImportFile } from './entry-import.testing.js';
import { INPUTS, issue, ok, project, saveEntry, world, type World } from './inventory.testing.js';

/** The fields of an entry the import must give exactly as a single save of the same row gives them. */
const SAME = [
  ...['scope', 'category', 'sourceType', 'input', 'tco2e', 'tco2eMarket', 'biogenicCo2', 'gwpSet'],
  ...['factorId', 'factorCode', 'factorVersion', 'factorValue', 'factorUnit', 'factorSource', 'factorRegion'],
  ...['activityQuality', 'calibrationLevel', 'factorQuality', 'qualityScore', 'explanation', 'marketExplanation'],
] as const;
type Detail = Record<(typeof SAME)[number] | 'id' | 'resultId' | 'sourceName', unknown>;
type Page = { totalRows: number; rows: Detail[] };

/**
 * The import computes each distinct row once and writes its rows in bulk (COPY on PGlite): what
 * it stores must stay what a single save stores, each entry explained and pinned to its factor
 * version and GWP set through a stored result, and covered by the audited recalculation. Rows of
 * one import with the same calculation share one stored result (ADR 017): an edit or deletion of
 * one of them leaves it current for the others.
 */
describe.each(dbKinds())('entry import results on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let v1 = '';

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await world(t);
    const factor = (factorVersion: string, value: string) => ({
      ...{ tableCode: 'energy', class1: '电力', class2: '导入测试电网', nameZh: '导入测试电网', nameEn: 'Import test grid' },
      ...{ code: 'INV-IMPORT-GRID', factorVersion, country: 'CN', sector: 'electricity', gas: 'CO2', value, factorUnit: 'kgCO2/kWh' },
      ...{ gasUnit: 'kg', activityUnit: 'kWh', sourceTitle: 'inventory import test (test data)' },
    });
    v1 = ok<{ id: string }>(await w.su.post('/api/main/factor/add', factor('v1', '0.5'))).id;
    ok(await w.su.post('/api/main/factor/add', factor('v2', '0.6')));
  });
  afterAll(() => t.close());

  const task = async () => {
    const p = await project(w);
    return (await issue(w, p.id, ['fii-ccbg-longhua-le1']))[0]!.id;
  };
  const detail = async (id: string) => ok<Detail>(await w.su.get(`/api/main/inventoryEntry/detail?id=${id}`));
  const page = async (taskId: string) => ok<Page>(await w.su.get(`/api/main/inventoryEntry/page?taskId=${taskId}&pageSize=100`));
  const pick = (d: Detail) => Object.fromEntries(SAME.map((k) => [k, d[k]]));

  it('repeated rows: one stored result per distinct calculation, every entry stored and explained as a single save stores it', async () => {
    const taskId = await task();
    const market = { type: 'electricity-market', consumptionKwh: '2000', greenCertificateKwh: '500' };
    const other = { ...market, consumptionKwh: '3000' };
    const extras = { factorCode: 'INV-IMPORT-GRID', factorVersion: 'v1', activityQuality: 2, calibrationLevel: 4 };
    const file = await entryImportFile('en-US', 2, [
      ['Meter 1', 'Plant A', market, extras],
      ['Meter 2', 'Plant A', market, extras],
      ['Meter 3', 'Plant B', other, extras],
      ['Meter 4', 'Plant B', market, extras],
    ]);
    expect(ok(await w.su.upload(`/api/main/inventoryEntry/import?taskId=${taskId}&scope=2`, file))).toEqual({ inserted: 4 });
    const imported = await Promise.all((await page(taskId)).rows.map((r) => detail(String(r.id))));
    expect(imported.map((e) => [e.sourceName, e.tco2e, e.tco2eMarket])).toEqual([
      ['Meter 1', '1', '0.75'],
      ['Meter 2', '1', '0.75'],
      ['Meter 3', '1.5', '1.25'],
      ['Meter 4', '1', '0.75'],
    ]);

    const save = (input: Record<string, unknown>) =>
      saveEntry(w.su, taskId, { scope: 2, factorId: v1, activityQuality: 2, calibrationLevel: 4, input });
    const saved = [await detail(ok<{ id: string }>(await save(market)).id), await detail(ok<{ id: string }>(await save(other)).id)];
    for (const [i, e] of imported.entries()) expect(pick(e)).toEqual(pick(saved[i === 2 ? 1 : 0]!));
    // the explanation on demand: formula, inputs with units, the factor's code and version, the GWP set
    expect(imported[0]!.explanation).toMatchObject({
      formula: expect.any(String),
      factors: [expect.objectContaining({ id: v1, version: 'v1' })],
      inputs: expect.arrayContaining([expect.objectContaining({ name: 'consumption', unit: 'kWh', value: '2000' })]),
    });
    expect(imported[0]!.gwpSet).toBe('AR5');

    // each imported calculation stored once (meters 1, 2 and 4 share theirs), each saved entry its own; all carry their figures
    const stored = await rowsOf<{ entries: number; results: number; paired: number }>(
      t.database.db,
      sql`select count(*)::int as entries,
                 count(distinct e.result_id)::int + count(distinct e.market_result_id)::int as results,
                 count(*) filter (where r.tco2e = e.tco2e and m.tco2e = e.tco2e_market and r.input <> m.input
                                  and r.factor_version = 'v1' and m.gwp_set = 'AR5' and r.status = 'current')::int as paired
          from inventory_entry e join calc_result r on r.id = e.result_id join calc_result m on m.id = e.market_result_id
          where e.task_id = ${Number(taskId)}`,
    );
    expect(stored).toEqual([{ entries: 6, results: 8, paired: 6 }]);
    expect(new Set([imported[0]!.resultId, imported[1]!.resultId, imported[3]!.resultId]).size).toBe(1);
    expect(imported[2]!.resultId).not.toBe(imported[0]!.resultId);

    // the audited recalculation covers the imported entries' results like the saved ones'
    const body = { factorCode: 'INV-IMPORT-GRID', fromVersion: 'v1', toVersion: 'v2', reason: 'v2 published' };
    const preview = ok<{ rows: { resultId: string }[] }>(await w.su.post('/api/main/calc/recalculate/preview', body));
    const covered = new Set(preview.rows.map((r) => r.resultId));
    expect(covered.size).toBe(8); // two imported calculations and two saved entries, a location and a market result each
    for (const e of [...imported, ...saved]) expect(covered.has(String(e.resultId))).toBe(true);
    ok(await w.su.post('/api/main/calc/recalculate', body));
    // 2 MWh × 0.6 = 1.2 t; 1.5 MWh × 0.6 = 0.9 t
    for (const i of [0, 1, 3])
      expect(await detail(String(imported[i]!.id))).toMatchObject({ tco2e: '1.2', tco2eMarket: '0.9', factorVersion: 'v2' });
    expect(await detail(String(imported[2]!.id))).toMatchObject({ tco2e: '1.8', tco2eMarket: '1.5', factorVersion: 'v2' });
  });

  it('a shared stored result stays current while an entry uses it, and is retired with the last', async () => {
    const taskId = await task();
    const file = await entryImportFile('en-US', 1, [
      ['Boiler 1', 'Plant A', INPUTS.gas],
      ['Boiler 2', 'Plant A', INPUTS.gas],
      ['Boiler 3', 'Plant A', INPUTS.gas],
    ]);
    expect(ok(await w.su.upload(`/api/main/inventoryEntry/import?taskId=${taskId}&scope=1`, file))).toEqual({ inserted: 3 });
    const [a, b, c] = (await page(taskId)).rows;
    const shared = Number(a!.resultId);
    expect([b!.resultId, c!.resultId]).toEqual([a!.resultId, a!.resultId]);
    const status = async (id: number) =>
      (
        await rowsOf<{ status: string; by: string | null }>(
          t.database.db,
          sql`select status, superseded_by::text as by from calc_result where id = ${id}`,
        )
      )[0];

    // an edit gives the entry its own result; the others keep the shared one, current
    const edited = ok<{ resultId: string }>(
      await saveEntry(w.su, taskId, { id: String(a!.id), scope: 1, input: { ...INPUTS.gas, energyTJ: '3' } }),
    );
    expect(Number(edited.resultId)).not.toBe(shared);
    expect(await status(shared)).toEqual({ status: 'current', by: null });
    ok(await w.su.post('/api/main/inventoryEntry/delete', { id: String(b!.id) }));
    expect(await status(shared)).toEqual({ status: 'current', by: null });
    expect((await detail(String(c!.id))).resultId).toBe(String(shared));
    // the last entry using it goes: the result goes with it, so a recalculation does not pick it up
    ok(await w.su.post('/api/main/inventoryEntry/delete', { id: String(c!.id) }));
    expect(await status(shared)).toEqual({ status: 'superseded', by: null });
  });

  it('an imported entry keeps its input once, in its stored result: the row holds none; detail, page, copy and a recalculation show it', async () => {
    const taskId = await task();
    const grid = { type: 'electricity-location', kwh: '1000' };
    const market = { type: 'electricity-market', consumptionKwh: '2000', greenCertificateKwh: '500' };
    const extras = { factorCode: 'INV-IMPORT-GRID', factorVersion: 'v1' };
    const file = await entryImportFile('en-US', 2, [
      ['Meter 1', 'Plant A', grid, extras],
      ['Meter 2', 'Plant A', grid, extras],
      ['Meter 3', 'Plant B', { ...grid, kwh: '3000' }, extras],
      ['Meter 4', 'Plant B', market, extras],
    ]);
    expect(ok(await w.su.upload(`/api/main/inventoryEntry/import?taskId=${taskId}&scope=2`, file))).toEqual({ inserted: 4 });
    const stored = await rowsOf<{ source: string; input: unknown; result: unknown }>(
      t.database.db,
      sql`select e.source_name as source, e.input, r.input as result from inventory_entry e join calc_result r on r.id = e.result_id
          where e.task_id = ${Number(taskId)} order by e.id`,
    );
    // the location-based rows' input is their result's; the market-based row's location result has an input of its own
    expect(stored.map((r) => [r.source, r.input, r.result])).toEqual([
      ['Meter 1', null, grid],
      ['Meter 2', null, grid],
      ['Meter 3', null, { ...grid, kwh: '3000' }],
      ['Meter 4', market, { type: 'electricity-location', kwh: '2000' }],
    ]);
    const rows = (await page(taskId)).rows;
    expect(rows.map((r) => r.input)).toEqual([grid, grid, { ...grid, kwh: '3000' }, market]);
    expect((await detail(String(rows[2]!.id))).input).toEqual({ ...grid, kwh: '3000' });

    // recalculated to v2, the entries follow to the new results and still show their inputs
    ok(await w.su.post('/api/main/calc/recalculate', { factorCode: 'INV-IMPORT-GRID', fromVersion: 'v1', toVersion: 'v2', reason: 'v2' }));
    const after = (await page(taskId)).rows;
    expect(after.map((r) => [r.input, r.tco2e, r.factorVersion])).toEqual([
      [grid, '0.6', 'v2'],
      [grid, '0.6', 'v2'],
      [{ ...grid, kwh: '3000' }, '1.8', 'v2'],
      [market, '1.2', 'v2'],
    ]);
    expect(after[0]!.resultId).not.toBe(rows[0]!.resultId);

    // a new period's task copies the sources without their amounts
    const next = (await issue(w, (await project(w, { year: 2026 })).id, ['fii-ccbg-longhua-le1']))[0]!.id;
    expect(ok(await w.su.post('/api/main/inventoryTask/copy', { id: next, fromTaskId: taskId }))).toEqual({ copied: 4 });
    expect((await page(next)).rows.map((r) => r.input)).toEqual([
      { type: 'electricity-location' },
      { type: 'electricity-location' },
      { type: 'electricity-location' },
      { type: 'electricity-market' },
    ]);
  });

  it('a repeated failing row fails on every row, each with its reason; a row failing its section reports no engine refusal', async () => {
    const taskId = await task();
    const bad = { ...INPUTS.gas, energyTJ: '-1' };
    const file = await entryImportFile('en-US', 1, [
      ['Boiler 1', 'Plant A', bad],
      ['Boiler 2', 'Plant A', INPUTS.gas],
      ['Boiler 3', 'Plant A', bad],
      ['Boiler 4', 'Plant A', bad, { category: 6 }],
    ]);
    const res = await w.su.upload(`/api/main/inventoryEntry/import?taskId=${taskId}&scope=1`, file);
    expect(res.code).toBe(1012002);
    const failed = (res.data as { failedRows: { row: number; reasons: string[] }[] }).failedRows;
    expect(failed.map((f) => [f.row, f.reasons.length])).toEqual([
      [2, 1],
      [4, 1],
      [5, 1],
    ]);
    expect(failed[1]!.reasons).toEqual(failed[0]!.reasons);
    // scope 1 takes no category: that is the row's one reason, the engine is not asked
    expect(failed[2]!.reasons).not.toEqual(failed[0]!.reasons);
    expect((await page(taskId)).totalRows).toBe(0);
  });
});
