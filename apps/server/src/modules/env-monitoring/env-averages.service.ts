import {
  ALARM_TYPE_OF,
  DAY_MS,
  DEFAULT_RANK_THRESHOLDS,
  ENV_DEFAULT_ZONE,
  ENV_MONITORING_AUDIT,
  HOUR_MS,
  dailyAverage,
  dayStart,
  exceeds,
  hourlyAverage,
  localDate,
  zoneOffsetMinutes,
  rankOf,
  ratioOf,
  shownRatio,
  type AveragePeriod,
  type HourReadings,
  type RankThresholds,
  type ReadingKind,
} from '@carbon/domain';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Audit } from '../../platform/db/mutate.js';
import { JOB_ACTOR } from '../../platform/jobs/scheduler.js';
import { writeAudit } from '../../platform/audit/audit.js';
import type { Scheduler } from '../../platform/jobs/scheduler.js';
import type { TodoService } from '../todo/todo.service.js';
import { alarmRepo, type AlarmRecord } from './env-alarm.repo.js';
import { averageRepo, type AverageValues, type Limits, type Window } from './env-average.repo.js';
import { plain } from './env-common.js';

export type EnvAveragesDeps = {
  db: Db;
  clock: Clock;
  todo: Pick<TodoService, 'notify' | 'complete'>;
  scheduler?: Pick<Scheduler, 'every'>;
  zone?: string;
};

/** The job's name in the scheduler and its interval: late data is averaged and checked within a minute (issue 15). */
export const AVERAGES_JOB = 'env-averages';
export const AVERAGES_INTERVAL_MS = 20_000;
/** Windows one run takes at most (the next run takes the rest). */
const BATCH = 2000;

const key = (w: Window) => `${w.pointId}|${w.pollutant}|${w.start.getTime()}`;
const ALARM_LINK = '/environment/alarmLog?id=';

/** What a run did (tests and the bench read it). */
export type RunSummary = { hours: number; days: number; raised: number; updated: number; cleared: number; insufficient: number };

/**
 * The averages job (issue 15): every run computes the hourly average of each marked hour whose
 * end has passed (averages.ts: reported hourly value, else mean of minute, else of real-time
 * values) and checks the hourly limit (alarm type 2); then, for each marked day that has ended,
 * the daily average from the stored hourly averages when at least 20 are valid (HJ 75-2017) and
 * the daily limit (type 1), else a "data insufficient" notice. A recomputed average at or below
 * its limit clears its alarm (kept, with the reason); above it again, the alarm stands again.
 */
export function createEnvAveragesService({ db, clock, todo, scheduler, zone = ENV_DEFAULT_ZONE }: EnvAveragesDeps) {
  async function thresholds(tx: Db): Promise<RankThresholds> {
    return (await alarmRepo.settings(tx)) ?? DEFAULT_RANK_THRESHOLDS;
  }

  /** Managers of the point's park (or of its organisation when it lies in no park). */
  async function managers(tx: Db, orgId: number): Promise<number[]> {
    const park = await alarmRepo.parkOfOrg(tx, orgId);
    return alarmRepo.managersOf(tx, park ?? orgId);
  }

  /** The period as the reader sees it, in the zone's local time: "2026-03-01" or "2026-03-01 10:00". */
  const periodText = (period: AveragePeriod, start: Date) => {
    const local = new Date(start.getTime() + zoneOffsetMinutes(zone, start) * 60_000).toISOString();
    return period === 'day' ? local.slice(0, 10) : `${local.slice(0, 10)} ${local.slice(11, 16)}`;
  };

  /** Raises, updates or clears the alarms of computed averages. */
  async function check(
    tx: Db,
    audit: Audit,
    period: AveragePeriod,
    avgs: AverageValues[],
    limits: Map<string, Limits>,
    t: RankThresholds,
    s: RunSummary,
  ) {
    const alarmType = ALARM_TYPE_OF[period];
    const existing = new Map(
      (
        await alarmRepo.byKeys(
          tx,
          avgs.map((a) => ({ pointId: a.pointId, pollutant: a.pollutant, alarmType, periodStart: a.start })),
        )
      ).map((a) => [key({ pointId: a.pointId, pollutant: a.pollutant, start: a.periodStart }), a]),
    );
    const now = clock.now();
    for (const avg of avgs) {
      const l = limits.get(`${avg.pointId}|${avg.pollutant}`);
      if (!l) continue;
      const limit = plain(period === 'hour' ? l.hourlyLimit : l.dailyLimit);
      const old = existing.get(key(avg));
      if (avg.value !== null && limit !== null && exceeds(avg.value, limit)) {
        const ratio = ratioOf(avg.value, limit);
        const figures = { average: avg.value, limit, ratio: shownRatio(ratio), rank: rankOf(ratio, t) };
        let a: AlarmRecord | undefined;
        if (!old) {
          const end = new Date(avg.start.getTime() + (period === 'hour' ? HOUR_MS : DAY_MS));
          a = await alarmRepo.insert(tx, {
            pointId: avg.pointId,
            orgId: l.orgId,
            pollutant: avg.pollutant,
            alarmType,
            ...figures,
            periodStart: avg.start,
            periodEnd: end,
            createdAt: now,
            updatedAt: now,
          });
          s.raised++;
        } else if (old.cleared || plain(old.average) !== figures.average || plain(old.limit) !== limit || old.rank !== figures.rank) {
          a = await alarmRepo.update(
            tx,
            old.id,
            { version: old.version },
            { ...figures, cleared: false, clearedAt: null, clearedReason: null, updatedAt: now },
          );
          if (old.cleared) s.raised++;
          else s.updated++;
        }
        if (!a) continue;
        const raised = !old || old.cleared;
        await audit({
          action: raised ? 'raise' : 'update',
          entity: ENV_MONITORING_AUDIT.alarm,
          entityId: a.id,
          orgId: a.orgId,
          before: old ?? undefined,
          after: a,
        });
        if (raised && a.rank === 0) {
          const params = {
            point: l.pointName,
            pollutant: avg.pollutant,
            period: periodText(period, avg.start),
            average: figures.average,
            limit,
          };
          const users = await managers(tx, l.orgId);
          if (users.length)
            await todo.notify(
              tx,
              users.map((userId) => ({
                userId,
                kind: 'env_alarm_urgent',
                titleKey: 'envAlarm.urgent.title',
                params,
                link: `${ALARM_LINK}${a.id}`,
              })),
            );
        }
      } else if (old && !old.cleared) {
        const reason = `average ${avg.value ?? '-'} ≤ limit ${limit ?? '-'}`;
        const a = await alarmRepo.update(
          tx,
          old.id,
          { version: old.version },
          { cleared: true, clearedAt: now, clearedReason: reason, updatedAt: now },
        );
        if (!a) continue;
        s.cleared++;
        await todo.complete(tx, { subjectType: 'env_alarm', subjectId: a.id });
        await audit({ action: 'clear', entity: ENV_MONITORING_AUDIT.alarm, entityId: a.id, orgId: a.orgId, before: old, after: a, reason });
      }
    }
  }

  async function limitsOf(tx: Db, windows: Window[]): Promise<Map<string, Limits>> {
    const rows = await averageRepo.limits(tx, [...new Set(windows.map((w) => w.pointId))]);
    return new Map(rows.map((r) => [`${r.pointId}|${r.code}`, r]));
  }

  async function hours(tx: Db, audit: Audit, now: Date, t: RankThresholds, s: RunSummary): Promise<void> {
    const due = await averageRepo.dueHours(tx, new Date(now.getTime() - HOUR_MS), BATCH);
    if (!due.length) return;
    const byWindow = new Map<string, HourReadings>();
    for (const r of await averageRepo.hourReadings(tx, due)) {
      const h = byWindow.get(key(r)) ?? {};
      (h[r.kind as ReadingKind] ??= [] as string[]) as string[];
      (h[r.kind as ReadingKind] as string[]).push(r.value);
      byWindow.set(key(r), h);
    }
    const avgs: AverageValues[] = [];
    for (const w of due) {
      const a = hourlyAverage(byWindow.get(key(w)) ?? {});
      if (a) avgs.push({ ...w, period: 'hour', value: a.value, count: a.count, insufficient: false });
    }
    await averageRepo.upsert(tx, avgs, now);
    await check(tx, audit, 'hour', avgs, await limitsOf(tx, due), t, s);
    const days = new Map<string, Window>();
    for (const w of due) {
      const d = { pointId: w.pointId, pollutant: w.pollutant, start: dayStart(w.start, zone) };
      days.set(key(d), d);
    }
    await averageRepo.markDays(tx, [...days.values()]);
    await averageRepo.clearHours(tx, due);
    s.hours += due.length;
  }

  async function days(tx: Db, audit: Audit, now: Date, t: RankThresholds, s: RunSummary): Promise<void> {
    const due = await averageRepo.dueDays(tx, new Date(now.getTime() - DAY_MS), BATCH);
    if (!due.length) return;
    const hourly = new Map<string, (string | null)[]>();
    for (const h of await averageRepo.dayHours(tx, due)) hourly.set(key(h), [...(hourly.get(key(h)) ?? []), h.value]);
    const before = new Map((await averageRepo.stored(tx, 'day', due)).map((a) => [key(a), a]));
    const limits = await limitsOf(tx, due);
    const avgs: AverageValues[] = [];
    for (const w of due) {
      const d = dailyAverage(hourly.get(key(w)) ?? []);
      avgs.push({ ...w, period: 'day', value: d.value, count: d.validHours, insufficient: d.insufficient });
      const l = limits.get(`${w.pointId}|${w.pollutant}`);
      if (d.insufficient && l && !(before.get(key(w))?.insufficient && before.get(key(w))?.count === d.validHours)) {
        s.insufficient++;
        const users = await managers(tx, l.orgId);
        const params = { point: l.pointName, pollutant: w.pollutant, date: localDate(w.start, zone), hours: d.validHours };
        if (users.length)
          await todo.notify(
            tx,
            users.map((userId) => ({
              userId,
              kind: 'env_data_insufficient',
              titleKey: 'envReading.insufficient.title',
              params,
              link: `/environment/envData?pointId=${w.pointId}`,
            })),
          );
      }
    }
    await averageRepo.upsert(tx, avgs, now);
    await check(tx, audit, 'day', avgs, limits, t, s);
    await averageRepo.clearDays(tx, due);
    s.days += due.length;
  }

  /** One run at `now`, in the caller's transaction (the scheduler's tick, with the system actor). */
  async function run(tx: Db, audit: Audit, now: Date): Promise<RunSummary> {
    const s: RunSummary = { hours: 0, days: 0, raised: 0, updated: 0, cleared: 0, insufficient: 0 };
    const t = await thresholds(tx);
    await hours(tx, audit, now, t, s);
    await days(tx, audit, now, t, s);
    return s;
  }

  scheduler?.every(AVERAGES_JOB, AVERAGES_INTERVAL_MS, async (tx, audit) => void (await run(tx, audit, clock.now())));

  return {
    run,
    /** Runs the job at `now` in its own transaction until nothing is due (tests and the bench drive it with a clock). */
    async runDue(now: Date): Promise<RunSummary> {
      const total: RunSummary = { hours: 0, days: 0, raised: 0, updated: 0, cleared: 0, insufficient: 0 };
      for (;;) {
        const s = await db.transaction((tx) => run(tx, (e) => writeAudit(tx, JOB_ACTOR, e, clock.now()), now));
        for (const k of Object.keys(total) as (keyof RunSummary)[]) total[k] += s[k];
        if (s.hours < BATCH && s.days < BATCH) return total;
      }
    },
  };
}

export type EnvAveragesService = ReturnType<typeof createEnvAveragesService>;
