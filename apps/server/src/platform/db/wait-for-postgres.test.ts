import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPgDatabase } from '../../test/harness.js';
import { freePort, health, spawnServer, type ServerRun } from '../../test/spawn-server.js';

// Issue 8, operations 2: DATABASE_URL unreachable at start. The real server process, a real
// closed port, and a real PostgreSQL reached through a TCP proxy opened only once the server
// has said it is waiting.

const runs: ServerRun[] = [];
const closers: (() => Promise<void>)[] = [];
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cs-wait-'));

afterEach(async () => {
  for (const run of runs.splice(0)) {
    if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGKILL');
    await run.exit;
  }
  for (const close of closers.splice(0)) await close();
});

function start(env: Record<string, string>, port: number) {
  const run = spawnServer({ env: { DATA_DIR: tmp(), ...env }, port });
  runs.push(run);
  return run;
}

/** JSON log lines whose message says PostgreSQL is not reachable yet. */
const waitingLines = (run: ServerRun) =>
  run
    .stdout()
    .split('\n')
    .filter((l) => l.startsWith('{') && l.includes('is not reachable yet'));

describe('PostgreSQL unreachable at start', () => {
  it('retries for DATABASE_WAIT_SECONDS, one log line per attempt, then exits 1 with one line and no stack trace', async () => {
    const closed = await freePort();
    const run = start(
      { DATABASE_URL: `postgres://carbon:s3cret-pw@127.0.0.1:${closed}/carbon`, DATABASE_WAIT_SECONDS: '2' },
      await freePort(),
    );
    const { code } = await run.exit;
    expect(code).toBe(1);
    const stderr = run.stderr().trim();
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toContain(`PostgreSQL at postgres://carbon@127.0.0.1:${closed}/carbon could not be reached in 2 s`);
    expect(stderr).toContain('ECONNREFUSED');
    expect(stderr).toContain('DATABASE_WAIT_SECONDS');
    expect(`${run.stdout()}${stderr}`).not.toMatch(/\n\s+at /); // no stack frame anywhere
    expect(`${run.stdout()}${stderr}`).not.toContain('s3cret-pw');
    const attempts = waitingLines(run);
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    for (const line of attempts) expect((JSON.parse(line) as { msg: string }).msg).toContain('ECONNREFUSED');
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL that becomes reachable while the server waits', () => {
  it('starts once the database answers and serves /api/health', async () => {
    const db = await createPgDatabase();
    closers.push(db.drop);
    const target = new URL(db.url);
    const proxyPort = await freePort();
    const via = new URL(db.url);
    via.hostname = '127.0.0.1';
    via.port = String(proxyPort);
    const port = await freePort();
    const run = start({ DATABASE_URL: via.toString(), DATABASE_WAIT_SECONDS: '300' }, port);

    await run.waitFor('is not reachable yet'); // nothing listens on the proxy port yet
    const sockets = new Set<net.Socket>();
    const proxy = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const s of [client, upstream]) sockets.add(s);
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise<void>((r) => proxy.listen(proxyPort, '127.0.0.1', r));
    closers.unshift(
      () =>
        new Promise((r) => {
          proxy.close(() => r());
          for (const s of sockets) s.destroy();
        }),
    );

    expect(await run.outcome, run.stderr()).toBe('running');
    const up = await health(port);
    expect(up.status).toBe(200);
    expect(up.body.database).toEqual({ kind: 'postgres', up: true });
    expect(waitingLines(run).length).toBeGreaterThanOrEqual(1);
    run.child.kill('SIGTERM');
    await run.exit;
  }, 180_000);

  it('gives up at once, with one line, when PostgreSQL answers that it will not take the connection', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = '/cs_no_such_database_here';
    const run = start({ DATABASE_URL: url.toString(), DATABASE_WAIT_SECONDS: '300' }, await freePort());
    expect((await run.exit).code).toBe(1);
    const stderr = run.stderr().trim();
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/refused the connection: database "cs_no_such_database_here" does not exist\. Check DATABASE_URL\./);
    expect(waitingLines(run)).toHaveLength(0);
  }, 120_000);
});
