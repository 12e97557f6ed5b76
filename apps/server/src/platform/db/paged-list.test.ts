import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, desc, eq, like, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { sysOrg } from './schema/index.js';
import { rowsOf } from './sql-kit.js';
import { firstRow, tablePage, tableRowsAndTotal } from './paged-list.js';

describe('tablePage, tableRowsAndTotal and firstRow', () => {
  let t: TestApp;
  const cond = like(sysOrg.code, 'pl-%');
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    await t.database.db
      .insert(sysOrg)
      .values(['a', 'b', 'c', 'd', 'e'].map((n, i) => ({ name: `pl-${n}`, code: `pl-${n}`, orgType: 'bu', sort: i % 2 })));
  });
  afterAll(() => t.close());

  it('cut the whole rows under the condition, in the order, with their total', async () => {
    const page = await tablePage(t.database.db, sysOrg, cond, [asc(sysOrg.sort), desc(sysOrg.code)], 2, 2);
    expect(page.total).toBe(5);
    expect(page.rows.map((r) => r.code)).toEqual(['pl-a', 'pl-d']);
    const cut = await tableRowsAndTotal(t.database.db, sysOrg, cond, [desc(sysOrg.code)], 2, 1);
    expect(cut.total).toBe(5);
    expect(cut.rows.map((r) => r.code)).toEqual(['pl-d', 'pl-c']);
    expect(cut.rows[0]).toHaveProperty('pids');
  });

  it('firstRow reads one row under the condition, locked for the transaction when asked, or undefined', async () => {
    const db = t.database.db;
    expect((await firstRow(db, sysOrg, eq(sysOrg.code, 'pl-c')))?.name).toBe('pl-c');
    expect(await firstRow(db, sysOrg, eq(sysOrg.code, 'pl-none'))).toBeUndefined();
    const locked = await db.transaction(async (tx) => {
      const row = await firstRow(tx, sysOrg, eq(sysOrg.code, 'pl-d'), true);
      const [held] = await rowsOf<{ n: number }>(
        tx,
        sql`select count(*)::int as n from pg_locks where locktype = 'tuple' or mode = 'RowShareLock'`,
      );
      return { row, held };
    });
    expect(locked.row?.name).toBe('pl-d');
    expect(locked.held?.n).toBeGreaterThan(0);
  });
});
