import { login, startServer } from '../scripts/server-process.js';
import { load, printLoadTable } from './lib/http-load.js';
import { benchDataDir } from './inventory-data.js';
import { keptOrGeneratedProjects } from './project-data.js';

/**
 * Issue 12 figures, on PGlite with a generated group of 10,000 organisations and 20,000
 * energy-saving projects (bench/project-data.ts): the project list (20 per page) and the MACC of
 * the group's root (every project of the group; and one estimated start year, as the projectList
 * page asks it), plain and compressed as a browser asks for it, at 50 connections, beside the
 * trivial paged route (GET /sysPos/page, a table of a few rows) in the same run. Goal: the list
 * and the curve as a browser asks for it ≥ 30% of the trivial route's requests per second.
 */
export async function runProjectBench(seconds = Number(process.env.BENCH_SECONDS ?? 10)): Promise<void> {
  const orgs = Number(process.env.BENCH_ORGS ?? 10_000);
  const projects = Number(process.env.BENCH_PROJECTS ?? 20_000);
  const dir = benchDataDir('cs-bench-project-');
  const gen = await keptOrGeneratedProjects(dir.dataDir, dir.keep, orgs, projects);
  const server = await startServer({ DATA_DIR: dir.dataDir });
  try {
    const token = await login(server.url, 'superAdmin', 'Carbon@Admin1');
    const trivial = '/api/main/sysPos/page?pageNo=1&pageSize=20';
    const page = '/api/main/project/page?pageNo=1&pageSize=20';
    const macc = `/api/main/project/macc?orgId=${gen.rootId}`;
    const maccYear = `/api/main/project/macc?orgId=${gen.rootId}&year=2024`;
    const headers = { authorization: `Bearer ${token}` };
    for (const [name, route] of [
      ['MACC of the group', macc],
      ['MACC of the group, 2024', maccYear],
    ] as const) {
      const res = (await (await fetch(server.url + route, { headers })).json()) as { data: { rows: unknown[] } };
      const bytes = JSON.stringify(res).length;
      console.log(`${name}: ${res.data.rows.length} bars, ${(bytes / 1024).toFixed(0)} kB of JSON`);
    }
    // the curve as a browser asks for it (compressed): kept per scope, organisation and year until the data
    // change, serialised and compressed once (platform/http/prepared-body.ts), as the organisation tree is
    const browser = { 'accept-encoding': 'gzip, deflate, br' };

    const opts = { connections: 50, seconds };
    // Before each run the previous run's queued requests (up to 50 of a slower route) drain: a request sent now is
    // answered after them, the embedded database taking its statements in turn. Then a short warm-up of the route.
    // No route is charged for another's backlog.
    const drain = async () => void (await (await fetch(server.url + trivial, { headers })).text());
    const measure = async (route: string, extra?: Record<string, string>) => {
      await drain();
      await load(server.url, route, token, { connections: 10, seconds: 2, ...(extra ? { headers: extra } : {}) });
      await drain();
      return load(server.url, route, token, { ...opts, ...(extra ? { headers: extra } : {}) });
    };
    const baseline = await measure(trivial);
    const rows = [
      await measure(page),
      await measure(maccYear),
      await measure(maccYear, browser),
      await measure(macc),
      await measure(macc, browser),
    ];
    printLoadTable(
      `Energy-saving projects (PGlite, ${orgs} orgs, ${projects} projects, 50 connections): goal ≥ 30% of the trivial route`,
      baseline,
      rows,
    );
    for (const r of rows) {
      const share = (r.reqPerSec / Math.max(baseline.reqPerSec, 1)) * 100;
      console.log(`${r.route}: ${r.reqPerSec} req/s, ${share.toFixed(0)}% of the trivial route (goal ≥ 30%)`);
    }
  } finally {
    await server.stop();
    dir.done();
  }
}
