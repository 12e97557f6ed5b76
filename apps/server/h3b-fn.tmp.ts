import fs from 'node:fs';
import pino from 'pino';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase } from './src/platform/db/database.js';
import { rowsOf } from './src/platform/db/sql-kit.js';

const database = await openDatabase({ dataDir: '/tmp/h3b-bench-full', log: pino({ level: 'silent' }) });
const db = database.db;
const fns: Record<string, SQL> = { row: sql`select * from emission_factor where id = 1` };
for (const v of (process.env.V ?? 'v_trivial,v_fam,v_taskcount,v_tasks,v_full').split(',')) {
  const text = fs.readFileSync(`/tmp/h3b/${v}.sql`, 'utf8').replace('CREATE FUNCTION dashboard_summary_reads', `CREATE FUNCTION pg_temp.${v}`);
  await db.execute(sql.raw(text));
  fns[v] = sql`select ${sql.raw(`pg_temp.${v}`)}(${11}, ${2025}, ${'{2025,2024,2020}'}::int[], ${null}::bigint[]) as doc`;
}
const times: Record<string, number[]> = {};
const N = Number(process.env.N ?? 60);
for (let i = 0; i < N + 8; i++)
  for (const [k, s] of Object.entries(fns)) {
    const t0 = process.cpuUsage();
    await rowsOf(db, s);
    const c = process.cpuUsage(t0);
    if (i >= 8) (times[k] ??= []).push((c.user + c.system) / 1000);
  }
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
for (const [k, a] of Object.entries(times)) console.log(k.padEnd(14), med(a).toFixed(2));
await database.close();
