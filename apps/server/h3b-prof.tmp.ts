import pino from 'pino';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase } from './src/platform/db/database.js';
import { summaryReads, summarySql } from './src/modules/dashboard/dashboard.reads.js';
import { rowsOf } from './src/platform/db/sql-kit.js';

const database = await openDatabase({ dataDir: '/tmp/h3b-bench-full', log: pino({ level: 'silent' }) });
const db = database.db;
const q = { orgId: 11, year: 2025, years: [2025, 2024, 2020], visible: null };
const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;
const PERIOD_TYPES = sql`('monthly', 'annual')`;
const taskColumns = sql`t.id as "taskId", t.org_id as "orgId", o.pids as "orgPids", p.id as "projectId", p.name as "projectName",
  p.year, p.month, t.task_status as "taskStatus"`;
async function old() {
  const orgId = 11; const years = [2025, 2024, 2020];
  const [family] = await Promise.all([
    rowsOf<any>(db, sql`select o.id, o.pid, o.pids, o.name, o.org_type as "orgType",
            exists (select 1 from sys_org c where c.pid = o.id and c.status <> 2) as "hasChildren"
          from (select * from sys_org where id = ${orgId} union all select * from sys_org where pid = ${orgId}) o
          where o.status <> 2 order by (o.id = ${orgId}) desc, o.sort, o.id`),
    rowsOf(db, sql`select year, figures from base_year where org_id = ${orgId}`),
  ]);
  const ids = family.map((f: any) => Number(f.id));
  const own = await rowsOf<any>(db, sql`select ${taskColumns}
          from unnest(${idArray(ids)}::bigint[]) as q(org_id)
          cross join lateral (select * from inventory_task x where x.org_id = q.org_id and x.status <> 2 offset 0) t
          cross join lateral (select * from inventory_project y where y.id = t.project_id) p
          cross join lateral (select pids from sys_org z where z.id = t.org_id) o
          where p.status <> 2 and p.type in ${PERIOD_TYPES} and p.year = any(${`{${years.join(',')}}`}::int[])`);
  const periods = [2024, 2020].flatMap((y) => Array.from({ length: 13 }, (_, m) => y * 100 + m));
  for (const o of ids) {
    const below = `%[${o}],%`;
    await rowsOf(db, sql`select ${taskColumns}
          from inventory_project p
          cross join lateral (select * from inventory_task x where x.project_id = p.id and x.status <> 2 offset 0) t
          cross join lateral (select pids from sys_org z where z.id = t.org_id) o
          left join inventory_task pt on pt.id = t.parent_id
          left join sys_org po on po.id = pt.org_id
          where p.year = any(${'{2024,2020}'}::int[]) and p.status <> 2 and p.type in ${PERIOD_TYPES}
            and (p.year * 100 + coalesce(p.month, 0)) = any(${`{${periods.join(',')}}`}::int[]) and o.pids like ${below}
            and (po.id is null or not (po.id = ${o} or po.pids like ${below}))`);
  }
  const taskIds = own.filter((t: any) => Number(t.taskStatus) === 7).map((t: any) => Number(t.taskId));
  await rowsOf(db, sql`select r.id as "taskId", tt.bucket, tt.value::text as value
          from unnest(${idArray(taskIds)}::bigint[]) as r(id)
          cross join lateral (select bucket, value from inventory_task_total x where x.task_id = r.id offset 0) tt`);
}
const fns: Record<string, () => Promise<unknown>> = {
  row: () => rowsOf(db, sql`select * from emission_factor where id = 1`),
  old,
  new: () => summaryReads(db, q),
  planOnly: () => rowsOf(db, sql`explain (costs off) ${summarySql(q)}`),
};
const times: Record<string, number[]> = Object.fromEntries(Object.keys(fns).map((k) => [k, []]));
for (let i = 0; i < 3; i++) for (const f of Object.values(fns)) await f();
const N = Number(process.env.N ?? 60);
for (let i = 0; i < N; i++) for (const [k, f] of Object.entries(fns)) { const t = performance.now(); await f(); times[k]!.push(performance.now() - t); }
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
for (const [k, a] of Object.entries(times)) console.log(k.padEnd(10), 'median', med(a).toFixed(2), 'ms', ' ratio to row', (med(a) / med(times.row!)).toFixed(2));
await database.close();
