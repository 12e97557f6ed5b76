import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FILL_TASK_STATUS } from '@carbon/domain';
import { rowsOf } from '../../platform/db/sql-kit.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { buildXlsx } from '../factor/testing.js';
import { issue, ok, project, type Task, type World, world } from '../inventory/inventory.testing.js';
import { catalogueEntry, wasteBody, type WasteRow } from './env-records.testing.js';

type Entry = {
  id: string;
  scope: number;
  category: number;
  tco2e: string;
  factorCode: string;
  factorVersion: string;
  explanation: { formula: string };
};
type FactorMapRow = {
  disposalMethod: number;
  factorId: string | null;
  factorCode: string | null;
  factorValue: string | null;
  version: number;
};

describe.each(dbKinds())('waste records on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let oil: string;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await world(t);
    oil = (await catalogueEntry(w, '900-249-08')).id;
  });
  afterAll(() => t.close());

  it('ships the catalogues and the waste factors as seeded data, and seeding again adds nothing', async () => {
    const zh = ok<{ rows: { code: string; label: string; categoryLabel: string; builtin: boolean }[] }>(
      await w.zh.get('/api/main/wasteCatalogue/page?keyword=900-041-49'),
    );
    expect(zh.rows[0]).toMatchObject({ code: '900-041-49', categoryLabel: '其他废物', builtin: true });
    const map = ok<FactorMapRow[]>(await w.su.get('/api/main/envWaste/factors'));
    expect(map).toHaveLength(11);
    expect(map[6]).toMatchObject({ disposalMethod: 7, factorCode: 'WASTE-INCINERATION-IND', factorValue: '1.65' });
    expect(map[7]).toMatchObject({ disposalMethod: 8, factorId: null });
    const { seedEnvRecords } = await import('./env-records.seed.js');
    expect(await seedEnvRecords(t.database.db)).toEqual({ catalogue: 0, factors: 0, mapped: 0 });
  });

  it('adds, edits and deletes a record within the data scope; a foreign organisation is refused', async () => {
    const mine = ok<WasteRow>(await w.mgr.post('/api/main/envWaste/add', wasteBody(w, 'fii-ccbg-longhua-le1', oil, { quantity: '2.25' })));
    expect(mine.quantity).toBe('2.25');
    const foreign = await w.mgr.post('/api/main/envWaste/add', wasteBody(w, 'fii-iibg-zhengzhou-le1', oil));
    expect(foreign.code).toBe(1013003);
    const theirs = ok<WasteRow>(await w.su.post('/api/main/envWaste/add', wasteBody(w, 'fii-iibg-zhengzhou-le1', oil)));
    const page = ok<{ rows: WasteRow[] }>(await w.mgr.get('/api/main/envWaste/page?pageSize=200'));
    expect(page.rows.map((r) => r.id)).toContain(mine.id);
    expect(page.rows.map((r) => r.id)).not.toContain(theirs.id);
    expect((await w.mgr.get(`/api/main/envWaste/detail?id=${theirs.id}`)).code).toBe(1013003);
    expect((await w.mgr.post('/api/main/envWaste/delete', { id: theirs.id })).code).toBe(1013003);

    const edited = ok<WasteRow>(
      await w.mgr.post('/api/main/envWaste/edit', {
        ...wasteBody(w, 'fii-ccbg-longhua-le1', oil),
        id: mine.id,
        version: mine.version,
        quantity: '3',
      }),
    );
    expect(edited).toMatchObject({ quantity: '3', version: mine.version + 1 });
    const stale = await w.mgr.post('/api/main/envWaste/edit', {
      ...wasteBody(w, 'fii-ccbg-longhua-le1', oil),
      id: mine.id,
      version: mine.version,
    });
    expect(stale.code).toBe(1017004);
    ok(await w.mgr.post('/api/main/envWaste/delete', { id: mine.id }));
    expect((await w.mgr.get(`/api/main/envWaste/detail?id=${mine.id}`)).code).toBe(2051004);
  });

  it('refuses bad input naming the field, a repeated month, and a common user without the button', async () => {
    const bad = await w.zh.post('/api/main/envWaste/add', { ...wasteBody(w, 'fii-ccbg-longhua-le1', oil), quantity: '0' });
    expect(bad.code).toBe(1013002); // the common user lacks envWaste:add
    const zero = await w.mgr.post('/api/main/envWaste/add', { ...wasteBody(w, 'fii-ccbg-longhua-le1', oil), quantity: '-1' });
    expect(zero).toMatchObject({ code: 1012001, field: 'quantity' });
    expect(zero.message).toContain('Quantity (t)');
    const method = await w.mgr.post('/api/main/envWaste/add', { ...wasteBody(w, 'fii-ccbg-longhua-le1', oil), disposalMethod: 12 });
    expect(method).toMatchObject({ code: 1012001, field: 'disposalMethod' });
    const body = wasteBody(w, 'fii-ccbg-longhua-le1', oil);
    ok(await w.mgr.post('/api/main/envWaste/add', body));
    expect((await w.mgr.post('/api/main/envWaste/add', body)).code).toBe(2051005);
  });

  it('imports all or nothing, with the reason of each failed row', async () => {
    const header = ['Organisation code', 'Year', 'Month', 'Waste code', 'Quantity (t)', 'Disposal method', 'Receiver', 'Remarks'];
    const good = ['fii-ccbg-longhua-le1', 2023, 5, '900-041-49', '0.8', 'Landfill', 'Licensed Co.', null];
    const failing = await w.mgr.upload(
      '/api/main/envWaste/import',
      await buildXlsx(header, [
        good,
        ['fii-iibg-zhengzhou-le1', 2023, 5, '900-041-49', '1', 'Landfill', null, null],
        ['fii-ccbg-longhua-le1', 2023, 5, '999-999-99', '1', 'Landfill', null, null],
      ]),
    );
    expect(failing.code).toBe(1012002);
    const rows = (failing.data as { failedRows: { row: number; reasons: string[] }[] }).failedRows;
    expect(rows.map((r) => r.row)).toEqual([3, 4]);
    expect(rows[0]!.reasons.join()).toContain('fii-iibg-zhengzhou-le1');
    expect(rows[1]!.reasons.join()).toContain('999-999-99');
    const none = ok<{ rows: WasteRow[] }>(await w.mgr.get('/api/main/envWaste/page?year=2023&month=5'));
    expect(none.rows).toHaveLength(0);
    expect(ok<{ inserted: number }>(await w.mgr.upload('/api/main/envWaste/import', await buildXlsx(header, [good]))).inserted).toBe(1);
    const after = ok<{ rows: WasteRow[] }>(await w.mgr.get('/api/main/envWaste/page?year=2023&month=5'));
    expect(after.rows).toMatchObject([{ quantity: '0.8', disposalMethod: 8 }]);
  });

  it('adds a month of hazardous waste to incineration to the task’s scope 3 category 5, once', async () => {
    const p = await project(w, { year: 2025 });
    const [task] = await issue(w, p.id, ['fii-ccbg-longhua-le1']);
    const rec = ok<WasteRow>(
      await w.su.post('/api/main/envWaste/add', {
        ...wasteBody(w, 'fii-ccbg-longhua-le1', oil),
        year: 2025,
        month: 3,
        quantity: '12.5',
        disposalMethod: 7,
      }),
    );
    const first = ok<{ entryIds: string[]; skipped: string[] }>(
      await w.su.post('/api/main/envWaste/toInventory', { taskId: task!.id, ids: [rec.id] }),
    );
    expect(first.entryIds).toHaveLength(1);
    // 12.5 t × 1.65 t CO2/t (IPCC 2006 Vol.5 Table 5.2 industrial waste: 0.5 × 0.9 × 1 × 44/12) = 20.625 t
    const entries = ok<{ rows: Entry[] }>(await w.su.get(`/api/main/inventoryEntry/page?taskId=${task!.id}&scope=3&category=5`));
    expect(entries.rows).toHaveLength(1);
    expect(entries.rows[0]).toMatchObject({ tco2e: '20.625', factorCode: 'WASTE-INCINERATION-IND', factorVersion: '2006' });
    expect(entries.rows[0]!.explanation.formula).toContain('quantity');
    const again = ok<{ entryIds: string[]; skipped: string[] }>(
      await w.su.post('/api/main/envWaste/toInventory', { taskId: task!.id, ids: [rec.id] }),
    );
    expect(again).toEqual({ entryIds: [], skipped: [rec.id] });
    expect(ok<{ rows: Entry[] }>(await w.su.get(`/api/main/inventoryEntry/page?taskId=${task!.id}&scope=3&category=5`)).rows).toHaveLength(
      1,
    );
    expect(ok<WasteRow>(await w.su.get(`/api/main/envWaste/detail?id=${rec.id}`)).inventoryTaskIds).toEqual([task!.id]);
  });

  it('refuses a task the caller can no longer fill before claiming anything: one refusal, no claim audited (issue 29)', async () => {
    const p = await project(w, { year: 2025 });
    const [task] = await issue(w, p.id, ['fii-ccbg-longhua-le1']);
    const rec = ok<WasteRow>(
      await w.su.post('/api/main/envWaste/add', {
        ...wasteBody(w, 'fii-ccbg-longhua-le1', oil),
        year: 2025,
        month: 4,
        quantity: '1',
        disposalMethod: 7,
      }),
    );
    // submitted: read-only until it is rejected
    await t.database.db.execute(
      sql`update inventory_task set task_status = ${FILL_TASK_STATUS.codes.pendingLegalEntitySupervisorReview} where id = ${Number(task!.id)}`,
    );
    const claims = async () =>
      (await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from sys_audit where action = 'add-to-inventory'`))[0]!.n;
    const before = await claims();
    expect((await w.su.post('/api/main/envWaste/toInventory', { taskId: task!.id, ids: [rec.id] })).code).toBe(2030007);
    expect(await claims()).toBe(before);
    expect(ok<WasteRow>(await w.su.get(`/api/main/envWaste/detail?id=${rec.id}`)).inventoryTaskIds).toEqual([]);
  });

  it('refuses another entity’s task, and a method without a factor until an administrator maps one', async () => {
    const p = await project(w, { year: 2025 });
    const [task] = (await issue(w, p.id, ['fii-ccbg-longhua-le1'])) as Task[];
    const other = ok<WasteRow>(await w.su.post('/api/main/envWaste/add', { ...wasteBody(w, 'fii-iibg-zhengzhou-le1', oil), year: 2025 }));
    expect((await w.su.post('/api/main/envWaste/toInventory', { taskId: task!.id, ids: [other.id] })).code).toBe(2051007);
    const landfill = ok<WasteRow>(
      await w.su.post('/api/main/envWaste/add', {
        ...wasteBody(w, 'fii-ccbg-longhua-le1', oil),
        year: 2025,
        month: 4,
        quantity: '2',
        disposalMethod: 8,
      }),
    );
    expect((await w.su.post('/api/main/envWaste/toInventory', { taskId: task!.id, ids: [landfill.id] })).code).toBe(2051006);
    const map = ok<FactorMapRow[]>(await w.su.get('/api/main/envWaste/factors'));
    const composting = map[3]!.factorId!;
    ok(await w.su.post('/api/main/envWaste/factorMap', { disposalMethod: 8, factorId: composting }));
    const added = ok<{ entryIds: string[] }>(await w.su.post('/api/main/envWaste/toInventory', { taskId: task!.id, ids: [landfill.id] }));
    // 2 t × 191.5 kg CO2e/t / 1000 = 0.383 t
    const entry = ok<Entry>(await w.su.get(`/api/main/inventoryEntry/detail?id=${added.entryIds[0]}`));
    expect(entry.tco2e).toBe('0.383');
    ok(await w.su.post('/api/main/envWaste/factorMap', { disposalMethod: 8, factorId: null }));
  });
});
