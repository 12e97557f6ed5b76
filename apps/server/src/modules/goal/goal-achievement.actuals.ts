import { Decimal, type ActualSource } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { achievementRepo, type PeriodTask } from './goal-achievement.repo.js';
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
 */

/** `year:month`, month 0 for the annual inventory. */
export const periodKey = (year: number, month: number | null) => `${year}:${month ?? 0}`;

export type PeriodActual = { actual: string; sources: ActualSource[] };
/** Organisation id → period key → the approved actual (a period missing: not reported). */
export type Actuals = Map<number, Map<string, PeriodActual>>;

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
    if (open.length === 0) continue;
    const codes = open.map((k) => k.split(':').map(Number)).map(([y, m]) => y! * 100 + m!);
    const below = await achievementRepo.tasksBelow(db, orgId, codes);
    for (const key of new Set(below.map((t) => periodKey(t.year, t.month)))) {
      const tasks = pickBelow(below.filter((t) => periodKey(t.year, t.month) === key));
      if (tasks) picked.push({ orgId, key, tasks });
    }
  }
  const known = new Map(own.map((t) => [t.taskId, t.total]));
  const missing = [...new Set(picked.flatMap((p) => p.tasks.map((t) => t.taskId)))].filter((id) => !known.has(id));
  const totals = new Map([...known, ...(await achievementRepo.totals(db, missing))]);
  const out: Actuals = new Map(orgIds.map((id) => [id, new Map()]));
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

/** The approved months (1-12) of an organisation's year, as month → actual. */
export function monthsOf(actuals: Actuals, orgId: number, year: number): Map<number, string> {
  const periods = actuals.get(orgId) ?? new Map<string, PeriodActual>();
  const out = new Map<number, string>();
  for (let m = 1; m <= 12; m++) {
    const a = periods.get(periodKey(year, m));
    if (a) out.set(m, a.actual);
  }
  return out;
}

/** The approved annual inventory's actual of an organisation's year. */
export const annualOf = (actuals: Actuals, orgId: number, year: number): PeriodActual | undefined =>
  actuals.get(orgId)?.get(periodKey(year, 0));
