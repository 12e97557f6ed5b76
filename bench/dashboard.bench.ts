import { login, startServer } from '../scripts/server-process.js';
import { load, printLoadTable } from './lib/http-load.js';
import { keptOrGeneratedYear } from './goal-data.js';
import { benchDataDir, keptOrGenerated } from './inventory-data.js';

/**
 * Issue 14, "the dashboard summary for the group over 10,000 organisations and 1,000,000 entries,
 * beside one indexed read in the same run (target: within 3 times it), from totals kept current as
 * entries are approved, not a scan per request": on PGlite, GET /dashboard/summary for the group
 * root and 2025 (the approved annual inventory of every organisation, bench/inventory-data.ts,
 * with twelve approved monthly inventories, bench/goal-data.ts; the figures, the children, the
 * months, last year and the base year all come from the kept roll-ups) beside GET /factor/detail
 * (one indexed row through the same stack), one connection each. The summary keeps no cache: every
 * request reads the roll-ups again.
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
    const ratio = base.reqPerSec / Math.max(dash.reqPerSec, 1);
    console.log(
      `Dashboard summary ${(1000 / Math.max(dash.reqPerSec, 1)).toFixed(2)} ms per request vs single-row read ` +
        `${(1000 / Math.max(base.reqPerSec, 1)).toFixed(2)} ms: ${ratio.toFixed(2)}× (goal ≤ 3×)`,
    );
  } finally {
    await server.stop();
    dir.done();
  }
}
