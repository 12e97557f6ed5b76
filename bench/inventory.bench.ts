import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { login, startServer } from '../scripts/server-process.js';
import { load, printLoadTable } from './lib/http-load.js';
import { keptOrGenerated } from './inventory-data.js';

/**
 * Issue 10 figures, on PGlite with a generated group of 10,000 organisations and 1,000,000
 * emission entries (one task per organisation, all approved):
 * - the task list and one task's entries (20 per page) at 50 connections beside the trivial
 *   paged route (GET /sysPos/page, a table of a few rows) in the same run: goal ≥ 30% of its requests/s; and
 *   p99 ≤ 50 ms with one connection;
 * - the summary of the group's root task (all 1,000,000 entries) beside one indexed single-row
 *   read through the same stack (GET /factor/detail), one connection each: goal ≤ 3× its time per request.
 */
export async function runInventoryBench(seconds = Number(process.env.BENCH_SECONDS ?? 10)): Promise<void> {
  const orgs = Number(process.env.BENCH_ORGS ?? 10_000);
  const entries = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
  // BENCH_KEEP_DIR: generate into that directory once and reuse it on later runs (while iterating); by default a
  // fresh temporary directory, removed at the end
  const keepDir = process.env.BENCH_KEEP_DIR;
  const dataDir = keepDir ? path.resolve(keepDir) : fs.mkdtempSync(path.join(os.tmpdir(), 'cs-bench-inventory-'));
  const inv = await keptOrGenerated(dataDir, keepDir !== undefined, orgs, entries);

  const server = await startServer({ DATA_DIR: dataDir });
  try {
    const token = await login(server.url, 'superAdmin', 'Carbon@Admin1');
    const taskPage = '/api/main/inventoryTask/page?pageNo=1&pageSize=20';
    const entryPage = `/api/main/inventoryEntry/page?taskId=${inv.leafTaskId}&pageNo=1&pageSize=20`;
    const summary = `/api/main/inventoryTask/summary?id=${inv.rootTaskId}`;
    const trivial = '/api/main/sysPos/page?pageNo=1&pageSize=20';
    const oneRow = `/api/main/factor/detail?id=${inv.rateId}`;
    const warm = { connections: 10, seconds: 2 };
    for (const r of [trivial, taskPage, entryPage, summary, oneRow]) await load(server.url, r, token, warm);

    const opts = { connections: 50, seconds };
    // The trivial route: a 20-row page of a table of a few rows through the same guard (as the admin bench; GET /checkToken
    // is answered from the session cache without the database, so it measures the HTTP stack alone).
    const baseline = await load(server.url, trivial, token, opts);
    const tasks = await load(server.url, taskPage, token, opts);
    const entryRows = await load(server.url, entryPage, token, opts);
    printLoadTable(
      `Inventory lists (PGlite, ${orgs} orgs, ${entries} entries, 50 connections): goal ≥ 30% of the trivial route`,
      baseline,
      [tasks, entryRows],
    );
    const single = { connections: 1, seconds: Math.max(3, Math.round(seconds / 2)) };
    const tasksAlone = await load(server.url, taskPage, token, single);
    const entriesAlone = await load(server.url, entryPage, token, single);
    console.log(`One connection: task list p99 ${tasksAlone.p99Ms} ms, entries p99 ${entriesAlone.p99Ms} ms (goal ≤ 50 ms)`);

    const read = await load(server.url, oneRow, token, single);
    const sum = await load(server.url, summary, token, single);
    // autocannon reports whole milliseconds; with one connection the mean time per request is 1 / (req/s)
    const ratio = read.reqPerSec / Math.max(sum.reqPerSec, 1);
    printLoadTable('Summary of the root task over every entry vs one indexed row read (one connection): goal ≤ 3× its latency', read, [
      sum,
    ]);
    console.log(
      `Root-task summary ${(1000 / Math.max(sum.reqPerSec, 1)).toFixed(2)} ms per request vs single-row read ${(1000 / Math.max(read.reqPerSec, 1)).toFixed(2)} ms: ${ratio.toFixed(2)}× (goal ≤ 3×)`,
    );
  } finally {
    await server.stop();
    if (!keepDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
