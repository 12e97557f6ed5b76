import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { insertInBatches } from '../../platform/db/batch-insert.js';
import { copyClientOf } from '../../platform/db/copy-rows.js';
import { inventoryEntry } from '../../platform/db/schema/index.js';
import { rowsOf } from '../../platform/db/sql-kit.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { entryImportFile, naturalGasRows } from './entry-import.testing.js';
import { INPUTS, issue, ok, project, saveEntry, world, type Entry, type Task, type World } from './inventory.testing.js';

type Row = Task & { progress: number };
type Detail = Row & { sections: { scope: number; category: number | null; entryCount: number }[] };

/**
 * inventory_task_section (migration 0011): the live entries of each task per section, kept by statement
 * triggers on inventory_entry whatever writes the entries (the API, the import's COPY on PGlite, plain SQL).
 */
describe.each(dbKinds())('task sections on %s', (kind) => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await world(t);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  /** The kept counts of a task as "scope:category=entries" (category 0 is none), zero rows left out. */
  const kept = async (taskId: string) =>
    (
      await rowsOf<{ k: string }>(
        db(),
        sql`select scope || ':' || category || '=' || entries as k from inventory_task_section
            where task_id = ${Number(taskId)} and entries > 0 order by scope, category`,
      )
    ).map((r) => r.k);
  /** The same counted from the entries themselves. */
  const counted = async (taskId: string) =>
    (
      await rowsOf<{ k: string }>(
        db(),
        sql`select scope || ':' || coalesce(category, 0) || '=' || count(*) as k from inventory_entry
            where task_id = ${Number(taskId)} and status <> 2 group by scope, coalesce(category, 0) order by scope, coalesce(category, 0)`,
      )
    ).map((r) => r.k);
  /** Sections whose kept count differs from a count of the live entries, over the whole database (none expected). */
  const drift = async () =>
    rowsOf<{ task_id: string }>(
      db(),
      sql`(select task_id::text, scope, category, entries from inventory_task_section where entries <> 0
           except select task_id::text, scope, coalesce(category, 0), count(*)::int from inventory_entry where status <> 2 group by 1, 2, 3)
          union all
          (select task_id::text, scope, coalesce(category, 0), count(*)::int from inventory_entry where status <> 2 group by 1, 2, 3
           except select task_id::text, scope, category, entries from inventory_task_section where entries <> 0)`,
    );
  const newTask = async (code = 'fii-ccbg-longhua-le1') => (await issue(w, (await project(w)).id, [code]))[0]!;
  const detail = async (id: string) => ok<Detail>(await w.su.get(`/api/main/inventoryTask/detail?id=${id}`));
  const listed = async (id: string) => {
    const page = ok<{ rows: Row[] }>(await w.su.get(`/api/main/inventoryTask/page?pageSize=100`));
    return page.rows.find((r) => r.id === id)!;
  };

  it('counts entries saved through the API per section, and the task shows them as progress', async () => {
    const task = await newTask();
    expect(await kept(task.id)).toEqual([]);
    expect((await listed(task.id)).progress).toBe(0);
    ok<Entry>(await saveEntry(w.su, task.id, { scope: 1, sourceName: 'Boiler 1', input: INPUTS.gas }));
    ok<Entry>(await saveEntry(w.su, task.id, { scope: 1, sourceName: 'Boiler 2', input: INPUTS.gas }));
    ok<Entry>(await saveEntry(w.su, task.id, { scope: 2, sourceName: 'Grid', input: INPUTS.market }));
    ok<Entry>(await saveEntry(w.su, task.id, { scope: 3, category: 6, sourceName: 'Trucks', input: INPUTS.travel }));
    expect(await kept(task.id)).toEqual(['1:0=2', '2:0=1', '3:6=1']);
    expect(await kept(task.id)).toEqual(await counted(task.id));
    // 3 of the 17 default sections (scope 1, scope 2, 15 categories) hold an entry: 300 / 17 = 17.6 → 18
    expect((await listed(task.id)).progress).toBe(18);
    const d = await detail(task.id);
    expect(d.progress).toBe(18);
    expect(d.sections.filter((s) => s.entryCount > 0)).toEqual([
      { scope: 1, category: null, entryCount: 2 },
      { scope: 2, category: null, entryCount: 1 },
      { scope: 3, category: 6, entryCount: 1 },
    ]);
    expect(await drift()).toEqual([]);
  });

  it('takes soft deletes, restores, moves between sections and tasks, and hard deletes', async () => {
    const task = await newTask();
    const other = await newTask('fii-ccbg-longhua-le1-server');
    const gas = ok<Entry>(await saveEntry(w.su, task.id, { scope: 1, sourceName: 'Boiler', input: INPUTS.gas }));
    const trip = ok<Entry>(await saveEntry(w.su, task.id, { scope: 3, category: 6, sourceName: 'Trips', input: INPUTS.travel }));
    ok(await w.su.post('/api/main/inventoryEntry/delete', { id: gas.id }));
    expect(await kept(task.id)).toEqual(['3:6=1']);
    expect((await listed(task.id)).progress).toBe(6); // 1 of 17: 5.9 → 6
    // a restore (status back to normal) counts the entry again
    await db().execute(sql`update inventory_entry set status = 0 where id = ${Number(gas.id)}`);
    expect(await kept(task.id)).toEqual(['1:0=1', '3:6=1']);
    // an update that moves nothing (a remark) changes no count
    await db().execute(sql`update inventory_entry set remark = 'checked' where task_id = ${Number(task.id)}`);
    expect(await kept(task.id)).toEqual(['1:0=1', '3:6=1']);
    // the API edit moves the trip to category 7
    const moved = ok<Entry>(
      await saveEntry(w.su, task.id, {
        id: trip.id,
        version: trip.version,
        scope: 3,
        category: 7,
        sourceName: 'Trips',
        input: INPUTS.travel,
      }),
    );
    expect(moved.version).toBe(trip.version + 1);
    expect(await kept(task.id)).toEqual(['1:0=1', '3:7=1']);
    // one statement moving both entries: scope 1 → scope 3 category 1 and the trip to the other task
    await db().execute(sql`update inventory_entry set
        scope = case when id = ${Number(gas.id)} then 3 else scope end,
        category = case when id = ${Number(gas.id)} then 1 else category end,
        task_id = case when id = ${Number(trip.id)} then ${Number(other.id)} else task_id end
      where id in (${Number(gas.id)}, ${Number(trip.id)})`);
    expect(await kept(task.id)).toEqual(['3:1=1']);
    expect(await kept(other.id)).toEqual(['3:7=1']);
    // soft-deleting while moving subtracts from the old section and adds nowhere
    await db().execute(sql`update inventory_entry set status = 2, category = 2 where id = ${Number(gas.id)}`);
    expect(await kept(task.id)).toEqual([]);
    await db().execute(sql`delete from inventory_entry where id = ${Number(trip.id)}`);
    expect(await kept(other.id)).toEqual([]);
    // deleting an entry already soft-deleted changes nothing
    await db().execute(sql`delete from inventory_entry where id = ${Number(gas.id)}`);
    expect(await drift()).toEqual([]);
  });

  it('counts a bulk insert, through the COPY path on PGlite, as one statement per batch', async () => {
    const task = await newTask();
    const rows = Array.from({ length: 1200 }, (_, i) => ({
      taskId: Number(task.id),
      orgId: Number(task.orgId),
      scope: 3,
      category: (i % 3) + 1,
      sourceType: 'scope3-distance',
      input: INPUTS.travel,
      gwpSet: 'AR5',
      createdBy: 1,
      updatedBy: 1,
    }));
    await db().transaction(async (tx) => {
      // in a transaction a batch asking back only the new ids goes in by COPY (copy-rows.ts), on both databases
      expect(copyClientOf(tx)).toBeDefined();
      const ids = await insertInBatches(tx, inventoryEntry, rows, { returning: { id: inventoryEntry.id }, batchSize: 500 });
      expect(ids).toHaveLength(1200);
    });
    // 1200 rows cycling categories 1, 2, 3: 400 each
    expect(await kept(task.id)).toEqual(['3:1=400', '3:2=400', '3:3=400']);
    expect(await drift()).toEqual([]);
  });

  it('counts an Excel import, and a refused import leaves the counts as they were', async () => {
    const task = await newTask();
    const file = await entryImportFile('en-US', 1, naturalGasRows(250));
    expect(ok(await w.su.upload(`/api/main/inventoryEntry/import?taskId=${task.id}&scope=1`, file))).toEqual({ inserted: 250 });
    expect(await kept(task.id)).toEqual(['1:0=250']);
    const bad = await entryImportFile('en-US', 1, [...naturalGasRows(3), ['Bad', 'Plant', { ...INPUTS.gas, energyTJ: '-1' }]]);
    expect((await w.su.upload(`/api/main/inventoryEntry/import?taskId=${task.id}&scope=1`, bad)).success).toBe(false);
    expect(await kept(task.id)).toEqual(['1:0=250']);
    expect((await listed(task.id)).progress).toBe(6);
    expect(await drift()).toEqual([]);
  });

  it('rolls back with the transaction that wrote the entries', async () => {
    const task = await newTask();
    const rolledBack = new Error('roll back');
    await expect(
      db().transaction(async (tx) => {
        await tx.insert(inventoryEntry).values({
          ...{ taskId: Number(task.id), orgId: Number(task.orgId), scope: 2, sourceType: 'electricity-location' },
          ...{ input: INPUTS.grid, gwpSet: 'AR5', createdBy: 1, updatedBy: 1 },
        });
        const inTx = await rowsOf<{ entries: number }>(
          tx,
          sql`select entries from inventory_task_section where task_id = ${Number(task.id)}`,
        );
        expect(inTx).toEqual([{ entries: 1 }]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await kept(task.id)).toEqual([]);
  });

  it("the migration's backfill rebuilds the counts from the live entries", async () => {
    const task = await newTask();
    ok<Entry>(await saveEntry(w.su, task.id, { scope: 1, sourceName: 'Boiler', input: INPUTS.gas }));
    const gone = ok<Entry>(await saveEntry(w.su, task.id, { scope: 2, sourceName: 'Grid', input: INPUTS.grid }));
    ok(await w.su.post('/api/main/inventoryEntry/delete', { id: gone.id }));
    const migration = fs.readFileSync(new URL('../../../migrations/0011_task_sections.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1)!.trim();
    expect(backfill).toMatch(/^INSERT INTO inventory_task_section/);
    await db().transaction(async (tx) => {
      await tx.execute(sql`delete from inventory_task_section`);
      await tx.execute(backfill);
    });
    expect(await kept(task.id)).toEqual(['1:0=1']);
    expect(await drift()).toEqual([]);
  });

  it('a truncate of the entries empties the counts (last: it clears this database)', async () => {
    const task = await newTask();
    ok<Entry>(await saveEntry(w.su, task.id, { scope: 1, sourceName: 'Boiler', input: INPUTS.gas }));
    await db().execute(sql`truncate inventory_entry`);
    expect(await rowsOf(db(), sql`select 1 from inventory_task_section`)).toEqual([]);
  });
});
