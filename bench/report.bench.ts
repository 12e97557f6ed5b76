import { login, startServer } from '../scripts/server-process.js';
import { load, printLoadTable } from './lib/http-load.js';
import { benchDataDir, keptOrGenerated } from './inventory-data.js';

/**
 * Issue 11, "a consolidated report over 10,000 organisations and 1,000,000 entries (generate,
 * then detail), beside one indexed read in the same run": on PGlite, the group's report
 * consolidated by equity share over the generated inventory (bench/inventory-data.ts, every task
 * approved), then its detail beside GET /factor/detail (one indexed row through the same stack),
 * one connection each. Goal: the detail within 3× the read's time per request.
 */
export async function runReportBench(seconds = Number(process.env.BENCH_SECONDS ?? 10)): Promise<void> {
  const orgs = Number(process.env.BENCH_ORGS ?? 10_000);
  const entries = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
  const dir = benchDataDir('cs-bench-report-');
  const inv = await keptOrGenerated(dir.dataDir, dir.keep, orgs, entries);
  const server = await startServer({ DATA_DIR: dir.dataDir });
  try {
    const token = await login(server.url, 'superAdmin', 'Carbon@Admin1');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const project = (await (await fetch(`${server.url}/api/main/inventoryProject/detail?id=${inv.projectId}`, { headers })).json()) as {
      data: { orgId: string };
    };
    const started = performance.now();
    const res = await fetch(`${server.url}/api/main/report/consolidate`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ projectId: String(inv.projectId), orgId: project.data.orgId, approach: 'equity', template: 'ghg' }),
    });
    const body = (await res.json()) as { success: boolean; message: string; data: { id: string; lineCount: number; entryCount: number } };
    if (!body.success) throw new Error(`consolidate refused: ${body.message}`);
    const generateS = (performance.now() - started) / 1000;
    console.log(
      `\nConsolidated report of the group (${body.data.lineCount} entities, ${body.data.entryCount} entries) generated in ${generateS.toFixed(1)} s`,
    );
    const read = `/api/main/factor/detail?id=${inv.rateId}`;
    const detail = `/api/main/report/detail?id=${body.data.id}`;
    for (const r of [read, detail]) await load(server.url, r, token, { connections: 1, seconds: 2 });
    const single = { connections: 1, seconds: Math.max(3, Math.round(seconds / 2)) };
    const base = await load(server.url, read, token, single);
    const det = await load(server.url, detail, token, single);
    printLoadTable('Consolidated report detail vs one indexed row read (one connection): goal ≤ 3× its time', base, [det]);
    const ratio = base.reqPerSec / Math.max(det.reqPerSec, 1);
    console.log(
      `Report detail ${(1000 / Math.max(det.reqPerSec, 1)).toFixed(2)} ms per request vs single-row read ${(1000 / Math.max(base.reqPerSec, 1)).toFixed(2)} ms: ${ratio.toFixed(2)}× (goal ≤ 3×)`,
    );
  } finally {
    await server.stop();
    dir.done();
  }
}
