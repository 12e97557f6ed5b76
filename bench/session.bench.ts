import { load, printLoadTable } from './lib/http-load.js';
import { login, startServer } from '../scripts/server-process.js';

/**
 * Issue 2 figure: GET /api/main/getLoginUser beside the trivial authenticated route
 * GET /api/main/checkToken, 50 connections for 10 s each, on PGlite, in one run.
 * Goal: getLoginUser ≥ 40% of the trivial route's req/s, p99 ≤ 50 ms.
 * Issue 8 figure, same run: both beside the trivial unauthenticated route
 * GET /api/main/getCaptchaOpen (no session, no database). Goal: getLoginUser ≥ 40% of it,
 * p99 ≤ 50 ms: what validating a session and building the login snapshot cost on top.
 */
export async function runSessionBench(seconds = Number(process.env.BENCH_SECONDS ?? 10)): Promise<void> {
  const server = await startServer();
  try {
    const token = await login(server.url, 'superAdmin', 'Carbon@Admin1');
    const opts = { connections: 50, seconds };
    for (const route of ['/api/main/getCaptchaOpen', '/api/main/checkToken', '/api/main/getLoginUser'])
      await load(server.url, route, token, { connections: 10, seconds: 2 }); // warm-up
    const unauthenticated = await load(server.url, '/api/main/getCaptchaOpen', token, opts);
    const baseline = await load(server.url, '/api/main/checkToken', token, opts);
    const loginUser = await load(server.url, '/api/main/getLoginUser', token, opts);
    printLoadTable('Sessions (PGlite, 50 connections): goal getLoginUser ≥ 40% of baseline, p99 ≤ 50 ms', baseline, [loginUser]);
    printLoadTable(
      'Sessions vs an unauthenticated route (PGlite, 50 connections): goal getLoginUser ≥ 40% of baseline, p99 ≤ 50 ms',
      unauthenticated,
      [baseline, loginUser],
    );
  } finally {
    await server.stop();
  }
}
