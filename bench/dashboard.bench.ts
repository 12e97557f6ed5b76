import fs from 'node:fs';
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
 * roll-ups (inventory_task_total) again, in one call (dashboard.reads.ts, ADR 014).
 *
 * Three measures, one connection each: autocannon's throughput, one route after the other; the
 * headline, the two routes interleaved in short blocks (read, summary, read, …) with every request
 * timed, compared by their medians (on a machine shared with other work the load changes from
 * second to second: interleaving puts both routes under the same load); and, from the same blocks,
 * the server process's CPU time per request (/proc, Linux), which other work on the machine does
 * not inflate.
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
    const [r, d] = await interleaved(server.url, [read, summary], token, seconds * 1000, serverPid(dir.dataDir));
    console.log(
      `Interleaved (${r!.n} requests each): dashboard summary median ${d!.median.toFixed(2)} ms (mean ${d!.mean.toFixed(2)}) vs ` +
        `single-row read median ${r!.median.toFixed(2)} ms (mean ${r!.mean.toFixed(2)}): ${(d!.median / r!.median).toFixed(2)}× (goal ≤ 3×)`,
    );
    if (r!.cpuMs !== null && d!.cpuMs !== null)
      console.log(
        `Server CPU per request: dashboard summary ${d!.cpuMs.toFixed(2)} ms vs single-row read ${r!.cpuMs.toFixed(2)} ms: ` +
          `${(d!.cpuMs / r!.cpuMs).toFixed(2)}×`,
      );
  } finally {
    await server.stop();
    dir.done();
  }
}

type Stats = { n: number; median: number; mean: number; cpuMs: number | null };

/** The server process (Linux /proc): the one running apps/server/src/main.ts on `dataDir`; null elsewhere. */
function serverPid(dataDir: string): number | null {
  if (!fs.existsSync('/proc')) return null;
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('apps/server/src/main.ts')) continue;
      if (fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`DATA_DIR=${dataDir}`)) return Number(pid);
    } catch {
      // a process that ended meanwhile, or not ours to read
    }
  }
  return null;
}

/** CPU time (user + system, ms) the process has used: /proc/<pid>/stat fields 14 and 15, in clock ticks of 10 ms. */
function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The routes in turn, in blocks of `block` requests one at a time, for `ms`: each route's request
 * times (body read) and, when the server's pid is known, its CPU time per request over its blocks.
 */
async function interleaved(url: string, routes: string[], token: string, ms: number, pid: number | null, block = 10): Promise<Stats[]> {
  const times = routes.map(() => [] as number[]);
  const cpu = routes.map(() => 0);
  const headers = { authorization: `Bearer ${token}` };
  const end = performance.now() + ms;
  while (performance.now() < end) {
    for (const [i, route] of routes.entries()) {
      const cpuBefore = pid === null ? 0 : cpuMsOf(pid);
      for (let k = 0; k < block; k++) {
        const started = performance.now();
        const text = await (await fetch(url + route, { headers })).text();
        times[i]!.push(performance.now() - started);
        if (!text.startsWith('{"success":true')) throw new Error(`${route} did not answer a success envelope`);
      }
      if (pid !== null) cpu[i]! += cpuMsOf(pid) - cpuBefore;
    }
  }
  return times.map((t, i) => {
    const sorted = [...t].sort((a, b) => a - b);
    const mean = t.reduce((a, b) => a + b, 0) / t.length;
    return { n: t.length, median: sorted[Math.floor(sorted.length / 2)]!, mean, cpuMs: pid === null ? null : cpu[i]! / t.length };
  });
}
