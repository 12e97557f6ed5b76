import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { parsedJson } from '../../platform/db/list-kit.js';
import { rowsOf } from '../../platform/db/sql-kit.js';
import { APPROVED, type FamilyOrg, type PeriodTask, type Rollup } from './dashboard.repo.js';

/**
 * The summary's read (docs/decisions/014-dashboard.md, "Cost"): ONE statement answering one JSON
 * value, whatever the size of the tree: the organisation and its live children, the kept base year,
 * whether the caller's scope covers the whole subtree, the children's and its own tasks of the
 * years' monthly and annual inventories, for each organisation and period without a task of its
 * own the highest tasks below it, and the kept roll-ups (inventory_task_total, kept current as
 * entries are submitted and approved, ADR 009) of the approved tasks the figures can use. On the
 * embedded database each statement and each received row costs more than finding it (the same
 * reason as platform/db/list-kit.ts), so the reads go in one round trip as one value.
 *
 * `lateral … offset 0` keeps each step an index lookup: PGlite never analyses its tables, and
 * its planner would otherwise join whole tables.
 */

/** The roll-up buckets the figures read (rollup.ts): scopes 1, 2 (location, market), 3 and the 15 scope-3 categories. */
const FIGURE_BUCKETS = `{s1,s2l,s2m,s3,${Array.from({ length: 15 }, (_, i) => `c${i + 1}`).join(',')}}`;
/** Inventory project types whose approved tasks give a year or a month. */
const PERIOD_TYPES = sql`('monthly', 'annual')`;

const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;
const num = (v: unknown) => Number(v);

export type SummaryReads = {
  /** The organisation (first) and its live children by sort. */
  family: FamilyOrg[];
  /** The organisation's kept base year (the report module's, consolidated), if set. */
  kept: { year: number; totals: Record<string, string> | null } | undefined;
  /** Whether the scope covers the organisation's whole live subtree (always, for a caller who sees everything). */
  full: boolean;
  /** The live tasks of the organisation and its children themselves in the years' inventories (any status). */
  own: PeriodTask[];
  /** Organisation → the highest tasks below it in the periods where it has no task of its own. */
  below: Map<number, PeriodTask[]>;
  /**
   * Task → kept roll-up of the approved tasks the figures may use (only when `full`): every task
   * speaking for the organisation; for a child, only its tasks of `year`, and its months only when
   * it has no approved annual task of its own that year (its year is then that annual task).
   */
  rollups: Map<number, Rollup>;
};

type TaskJson = Omit<PeriodTask, 'approved'> & { forOrg: number | null; taskStatus: number };
type Doc = {
  family: (Omit<FamilyOrg, 'hasChildren'> & { hasChildren: boolean })[];
  kept: { year: number; totals: Record<string, string> | null } | null;
  full: boolean;
  tasks: TaskJson[];
  rollups: Record<string, Record<string, string>>;
};

const asTask = (t: TaskJson): PeriodTask => ({
  taskId: num(t.taskId),
  orgId: num(t.orgId),
  orgPids: String(t.orgPids),
  projectId: num(t.projectId),
  projectName: String(t.projectName),
  year: num(t.year),
  month: t.month === null ? null : num(t.month),
  approved: num(t.taskStatus) === APPROVED,
});

const rollupMap = (o: Record<string, Record<string, string>>) =>
  new Map<number, Rollup>(Object.entries(o).map(([id, r]) => [num(id), new Map(Object.entries(r ?? {}))]));

export type SummaryQuery = { orgId: number; year: number; years: readonly number[]; visible: readonly number[] | null };

/**
 * The summary's reads for `orgId` and `year` over `years` (the year, last year and the base year).
 * `visible`: the organisations of the caller's scope (null: everything).
 */
export async function summaryReads(db: Db, q: SummaryQuery): Promise<SummaryReads> {
  const [row] = await rowsOf<{ doc: unknown }>(db, summarySql(q));
  return fromDoc(parsedJson<Doc>(row!.doc));
}

/** The statement of `summaryReads` (exported for EXPLAIN while tuning it). */
export function summarySql(q: SummaryQuery): SQL {
  const { orgId, year } = q;
  const years = `{${q.years.join(',')}}`;
  const below = `%[${orgId}],%`;
  const full: SQL =
    q.visible === null
      ? sql`true`
      : sql`not exists (select 1 from sys_org s where (s.id = ${orgId} or s.pids like ${below}) and s.status <> 2
                          and s.id <> all(${idArray(q.visible)}::bigint[]))`;
  return sql`with fam as materialized (
          select o.id, o.pid, o.pids, o.name, o.org_type, o.sort,
            exists (select 1 from sys_org c where c.pid = o.id and c.status <> 2) as has_children
          from (select * from sys_org where id = ${orgId} union all select * from sys_org where pid = ${orgId}) o
          where o.status <> 2
        ),
        scope_full as materialized (select ${full} as v),
        proj as materialized (
          select p.id, p.name, p.year, p.month from inventory_project p
          where p.year = any(${years}::int[]) and p.status <> 2 and p.type in ${PERIOD_TYPES}
        ),
        own as materialized (
          select f.id as speaker, t.id, t.org_id, t.task_status, t.project_id
          from fam f
          cross join lateral (select * from inventory_task x where x.org_id = f.id and x.status <> 2 offset 0) t
          join proj p on p.id = t.project_id
        ),
        open as materialized (
          select f.id as speaker, p.id as project_id
          from fam f cross join proj p
          where f.has_children and not exists (
            select 1 from own o join proj op on op.id = o.project_id
            where o.speaker = f.id and op.year = p.year and op.month is not distinct from p.month)
        ),
        below as materialized (
          select op.speaker, t.id, t.org_id, t.task_status, t.project_id
          from open op
          cross join lateral (select * from inventory_task x where x.project_id = op.project_id and x.status <> 2 offset 0) t
          cross join lateral (select pids from sys_org z where z.id = t.org_id) o
          left join inventory_task pt on pt.id = t.parent_id
          left join sys_org po on po.id = pt.org_id
          where o.pids like '%[' || op.speaker || '],%'
            and (po.id is null or not (po.id = op.speaker or po.pids like '%[' || op.speaker || '],%'))
        ),
        tasks as (
          select null::bigint as for_org, speaker, id, org_id, task_status, project_id from own
          union all
          select speaker as for_org, speaker, id, org_id, task_status, project_id from below
        ),
        annual_own as materialized (
          select distinct o.speaker from own o join proj p on p.id = o.project_id
          where o.task_status = ${APPROVED} and p.year = ${year} and p.month is null
        ),
        needed as materialized (
          select distinct t.id from tasks t join proj p on p.id = t.project_id
          where t.task_status = ${APPROVED} and (select v from scope_full)
            and (t.speaker = ${orgId}
              or (p.year = ${year} and (p.month is null or t.speaker not in (select speaker from annual_own))))
        )
        select json_build_object(
          'family', (select coalesce(json_agg(json_build_object('id', f.id, 'pid', f.pid, 'pids', f.pids, 'name', f.name,
                        'orgType', f.org_type, 'hasChildren', f.has_children) order by (f.id = ${orgId}) desc, f.sort, f.id), '[]')
                     from fam f),
          'kept', (select json_build_object('year', b.year, 'totals', b.figures -> 'totals') from base_year b where b.org_id = ${orgId}),
          'full', (select v from scope_full),
          'tasks', (select coalesce(json_agg(json_build_object('forOrg', t.for_org, 'taskId', t.id, 'orgId', t.org_id,
                        'orgPids', o.pids, 'projectId', p.id, 'projectName', p.name, 'year', p.year, 'month', p.month,
                        'taskStatus', t.task_status)), '[]')
                    from tasks t join proj p on p.id = t.project_id
                    cross join lateral (select pids from sys_org z where z.id = t.org_id) o),
          'rollups', (select coalesce(json_object_agg(n.id, r.buckets), '{}')
                      from needed n
                      cross join lateral (select coalesce(json_object_agg(tt.bucket, tt.value::text), '{}') as buckets
                        from (select * from inventory_task_total x where x.task_id = n.id and x.bucket = any(${FIGURE_BUCKETS}::text[]) offset 0) tt) r)
        ) as doc`;
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
