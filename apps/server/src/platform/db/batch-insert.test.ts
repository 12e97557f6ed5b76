import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { exchangeRate } from './schema/index.js';
import { DEFAULT_BATCH_SIZE, insertInBatches } from './batch-insert.js';

/** 10,000 rates of currency `prefix`+A…: 7 parameters each, 70,000 in one statement. */
function rates(prefix: string, count: number, at = new Date()) {
  return Array.from({ length: count }, (_, i) => ({
    currency: `${prefix}${String.fromCharCode(65 + Math.floor(i / 1200))}`,
    year: 1900 + Math.floor((i % 1200) / 12),
    month: (i % 12) + 1,
    rateToUsd: '1.5',
    source: 'batch test',
    createdAt: at,
    updatedAt: at,
  }));
}

describe.each(dbKinds())('insertInBatches on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind, demo: false });
  });
  afterAll(() => t.close());

  const count = async (prefix: string) =>
    (
      await t.database.db
        .select({ id: exchangeRate.id })
        .from(exchangeRate)
        .where(like(exchangeRate.currency, `${prefix}%`))
    ).length;

  it('the database refuses one INSERT of 70,000 parameters: the limit the helper works around', async () => {
    await expect(t.database.db.insert(exchangeRate).values(rates('X', 10_000))).rejects.toThrow();
    expect(await count('X')).toBe(0);
  });

  it('inserts the same 10,000 rows in batches (one parameter each), every value as drizzle would read it back', async () => {
    const batches: number[] = [];
    const rows = rates('Y', 10_000, new Date('2025-03-04T05:06:07.089Z'));
    const inserted = await insertInBatches(t.database.db, exchangeRate, rows, { onBatch: (n) => batches.push(n) });
    expect(batches).toEqual([DEFAULT_BATCH_SIZE, 10_000]);
    expect(inserted.map((r) => `${r.currency}-${r.year}-${r.month}`)).toEqual(rows.map((r) => `${r.currency}-${r.year}-${r.month}`));
    const stored = await t.database.db.select().from(exchangeRate).where(like(exchangeRate.currency, 'Y%')).orderBy(exchangeRate.id);
    expect(stored).toHaveLength(10_000);
    expect(inserted).toEqual(stored); // ids, defaults (status, version), numeric text, timestamps as Date
    expect(stored[0]).toMatchObject({ status: 0, version: 1, rateToUsd: '1.5', createdAt: new Date('2025-03-04T05:06:07.089Z') });
  });

  it('returns only the columns asked for, with a batch size the caller sets', async () => {
    const batches: number[] = [];
    const ids = await insertInBatches(t.database.db, exchangeRate, rates('W', 250), {
      batchSize: 100,
      returning: { id: exchangeRate.id, currency: exchangeRate.currency },
      onBatch: (n) => batches.push(n),
    });
    expect(batches).toEqual([100, 200, 250]);
    expect(Object.keys(ids[0]!)).toEqual(['id', 'currency']);
    expect(typeof ids[0]!.id).toBe('number');
    expect(new Set(ids.map((r) => r.id)).size).toBe(250);
  });

  it('keeps text exactly (quotes, backslashes, unicode, JSON look-alikes) and null', async () => {
    const source = `'; drop table x; -- "q" \\ \u{1F600} 碳 {"a":1}`;
    const [row] = await insertInBatches(t.database.db, exchangeRate, [
      { ...rates('T', 1)[0]!, source, rateToUsd: '0.00000000000000000001' },
    ]);
    expect(row).toMatchObject({ source, rateToUsd: '0.00000000000000000001' });
    const [read] = await t.database.db.select().from(exchangeRate).where(eq(exchangeRate.id, row!.id));
    expect(read!.source).toBe(source);
  });

  it('in a transaction, a failing later batch rolls back the earlier ones', async () => {
    const rows = rates('Z', 300);
    rows.push({ ...rows[0]! }); // the same period twice: the unique index refuses the last batch
    const attempt = t.database.db.transaction((tx) => insertInBatches(tx, exchangeRate, rows, { batchSize: 100 }));
    await expect(attempt).rejects.toThrow();
    expect(await count('Z')).toBe(0);
  });

  it('gives a column a row leaves out its default, even when other rows give it', async () => {
    const [a, b, c] = rates('U', 3);
    const inserted = await insertInBatches(t.database.db, exchangeRate, [{ ...a!, status: 1 }, b!, { ...c!, status: 1 }]);
    expect(inserted.map((r) => [r.month, r.status])).toEqual([
      [1, 1],
      [2, 0],
      [3, 1],
    ]);
  });

  it('refuses a bad batch size', async () => {
    await expect(insertInBatches(t.database.db, exchangeRate, rates('V', 1), { batchSize: 0 })).rejects.toThrow(/batch size/);
    expect(await count('V')).toBe(0);
  });
});
