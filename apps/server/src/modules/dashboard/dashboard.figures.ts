import { Decimal, type DashboardBasis, type DashboardSource } from '@carbon/domain';
import type { PeriodTask, Rollup } from './dashboard.repo.js';

/**
 * Which approved tasks speak for an organisation and period, and what they sum to
 * (docs/decisions/014-dashboard.md; the same rule as goal achievement, ADR 013):
 * - the organisation's own task of the period: the latest approved one (several projects may
 *   cover it); an own task not yet approved leaves the period not reported;
 * - without an own task: the highest tasks below it, reported only when all are approved;
 * - a year: the approved annual inventory, else all twelve approved months, else not reported.
 * Figures are the tasks' kept roll-ups (the task and its subordinate tasks' counted entries:
 * what the task's report gives); for a caller who does not see the whole subtree, only the
 * parts of organisations in their scope (a task's own part is its roll-up less its children's).
 */

/** `year:month`, month 0 for the annual inventory. */
export const periodKey = (year: number, month: number | null) => `${year}:${month ?? 0}`;

/** Organisation id → period key → the tasks that speak for it (absent: not reported). */
export type Picks = Map<number, Map<string, PeriodTask[]>>;

const depth = (pids: string) => (pids.match(/\[/g) ?? []).length;
const byLatest = (a: PeriodTask, b: PeriodTask) => b.projectId - a.projectId || b.taskId - a.taskId;

function pickOwn(tasks: PeriodTask[]): PeriodTask[] | null {
  const approved = tasks.filter((t) => t.approved).sort(byLatest);
  return approved.length ? [approved[0]!] : null;
}

function pickBelow(tasks: PeriodTask[]): PeriodTask[] | null {
  const sorted = [...tasks].sort((a, b) => depth(a.orgPids) - depth(b.orgPids) || byLatest(a, b));
  const chosen: PeriodTask[] = [];
  for (const t of sorted) {
    const covered = chosen.some((c) => c.orgId === t.orgId || t.orgPids.includes(`[${c.orgId}],`));
    if (!covered) chosen.push(t);
  }
  return chosen.length > 0 && chosen.every((t) => t.approved) ? chosen : null;
}

/** The picks of each organisation: its own tasks, else (per period without one) the highest tasks below it. */
export function pickTasks(orgIds: readonly number[], own: PeriodTask[], below: Map<number, PeriodTask[]>): Picks {
  const out: Picks = new Map();
  for (const orgId of orgIds) {
    const periods = new Map<string, PeriodTask[]>();
    const mine = own.filter((t) => t.orgId === orgId);
    const covered = new Set(mine.map((t) => periodKey(t.year, t.month)));
    for (const key of covered) {
      const tasks = pickOwn(mine.filter((t) => periodKey(t.year, t.month) === key));
      if (tasks) periods.set(key, tasks);
    }
    const under = (below.get(orgId) ?? []).filter((t) => !covered.has(periodKey(t.year, t.month)));
    for (const key of new Set(under.map((t) => periodKey(t.year, t.month)))) {
      const tasks = pickBelow(under.filter((t) => periodKey(t.year, t.month) === key));
      if (tasks) periods.set(key, tasks);
    }
    out.set(orgId, periods);
  }
  return out;
}

/** Scope and category sums in tCO2e; `c` null when the categories were not read (summaryReads reads them only where needed). */
export type Sums = { s1: Decimal; s2l: Decimal; s2m: Decimal; s3: Decimal; c: Decimal[] | null };

export const zeroSums = (): Sums => ({
  s1: new Decimal(0),
  s2l: new Decimal(0),
  s2m: new Decimal(0),
  s3: new Decimal(0),
  c: Array.from({ length: 15 }, () => new Decimal(0)),
});

/** The sums of one kept roll-up (absent buckets: 0), its categories only if `categorised` (they were read). */
export function sumsOf(r: Rollup, categorised: boolean): Sums {
  const v = (bucket: string) => new Decimal(r.get(bucket) ?? 0);
  const c = categorised ? Array.from({ length: 15 }, (_, i) => v(`c${i + 1}`)) : null;
  return { s1: v('s1'), s2l: v('s2l'), s2m: v('s2m'), s3: v('s3'), c };
}

/** The scope-3 categories of a year's sums: read for every task they come from (summaryReads), else a bug, never zeros. */
export function categoriesOf(s: Sums): Decimal[] {
  if (!s.c) throw new Error('dashboard: scope-3 categories of the year were not read');
  return s.c;
}

export function addRollup(s: Sums, r: Rollup | undefined, sign: 1 | -1 = 1): Sums {
  const v = (bucket: string) => new Decimal(r?.get(bucket) ?? 0).times(sign);
  return {
    s1: s.s1.plus(v('s1')),
    s2l: s.s2l.plus(v('s2l')),
    s2m: s.s2m.plus(v('s2m')),
    s3: s.s3.plus(v('s3')),
    c: s.c && s.c.map((x, i) => x.plus(v(`c${i + 1}`))),
  };
}

export function addSums(a: Sums, b: Sums): Sums {
  return {
    s1: a.s1.plus(b.s1),
    s2l: a.s2l.plus(b.s2l),
    s2m: a.s2m.plus(b.s2m),
    s3: a.s3.plus(b.s3),
    c: a.c && b.c && a.c.map((x, i) => x.plus(b.c![i]!)),
  };
}

export const totalOf = (s: Sums) => s.s1.plus(s.s2l).plus(s.s3);

/**
 * What a task counts for a caller who sees only `scope` of its subtree: Σ over the tasks of its
 * distribution subtree whose organisation is in scope of their own part (roll-up less the
 * children's roll-ups). `tree`: every task of the subtree with its parent.
 */
export function scopedRollup(
  taskId: number,
  tree: readonly { taskId: number; parentId: number | null; orgId: number }[],
  rollups: Map<number, Rollup>,
  scope: ReadonlySet<number>,
): Sums {
  const children = new Map<number, number[]>();
  for (const t of tree) if (t.parentId !== null) children.set(t.parentId, [...(children.get(t.parentId) ?? []), t.taskId]);
  const orgOf = new Map(tree.map((t) => [t.taskId, t.orgId]));
  let sums = zeroSums();
  const stack = [taskId];
  while (stack.length) {
    const id = stack.pop()!;
    const kids = children.get(id) ?? [];
    stack.push(...kids);
    if (!scope.has(orgOf.get(id) ?? -1)) continue;
    sums = addRollup(sums, rollups.get(id));
    for (const k of kids) sums = addRollup(sums, rollups.get(k), -1);
  }
  return sums;
}

/** The figures of a period (null: not reported) from what each picked task counts. */
export function periodSums(tasks: PeriodTask[] | undefined, counted: (taskId: number) => Sums): Sums | null {
  if (!tasks) return null;
  if (tasks.length === 1) return counted(tasks[0]!.taskId);
  return tasks.reduce((s, t) => addSums(s, counted(t.taskId)), zeroSums());
}

/** A year: the annual inventory, else all twelve months summed, else not reported. */
export function yearSums(
  periods: Map<string, PeriodTask[]> | undefined,
  year: number,
  counted: (taskId: number) => Sums,
): { sums: Sums | null; basis: DashboardBasis } {
  const annual = periodSums(periods?.get(periodKey(year, null)), counted);
  if (annual) return { sums: annual, basis: 'annual' };
  const months = Array.from({ length: 12 }, (_, i) => periodSums(periods?.get(periodKey(year, i + 1)), counted));
  if (months.some((m) => m === null)) return { sums: null, basis: null };
  return { sums: months.reduce<Sums>((s, m) => addSums(s, m!), zeroSums()), basis: 'months' };
}

/** The scope figures as strings (all null when not reported). */
export function scopeStrings(s: Sums | null) {
  return {
    total: s ? totalOf(s).toFixed() : null,
    scope1: s ? s.s1.toFixed() : null,
    scope2Location: s ? s.s2l.toFixed() : null,
    scope2Market: s ? s.s2m.toFixed() : null,
    scope3: s ? s.s3.toFixed() : null,
  };
}

export const totalMarketOf = (s: Sums | null) => (s ? s.s1.plus(s.s2m).plus(s.s3).toFixed() : null);

/** One derivation row per project of the period's tasks. */
export function sourcesOf(orgId: number, key: string, tasks: PeriodTask[], counted: (taskId: number) => Sums): DashboardSource[] {
  const [year, month] = key.split(':').map(Number) as [number, number];
  return [...new Set(tasks.map((t) => t.projectId))].map((projectId) => {
    const mine = tasks.filter((t) => t.projectId === projectId);
    return {
      orgId: String(orgId),
      year,
      month: month === 0 ? null : month,
      projectId: String(projectId),
      projectName: mine[0]!.projectName,
      taskIds: mine.map((t) => String(t.taskId)),
      total: totalOf(periodSums(mine, counted)!).toFixed(),
    };
  });
}
