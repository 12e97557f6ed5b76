import { createRequire } from 'node:module';
import autocannon from 'autocannon';

type BodyQueue = { peek(): { body: string } | undefined; addBody(data: Buffer): void };
const BODY_START = 64;

/**
 * Makes autocannon keep only the start of each response body. It decodes every body into one string
 * (lib/pipelinedRequestsQueue.js `addBody`), of which the load checks only the start ('{"success":true',
 * bench/lib/http-load.ts). For the curve of the group (a 5 MB JSON body, 0.4 MB brotli) that decoding was
 * most of the load generator's time: in CPU profiles the client spent 8 of 8 seconds in Buffer#toString
 * while the server's main thread was 90% idle, so the client, not the server, set the pace. Every route
 * of every bench, the trivial one too, is measured with the patched client (`BENCH_FULL_BODIES=1`: autocannon as
 * it is, every body decoded, to compare with earlier runs).
 */
function keepBodyStarts(): void {
  const queue = (createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: BodyQueue }).prototype;
  queue.addBody = function (this: BodyQueue, data: Buffer) {
    const req = this.peek();
    if (req && req.body.length < BODY_START) req.body += data.toString('utf8', 0, Math.min(data.length, BODY_START));
  };
}

let bodiesPatched = false;

export type LoadRow = { route: string; reqPerSec: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number };

export type LoadOptions = {
  connections: number;
  seconds: number;
  /** e.g. `accept-encoding`, as a browser sends it (the row's name then says so). */
  headers?: Record<string, string>;
};

/**
 * autocannon at `connections` for `seconds` against one GET route; every response must be a
 * success envelope (a compressed one is decoded once beforehand and checked, then counted by status).
 */
export async function load(
  url: string,
  route: string,
  token: string,
  opts: LoadOptions = { connections: 50, seconds: 10 },
): Promise<LoadRow> {
  let badBodies = 0;
  const headers = { authorization: `Bearer ${token}`, ...opts.headers };
  if (opts.headers?.['accept-encoding']) {
    // fetch decodes what the server compressed: the same envelope, whatever the encoding
    const res = await fetch(url + route, { headers });
    if (!(await res.text()).startsWith('{"success":true')) throw new Error(`${route} did not answer a success envelope`);
  }
  if (!bodiesPatched && !process.env.BENCH_FULL_BODIES) {
    keepBodyStarts();
    bodiesPatched = true;
  }
  const compressed = Boolean(opts.headers?.['accept-encoding']);
  const result = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.seconds,
    headers,
    requests: [
      {
        method: 'GET',
        path: route,
        // a compressed body was checked above; collecting each one would load the client, not the server
        ...(compressed
          ? {}
          : {
              onResponse: (_status: number, body: string) => {
                if (!body.startsWith('{"success":true')) badBodies++;
              },
            }),
      },
    ],
  });
  return {
    route: opts.headers?.['accept-encoding'] ? `${route} (${opts.headers['accept-encoding']})` : route,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + badBodies,
    non2xx: result.non2xx,
  };
}

/** Prints rows as a table with each route's req/s as a share of the baseline's. */
export function printLoadTable(title: string, baseline: LoadRow, rows: LoadRow[]): void {
  console.log(`\n${title}`);
  console.table(
    [baseline, ...rows].map((r) => ({
      route: r.route,
      'req/s': r.reqPerSec,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      'vs baseline': `${((r.reqPerSec / baseline.reqPerSec) * 100).toFixed(0)}%`,
      errors: r.errors + r.non2xx,
    })),
  );
}
