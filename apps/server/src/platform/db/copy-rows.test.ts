import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray, like } from 'drizzle-orm';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { calcResult, exchangeRate } from './schema/index.js';
import { insertInBatches } from './batch-insert.js';
import { copyClientOf } from './copy-rows.js';
import type { Db } from './database.js';
import { uniqueViolation } from './sql-kit.js';

/** Text COPY's text format escapes or reads specially: tab, newline, carriage return, backslash, \N, \., and more. */
const AWKWARD = `a\tb\nc\rd \\ e \\N \\. "q" '; drop table x; -- \u{1F600} 碳 {"a":1}`;

const at = new Date('2025-03-04T05:06:07.089Z');
/** A stored result of org `org` with every kind of column: text, numeric, JSON of every shape, null, timestamps. */
const result = (org: number, i: number) => ({
  orgId: org,
  sourceType: i % 2 ? 'combustion-cn' : AWKWARD,
  input: { type: 'combustion-cn', n: i, text: AWKWARD, nested: [1, 'two', null, true, { deep: '\\' }] },
  factorId: i % 3 ? null : i,
  factorCode: i % 3 ? null : `F-${i}`,
  factorVersion: null,
  gwpSet: 'AR5',
  tco2e: `${i}.000000000000000000001`,
  gases: { CO2: '1.5' },
  gasesCo2e: {},
  biogenicCo2: i % 2 ? null : '0',
  outsideScopes: null,
  explanation: { formula: 'E = a × b', inputs: [{ name: 'a', value: String(i), unit: 'kWh' }], note: AWKWARD },
  reason: i % 2 ? null : AWKWARD,
  createdBy: 1,
  createdAt: at,
  updatedAt: at,
});

/**
 * insertInBatches asked for the new ids only: on PGlite and in a PostgreSQL transaction the rows go in by
 * COPY (copy-rows.ts), on PostgreSQL outside a transaction by the JSON batch; every way the same rows, ids
 * and defaults.
 */
describe.each(dbKinds())('insertInBatches returning the ids only, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind, demo: false });
  });
  afterAll(() => t.close());

  const stored = (org: number) => t.database.db.select().from(calcResult).where(eq(calcResult.orgId, org)).orderBy(asc(calcResult.id));

  it('takes the COPY path on PGlite, and on PostgreSQL in a transaction only', async () => {
    expect(copyClientOf(t.database.db) !== undefined).toBe(kind === 'pglite');
    await t.database.db.transaction(async (tx) => expect(copyClientOf(tx)).toBeDefined());
  });

  /** `work` on the database itself, and in a transaction (the COPY path on PostgreSQL too). */
  const ways: [string, (work: (db: Db) => Promise<unknown>) => Promise<unknown>][] = [
    ['outside a transaction', (work) => work(t.database.db)],
    ['in a transaction', (work) => t.database.db.transaction((tx) => work(tx))],
  ];

  it.each(ways.map(([name], i) => [name, i] as const))(
    'returns the new ids in order and stores every value as given, awkward text and JSON included (%s)',
    async (_name, way) => {
      const org = 9001 + 10 * way;
      const rows = Array.from({ length: 30 }, (_, i) => result(org, i));
      let ids: { id: number }[] = [];
      await ways[way]![1](async (db) => (ids = await insertInBatches(db, calcResult, rows, { returning: { id: calcResult.id } })));
      const read = await stored(org);
      expect(ids.map((r) => r.id)).toEqual(read.map((r) => r.id));
      expect(new Set(ids.map((r) => r.id)).size).toBe(30);
      // defaults for the columns not given: status, superseded_by, version
      expect(read).toEqual(rows.map((r, i) => ({ ...r, id: ids[i]!.id, status: 'current', supersededBy: null, version: 1 })));
    },
  );

  it('two transactions copying at once draw distinct ids, and each keeps its own rows', async () => {
    const copyIn = (org: number) =>
      t.database.db.transaction((tx) =>
        insertInBatches(
          tx,
          calcResult,
          Array.from({ length: 300 }, (_, i) => result(org, i)),
          { returning: { id: calcResult.id }, batchSize: 50 },
        ),
      );
    const [a, b] = await Promise.all([copyIn(9021), copyIn(9022)]);
    const all = [...a!, ...b!].map((r) => r.id);
    expect(new Set(all).size).toBe(600);
    expect((await stored(9021)).map((r) => r.id)).toEqual(a!.map((r) => r.id));
    expect((await stored(9022)).map((r) => [r.id, r.orgId])).toEqual(b!.map((r) => [r.id, 9022]));
  });

  it('gives a column a row leaves out its default, and null where a row gives null', async () => {
    const [a, b, c] = [result(9002, 0), result(9002, 1), result(9002, 2)];
    const rows = [
      { ...a, status: 'superseded' },
      { ...b, reason: undefined },
      { ...c, status: 'superseded', reason: null },
    ];
    const ids = await insertInBatches(t.database.db, calcResult, rows, { returning: { id: calcResult.id } });
    const read = await stored(9002);
    expect(read.map((r) => r.id)).toEqual(ids.map((r) => r.id));
    expect(read.map((r) => [r.status, r.reason])).toEqual([
      ['superseded', AWKWARD],
      ['current', null],
      ['superseded', null],
    ]);
  });

  it('reports each batch, and the identity goes on after the ids it gave', async () => {
    const batches: number[] = [];
    const rows = Array.from({ length: 250 }, (_, i) => result(9003, i));
    const ids = await t.database.db.transaction((tx) =>
      insertInBatches(tx, calcResult, rows, {
        returning: { id: calcResult.id },
        batchSize: 100,
        onBatch: (n) => batches.push(n),
      }),
    );
    expect(batches).toEqual([100, 200, 250]);
    expect((await stored(9003)).map((r) => r.id)).toEqual(ids.map((r) => r.id));
    const [next] = await t.database.db.insert(calcResult).values(result(9003, 250)).returning({ id: calcResult.id });
    expect(next!.id).toBeGreaterThan(Math.max(...ids.map((r) => r.id)));
  });

  it('in a transaction, a failing later batch rolls back the earlier ones with the database’s own error', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => ({
      currency: 'QQ' + String.fromCharCode(65 + Math.floor(i / 12)),
      year: 2000,
      month: (i % 12) + 1,
      rateToUsd: '1.5',
      source: AWKWARD,
      createdAt: at,
      updatedAt: at,
    }));
    rows.push({ ...rows[0]! }); // the same period twice: the unique index refuses the last batch
    const attempt = t.database.db.transaction((tx) =>
      insertInBatches(tx, exchangeRate, rows, { batchSize: 100, returning: { id: exchangeRate.id } }),
    );
    const err = await attempt.catch((e: unknown) => e);
    expect(uniqueViolation(err)).toBe('exchange_rate_period_idx');
    expect(await t.database.db.select().from(exchangeRate).where(like(exchangeRate.currency, 'QQ%'))).toEqual([]);
  });

  it('rows giving their own ids are inserted as given', async () => {
    const ids = await insertInBatches(t.database.db, calcResult, [{ ...result(9004, 0), id: 900_401 }], {
      returning: { id: calcResult.id },
    });
    expect(ids).toEqual([{ id: 900_401 }]);
    const read = await t.database.db
      .select({ id: calcResult.id })
      .from(calcResult)
      .where(inArray(calcResult.id, [900_401]));
    expect(read).toEqual([{ id: 900_401 }]);
  });
});
