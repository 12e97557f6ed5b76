import pino from 'pino';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase } from './src/platform/db/database.js';
import { summarySql } from './src/modules/dashboard/dashboard.reads.js';
import { rowsOf } from './src/platform/db/sql-kit.js';

const database = await openDatabase({ dataDir: '/tmp/h3b-bench-full', log: pino({ level: 'silent' }) });
const db = database.db;
const q = { orgId: 11, year: 2025, years: [2025, 2024, 2020], visible: null };
const B = '{s1,s2l,s2m,s3,c1,c2,c3,c4,c5,c6,c7,c8,c9,c10,c11,c12,c13,c14,c15}';
const lean = (org: number) => sql`select json_build_object(
  'family', (select json_agg(json_build_object('id', o.id, 'pid', o.pid, 'pids', o.pids, 'name', o.name, 'orgType', o.org_type, 'sort', o.sort,
       'hasChildren', exists (select 1 from sys_org c where c.pid = o.id and c.status <> 2)))
     from (select * from sys_org where id = ${org} union all select * from sys_org where pid = ${org}) o where o.status <> 2),
  'kept', (select json_build_object('year', b.year, 'totals', b.figures -> 'totals') from base_year b where b.org_id = ${org}),
  'tasks', (select json_agg(json_build_object('o', t.org_id, 't', t.id, 's', t.task_status, 'p', p.id, 'n', p.name, 'y', p.year, 'm', p.month,
        'r', case when t.task_status = 7 then (select json_object_agg(tt.bucket, tt.value::text) from inventory_task_total tt
                   where tt.task_id = t.id and tt.bucket = any(${B}::text[])) end))
     from (select id from sys_org where id = ${org} union all select id from sys_org where pid = ${org}) f
     cross join lateral (select * from inventory_task x where x.org_id = f.id and x.status <> 2 offset 0) t
     cross join lateral (select * from inventory_project y where y.id = t.project_id) p
     where p.status <> 2 and p.type in ('monthly','annual') and p.year = any(${'{2025,2024,2020}'}::int[]))
) as doc`;
const dialect = new PgDialect();
const full = dialect.sqlToQuery(summarySql(q));
// inline params into a plpgsql function body
let body = full.sql.replace(/\$(\d+)/g, (_, n) => `p${n}`);
const params = full.params;
const sig = params.map((p, i) => `p${i + 1} ${typeof p === 'number' ? 'bigint' : 'text'}`).join(', ');
await db.execute(sql.raw(`create function pg_temp.dash(${sig}) returns json language plpgsql stable as $f$ begin return (${body}); end $f$`));
const call = sql.raw(`select pg_temp.dash(${params.map((p) => (typeof p === 'number' ? p : `'${p}'`)).join(', ')}) as doc`);
await db.execute(sql.raw(`prepare dashp as ${full.sql.replace(/\$(\d+)/g, (_, n) => { const p = params[Number(n) - 1]; return typeof p === 'number' ? `${p}` : `'${p}'`; })}`));
const fns: Record<string, SQL> = {
  row: sql`select * from emission_factor where id = 1`,
  full: summarySql(q),
  lean: lean(11),
  fn: call,
  prepared: sql.raw('execute dashp'),
};
const times: Record<string, number[]> = {};
const N = Number(process.env.N ?? 40);
for (let i = 0; i < N + 8; i++)
  for (const [k, s] of Object.entries(fns)) {
    const t0 = process.cpuUsage();
    await rowsOf(db, s);
    const c = process.cpuUsage(t0);
    if (i >= 8) (times[k] ??= []).push((c.user + c.system) / 1000);
  }
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
for (const [k, a] of Object.entries(times)) console.log(k.padEnd(14), med(a).toFixed(2));
const [d] = await rowsOf<{ doc: unknown }>(db, lean(11));
console.log(JSON.stringify(d!.doc).length);
await database.close();
