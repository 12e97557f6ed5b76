import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { calcResult, sysAudit } from '../../platform/db/schema/index.js';
import { createTestApp, DEMO, login, type Envelope, type TestApp } from '../../test/harness.js';
import { caller } from '../factor/testing.js';
import { addFactor, gridFactor, orgId, recordGrid, type Api, type RecalcData } from './calc.fixtures.js';

/**
 * Two recalculations of the same results at the same moment, on real PostgreSQL (PGlite runs
 * one transaction at a time and hides races): exactly one supersedes them, the other gets
 * 1017004 and writes nothing.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent recalculations on postgres', () => {
  let t: TestApp;
  let first: Api;
  let second: Api;
  let le1 = '';

  beforeAll(async () => {
    t = await createTestApp({ kind: 'postgres' });
    // Two sessions of the administrator, as two browser tabs.
    const [a, b] = [await login(t.app, 'superAdmin', DEMO.superAdmin), await login(t.app, 'superAdmin', DEMO.superAdmin)];
    first = caller(t, () => a);
    second = caller(t, () => b);
    le1 = await orgId(t, 'fii-ccbg-longhua-le1');
  });
  afterAll(() => t?.close());

  const rowsOf = (code: string) =>
    t.database.db.select().from(calcResult).where(eq(calcResult.factorCode, code)).orderBy(asc(calcResult.id));
  const auditsOf = (ids: string[]) =>
    t.database.db
      .select({ entityId: sysAudit.entityId })
      .from(sysAudit)
      .where(and(eq(sysAudit.entity, 'calc_result'), eq(sysAudit.action, 'recalculate')))
      .then((rows) => rows.filter((r) => ids.includes(r.entityId ?? '')));

  /** Three results with v1, and the versions v2 and v3 the two callers each want. */
  async function setUp(code: string) {
    const v1 = await addFactor(first, gridFactor(code, 'v1', '0.5366'));
    const ids = [];
    for (const mwh of ['1000', '250', '4']) ids.push((await recordGrid(first, le1, v1, mwh)).id);
    // dated: a second version without a start date on the day of the first would overlap it (issue 9)
    await addFactor(first, { ...gridFactor(code, 'v2', '0.5703'), validFrom: '2030-01-01' });
    await addFactor(first, { ...gridFactor(code, 'v3', '0.581'), validFrom: '2031-01-01' });
    return ids;
  }

  /** The invariant after any race: each old row superseded once, by a row of the one winning version. */
  async function expectOneWinner(code: string, ids: string[], results: Envelope[]) {
    const winners = results.filter((r) => r.success && (r.data as RecalcData).rows.length > 0);
    expect(winners).toHaveLength(1);
    const winner = winners[0]!.data as RecalcData;
    for (const r of results.filter((x) => x !== winners[0])) {
      // The loser either lost the conditional update, or started after the winner committed.
      if (r.success) expect((r.data as RecalcData).rows).toEqual([]);
      else expect(r.code).toBe(1017004);
    }
    const rows = await rowsOf(code);
    expect(rows.filter((r) => r.status === 'current').map((r) => r.factorVersion)).toEqual([
      winner.toVersion,
      winner.toVersion,
      winner.toVersion,
    ]);
    expect(rows.filter((r) => r.status === 'superseded').map((r) => String(r.id))).toEqual(ids);
    expect(rows).toHaveLength(6);
    expect((await auditsOf(ids)).map((a) => a.entityId).sort()).toEqual([...ids].sort());
  }

  const body = (code: string, toVersion: string) => ({ factorCode: code, fromVersion: 'v1', toVersion, reason: `to ${toVersion}` });

  it('both read the same current rows and block on the first one: exactly one wins, the other gets 1017004', async () => {
    const code = 'T-RACE-LOCKED';
    const ids = await setUp(code);
    // Hold the first result's row lock so both recalculations are past their read before either can write.
    const blocker = new pg.Client({ connectionString: t.config.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('select id from calc_result where id = $1 for update', [ids[0]]);
      const racing = Promise.all([
        first.post('/api/main/calc/recalculate', body(code, 'v2')),
        second.post('/api/main/calc/recalculate', body(code, 'v3')),
      ]);
      await waitForLockWaiters(t.config.databaseUrl!, 2);
      await blocker.query('commit');
      const results = await racing;
      expect(results.filter((r) => !r.success).map((r) => r.code)).toEqual([1017004]);
      await expectOneWinner(code, ids, results);
    } finally {
      await blocker.end();
    }
  });

  it.each([1, 2, 3])('round %i without help: never two winners, never a row superseded twice', async (round) => {
    const code = `T-RACE-FREE-${round}`;
    const ids = await setUp(code);
    const results = await Promise.all([
      first.post('/api/main/calc/recalculate', body(code, 'v2')),
      second.post('/api/main/calc/recalculate', body(code, 'v3')),
    ]);
    await expectOneWinner(code, ids, results);
  });
});

/**
 * Waits until `n` sessions are waiting for a lock (the two recalculations). Polled outside any
 * transaction: inside one, pg_stat_activity is a snapshot taken at its first read.
 */
async function waitForLockWaiters(url: string, n: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let i = 0; i < 400; i++) {
      const res = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      );
      if ((res.rows[0]?.n ?? 0) >= n) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`fewer than ${n} sessions waited for the lock`);
  } finally {
    await client.end();
  }
}
