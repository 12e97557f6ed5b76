import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { parsedJson } from '../../platform/db/list-kit.js';
import { rowsOf } from '../../platform/db/sql-kit.js';
import { APPROVED_TASK_STATUS } from '../goal/period-task.js';
import type { FamilyOrg, PeriodTask, Rollup } from './dashboard.repo.js';

/**
 * The summary's read (docs/decisions/014-dashboard.md, "Cost"): ONE call of the database function
 * `dashboard_summary_reads` (migrations 0021_dashboard.sql, 0022_dashboard_categories.sql) answering one JSON value, whatever the
 * size of the tree: the organisation and its live children, the kept base year, whether the
 * caller's scope covers the whole subtree, the tasks of the years' monthly and annual inventories
 * that can speak for them (their own, and for a period without one the highest tasks below), and
 * the kept roll-ups (inventory_task_total, kept current as entries are submitted and approved,
 * ADR 009) of the approved ones. Which of those tasks count is decided in dashboard.service.ts.
 *
 * One value, not rows: on the embedded database each statement and each received field costs
 * more than finding it (platform/db/list-kit.ts). A function, not a statement: PL/pgSQL keeps its
 * statement's plan for the session, and planning this statement costs more than running it.
 */

/** The roll-up buckets the figures read (rollup.ts): scopes 1, 2 (location, market), 3 and the 15 scope-3 categories. */
const FIGURE_BUCKETS = `{s1,s2l,s2m,s3,${Array.from({ length: 15 }, (_, i) => `c${i + 1}`).join(',')}}`;

const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;
const num = (v: unknown) => Number(v);

export type SummaryReads = {
  /** The organisation (first) and its live children by sort. */
  family: FamilyOrg[];
  /** The organisation's kept base year (the report module's, consolidated), if set. */
  kept: { year: number; totals: Record<string, string> | null } | undefined;
  /** Whether the scope covers the organisation's whole live subtree (always, for a caller who sees everything). */
  full: boolean;
  /**
   * The live tasks (any status) of the organisation itself in the years' inventories, and of each
   * child in the year's (its row shows only the year), without the child's months when it has an
   * approved annual task of its own that year (its year is then that task, whatever the months say).
   */
  own: PeriodTask[];
  /** Organisation → the highest tasks below it in the periods (as `own` limits them) where it has no task of its own. */
  below: Map<number, PeriodTask[]>;
  /** Task → kept roll-up (the figure buckets) of every approved task of `own` and `below`; empty unless `full`. */
  rollups: Map<number, Rollup>;
  /**
   * The tasks whose roll-ups include the scope-3 categories (the others give their scope figures
   * only): the organisation's tasks of the year, its months only when it has no approved annual
   * task of its own. null: every task's (the function as migration 0021 created it).
   */
  categorised: Set<number> | null;
};

type TaskJson = Omit<PeriodTask, 'approved'> & { forOrg: number | null; taskStatus: number };
type Doc = {
  family: (Omit<FamilyOrg, 'hasChildren'> & { hasChildren: boolean })[];
  kept: { year: number; totals: Record<string, string> | null } | null;
  full: boolean;
  tasks: TaskJson[];
  rollups: Record<string, Record<string, string>>;
  categorised?: number[];
};

const asTask = (t: TaskJson): PeriodTask => ({
  taskId: num(t.taskId),
  orgId: num(t.orgId),
  orgPids: String(t.orgPids),
  projectId: num(t.projectId),
  projectName: String(t.projectName),
  year: num(t.year),
  month: t.month === null ? null : num(t.month),
  approved: num(t.taskStatus) === APPROVED_TASK_STATUS,
});

const rollupMap = (o: Record<string, Record<string, string>>) =>
  new Map<number, Rollup>(Object.entries(o).map(([id, r]) => [num(id), new Map(Object.entries(r ?? {}))]));

export type SummaryQuery = { orgId: number; year: number; years: readonly number[]; visible: readonly number[] | null };

/**
 * The summary's reads for `orgId` and `year` over `years` (the year, last year and the base year).
 * `visible`: the organisations of the caller's scope (null: everything).
 */
export async function summaryReads(db: Db, q: SummaryQuery): Promise<SummaryReads> {
  const visible = q.visible === null ? null : idArray(q.visible);
  const [row] = await rowsOf<{ doc: unknown }>(
    db,
    sql`select dashboard_summary_reads(${q.orgId}, ${q.year}, ${`{${q.years.join(',')}}`}::int[], ${visible}::bigint[]) as doc`,
  );
  return fromDoc(parsedJson<Doc>(row!.doc));
}

function fromDoc(doc: Doc): SummaryReads {
  const belowMap = new Map<number, PeriodTask[]>();
  const own: PeriodTask[] = [];
  for (const t of doc.tasks) {
    if (t.forOrg === null) own.push(asTask(t));
    else belowMap.set(num(t.forOrg), [...(belowMap.get(num(t.forOrg)) ?? []), asTask(t)]);
  }
  return {
    family: doc.family.map((o) => ({ ...o, id: num(o.id), pid: num(o.pid), hasChildren: Boolean(o.hasChildren) })),
    kept: doc.kept ? { year: num(doc.kept.year), totals: doc.kept.totals ?? null } : undefined,
    full: Boolean(doc.full),
    own,
    below: belowMap,
    rollups: rollupMap(doc.rollups),
    categorised: doc.categorised ? new Set(doc.categorised.map(num)) : null,
  };
}

/**
 * For a caller who does not see the whole subtree: the live tasks of the distribution subtrees of
 * `taskIds` (themselves included) with their parent task and kept roll-up, in one statement.
 */
export async function scopedTrees(
  db: Db,
  taskIds: readonly number[],
): Promise<{ tree: { taskId: number; parentId: number | null; orgId: number }[]; rollups: Map<number, Rollup> }> {
  if (taskIds.length === 0) return { tree: [], rollups: new Map() };
  const [row] = await rowsOf<{ doc: unknown }>(
    db,
    sql`with tree as materialized (
          select t.id, t.parent_id, t.org_id from inventory_task t
          where t.status <> 2 and (t.id = any(${idArray(taskIds)}::bigint[]) or t.path && ${idArray(taskIds)}::bigint[])
        )
        select json_build_object(
          'tree', (select coalesce(json_agg(json_build_object('taskId', id, 'parentId', parent_id, 'orgId', org_id)), '[]') from tree),
          'rollups', (select coalesce(json_object_agg(t.id, r.buckets), '{}') from tree t
                      cross join lateral (select coalesce(json_object_agg(tt.bucket, tt.value::text), '{}') as buckets
                        from (select * from inventory_task_total x where x.task_id = t.id and x.bucket = any(${FIGURE_BUCKETS}::text[]) offset 0) tt) r)
        ) as doc`,
  );
  const doc = parsedJson<{
    tree: { taskId: number; parentId: number | null; orgId: number }[];
    rollups: Record<string, Record<string, string>>;
  }>(row!.doc);
  return {
    tree: doc.tree.map((t) => ({ taskId: num(t.taskId), parentId: t.parentId === null ? null : num(t.parentId), orgId: num(t.orgId) })),
    rollups: rollupMap(doc.rollups),
  };
}
