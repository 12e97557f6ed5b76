import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { openDatabase } from '../apps/server/src/platform/db/database.js';
import { seedIfEmpty } from '../apps/server/src/modules/seed/seed.service.js';
import { login, startServer } from '../scripts/server-process.js';
import { load, printLoadTable } from './lib/http-load.js';
import { generateGroup } from './org-data.js';

/** The honest baseline of a table read: see runAdminBench. */
const TRIVIAL_READ = '/api/main/sysPos/page?pageNo=1&pageSize=20';

/**
 * Issue 3 figures, on PGlite with a generated group of 10,000 organisations and 50,000
 * accounts: GET /main/sysUser/page (20 rows) and GET /main/sysOrg/tree beside the trivial
 * authenticated route, 50 connections. Goals: the page ≥ 30% of the trivial route's req/s;
 * the tree served in < 100 ms at p50 (measured with one connection, i.e. without queueing).
 * Issue 8: the tree requested with `accept-encoding` as browsers send it ≥ 30% of the
 * trivial route's req/s (cached per data scope, serialised and compressed once).
 *
 * Two baselines, both measured in this run. `checkToken` was the trivial authenticated route
 * when these goals were set, and it still is the reference they name; but since validated
 * sessions are cached in the process (issue 8, ADR 003) it touches no database at all and got
 * about 25× faster, so a route that reads a table now looks like a few percent of it (the
 * account page read 3%) although it did not get slower. The second baseline is an equally
 * authenticated trivial read that still goes to the database: `sysPos/page`, the same guard
 * (token, cached session, button permission) and the same shape of work (a 20-row page and its
 * total) over the handful of seeded positions. Against it, a ratio says what the 50,000
 * accounts or the 10,000-organisation tree themselves cost.
 */
export async function runAdminBench(seconds = Number(process.env.BENCH_SECONDS ?? 10)): Promise<void> {
  const orgs = Number(process.env.BENCH_ORGS ?? 10_000);
  const users = Number(process.env.BENCH_USERS ?? 50_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-bench-admin-'));
  const started = Date.now();
  const database = await openDatabase({ dataDir, log: pino({ level: 'silent' }) });
  await seedIfEmpty(database.db, { demo: true, adminPassword: undefined });
  await generateGroup(database.db, { orgs, users });
  await database.close();
  console.log(`\nGenerated ${orgs} organisations and ${users} accounts in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const server = await startServer({ DATA_DIR: dataDir });
  try {
    const token = await login(server.url, 'superAdmin', 'Carbon@Admin1');
    const opts = { connections: 50, seconds };
    await load(server.url, '/api/main/checkToken', token, { connections: 10, seconds: 2 });
    // The tree alone first, with one connection: its serving time without queueing behind others.
    const treeAlone = await load(server.url, '/api/main/sysOrg/tree', token, {
      connections: 1,
      seconds: Math.max(3, Math.round(seconds / 2)),
    });
    await load(server.url, TRIVIAL_READ, token, { connections: 10, seconds: 2 });
    const baseline = await load(server.url, '/api/main/checkToken', token, opts);
    const trivialRead = await load(server.url, TRIVIAL_READ, token, opts);
    const userPage = await load(server.url, '/api/main/sysUser/page?pageNo=1&pageSize=20', token, opts);
    const tree = await load(server.url, '/api/main/sysOrg/tree', token, opts);
    // Issue 8: the tree as a browser asks for it (compressed), served from the cache once
    // built and compressed (the warm-up also lets the server drain the slower routes' backlog).
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    await load(server.url, '/api/main/sysOrg/tree', token, { connections: 10, seconds: 3, headers: browser });
    const treeCompressed = await load(server.url, '/api/main/sysOrg/tree', token, { ...opts, headers: browser });
    printLoadTable(
      `Administration (PGlite, ${orgs} orgs, ${users} accounts, 50 connections): goal page ≥ 30% of baseline; the tree (compressed) ≥ 30%; ` +
        'baseline checkToken (session cached in the process: no database)',
      baseline,
      [trivialRead, userPage, tree, treeCompressed],
    );
    printLoadTable(
      `The same rows beside an equally authenticated trivial read (${TRIVIAL_READ}: same guard, a 20-row page of a table of a few rows, one database round trip each for rows and total)`,
      trivialRead,
      [userPage, tree, treeCompressed],
    );
    console.log(`GET /api/main/sysOrg/tree, one connection: p50 ${treeAlone.p50Ms} ms, p99 ${treeAlone.p99Ms} ms (goal p50 < 100 ms)`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
