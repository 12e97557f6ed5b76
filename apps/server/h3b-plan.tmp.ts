import pino from 'pino';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase } from './src/platform/db/database.js';
import { summarySql } from './src/modules/dashboard/dashboard.reads.js';
import { rowsOf } from './src/platform/db/sql-kit.js';

const database = await openDatabase({ dataDir: '/tmp/h3b-bench-full', log: pino({ level: 'silent' }) });
const db = database.db;
const q = { orgId: 11, year: 2025, years: [2025, 2024, 2020], visible: null };
const B = '{s1,s2l,s2m,s3,c1,c2,c3,c4,c5,c6,c7,c8,c9,c10,c11,c12,c13,c14,c15}';
const simple = sql`with fam as materialized (
          select o.id, o.pid, o.pids, o.name, o.org_type, o.sort,
            exists (select 1 from sys_org c where c.pid = o.id and c.status <> 2) as has_children
          from (select * from sys_org where id = ${11} union all select * from sys_org where pid = ${11}) o
          where o.status <> 2
        ),
        own as materialized (
          select t.id, t.org_id, t.task_status, p.id as project_id, p.name, p.year, p.month
          from fam f
          cross join lateral (select * from inventory_task x where x.org_id = f.id and x.status <> 2 offset 0) t
          cross join lateral (select * from inventory_project y where y.id = t.project_id) p
          where p.status <> 2 and p.type in ('monthly','annual') and p.year = any(${'{2025,2024,2020}'}::int[])
        )
        select json_build_object(
          'family', (select json_agg(f) from fam f),
          'tasks', (select json_agg(o) from own o),
          'rollups', (select json_object_agg(n.id, r.buckets) from own n
                      cross join lateral (select json_object_agg(tt.bucket, tt.value::text) as buckets
                        from (select * from inventory_task_total x where x.task_id = n.id and x.bucket = any(${B}::text[]) offset 0) tt) r
                      where n.task_status = 7)
        ) as doc`;
const ownOnly = sql`select t.id, t.org_id, t.task_status, p.id as project_id, p.name, p.year, p.month
          from unnest(${'{11,12,13,14,15,16,17,18,19,20,21}'}::bigint[]) f(id)
          cross join lateral (select * from inventory_task x where x.org_id = f.id and x.status <> 2 offset 0) t
          cross join lateral (select * from inventory_project y where y.id = t.project_id) p
          where p.status <> 2 and p.type in ('monthly','annual') and p.year = any(${'{2025,2024,2020}'}::int[])`;
const fns: Record<string, SQL> = {
  row: sql`select * from emission_factor where id = 1`,
  full: summarySql(q),
  simple,
  ownOnly,
};
const times: Record<string, number[]> = {};
const N = Number(process.env.N ?? 40);
for (let i = 0; i < N + 3; i++)
  for (const [k, s] of Object.entries(fns)) {
    for (const mode of ['plan', 'run'] as const) {
      const t0 = process.cpuUsage();
      await rowsOf(db, mode === 'plan' ? sql`explain (costs off) ${s}` : s);
      const c = process.cpuUsage(t0); if (i >= 3) (times[`${k}:${mode}`] ??= []).push((c.user + c.system) / 1000);
    }
  }
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
for (const [k, a] of Object.entries(times)) console.log(k.padEnd(14), med(a).toFixed(2));
await database.close();
