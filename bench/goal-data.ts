import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../apps/server/src/platform/db/database.js';
import { rowsOf } from '../apps/server/src/platform/db/sql-kit.js';
import type { GeneratedInventory } from './inventory-data.js';

/**
 * The issue 13 bench's year, added to the generated inventory (bench/inventory-data.ts: a group
 * of 10,000 organisations, one approved annual 2025 task each): twelve monthly 2025 projects
 * with one approved task per organisation in the same tree (parents, paths), each task's kept
 * roll-up (inventory_task_total) a month's share of its annual one (8-10 % by month), and
 * submitted control targets 2025 for the group and its business groups (the achievement view's
 * rows). Monthly tasks carry roll-ups and no entries: the bench measures the achievement read,
 * which reads only the roll-ups. Set-based SQL; kept beside the inventory with its own marker.
 */
async function generateYear(db: Db, inv: GeneratedInventory, adminId: number): Promise<{ rootOrgId: number; goals: number }> {
  const [root] = await rowsOf<{ org_id: number }>(db, sql`SELECT org_id FROM inventory_task WHERE id = ${inv.rootTaskId}`);
  const rootOrgId = Number(root!.org_id);
  for (let month = 1; month <= 12; month++) {
    const [p] = await rowsOf<{ id: number }>(
      db,
      sql`INSERT INTO inventory_project (name, type, year, month, org_id, deadline, gwp_set, created_by)
          VALUES (${`基准测试 2025 年 ${month} 月盘查`}, 'monthly', 2025, ${month}, ${rootOrgId}, '2026-03-31', 'AR5', ${adminId}) RETURNING id`,
    );
    const projectId = Number(p!.id);
    await db.execute(sql`
      INSERT INTO inventory_task (project_id, org_id, name, task_status, initiator_id, boundary_method, inventory_way, deadline)
      SELECT ${projectId}, org_id, name || ${` ${month} 月`}, 7, initiator_id, boundary_method, inventory_way, deadline
      FROM inventory_task WHERE project_id = ${inv.projectId}`);
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
    await db.execute(sql`
      INSERT INTO inventory_task_total (task_id, bucket, value)
      SELECT m.id, tt.bucket, CASE WHEN tt.bucket IN ('n') THEN tt.value ELSE tt.value * ${8 + (month % 3)} / 100 END
      FROM inventory_task_total tt
      JOIN inventory_task a ON a.id = tt.task_id AND a.project_id = ${inv.projectId}
      JOIN inventory_task m ON m.project_id = ${projectId} AND m.org_id = a.org_id`);
  }
  // submitted control targets: the group and its business groups, about 9 % of the annual total a month
  const goals = await rowsOf<{ id: number }>(
    db,
    sql`
    INSERT INTO goal_row (kind, year, org_id, level, baseline_year, annual, months, state, revision, created_by, updated_by)
    SELECT 'absolute_control', 2025, o.id, CASE WHEN o.id = ${rootOrgId} THEN 'fii' ELSE 'business_group' END, 2020,
           round(t.total), array_fill(round(t.total * 0.09), ARRAY[12]), 'submitted', 1, ${adminId}, ${adminId}
    FROM sys_org o
    JOIN inventory_task a ON a.org_id = o.id AND a.project_id = ${inv.projectId}
    CROSS JOIN LATERAL (SELECT sum(value) AS total FROM inventory_task_total
                        WHERE task_id = a.id AND bucket IN ('s1', 's2l', 's3')) t
    WHERE o.id = ${rootOrgId} OR o.pid = ${rootOrgId}
    RETURNING id`,
  );
  await db.execute(sql`
    INSERT INTO goal_revision (goal_id, kind, year, org_id, revision, baseline_year, annual, months, submitted_by, submitted_at)
    SELECT id, kind, year, org_id, 1, baseline_year, annual, months, ${adminId}, now() FROM goal_row WHERE kind = 'absolute_control' AND year = 2025`);
  return { rootOrgId, goals: goals.length };
}

/** The year read back from its marker when a previous run added it to this data directory, else added now. */
export async function keptOrGeneratedYear(dataDir: string, inv: GeneratedInventory): Promise<{ rootOrgId: number; goals: number }> {
  const marker = path.join(dataDir, 'bench-goal.json');
  if (fs.existsSync(marker)) return JSON.parse(fs.readFileSync(marker, 'utf8')) as { rootOrgId: number; goals: number };
  const started = Date.now();
  const database = await openDatabase({ dataDir, log: pino({ level: 'silent' }) });
  const [admin] = await rowsOf<{ id: number }>(database.db, sql`SELECT id FROM sys_user WHERE account = 'superAdmin'`);
  const year = await generateYear(database.db, inv, Number(admin!.id));
  await database.close();
  console.log(
    `Added 12 monthly inventories (${inv.taskCount} tasks each) and ${year.goals} control targets in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  fs.writeFileSync(marker, JSON.stringify(year));
  return year;
}
