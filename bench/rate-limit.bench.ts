import { load, printLoadTable, type LoadRow } from './lib/http-load.js';
import { login, startServer } from '../scripts/server-process.js';

/**
 * Issue 8 (security 7): what the rate limits cost every API call. The same two trivial routes,
 * GET /api/main/getCaptchaOpen (anonymous: counted per address) and GET /api/main/checkToken
 * (signed in: counted per user), on a server without limits and on one with limits counted but
 * never reached, 50 connections each, in one run. Baseline: the server without limits.
 */
export async function runRateLimitBench(seconds = Number(process.env.BENCH_SECONDS ?? 10)): Promise<void> {
  const opts = { connections: 50, seconds };
  const measure = async (env: Record<string, string>, label: string): Promise<LoadRow[]> => {
    const server = await startServer(env);
    try {
      const token = await login(server.url, 'superAdmin', 'Carbon@Admin1');
      await load(server.url, '/api/main/checkToken', token, { connections: 10, seconds: 2 }); // warm-up
      const rows = [
        await load(server.url, '/api/main/getCaptchaOpen', token, opts),
        await load(server.url, '/api/main/checkToken', token, opts),
      ];
      return rows.map((r) => ({ ...r, route: `${r.route} (${label})` }));
    } finally {
      await server.stop();
    }
  };
  const [anonOff, userOff] = await measure({}, 'no limits');
  const [anonOn, userOn] = await measure({ RATE_LIMIT_API: '100000000', RATE_LIMIT_DENIED_AUDIT: '20' }, 'limits on');
  printLoadTable('Rate limits (PGlite, 50 connections): anonymous route with and without limits', anonOff!, [anonOn!]);
  printLoadTable('Rate limits (PGlite, 50 connections): signed-in route with and without limits', userOff!, [userOn!]);
}
