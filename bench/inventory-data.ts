import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../apps/server/src/platform/db/database.js';
import { seedIfEmpty } from '../apps/server/src/modules/seed/seed.service.js';
import { rowsOf } from '../apps/server/src/platform/db/sql-kit.js';
import { generateGroup } from './org-data.js';

/**
 * A generated inventory for the issue 10 bench: a group of `orgs` organisations, one annual
 * project, one task per organisation distributed down the tree (parent task = the parent
 * organisation's task, `path` = ancestor task ids), `entries` emission entries spread evenly over
 * the tasks, each with its stored engine result (calc_result), and the roll-up totals the server
 * keeps (inventory_task_total) for every task's subtree. Every task is approved (status 7), so all
 * entries count. Written in set-based SQL: the bench measures reads, not the generator.
 */
export async function generateInventory(db: Db, opts: { orgs: number; users: number; entries: number; adminId: number }) {
  const group = await generateGroup(db, { orgs: opts.orgs, users: opts.users });
  const projectRows = await rowsOf<{ id: number }>(
    db,
    sql`
    INSERT INTO inventory_project (name, type, year, org_id, deadline, gwp_set, created_by)
    VALUES ('基准测试年度盘查', 'annual', 2025, ${group.rootId}, '2026-03-31', 'AR5', ${opts.adminId}) RETURNING id`,
  );
  const projectId = Number(projectRows[0]!.id);
  const orgIds = group.orgIds;
  // one task per organisation, then parents and paths from the organisation tree
  await db.execute(sql`
    INSERT INTO inventory_task (project_id, org_id, name, task_status, initiator_id, boundary_method, inventory_way, deadline)
    SELECT ${projectId}, o.id, o.name || ' 2025 年度盘查', 7, ${opts.adminId}, 'operational-control', 'compliance', '2026-03-31'
    FROM sys_org o WHERE o.id = ANY(${`{${orgIds.join(',')}}`}::bigint[])`);
  await db.execute(sql`
    UPDATE inventory_task t SET parent_id = p.id
    FROM sys_org o, inventory_task p
    WHERE t.project_id = ${projectId} AND o.id = t.org_id AND p.project_id = ${projectId} AND p.org_id = o.pid`);
  await db.execute(sql`
    WITH RECURSIVE tree AS (
      SELECT id, ARRAY[]::bigint[] AS path FROM inventory_task WHERE project_id = ${projectId} AND parent_id IS NULL
      UNION ALL
      SELECT c.id, tree.path || c.parent_id FROM inventory_task c JOIN tree ON c.parent_id = tree.id
    )
    UPDATE inventory_task t SET path = tree.path FROM tree WHERE t.id = tree.id AND array_length(tree.path, 1) > 0`);
  const taskRows = await rowsOf<{ id: number; org_id: number }>(
    db,
    sql`SELECT id, org_id FROM inventory_task WHERE project_id = ${projectId} ORDER BY id`,
  );
  const firstTask = Number(taskRows[0]!.id);
  const taskCount = taskRows.length;
  const input = {
    type: 'combustion-cn',
    consumption: '12.5',
    consumptionUnit: 't',
    ncv: '41.868',
    carbonContent: '0.0202',
    oxidationRate: '0.98',
  };
  const explanation = { method: 'combustion-cn', formula: 'AD × NCV × CC × OF × 44/12', inputs: [], factors: [], gwpSet: 'AR5' };
  // entries in batches of 100,000 (a result row and an entry row each)
  const batch = 100_000;
  for (let from = 0; from < opts.entries; from += batch) {
    const to = Math.min(opts.entries, from + batch) - 1;
    await db.execute(sql`
      WITH tasks AS (SELECT id, org_id, row_number() OVER (ORDER BY id) - 1 AS n FROM inventory_task WHERE project_id = ${projectId}),
      src AS (
        SELECT g AS i, t.id AS task_id, t.org_id, ((g % 3) + 1) AS scope, CASE WHEN g % 3 = 2 THEN ((g / 3) % 15) + 1 END AS category,
               round(37.5 + (g % 100) / 10.0, 4) AS tco2e
        FROM generate_series(${from}::int, ${to}::int) g JOIN tasks t ON t.n = g % ${taskCount}
      ),
      results AS (
        INSERT INTO calc_result (org_id, source_type, input, gwp_set, tco2e, gases, gases_co2e, explanation, created_by)
        SELECT org_id, 'combustion-cn', ${JSON.stringify(input)}::jsonb, 'AR5', tco2e,
               jsonb_build_object('CO2', tco2e::text), jsonb_build_object('CO2', tco2e::text), ${JSON.stringify(explanation)}::jsonb, ${opts.adminId}
        FROM src ORDER BY i RETURNING id, org_id, tco2e
      ),
      numbered AS (SELECT r.*, row_number() OVER (ORDER BY r.id) - 1 + ${from} AS i FROM results r)
      INSERT INTO inventory_entry (task_id, org_id, scope, category, source_name, facility, source_type, input, gwp_set,
                                   result_id, tco2e, activity_quality, calibration_level, factor_quality, quality_score, created_by, updated_by)
      SELECT s.task_id, s.org_id, s.scope, s.category, '天然气锅炉', '锅炉 ' || (s.i % 7 + 1), 'combustion-cn', ${JSON.stringify(input)}::jsonb, 'AR5',
             n.id, n.tco2e, 4, 4, 3, 3.6667, ${opts.adminId}, ${opts.adminId}
      FROM numbered n JOIN src s ON s.i = n.i`);
  }
  // the roll-up every task keeps for its subtree (what submitting each task adds)
  await db.execute(sql`
    INSERT INTO inventory_task_total (task_id, bucket, value)
    SELECT anc, bucket, sum(v) FROM (
      SELECT unnest(t.path || t.id) AS anc, b.bucket, b.v
      FROM (SELECT task_id, scope, category, sum(tco2e) AS t, sum((activity_quality + calibration_level + factor_quality) * tco2e) AS qw, count(*) AS n FROM inventory_entry
            WHERE task_id >= ${firstTask} GROUP BY task_id, scope, category) e
      JOIN inventory_task t ON t.id = e.task_id
      CROSS JOIN LATERAL (VALUES
        (CASE e.scope WHEN 1 THEN 's1' WHEN 2 THEN 's2l' ELSE 's3' END, e.t),
        (CASE WHEN e.scope = 2 THEN 's2m' END, e.t),
        (CASE WHEN e.scope = 3 THEN 'c' || e.category END, e.t),
        ('qw', e.qw), ('qn', e.t), ('n', e.n::numeric)
      ) AS b(bucket, v)
      WHERE b.bucket IS NOT NULL
    ) x GROUP BY anc, bucket`);
  const rootTask = taskRows.find((t) => Number(t.org_id) === group.rootId)!;
  const leafTask = taskRows.at(-1)!;
  return { projectId, rootTaskId: Number(rootTask.id), leafTaskId: Number(leafTask.id), taskCount, tag: group.tag };
}

/** The generated inventory with the seeded library's first factor id (the single-row read baseline). */
export type GeneratedInventory = Awaited<ReturnType<typeof generateInventory>> & { rateId: number };

/**
 * A data directory holding the generated inventory: read back from its marker when `keep` and a
 * previous run left one of the same size, else seeded and generated now (and marked when `keep`).
 */
export async function keptOrGenerated(dataDir: string, keep: boolean, orgs: number, entries: number): Promise<GeneratedInventory> {
  const marker = path.join(dataDir, 'bench-inventory.json');
  if (keep && fs.existsSync(marker)) {
    const kept = JSON.parse(fs.readFileSync(marker, 'utf8')) as GeneratedInventory & { orgs: number; entries: number };
    if (kept.orgs === orgs && kept.entries === entries) {
      console.log(`\nReusing ${orgs} organisations, ${kept.taskCount} tasks and ${entries} entries in ${dataDir}`);
      return kept;
    }
    throw new Error(`${dataDir} holds ${kept.orgs} organisations and ${kept.entries} entries: remove it or set BENCH_KEEP_DIR elsewhere`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const started = Date.now();
  const database = await openDatabase({ dataDir, log: pino({ level: 'silent' }) });
  await seedIfEmpty(database.db, { demo: true, adminPassword: undefined });
  const admins = await rowsOf<{ id: number }>(database.db, sql`SELECT id FROM sys_user WHERE account = 'superAdmin'`);
  const rates = await rowsOf<{ id: number }>(database.db, sql`SELECT id FROM emission_factor ORDER BY id LIMIT 1`);
  const inv = await generateInventory(database.db, { orgs, users: 1_000, entries, adminId: Number(admins[0]!.id) });
  await database.close();
  console.log(
    `\nGenerated ${orgs} organisations, ${inv.taskCount} tasks and ${entries} entries in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const generated = { ...inv, rateId: Number(rates[0]!.id) };
  if (keep) fs.writeFileSync(marker, JSON.stringify({ ...generated, orgs, entries }));
  return generated;
}

/** BENCH_KEEP_DIR (generate once, reuse while iterating) or a fresh temporary directory removed by `done`. */
export function benchDataDir(prefix: string): { dataDir: string; keep: boolean; done: () => void } {
  const keepDir = process.env.BENCH_KEEP_DIR;
  const dataDir = keepDir ? path.resolve(keepDir) : fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dataDir, keep: keepDir !== undefined, done: () => (keepDir ? undefined : fs.rmSync(dataDir, { recursive: true, force: true })) };
}
