import { Decimal, rollUp, yearActual, type ActualSource, type PeriodFigure, type YearActualSource } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { achievementRepo } from './goal-achievement.repo.js';
import type { PeriodTask } from './period-task.js';
import { viewRepo } from './goal-achievement.view.repo.js';

/**
 * Approved actuals of organisations by period (issue 13 "the same numbers the reports give"):
 * a month from the monthly inventories, a year (month 0) from the annual ones.
 *
 * An organisation with its own task in a period is reported when that task is approved (the
 * latest approved one, when several projects cover the period); its actual is the task's kept
 * roll-up: its own and its subordinate tasks' submitted or approved entries, which is exactly
 * the total of the task's report. An organisation without a task of its own in the period (the
 * inventory was issued to the organisations below it) takes the highest tasks below it, and is
 * reported only when every one of them is approved; its actual is their sum.
 *
 * The group (the Fii) rolls up its children instead (issue 29): a period without an approved task
 * of its own is the sum of its children's actuals, each as the child's own row shows it, and its
 * year the sum of their years; `partial` when a child with an inventory task in that year has not
 * reported (achievementStatus then decides only an exceeded cap).
 */

/** `year:month`, month 0 for the annual inventory. */
export const periodKey = (year: number, month: number | null) => `${year}:${month ?? 0}`;

export type PeriodActual = { actual: string; sources: ActualSource[]; partial?: boolean };
/** A whole year: its actual (null: not reported), where it comes from, and whether it rests on an annual inventory. */
export type YearFigure = { actual: string | null; source: YearActualSource; partial: boolean; annualData: boolean };
/**
 * Organisation id → period key → the approved actual (a period missing: not reported), and
 * `years`: organisation id → year → the year's figure.
 */
export type Actuals = Map<number, Map<string, PeriodActual>> & { years: Map<number, Map<number, YearFigure>> };

type Picked = { orgId: number; key: string; tasks: PeriodTask[] };

const depth = (pids: string) => (pids.match(/\[/g) ?? []).length;
const byLatest = (a: PeriodTask, b: PeriodTask) => b.projectId - a.projectId || b.taskId - a.taskId;

/** The own task that speaks for a period: the latest approved, else (pending) nothing. */
function pickOwn(tasks: PeriodTask[]): PeriodTask[] | null {
  const approved = tasks.filter((t) => t.approved).sort(byLatest);
  return approved.length ? [approved[0]!] : null;
}

/** The highest tasks below the organisation (shallowest organisations first, latest project first); null unless all approved. */
function pickBelow(tasks: PeriodTask[]): PeriodTask[] | null {
  const sorted = [...tasks].sort((a, b) => depth(a.orgPids) - depth(b.orgPids) || byLatest(a, b));
  const chosen: PeriodTask[] = [];
  for (const t of sorted) {
    const covered = chosen.some((c) => c.orgId === t.orgId || t.orgPids.includes(`[${c.orgId}],`));
    if (!covered) chosen.push(t);
  }
  return chosen.length > 0 && chosen.every((t) => t.approved) ? chosen : null;
}

/** The periods of `years`: months 1-12 and the year itself (0). */
const periodsOf = (years: readonly number[]) => years.flatMap((y) => Array.from({ length: 13 }, (_, m) => periodKey(y, m)));

/** Approved actuals of `orgIds` in `years` (see the module comment). */
export async function loadActuals(db: Db, orgIds: readonly number[], years: readonly number[]): Promise<Actuals> {
  const groups = await achievementRepo.groupChildren(db, orgIds);
  const periods = await loadPeriods(db, orgIds, years, new Set(groups.keys()));
  const out: Actuals = Object.assign(periods, { years: new Map<number, Map<number, YearFigure>>() });
  for (const orgId of orgIds) out.years.set(orgId, new Map(years.map((y) => [y, ownYear(out, orgId, y)])));
  for (const [groupId, childIds] of groups) await rollUpGroup(db, out, groupId, childIds, years);
  return out;
}

/** A year from the organisation's own periods: the annual inventory, else the twelve months. */
function ownYear(actuals: Actuals, orgId: number, year: number): YearFigure {
  const annual = annualOf(actuals, orgId, year);
  const y = yearActual(annual?.actual ?? null, monthsOf(actuals, orgId, year));
  return { ...y, partial: false, annualData: annual !== undefined };
}

/** A child's sources, as the group's. */
const asGroup = (groupId: number, sources: ActualSource[]) => sources.map((s) => ({ ...s, orgId: String(groupId) }));

/**
 * The group's periods without an approved task of its own, and its year unless an approved annual
 * inventory of its own gives it: the roll-up of its children's (see the module comment).
 */
async function rollUpGroup(db: Db, out: Actuals, groupId: number, childIds: number[], years: readonly number[]) {
  const children = await loadActuals(db, childIds, years);
  const tasks = await achievementRepo.tasksBelow(db, groupId, periodsOf(years).map(periodCode));
  const childOf = (t: PeriodTask) => childIds.find((c) => t.orgId === c || t.orgPids.includes(`[${c}],`));
  const own = out.get(groupId)!;
  for (const year of years) {
    const expected = new Set(tasks.filter((t) => t.year === year).map(childOf));
    const roll = (figures: (PeriodActual | YearFigure | undefined)[]): PeriodFigure | null =>
      rollUp(childIds.map((c, i) => ({ actual: figures[i]?.actual ?? null, expected: expected.has(c) })));
    for (let month = 0; month <= 12; month++) {
      const key = periodKey(year, month);
      if (own.has(key)) continue;
      const figures = childIds.map((c) => children.get(c)?.get(key));
      const sum = roll(figures);
      if (sum) own.set(key, { ...sum, sources: figures.flatMap((f) => asGroup(groupId, f?.sources ?? [])) });
    }
    // an approved annual inventory (or twelve months) of the group's own gives its year
    if (out.years.get(groupId)!.get(year)!.actual !== null) continue;
    const childYears = childIds.map((c) => children.years.get(c)?.get(year));
    const sum = roll(childYears);
    const annualData = childYears.some((y) => y?.annualData === true);
    out.years.get(groupId)!.set(year, {
      actual: sum?.actual ?? null,
      source: sum === null ? null : childYears.some((y) => y?.source === 'annual') ? 'annual' : 'months',
      partial: sum?.partial === true,
      annualData,
    });
  }
}

/** `year:month` as the repo's period code, year × 100 + month. */
const periodCode = (key: string) => {
  const [y, m] = key.split(':').map(Number);
  return y! * 100 + m!;
};

/**
 * The periods of `orgIds` in `years`: their own approved tasks, else (but for the `groups`, which
 * roll up their children) the highest tasks below them.
 */
async function loadPeriods(
  db: Db,
  orgIds: readonly number[],
  years: readonly number[],
  groups: ReadonlySet<number>,
): Promise<Map<number, Map<string, PeriodActual>>> {
  const own = await viewRepo.ownTasks(db, orgIds, years);
  const picked: Picked[] = [];
  for (const orgId of orgIds) {
    const mine = own.filter((t) => t.orgId === orgId);
    const covered = new Set(mine.map((t) => periodKey(t.year, t.month)));
    for (const key of covered) {
      const tasks = pickOwn(mine.filter((t) => periodKey(t.year, t.month) === key));
      if (tasks) picked.push({ orgId, key, tasks });
    }
    const open = periodsOf(years).filter((k) => !covered.has(k));
    if (open.length === 0 || groups.has(orgId)) continue;
    const below = await achievementRepo.tasksBelow(db, orgId, open.map(periodCode));
    for (const key of new Set(below.map((t) => periodKey(t.year, t.month)))) {
      const tasks = pickBelow(below.filter((t) => periodKey(t.year, t.month) === key));
      if (tasks) picked.push({ orgId, key, tasks });
    }
  }
  const known = new Map(own.map((t) => [t.taskId, t.total]));
  const missing = [...new Set(picked.flatMap((p) => p.tasks.map((t) => t.taskId)))].filter((id) => !known.has(id));
  const totals = new Map([...known, ...(await achievementRepo.totals(db, missing))]);
  const out = new Map<number, Map<string, PeriodActual>>(orgIds.map((id) => [id, new Map()]));
  for (const p of picked) {
    const actual = p.tasks.reduce((sum, t) => sum.plus(totals.get(t.taskId) ?? 0), new Decimal(0)).toFixed();
    out.get(p.orgId)!.set(p.key, { actual, sources: sourcesOf(p, totals) });
  }
  return out;
}

/** One source per project: its tasks summed and their part of the actual. */
function sourcesOf(p: Picked, totals: Map<number, string>): ActualSource[] {
  const projects = [...new Set(p.tasks.map((t) => t.projectId))];
  return projects.map((projectId) => {
    const tasks = p.tasks.filter((t) => t.projectId === projectId);
    return {
      orgId: String(p.orgId),
      month: tasks[0]!.month,
      projectId: String(projectId),
      projectName: tasks[0]!.projectName,
      taskIds: tasks.map((t) => String(t.taskId)),
      actual: tasks.reduce((sum, t) => sum.plus(totals.get(t.taskId) ?? 0), new Decimal(0)).toFixed(),
    };
  });
}

/** The approved months (1-12) of an organisation's year, as month → actual (`complete`: without a group's partial months). */
export function monthsOf(
  actuals: Map<number, Map<string, PeriodActual>>,
  orgId: number,
  year: number,
  complete = false,
): Map<number, string> {
  const periods = actuals.get(orgId) ?? new Map<string, PeriodActual>();
  const out = new Map<number, string>();
  for (let m = 1; m <= 12; m++) {
    const a = periods.get(periodKey(year, m));
    if (a && !(complete && a.partial)) out.set(m, a.actual);
  }
  return out;
}

/** The approved months of an organisation's year with whether each is partial (the group's roll-up). */
export function monthFiguresOf(actuals: Actuals, orgId: number, year: number): Map<number, PeriodFigure> {
  const out = new Map<number, PeriodFigure>();
  for (let m = 1; m <= 12; m++) {
    const a = actuals.get(orgId)?.get(periodKey(year, m));
    if (a) out.set(m, a.partial ? { actual: a.actual, partial: true } : { actual: a.actual });
  }
  return out;
}

const NO_YEAR: YearFigure = { actual: null, source: null, partial: false, annualData: false };
/** The year of an organisation: its annual inventory, else its twelve months, else (the group) its children's years. */
export const yearOf = (actuals: Actuals, orgId: number, year: number): YearFigure => actuals.years.get(orgId)?.get(year) ?? NO_YEAR;

/** The approved annual inventory's actual of an organisation's year. */
export const annualOf = (actuals: Map<number, Map<string, PeriodActual>>, orgId: number, year: number): PeriodActual | undefined =>
  actuals.get(orgId)?.get(periodKey(year, 0));
