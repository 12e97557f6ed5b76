import {
  DEFAULT_BASE_YEAR,
  INVENTORY_CODE,
  ORG_CODE,
  TASK_COUNTED_STATUSES,
  type BoundaryMethodCode,
  type FillTaskStatusCode,
  type ReportFigures,
  type ReportTemplate,
  fail,
} from '@carbon/domain';
import { assertInScope, type DataScope } from '../../platform/auth/data-scope.js';
import type { Db } from '../../platform/db/database.js';
import { buildFigures, linesFor, type LineUnit } from './report.figures.js';
import { consolidationSettingOf, entityShares } from './consolidation.js';
import { reportRepo, type ReportRecord, type TaskInfo } from './report.repo.js';

/** What a report is drawn from. */
export type ReportSpec = {
  kind: 'task' | 'consolidated';
  template: ReportTemplate;
  projectId: number;
  taskId: number | null;
  orgId: number;
  method: BoundaryMethodCode;
  /** The date whose boundary records apply (default: the period end); the base-year check uses today's. */
  boundaryDate?: string;
};

/** The figures and what publishing freezes with them: the counted tasks and each organisation's line and share. */
export type Computed = { figures: ReportFigures; countedTaskIds: number[]; units: Map<number, LineUnit> };

/** Computes a report's figures from the entries as they are now (grouped sums; no entry rows cross into the server). */
export async function computeReport(tx: Db, spec: ReportSpec, at: Date): Promise<Computed> {
  const project = await reportRepo.project(tx, spec.projectId);
  if (!project) throw fail(INVENTORY_CODE.PROJECT_NOT_EXIST);
  let tasks: TaskInfo[];
  let rootTask: TaskInfo | undefined;
  if (spec.kind === 'task') {
    tasks = await reportRepo.taskSubtree(tx, spec.taskId!);
    rootTask = tasks.find((t) => t.id === spec.taskId);
  } else {
    tasks = await reportRepo.projectTasksUnder(tx, spec.projectId, spec.orgId);
    rootTask = tasks.find((t) => t.orgId === spec.orgId);
  }
  const orgIds = [...new Set([spec.orgId, ...tasks.map((t) => t.orgId)])];
  const orgs = await reportRepo.orgs(tx, orgIds);
  // the ancestors between the root and each organisation decide its line (a BU counts in its legal entity's)
  const ancestorIds = [...new Set(orgs.flatMap((o) => (o.pids.match(/\[(\d+)\]/g) ?? []).map((x) => Number(x.slice(1, -1)))))].filter(
    (id) => id > 0 && !orgIds.includes(id),
  );
  const all = [...orgs, ...(await reportRepo.orgs(tx, ancestorIds))].filter(
    (o) => o.id === spec.orgId || o.pids.includes(`[${spec.orgId}],`),
  );
  const root = all.find((o) => o.id === spec.orgId);
  if (!root) throw fail(ORG_CODE.NOT_EXIST);
  const periodEnd = project.month ? new Date(Date.UTC(project.year, project.month, 0)).toISOString().slice(0, 10) : `${project.year}-12-31`;
  const periodStart = project.month ? `${project.year}-${String(project.month).padStart(2, '0')}-01` : `${project.year}-01-01`;
  // the group's rule for a change of holding within the period (issue 26): the record in force at the end, or pro-rated by days
  const { divestmentRule } = await consolidationSettingOf(tx, root);
  const shares =
    spec.kind === 'consolidated'
      ? await entityShares(
          tx,
          all.filter((o) => o.orgType === 'legal_entity'),
          spec.method,
          { from: periodStart, to: periodEnd, at: spec.boundaryDate ?? periodEnd },
          spec.boundaryDate ? 'period-end' : divestmentRule,
        )
      : new Map();
  const units = linesFor(all, shares, spec.kind === 'consolidated');
  const counted = tasks.filter((t) => TASK_COUNTED_STATUSES.includes(t.taskStatus as FillTaskStatusCode)).map((t) => t.id);
  const [sections, gases, factors, methods, offsets, base] = [
    await reportRepo.sections(tx, counted),
    await reportRepo.gases(tx, counted),
    await reportRepo.factors(tx, counted),
    await reportRepo.methods(tx, counted),
    await reportRepo.offsets(tx, counted),
    await reportRepo.baseYearTotals(tx, spec.orgId, DEFAULT_BASE_YEAR),
  ];
  const kept = await reportRepo.baseYearOf(tx, spec.orgId);
  const figures = buildFigures({
    template: spec.template,
    project,
    method: spec.method,
    root: { org: root, task: rootTask },
    tasks,
    countedTaskIds: counted,
    units,
    sections,
    gases,
    factors,
    methods,
    offsets,
    baseYear: { year: DEFAULT_BASE_YEAR, buckets: base },
    at,
  });
  if (spec.kind === 'consolidated') figures.divestmentRule = spec.boundaryDate ? 'period-end' : divestmentRule;
  // the organisation's kept base year (set, and recalculated when its structure or methods changed) wins
  if (kept)
    figures.baseYear = {
      year: kept.year,
      totals: (kept.figures as { totals: ReportFigures['totals'] }).totals,
      recalculated: kept.recalculated,
      note: kept.reason,
    };
  return { figures, countedTaskIds: counted, units };
}

/** What a stored report is drawn from. */
export const specOf = (r: ReportRecord): ReportSpec => ({
  kind: r.kind as ReportSpec['kind'],
  template: r.template as ReportTemplate,
  projectId: r.projectId,
  taskId: r.taskId,
  orgId: r.orgId,
  method: r.boundaryMethod as BoundaryMethodCode,
});

/** The report's organisation and every line's organisation in the caller's scope (1013003 otherwise). */
export function assertReportScope(
  scope: DataScope,
  r: Pick<ReportRecord, 'orgId'>,
  figures: { lines: readonly { orgId: string }[] },
): void {
  assertInScope(scope, r.orgId);
  for (const l of figures.lines) assertInScope(scope, Number(l.orgId));
}
