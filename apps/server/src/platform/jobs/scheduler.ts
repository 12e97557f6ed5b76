import type { Db } from '../db/database.js';
import type { Clock } from '../auth/sessions.js';
import { writeAudit, type AuditActor } from '../audit/audit.js';
import type { Audit } from '../db/mutate.js';
import { claimJobWindow, tryJobLock } from './scheduler.repo.js';

/** Who the audit trail names for what a job changes. */
export const JOB_ACTOR: AuditActor = { id: null, account: 'system', requestId: null, ip: null };

/**
 * A scheduled job: an idempotent conditional update (e.g. "tasks past their deadline while
 * open → timed out"). It runs in the tick's transaction (`tx`) and records its changes with
 * `audit` (the system actor); nothing about its progress is kept elsewhere, so a restarted
 * process simply finds the due items at its next tick.
 */
export type Job = (tx: Db, audit: Audit) => Promise<void>;

export type SchedulerLog = {
  warn(obj: object, msg?: string): void;
  debug?(obj: object, msg?: string): void;
};

type Entry = { name: string; intervalMs: number; job: Job; timer?: NodeJS.Timeout | undefined; lastWindow?: number };

const silentLog: SchedulerLog = { warn: () => undefined };

/**
 * Runs registered jobs every interval in each process, exactly once per interval window
 * across all processes on one database:
 * - the windows are aligned on the clock (floor(now / interval)), so every process ticks at
 *   the same moments;
 * - a tick is one transaction that first takes `pg_try_advisory_xact_lock(JOB_LOCK,
 *   hashtext(name))` (scheduler.repo.ts): while one process runs the job, the others skip at once;
 * - it then claims the window in `sys_job_run` with a conditional upsert (only a later window
 *   replaces the stored one): a process arriving after the first has committed skips too;
 * - the job runs in that transaction; when it fails, the claim rolls back with it and the
 *   next tick tries again.
 * Started when the server listens (`attach`), stopped when it closes.
 */
export function createScheduler({ db, clock, log = silentLog }: { db: Db; clock: Clock; log?: SchedulerLog }) {
  const jobs = new Map<string, Entry>();
  let running = false;
  let logger = log;
  const inFlight = new Set<Promise<unknown>>();

  /** One tick: returns true when this process ran the job. `force` skips the window claim (runNow). */
  async function tick(entry: Entry, force: boolean): Promise<boolean> {
    const window = Math.floor(clock.now().getTime() / entry.intervalMs);
    if (!force) entry.lastWindow = window;
    return db.transaction(async (tx) => {
      if (!(await tryJobLock(tx, entry.name))) return false;
      if (!force && !(await claimJobWindow(tx, entry.name, window, clock.now().toISOString()))) return false;
      const audit: Audit = (e) => writeAudit(tx, JOB_ACTOR, e, clock.now());
      await entry.job(tx, audit);
      return true;
    });
  }

  function track<T>(p: Promise<T>): Promise<T> {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p)).catch(() => undefined);
    return p;
  }

  function schedule(entry: Entry) {
    if (!running) return;
    const now = clock.now().getTime();
    // a window this process has not tried yet (a tick ran late, past the boundary): at once; else at the next boundary
    const behind = entry.lastWindow !== undefined && Math.floor(now / entry.intervalMs) > entry.lastWindow;
    const delay = behind ? 0 : entry.intervalMs - (now % entry.intervalMs);
    entry.timer = setTimeout(() => {
      void track(
        tick(entry, false).catch((err: unknown) =>
          logger.warn(
            { job: entry.name, err: err instanceof Error ? err.message : String(err) },
            'scheduled job failed; retried next tick',
          ),
        ),
      ).finally(() => schedule(entry));
    }, delay);
    entry.timer.unref?.();
  }

  return {
    /** Registers a job run every `intervalMs` (aligned windows); register before start. */
    every(name: string, intervalMs: number, job: Job): void {
      if (!Number.isInteger(intervalMs) || intervalMs <= 0) throw new Error(`scheduler: bad interval for ${name}`);
      if (jobs.has(name)) throw new Error(`scheduler: job ${name} is registered twice`);
      const entry: Entry = { name, intervalMs, job };
      jobs.set(name, entry);
      schedule(entry);
    },

    /** Starts every registered job: a first tick at once (catching up after a restart), then each window. */
    start(): void {
      if (running) return;
      running = true;
      for (const entry of jobs.values()) {
        void track(
          tick(entry, false).catch((err: unknown) =>
            logger.warn(
              { job: entry.name, err: err instanceof Error ? err.message : String(err) },
              'scheduled job failed; retried next tick',
            ),
          ),
        );
        schedule(entry);
      }
    },

    /** Stops the timers and waits for running ticks to finish. */
    async stop(): Promise<void> {
      running = false;
      for (const entry of jobs.values()) {
        clearTimeout(entry.timer);
        entry.timer = undefined;
      }
      await Promise.allSettled([...inFlight]);
    },

    /** Runs a job now, under its lock but outside the window claim; false when another process holds it. */
    runNow(name: string): Promise<boolean> {
      const entry = jobs.get(name);
      if (!entry) throw new Error(`scheduler: no job ${name}`);
      return track(tick(entry, true));
    },

    /** Runs one regular tick now (the window claim included), as the timer would; for tests. */
    tickNow(name: string): Promise<boolean> {
      const entry = jobs.get(name);
      if (!entry) throw new Error(`scheduler: no job ${name}`);
      return track(tick(entry, false));
    },

    get running(): boolean {
      return running;
    },

    /**
     * Ties the scheduler to the server: it starts when the server listens (tests built with
     * inject never start it) and stops when the server closes.
     */
    attach(app: { log: SchedulerLog; addHook(name: 'onListen' | 'onClose', fn: () => Promise<void>): unknown }): void {
      logger = app.log;
      app.addHook('onListen', async () => this.start());
      app.addHook('onClose', async () => this.stop());
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
