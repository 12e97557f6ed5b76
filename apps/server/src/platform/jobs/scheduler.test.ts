import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { rowsOf } from '../db/sql-kit.js';
import type { Db } from '../db/database.js';
import { createScheduler } from './scheduler.js';

const apps: TestApp[] = [];
afterEach(async () => {
  // the first app created owns the database (PostgreSQL: dropped when it closes)
  for (const t of apps.splice(0).reverse()) await t.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Polls until `done` holds; the ceiling is not a wait (CI runs this at the lowest CPU priority on a busy machine). */
async function until(done: () => boolean | Promise<boolean>, ceiling = 30_000) {
  for (const end = Date.now() + ceiling; !(await done()); await sleep(50))
    if (Date.now() > end) throw new Error(`not within ${ceiling} ms`);
}

async function probeTable(db: Db) {
  await db.execute(sql`create table if not exists job_probe (id serial primary key, who text not null, win bigint not null)`);
  await db.execute(
    sql`create table if not exists due_item (id serial primary key, due_at timestamptz not null, done_at timestamptz, done_by text)`,
  );
}

/** The job under test: records which process ran it, in the window its tick claimed. */
const probeJob = (who: string, name: string) => async (tx: Db) => {
  await tx.execute(sql`insert into job_probe (who, win) select ${who}, run_window from sys_job_run where name = ${name}`);
};

/** An idempotent conditional update, like the inventory timeout: due items not yet done → done. */
const dueJob = (who: string) => async (tx: Db, audit: (e: { action: string; entity: string; entityId: string }) => Promise<void>) => {
  const done = await rowsOf<{ id: number }>(
    tx,
    sql`update due_item set done_at = now(), done_by = ${who} where done_at is null and due_at < now() returning id`,
  );
  for (const d of done) await audit({ action: 'timeout', entity: 'inventory_task', entityId: String(d.id) });
};

describe.skipIf(!dbKinds().includes('postgres'))('the scheduler with two app instances on one PostgreSQL database', () => {
  it('runs a job registered in both exactly once per interval window, whichever process gets there first', async () => {
    const env = { JWT_SECRET: 'scheduler-test-secret-0123456789abcdef' };
    const a = await createTestApp({ kind: 'postgres', env });
    apps.push(a);
    const b = await createTestApp({ kind: 'postgres', env, databaseUrl: a.config.databaseUrl! });
    apps.push(b);
    await probeTable(a.database.db);
    const ms = 300;
    a.app.services.scheduler.every('probe', ms, probeJob('a', 'probe'));
    b.app.services.scheduler.every('probe', ms, probeJob('b', 'probe'));
    // started by the server listening (onListen), as in production
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    expect(a.app.services.scheduler.running && b.app.services.scheduler.running).toBe(true);
    await sleep(ms * 10);
    await a.app.services.scheduler.stop();
    await b.app.services.scheduler.stop();

    const runs = await rowsOf<{ who: string; win: string }>(a.database.db, sql`select who, win::text as win from job_probe order by id`);
    const perWindow = new Map<string, number>();
    for (const r of runs) perWindow.set(r.win, (perWindow.get(r.win) ?? 0) + 1);
    expect(runs.length).toBeGreaterThanOrEqual(8);
    expect([...perWindow.values()].every((n) => n === 1)).toBe(true);
    // whichever process came first in a window ran it; the windows ran in a row, a rare one left out when both
    // processes' timers were held past it (two cores under a full test run: 11 windows, 10 runs)
    expect(new Set(runs.map((r) => r.who)).size).toBeGreaterThanOrEqual(1);
    const wins = [...perWindow.keys()].map(Number).sort((x, y) => x - y);
    expect(wins.at(-1)! - wins[0]! + 1 - wins.length).toBeLessThanOrEqual(1);
  });

  it('never runs one job in two processes at the same moment (the advisory lock)', async () => {
    const env = { JWT_SECRET: 'scheduler-test-secret-0123456789abcdef' };
    const a = await createTestApp({ kind: 'postgres', env });
    apps.push(a);
    const b = await createTestApp({ kind: 'postgres', env, databaseUrl: a.config.databaseUrl! });
    apps.push(b);
    await probeTable(a.database.db);
    const slow = (who: string) => async (tx: Db) => {
      await tx.execute(sql`select pg_sleep(0.4)`);
      await tx.execute(sql`insert into job_probe (who, win) values (${who}, 0)`);
    };
    a.app.services.scheduler.every('slow', 60_000, slow('a'));
    b.app.services.scheduler.every('slow', 60_000, slow('b'));
    const [ranA, ranB] = await Promise.all([a.app.services.scheduler.runNow('slow'), b.app.services.scheduler.runNow('slow')]);
    expect([ranA, ranB].filter(Boolean)).toHaveLength(1);
    expect(await rowsOf(a.database.db, sql`select who from job_probe`)).toHaveLength(1);
    // once the first finished, the lock is free again
    expect(await b.app.services.scheduler.runNow('slow')).toBe(true);
  });
});

describe.each(dbKinds())('the scheduler on %s', (kind) => {
  it('processes a due item after a restart, with no one clicking: nothing but the data is kept', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-sched-'));
    const first = await createTestApp({ kind, dataDir });
    const url = first.config.databaseUrl;
    await probeTable(first.database.db);
    first.app.services.scheduler.every('due', 200, dueJob('first'));
    await first.app.listen({ port: 0, host: '127.0.0.1' });
    await first.database.db.execute(sql`insert into due_item (due_at) values (now() - interval '1 day')`);
    await until(async () => (await rowsOf(first.database.db, sql`select id from due_item where done_at is null`)).length === 0);
    // the first process handled what was due while it ran …
    expect(await rowsOf(first.database.db, sql`select done_by from due_item`)).toEqual([{ done_by: 'first' }]);
    // … an item that becomes due while no process runs is handled by the next one at its start (its scheduler
    // stopped first, so that a slow close cannot let it take the item)
    await first.app.services.scheduler.stop();
    await first.database.db.execute(sql`insert into due_item (due_at) values (now() + interval '300 milliseconds')`);
    // the process stops (its database kept: not first.close(), which drops a test PostgreSQL database)
    await first.app.close();
    await first.database.close();
    await sleep(400);

    const second = await createTestApp({ kind, dataDir, ...(url ? { databaseUrl: url } : {}) });
    apps.push(second);
    await probeTable(second.database.db);
    second.app.services.scheduler.every('due', 200, dueJob('second'));
    await second.app.listen({ port: 0, host: '127.0.0.1' });
    await until(async () => (await rowsOf(second.database.db, sql`select id from due_item where done_at is null`)).length === 0);
    expect(await rowsOf(second.database.db, sql`select done_by from due_item order by id`)).toEqual([
      { done_by: 'first' },
      { done_by: 'second' },
    ]);
    const audited = await rowsOf<{ account: string }>(
      second.database.db,
      sql`select actor_account as account from sys_audit where action = 'timeout' order by id`,
    );
    expect(audited.map((r) => r.account)).toEqual(['system', 'system']);
    await second.app.close(); // onClose stops the scheduler
    expect(second.app.services.scheduler.running).toBe(false);
    if (url) {
      // drop the PostgreSQL database the first app created
      const { default: pg } = await import('pg');
      const base = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await base.connect();
      await base.query(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
      await base.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('ticks at once when started, then once per window; a failing job is retried at the next tick', async () => {
    const t = await createTestApp({ kind });
    apps.push(t);
    await probeTable(t.database.db);
    const scheduler = createScheduler({ db: t.database.db, clock: { now: () => new Date() } });
    let calls = 0;
    scheduler.every('flaky', 150, async (tx) => {
      calls++;
      if (calls === 1) throw new Error('first run fails');
      await tx.execute(sql`insert into job_probe (who, win) values ('flaky', ${calls})`);
    });
    scheduler.start();
    await until(() => calls >= 3);
    await scheduler.stop();
    expect(calls).toBeGreaterThanOrEqual(2);
    // the failed run left nothing behind; the later ones committed
    const rows = await rowsOf<{ win: string }>(t.database.db, sql`select win::text as win from job_probe where who = 'flaky' order by id`);
    expect(rows.map((r) => Number(r.win))).toEqual(Array.from({ length: calls - 1 }, (_, i) => i + 2));
    expect(() => scheduler.every('flaky', 150, async () => undefined)).toThrow(/twice/);
  });
});
