import autocannon from 'autocannon';

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
