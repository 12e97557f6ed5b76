import { login, startServer } from '../scripts/server-process.js';
import { load, printLoadTable } from './lib/http-load.js';
import { keptOrGeneratedYear } from './goal-data.js';
import { benchDataDir, keptOrGenerated } from './inventory-data.js';

/**
 * Issue 14, "the dashboard summary for the group over 10,000 organisations and 1,000,000 entries,
 * beside one indexed read in the same run (target: within 3 times it), from totals kept current as
 * entries are approved, not a scan per request": on PGlite, GET /dashboard/summary for the group
 * root and 2025 (the approved annual inventory of every organisation, bench/inventory-data.ts,
 * with twelve approved monthly inventories, bench/goal-data.ts) beside GET /factor/detail (one
 * indexed row through the same stack). The summary keeps no cache: every request reads the kept
 * roll-ups (inventory_task_total) again, in one statement (dashboard.reads.ts).
 *
 * Two measures, one connection each: autocannon's throughput, one route after the other; and the
 * headline, requests interleaved one by one (read, summary, read, …) timed each, compared by their
 * medians: on a machine shared with other work the load changes from second to second, and
 * interleaving puts both routes under the same load.
 */
export async function runDashboardBench(seconds = Number(process.env.BENCH_SECONDS ?? 10)): Promise<void> {
  const orgs = Number(process.env.BENCH_ORGS ?? 10_000);
  const entries = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
  const dir = benchDataDir('cs-bench-dashboard-');
  const inv = await keptOrGenerated(dir.dataDir, dir.keep, orgs, entries);
  const year = await keptOrGeneratedYear(dir.dataDir, inv);
  const server = await startServer({ DATA_DIR: dir.dataDir });
  try {
    const token = await login(server.url, 'superAdmin', 'Carbon@Admin1');
    const read = `/api/main/factor/detail?id=${inv.rateId}`;
    const summary = `/api/main/dashboard/summary?year=2025&orgId=${year.rootOrgId}`;
    const body = (await (await fetch(server.url + summary, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      success: boolean;
      message: string;
      data: { total: string | null; basis: string | null; byOrg: unknown[]; byMonth: { total: string | null }[] };
    };
    if (!body.success || body.data.total === null) throw new Error(`dashboard summary refused or empty: ${body.message}`);
    console.log(
      `\nDashboard of the group, 2025: total ${body.data.total} tCO2e (${body.data.basis}), ${body.data.byOrg.length} business groups, ` +
        `${body.data.byMonth.filter((m) => m.total !== null).length} months reported`,
    );
    for (const r of [read, summary]) await load(server.url, r, token, { connections: 1, seconds: 2 });
    const single = { connections: 1, seconds: Math.max(3, Math.round(seconds / 2)) };
    const base = await load(server.url, read, token, single);
    const dash = await load(server.url, summary, token, single);
    printLoadTable(
      `Dashboard summary of the group (${orgs} orgs, ${entries} entries) vs one indexed row read (one connection): goal ≤ 3× its time`,
      base,
      [dash],
    );
    console.log(
      `One after the other: dashboard summary ${(1000 / Math.max(dash.reqPerSec, 1)).toFixed(2)} ms per request vs single-row read ` +
        `${(1000 / Math.max(base.reqPerSec, 1)).toFixed(2)} ms: ${(base.reqPerSec / Math.max(dash.reqPerSec, 1)).toFixed(2)}×`,
    );
    const pairs = await interleaved(server.url, [read, summary], token, seconds * 1000);
    const [r, d] = pairs.map(stats) as [Stats, Stats];
    console.log(
      `Interleaved (${r.n} requests each): dashboard summary median ${d.median.toFixed(2)} ms (mean ${d.mean.toFixed(2)}) vs ` +
        `single-row read median ${r.median.toFixed(2)} ms (mean ${r.mean.toFixed(2)}): ${(d.median / r.median).toFixed(2)}× (goal ≤ 3×)`,
    );
  } finally {
    await server.stop();
    dir.done();
  }
}

type Stats = { n: number; median: number; mean: number };
const stats = (ms: number[]): Stats => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { n: ms.length, median: sorted[Math.floor(sorted.length / 2)]!, mean: ms.reduce((a, b) => a + b, 0) / ms.length };
};

/** Each route in turn, one request at a time, for `ms`: every response's time (body read), per route. */
async function interleaved(url: string, routes: string[], token: string, ms: number): Promise<number[][]> {
  const times = routes.map(() => [] as number[]);
  const headers = { authorization: `Bearer ${token}` };
  const end = performance.now() + ms;
  while (performance.now() < end) {
    for (const [i, route] of routes.entries()) {
      const started = performance.now();
      const text = await (await fetch(url + route, { headers })).text();
      times[i]!.push(performance.now() - started);
      if (!text.startsWith('{"success":true')) throw new Error(`${route} did not answer a success envelope`);
    }
  }
  return times;
}
