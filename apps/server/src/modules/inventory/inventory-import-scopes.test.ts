import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { readXlsx } from '../factor/testing.js';
import { entryImportFile } from './entry-import.testing.js';
import { INPUTS, issue, ok, project, saveEntry, world, type World } from './inventory.testing.js';

type Row = { sourceName: string; scope: number; category: number | null; tco2e: string };
type Failed = { row: number; reasons: string[]; cells: { column: string | null; reason: string }[] };

/** Issue 25 item 1: an import files each row under its own scope, whatever tab it was started from. */
describe.each(dbKinds())('entry import: each row in its own scope, on %s', (kind) => {
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

  const entries = async (scope: number, category?: number) =>
    ok<{ rows: Row[] }>(
      await w.user.get(
        `/api/main/inventoryEntry/page?taskId=${taskId}&scope=${scope}${category ? `&category=${category}` : ''}&pageSize=100`,
      ),
    ).rows;

  it('five mixed rows imported from the scope-1 tab land in scopes 1, 2 and 3 (category 4 and 6), with or without a scope cell', async () => {
    const file = await entryImportFile('en-US', null, [
      ['Boiler', 'Plant A', INPUTS.gas, { scope: 1 }],
      ['Main meter', 'Plant A', INPUTS.market, { scope: 2 }],
      // no scope cell: the calculation's own scope
      ['Sub meter', 'Plant A', INPUTS.grid],
      ['Inbound trucks', 'Plant A', { ...INPUTS.travel, category: 4 }, { scope: 3 }],
      ['Trips', 'HQ', INPUTS.travel, { scope: 'Scope 3' }],
      // a spend's year and month, numbers to the engine, written in the text cell of parameters
      [
        'Flights',
        'HQ',
        { type: 'scope3-spend', category: 6, amount: '100', currency: 'USD', year: 2025, month: 6, factorKgCo2ePerUsd: '0.5' },
        { scope: 3 },
      ],
    ]);
    expect(ok(await w.user.upload(`/api/main/inventoryEntry/import?taskId=${taskId}&scope=1`, file))).toEqual({ inserted: 6 });
    expect((await entries(1)).map((r) => [r.sourceName, r.tco2e])).toEqual([['Boiler', '56.1545']]);
    expect((await entries(2)).map((r) => r.sourceName).sort()).toEqual(['Main meter', 'Sub meter']);
    expect((await entries(3, 4)).map((r) => [r.sourceName, r.category])).toEqual([['Inbound trucks', 4]]);
    expect((await entries(3, 6)).map((r) => [r.sourceName, r.tco2e]).sort()).toEqual([
      ['Flights', '0.05'],
      ['Trips', '0.1'],
    ]);
  });

  it('grid electricity named scope 1 is refused naming the row and the calculation column; nothing is written', async () => {
    const before = (await entries(1)).length;
    const file = await entryImportFile('zh-CN', null, [
      ['Boiler', 'Plant A', INPUTS.gas, { scope: 1 }],
      ['Grid', 'Plant A', INPUTS.grid, { scope: 1 }],
    ]);
    const res = await w.zh.upload(`/api/main/inventoryEntry/import?taskId=${taskId}&scope=1`, file);
    expect(res.code).toBe(1012002);
    const failed = (res.data as { failedRows: Failed[] }).failedRows;
    expect(failed.map((f) => f.row)).toEqual([3]);
    expect(failed[0]!.cells).toEqual([{ column: '计算方式', reason: expect.stringContaining('范围2') }]);
    expect((await entries(1)).length).toBe(before);
  });

  it('a scope-3 row without its category, and a scope-1 row naming one, are refused at the category column', async () => {
    const file = await entryImportFile('en-US', null, [
      ['Trips', 'HQ', { ...INPUTS.travel, category: undefined as unknown as number }, { scope: 3 }],
      ['Boiler', 'Plant A', INPUTS.gas, { scope: 1, category: 6 }],
    ]);
    const res = await w.user.upload(`/api/main/inventoryEntry/import?taskId=${taskId}`, file);
    expect(res.code).toBe(1012002);
    const failed = (res.data as { failedRows: Failed[] }).failedRows;
    expect(failed.map((f) => [f.row, f.cells.map((c) => c.column)])).toEqual([
      [2, ['Scope 3 category']],
      [3, ['Scope 3 category']],
    ]);
  });

  it('every failing cell of a row is reported, each with its column label apart from the reason', async () => {
    const file = await entryImportFile('en-US', null, [
      ['Grid', 'Plant A', INPUTS.grid, { scope: 1, factorCode: 'NO-SUCH', factorVersion: 'v9' }],
    ]);
    const res = await w.user.upload(`/api/main/inventoryEntry/import?taskId=${taskId}`, file);
    const [row] = (res.data as { failedRows: Failed[] }).failedRows;
    expect(row!.cells.map((c) => c.column).sort()).toEqual(['Calculation', 'Factor version']);
    for (const c of row!.cells) expect(c.reason).not.toContain(c.column!);
  });

  it('the template holds the scope column as a drop-down of labels in the user’s language, and any scope may be asked for', async () => {
    const res = await w.zh.download('/api/main/inventoryEntry/template');
    expect(res.statusCode).toBe(200);
    const [header, example] = await readXlsx(res.rawPayload);
    expect(header).toContain('范围');
    // the example row names its scope and calculation by label, not by code
    expect(example).toContain('范围一');
    expect(example).not.toContain('combustion-ipcc');
  });

  it('a manual save of a calculation in another scope is refused naming the field (2030020)', async () => {
    const res = await saveEntry(w.user, taskId, { scope: 1, sourceName: 'Grid', input: INPUTS.grid });
    expect(res.code).toBe(2030020);
    expect(res.message).toContain('2');
    expect((await entries(1)).map((r) => r.sourceName)).not.toContain('Grid');
  });
});
