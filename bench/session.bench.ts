import { load, printLoadTable } from './lib/http-load.js';
import { login, startServer } from '../scripts/server-process.js';

/**
 * Issue 2 figure: GET /api/main/getLoginUser beside the trivial authenticated route
 * GET /api/main/checkToken, 50 connections for 10 s each, on PGlite, in one run.
 * Goal: getLoginUser ≥ 40% of the trivial route's req/s, p99 ≤ 50 ms.
 */
export async function runSessionBench(seconds = Number(process.env.BENCH_SECONDS ?? 10)): Promise<void> {
  const server = await startServer();
  try {
    const token = await login(server.url, 'superAdmin', 'Carbon@Admin1');
    const opts = { connections: 50, seconds };
    await load(server.url, '/api/main/checkToken', token, { connections: 10, seconds: 2 }); // warm-up
    const baseline = await load(server.url, '/api/main/checkToken', token, opts);
    const loginUser = await load(server.url, '/api/main/getLoginUser', token, opts);
    printLoadTable('Sessions (PGlite, 50 connections): goal getLoginUser ≥ 40% of baseline, p99 ≤ 50 ms', baseline, [loginUser]);
  } finally {
    await server.stop();
  }
}
