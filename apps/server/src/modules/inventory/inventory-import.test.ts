import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { INVENTORY_ENTRY_SHEET, translate } from '@carbon/domain';
import { rowsOf } from '../../platform/db/sql-kit.js';
import { sheetStreamCounts } from '../../platform/files/sheet-stream.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { readXlsx } from '../factor/testing.js';
import { entryImportFile, naturalGasRows } from './entry-import.testing.js';
import { INPUTS, issue, ok, project, world, type Entry, type World } from './inventory.testing.js';

type Page = { totalRows: number; rows: (Entry & { sourceName: string; scope: number; category: number | null })[] };

describe.each(dbKinds())('entry import on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let taskId = '';

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await world(t);
    const p = await project(w, { orgId: w.org('fii-ccbg') });
    taskId = (await issue(w, p.id, ['fii-ccbg-longhua-le1'], w.mgr))[0]!.id;
  });
  afterAll(() => t.close());

  const entries = async (scope: number) =>
    ok<Page>(await w.user.get(`/api/main/inventoryEntry/page?taskId=${taskId}&scope=${scope}&pageSize=100`));
  const importFile = (scope: number, file: Buffer, api = w.user, task = taskId) =>
    api.upload(`/api/main/inventoryEntry/import?taskId=${task}&scope=${scope}`, file);

  it('downloads the template in the caller’s language', async () => {
    const res = await w.zh.download('/api/main/inventoryEntry/template?scope=1');
    expect(res.statusCode).toBe(200);
    const [header] = await readXlsx(res.rawPayload);
    expect(header).toEqual(INVENTORY_ENTRY_SHEET.columns.map((c) => translate('zh-CN', c.label)));
  });

  it('imports every row with the engine’s figures, electricity with both scope-2 results', async () => {
    const s1 = await entryImportFile('en-US', 1, [
      ['Boiler 1', 'Plant A', INPUTS.gas],
      ['Boiler 2', 'Plant B', { ...INPUTS.gas, energyTJ: '2' }],
    ]);
    expect(ok(await importFile(1, s1))).toEqual({ inserted: 2 });
    const rows = (await entries(1)).rows;
    // 56.1545 per TJ (INPUTS.gas), twice that for 2 TJ
    expect(rows.map((r) => [r.sourceName, r.tco2e])).toEqual([
      ['Boiler 1', '56.1545'],
      ['Boiler 2', '112.309'],
    ]);
    ok(await importFile(2, await entryImportFile('en-US', 2, [['Main meter', 'Plant A', INPUTS.market]])));
    expect((await entries(2)).rows.map((r) => [r.tco2e, r.tco2eMarket])).toEqual([['1', '0.75']]);
    ok(await importFile(3, await entryImportFile('en-US', 3, [['Trips', 'HQ', INPUTS.travel]])));
    expect((await entries(3)).rows.map((r) => [r.category, r.tco2e])).toEqual([[6, '0.1']]);
  });

  it('all or nothing: a failing row refuses the file and names each reason (1012002)', async () => {
    const before = (await entries(1)).totalRows;
    const file = await entryImportFile('en-US', 1, [
      ['Good boiler', 'Plant A', INPUTS.gas],
      ['Bad type', 'Plant A', { type: 'no-such-source', amount: '1' }],
      ['Bad number', 'Plant A', { ...INPUTS.gas, energyTJ: '-1' }],
    ]);
    const res = await importFile(1, file);
    expect(res.code).toBe(1012002);
    const failed = (res.data as { failedRows: { row: number; reasons: string[] }[] }).failedRows;
    expect(failed.map((f) => f.row)).toEqual([3, 4]);
    expect(failed[0]!.reasons.join(' ')).toContain('no-such-source');
    expect((await entries(1)).totalRows).toBe(before);
    // scope 3 rows need a category
    const noCategory = await importFile(
      3,
      await entryImportFile('en-US', 3, [['Trips', 'HQ', { ...INPUTS.travel, category: undefined as unknown as number }]]),
    );
    expect(noCategory.code).toBe(1012002);
  });

  it('writes a large file in chunks, each entry paired with the stored result of its calculation, and reports the rows written', async () => {
    const p = await project(w, { orgId: w.org('fii-ccbg') });
    const [task] = await issue(w, p.id, ['fii-ccbg-longhua-le1'], w.mgr);
    const rows = 12_001; // three chunks of writing, the last of one row
    const streams = sheetStreamCounts();
    expect(ok(await importFile(1, await entryImportFile('en-US', 1, naturalGasRows(rows)), w.user, task!.id))).toEqual({ inserted: rows });
    // read on the reading thread to its end: the fast path (ADR 018)
    expect(sheetStreamCounts().clean).toBe(streams.clean + 1);
    const jobs = ok<{ kind: string; phase: string; rowsTotal: number; rowsWritten: number }[]>(
      await w.user.get('/api/main/import/progress'),
    );
    expect(jobs.find((j) => j.kind === 'inventoryEntry')).toMatchObject({ phase: 'done', rowsTotal: rows, rowsWritten: rows });
    const [check] = await rowsOf<{ entries: number; paired: number; results: number; inputs: number; stored: number }>(
      t.database.db,
      sql`select count(*)::int as entries,
                 count(*) filter (where r.tco2e = e.tco2e and r.org_id = e.org_id)::int as paired,
                 count(distinct e.result_id)::int as results, count(distinct inventory_entry_input(e.input, e.result_id))::int as inputs,
                 count(e.input)::int as stored
          from inventory_entry e left join calc_result r on r.id = e.result_id where e.task_id = ${Number(task!.id)}`,
    );
    // one stored result per distinct calculation (ADR 017): the rows repeat their readings after 9,951; each input is
    // stored once, in its result (ADR 019)
    expect(check).toEqual({ entries: rows, paired: rows, results: 9951, inputs: 9951, stored: 0 });
  });

  it('a row refused by the engine after chunks were written leaves nothing: the report names it, the earlier chunks roll back', async () => {
    const p = await project(w, { orgId: w.org('fii-ccbg') });
    const [task] = await issue(w, p.id, ['fii-ccbg-longhua-le1'], w.mgr);
    const rows = naturalGasRows(12_001);
    rows[11_000]![2] = { ...rows[11_000]![2], consumption: '-5' }; // sheet row 11,002, in the third chunk
    const counts = () =>
      rowsOf<{ entries: number; results: number }>(
        t.database.db,
        sql`select (select count(*)::int from inventory_entry where task_id = ${Number(task!.id)}) as entries,
                   (select count(*)::int from calc_result) as results`,
      );
    const before = await counts();
    const res = await importFile(1, await entryImportFile('en-US', 1, rows), w.user, task!.id);
    expect(res.code).toBe(1012002);
    const failed = (res.data as { failedRows: { row: number; cells: { column: string | null }[] }[] }).failedRows;
    expect(failed.map((f) => [f.row, f.cells.map((c) => c.column)])).toEqual([[11_002, ['Parameters']]]);
    expect(await counts()).toEqual(before);
    // the whole path's report of the file: every row, the failed one with its reason
    const jobs = ok<{ id: string; kind: string; phase: string; hasReport: boolean }[]>(await w.user.get('/api/main/import/progress'));
    expect(jobs.find((j) => j.kind === 'inventoryEntry')).toMatchObject({ phase: 'failed', hasReport: true });
  });

  it('is data-scoped and stops with the submission', async () => {
    const p = await project(w);
    const [foreign] = await issue(w, p.id, ['fii-iibg-zhengzhou-le1']);
    const file = await entryImportFile('en-US', 1, [['Boiler', 'X', INPUTS.gas]]);
    expect((await importFile(1, file, w.mgr, foreign!.id)).code).toBe(1013003);
    ok(await w.user.post('/api/main/inventoryTask/submit', { id: taskId, approverIds: [w.userId('manager')] }));
    expect((await importFile(1, file)).code).toBe(2030007);
  });
});
