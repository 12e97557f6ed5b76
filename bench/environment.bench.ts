import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { buildHj212DataPacket, hj212Qn } from '@carbon/domain';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase, type Db } from '../apps/server/src/platform/db/database.js';
import { rowsOf } from '../apps/server/src/platform/db/sql-kit.js';
import { seedIfEmpty } from '../apps/server/src/modules/seed/seed.service.js';
import { reconcileMenus } from '../apps/server/src/modules/seed/menu-reconcile.js';
import { login, startServer } from '../scripts/server-process.js';
import { load, printLoadTable } from './lib/http-load.js';
import { benchDataDir } from './inventory-data.js';

/**
 * Issue 15 figures (PGlite): 100 automatic points × one COD reading a minute × BENCH_ENV_DAYS days
 * (default 30: 4.32 million readings) ingested
 *  - through the HTTP route (batches of 5,000, the route's maximum, 4 requests in flight),
 *  - through the HJ 212 listener on loopback (100 devices, one real-time packet a minute each,
 *    streamed as a device catching up after an outage sends them, the last one answered),
 * beside a bare INSERT of the same rows into a table of the same shape and keys, in the same run
 * (goal: each ≥ 30% of the bare insert's readings per second). Each path and the baseline start
 * from an empty readings table (the HTTP path's rows are counted, then removed). Then the hourly
 * and daily averages and the alarms of the listener's readings, the averages job driven with a
 * clock; then the alarm-log page under autocannon
 * beside the trivial paged route (goal ≥ 30%). Data: 30–39 mg/L against a 50 mg/L hourly limit,
 * with exceedance hours (80 and 110 mg/L) spread over the points, so alarms of every rank exist.
 *
 * The ingestion runs in this process (the app built as main.ts builds it, its scheduler stopped so
 * that only the driven job computes). What each path sends (request bodies, packet streams, the
 * baseline's JSON) is built before its clock starts, so the load generator's share is only sending it.
 * The autocannon part starts the real server as a child process on the same data.
 */
const POINTS = Number(process.env.BENCH_ENV_POINTS ?? 100);
const BATCH = 5_000;

type Point = { id: string; deviceKey: string; mn: string };
type Figure = { path: string; readings: number; seconds: number; perSecond: number };

/** COD of point p at minute m of the period: 30–39 mg/L, with some hours at 80 (ratio 1.6) or 110 (2.2). */
function cod(p: number, minute: number): string {
  const hour = Math.floor(minute / 60);
  if ((hour + 7 * p) % 173 === 0) return '110';
  if ((hour + 7 * p) % 41 === 0) return '80';
  return String(30 + ((p + minute) % 10));
}

async function timed(name: string, readings: number, run: () => Promise<void>): Promise<Figure> {
  const started = performance.now();
  await run();
  const seconds = (performance.now() - started) / 1000;
  return { path: name, readings, seconds: Number(seconds.toFixed(1)), perSecond: Math.round(readings / seconds) };
}

async function api<T>(url: string, token: string, route: string, body?: unknown): Promise<T> {
  const res = await fetch(url + route, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const env = (await res.json()) as { success: boolean; message: string; data: T };
  if (!env.success) throw new Error(`${route}: ${env.message}`);
  return env.data;
}

async function addPoints(url: string, token: string, orgId: string, prefix: string): Promise<Point[]> {
  const out: Point[] = [];
  for (let i = 0; i < POINTS; i++) {
    const p = await api<Point>(url, token, '/api/main/envPoint/add', {
      orgId,
      name: `${prefix} outlet ${i}`,
      monitoringType: 1,
      pointType: 1,
      modeType: 1,
      mn: `${prefix}${String(i).padStart(4, '0')}`,
      hj212Password: 'bench1',
      pollutants: [{ code: 'w01018', unit: 'mg/L', hourlyLimit: '50', dailyLimit: '40' }],
    });
    out.push(p);
  }
  return out;
}

/** The HTTP route's request bodies: each point's readings in batches of 5,000 (built before the clock starts). */
function httpBodies(points: Point[], start: number, minutes: number): { point: Point; body: string }[] {
  const bodies: { point: Point; body: string }[] = [];
  points.forEach((point, p) => {
    for (let from = 0; from < minutes; from += BATCH) {
      const readings = [];
      for (let m = from; m < Math.min(minutes, from + BATCH); m++) {
        readings.push({ pollutant: 'w01018', time: new Date(start + m * 60_000).toISOString(), value: cod(p, m) });
      }
      bodies.push({ point, body: JSON.stringify({ pointId: point.id, readings }) });
    }
  });
  return bodies;
}

/** The HTTP route: the bodies sent, `inFlight` requests at a time. */
async function viaHttp(url: string, bodies: { point: Point; body: string }[], inFlight = 4): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const { point, body } = bodies[next++]!;
      const res = await fetch(`${url}/api/main/envReading/ingest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-key': point.deviceKey },
        body,
      });
      const env = (await res.json()) as { success: boolean; message: string };
      if (!env.success) throw new Error(`ingest: ${env.message}`);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
}

/**
 * What one device sends (built before the clock starts): every minute's real-time packet without an answer asked,
 * in writes of 500 packets as a device catching up sends them, then a last packet that asks for one.
 */
function deviceStream(point: Point, p: number, start: number, minutes: number): { writes: Buffer[]; last: Buffer } {
  const packet = (m: number, answer: boolean) =>
    buildHj212DataPacket({
      mn: point.mn,
      pw: 'bench1',
      cn: '2011',
      dataTime: new Date(start + m * 60_000),
      values: [{ code: 'w01018', value: cod(p, m) }],
      qn: hj212Qn(new Date(start + m * 60_000)),
      answer,
    });
  const writes: Buffer[] = [];
  for (let m = 0; m < minutes - 1; m += 500) {
    let chunk = '';
    for (let i = m; i < Math.min(m + 500, minutes - 1); i++) chunk += packet(i, false);
    writes.push(Buffer.from(chunk, 'latin1'));
  }
  return { writes, last: Buffer.from(packet(minutes - 1, true), 'latin1') };
}

/** One device on loopback: sends its stream, waits for the answer to its last packet (all are stored by then). */
async function device(port: number, mn: string, stream: { writes: Buffer[]; last: Buffer }): Promise<void> {
  const socket = net.connect({ host: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const answered = new Promise<void>((resolve, reject) => {
    let got = '';
    socket.on('data', (d: Buffer) => {
      got += d.toString('latin1');
      if (got.includes('CN=9014')) resolve();
    });
    socket.once('close', () => reject(new Error(`device ${mn}: connection closed before the answer`)));
  });
  for (const chunk of stream.writes) if (!socket.write(chunk)) await new Promise((r) => socket.once('drain', r));
  socket.write(stream.last);
  await answered;
  socket.destroy();
}

/** The baseline's statements' JSON: the same rows, 5,000 a statement (built before the clock starts). */
function bareBatches(start: number, minutes: number): string[] {
  const batches: string[] = [];
  for (let p = 0; p < POINTS; p++) {
    for (let from = 0; from < minutes; from += BATCH) {
      const rows = [];
      for (let m = from; m < Math.min(minutes, from + BATCH); m++) {
        rows.push({
          point: 1_000_000 + p,
          pollutant: 'w01018',
          kind: 'realtime',
          time: new Date(start + m * 60_000).toISOString(),
          value: cod(p, m),
        });
      }
      batches.push(JSON.stringify(rows));
    }
  }
  return batches;
}

/** The baseline: the rows into a table of env_reading's shape and keys, one INSERT of 5,000 rows at a time. */
async function bareInsert(db: Db, batches: string[]): Promise<void> {
  await db.execute(sql`create table if not exists bench_env_reading (like env_reading including all)`);
  await db.execute(sql`truncate bench_env_reading`);
  for (const json of batches) {
    await db.execute(sql`insert into bench_env_reading (point_id, pollutant, kind, time, value)
      select x.point, x.pollutant, x.kind, x.time, x.value
      from json_to_recordset(${json}::json) as x(point bigint, pollutant text, kind text, time timestamptz, value numeric)`);
  }
}

/** Checks that a path stored every reading, and prints how its ingestion log counts them (lines: a point's share of a statement). */
async function pathStored(db: Db, source: 'http' | 'hj212', total: number): Promise<void> {
  const stored = await count(db, sql`select count(*) as n from env_reading`);
  if (stored !== total) throw new Error(`${source}: expected ${total} stored readings, found ${stored}`);
  const [log] = await rowsOf<{ n: string; avg: string }>(
    db,
    sql`select count(*) as n, round(avg(received)) as avg from env_ingest_log where outcome = 'ok' and source = ${source}`,
  );
  console.log(
    `${source}: ${stored} readings stored; ingestion log ${log?.n} lines (a point's part of a statement), ${log?.avg} readings each`,
  );
}

async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(db, query);
  return Number(row?.n ?? 0);
}

export async function runEnvironmentBench(): Promise<void> {
  const days = Number(process.env.BENCH_ENV_DAYS ?? 30);
  const minutes = Math.round(days * 1440);
  const total = POINTS * minutes;
  // the period: `days` whole days ending at the last Beijing midnight before now
  const beijingMidnight = Math.floor((Date.now() + 8 * 3600_000) / 86_400_000) * 86_400_000 - 8 * 3600_000;
  const start = beijingMidnight - minutes * 60_000;
  const dir = benchDataDir('cs-bench-env-');
  const log = pino({ level: 'warn' });
  const config = loadConfig({
    DATA_DIR: dir.dataDir,
    WEB_DIST: path.join(dir.dataDir, 'no-web'),
    HJ212_PORT: '0',
    ...{ RATE_LIMIT_SIGNIN: '0', RATE_LIMIT_CAPTCHA: '0', RATE_LIMIT_API: '0' },
  });
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: undefined, log });
  await seedIfEmpty(database.db, { demo: true, adminPassword: undefined });
  await reconcileMenus(database.db);
  const app = await buildApp({ config, database, logger: log });
  const figures: Figure[] = [];
  let hours = 0;
  let alarms = 0;
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    await app.services.scheduler.stop(); // only the driven job below computes averages
    const port = (await app.services.hj212.start())!; // started by listen; this waits for it
    const token = await login(url, 'superAdmin', 'Carbon@Admin1');
    const [park] = await rowsOf<{ id: string }>(database.db, sql`select id::text as id from sys_org where code = 'fii-ccbg-longhua'`);
    const httpPoints = await addPoints(url, token, park!.id, 'HTTP');
    const tcpPoints = await addPoints(url, token, park!.id, 'TCP');
    console.log(`\nEnvironmental monitoring: ${POINTS} points × ${minutes} minutes = ${total.toLocaleString('en')} readings per path`);

    // the baseline runs before and after the two paths and counts as both runs together: it brackets them in time,
    // so neither a cold first run nor a load change on the shared machine during the paths favours a side
    // what each path sends is built before its clock starts: the figures are the server's, not the load generator's
    let bareRows = bareBatches(start, minutes);
    const bareBefore = await timed('bare INSERT, before', total, () => bareInsert(database.db, bareRows));
    let bodies = httpBodies(httpPoints, start, minutes);
    figures.push(await timed('HTTP route, batches of 5,000', total, () => viaHttp(url, bodies)));
    bodies = [];
    // each path writes into an empty readings table, as the baseline does: the HTTP path's rows are counted, then removed
    await pathStored(database.db, 'http', total);
    await database.db.execute(sql`truncate env_reading, env_dirty_hour, env_dirty_day`);
    let streams = tcpPoints.map((point, p) => deviceStream(point, p, start, minutes));
    figures.push(
      await timed(`HJ 212 listener, ${POINTS} devices on loopback`, total, () =>
        Promise.all(tcpPoints.map((point, p) => device(port, point.mn, streams[p]!))).then(() => undefined),
      ),
    );
    streams = [];
    const bareAfter = await timed('bare INSERT, after', total, () => bareInsert(database.db, bareRows));
    bareRows = [];
    const bareSecs = total / bareBefore.perSecond + total / bareAfter.perSecond;
    figures.unshift({
      path: `bare INSERT of the same rows (baseline: before ${bareBefore.perSecond}/s, after ${bareAfter.perSecond}/s, together)`,
      readings: total,
      seconds: Number((bareSecs / 2).toFixed(1)),
      perSecond: Math.round((2 * total) / bareSecs),
    });
    await pathStored(database.db, 'hj212', total);

    // the averages job, driven with a clock a day after the period: every hour and day is complete
    const averaged = await timed('averages and alarms (job runs)', 0, async () => {
      for (let run = 0; run < 100_000; run++) {
        await app.services.envMonitoring.averages.runDue(new Date(beijingMidnight + 86_400_000));
        const left = await count(
          database.db,
          sql`select (select count(*) from env_dirty_hour) + (select count(*) from env_dirty_day) as n`,
        );
        if (left === 0) break;
      }
    });
    hours = await count(database.db, sql`select count(*) as n from env_average where period = 'hour'`);
    alarms = await count(database.db, sql`select count(*) as n from env_alarm`);
    figures.push({
      ...averaged,
      path: `averages: ${hours} hourly averages/s`,
      readings: hours,
      perSecond: Math.round(hours / averaged.seconds),
    });
  } finally {
    await app.close();
    await database.close();
  }
  const baseline = figures[0]!.perSecond;
  const ingestion = figures.filter((f) => !f.path.startsWith('averages'));
  console.table(
    figures.map((f, i) => ({
      path: f.path,
      count: f.readings,
      seconds: f.seconds,
      'per second': f.perSecond,
      'vs bare insert': ingestion.includes(f) ? `${((f.perSecond / baseline) * 100).toFixed(0)}%` : '',
      'goal ≥ 30%': i === 0 || !ingestion.includes(f) ? '' : f.perSecond >= 0.3 * baseline ? 'met' : 'NOT met',
    })),
  );
  console.log(`${hours} hourly averages, ${alarms} alarms. Goal: each ingestion path ≥ 30% of the bare insert's readings per second.`);
  for (const f of ingestion.slice(1))
    console.log(`  ${f.path}: ${f.perSecond} readings/s = ${((f.perSecond / baseline) * 100).toFixed(0)}% of ${baseline}`);

  // the alarm log under load, beside the trivial paged route, on the real server (child process, same data)
  const server = await startServer({ DATA_DIR: dir.dataDir });
  try {
    const token = await login(server.url, 'superAdmin', 'Carbon@Admin1');
    const seconds = Number(process.env.BENCH_SECONDS ?? 10);
    const trivialRoute = '/api/main/sysPos/page?pageNo=1&pageSize=20';
    // as in project.bench.ts: the previous run's queued requests drain, then a short warm-up, then the measure
    const drain = async () =>
      void (await (await fetch(server.url + trivialRoute, { headers: { authorization: `Bearer ${token}` } })).text());
    const routes = ['/api/main/envAlarm/page?pageNo=1&pageSize=20', '/api/main/envAlarm/counts'];
    const once = async (route: string) => {
      await drain();
      return load(server.url, route, token, { connections: 50, seconds });
    };
    // A row of 0 req/s and no errors is a server that answered nothing within the run (requests still
    // open at its end are neither counted nor timed out): the freshly started server was still busy
    // (first requests compile every route, its scheduler's first ticks run). So every route is warmed
    // up before any is measured, and a row that still answers nothing is measured again, and said so.
    for (const route of [trivialRoute, ...routes]) {
      await drain();
      await load(server.url, route, token, { connections: 10, seconds: 2 });
    }
    const measure = async (route: string) => {
      const row = await once(route);
      if (row.reqPerSec > 0) return row;
      console.log(`${route}: no answer within ${seconds} s (server stalled); measured again`);
      return once(route);
    };
    const trivial = await measure(trivialRoute);
    const rows = [];
    for (const route of routes) rows.push(await measure(route));
    printLoadTable(`Alarm log (${alarms} alarms, 50 connections): goal ≥ 30% of the trivial route`, trivial, rows);
  } finally {
    await server.stop();
    if (fs.existsSync(dir.dataDir)) dir.done();
  }
}
