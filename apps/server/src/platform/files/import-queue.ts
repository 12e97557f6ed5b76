import { randomUUID } from 'node:crypto';
import { CODE, DomainError, type ImportJobView, type ImportPhase, fail } from '@carbon/domain';
import type { ReadSheetOptions } from './excel.js';
import type { ReadProgress } from './xlsx-reader.js';

/**
 * The import queue: at most `concurrency` imports run at once (reading, checking and
 * writing a sheet is the heaviest work a request does), up to `maxWaiting` wait their turn,
 * and beyond that a caller is told to try again (1012004). Each import is a job whose
 * progress its owner reads with GET /api/main/import/progress while the upload's own
 * request is still pending; the upload's request and answer are unchanged.
 */
export type ImportQueueConfig = {
  /** Imports running at once (IMPORT_CONCURRENCY). */
  concurrency: number;
  /** Imports waiting for a turn before new ones are refused (IMPORT_QUEUE_MAX). */
  maxWaiting: number;
  /** Bytes one import may inflate from its archive (IMPORT_MAX_INFLATED_MB). */
  maxInflatedBytes: number;
};

/** What an import's work sees of its job. */
export type ImportJob = {
  readonly id: string;
  /** readSheet's options: the configured byte limit, `maxRows` if given, and this job's progress. */
  reading(maxRows?: number): ReadSheetOptions;
  /** The sheet is being read (again: an import's whole path after its fast one), its rows checked, then written. */
  phase(phase: 'reading' | 'checking' | 'writing'): void;
  /** Rows to write. */
  total(rows: number): void;
  /** Rows written so far (the transaction is still open until the job is done). */
  written(rows: number): void;
  /** The rows failed: the report its owner may download (GET /api/main/import/report) while the job is listed. */
  failed(report: ImportReport): void;
};

/** A failed import's report, built when downloaded (the rows stay in memory meanwhile). */
export type ImportReport = { filename: string; /** Rows it holds in memory until built. */ rows: number; build: () => Promise<Buffer> };

type JobRecord = {
  id: string;
  kind: string;
  ownerId: number;
  phase: ImportPhase;
  progress: ReadProgress;
  rowsTotal: number | null;
  rowsWritten: number;
  queuedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  code: number | null;
  report: ImportReport | null;
};

/** Finished jobs stay visible this long, and the registry keeps at most this many. */
const KEEP_FINISHED_MS = 10 * 60 * 1000;
const MAX_JOBS = 500;
/** Jobs listed per owner, newest first. */
const LIST_LIMIT = 20;
/** Failed jobs whose report (and rows) are kept, and the rows they may hold together; older reports are dropped first. */
const MAX_REPORTS = 20;
const MAX_REPORT_ROWS = 200_000;

export function createImportQueue(config: ImportQueueConfig, clock: { now(): Date } = { now: () => new Date() }) {
  const concurrency = Math.max(1, config.concurrency);
  const jobs = new Map<string, JobRecord>();
  const waiting: { id: string; start: () => void }[] = [];
  let running = 0;

  function prune(): void {
    const cutoff = clock.now().getTime() - KEEP_FINISHED_MS;
    for (const [id, job] of jobs) if (job.finishedAt && job.finishedAt.getTime() < cutoff) jobs.delete(id);
    for (const [id, job] of jobs) {
      if (jobs.size <= MAX_JOBS) break;
      if (job.finishedAt) jobs.delete(id); // oldest first: a Map iterates in insertion order
    }
    let kept = 0;
    let rows = 0;
    for (const job of [...jobs.values()].reverse()) {
      if (!job.report) continue;
      rows += job.report.rows;
      if (++kept > MAX_REPORTS || (kept > 1 && rows > MAX_REPORT_ROWS)) job.report = null;
    }
  }

  /** Takes a turn now, or waits for one; refuses when too many are waiting already. */
  function turn(job: JobRecord): Promise<void> | undefined {
    if (running < concurrency) {
      running++;
      return undefined;
    }
    return new Promise<void>((start) => waiting.push({ id: job.id, start }));
  }

  /** Hands the turn to the next waiting job, or frees it. */
  function release(): void {
    const next = waiting.shift();
    if (next) next.start();
    else running--;
  }

  function handle(job: JobRecord): ImportJob {
    return {
      id: job.id,
      reading: (maxRows) => ({ maxInflatedBytes: config.maxInflatedBytes, progress: job.progress, ...(maxRows ? { maxRows } : {}) }),
      phase: (phase) => void (job.phase = phase),
      total: (rows) => void (job.rowsTotal = rows),
      written: (rows) => void (job.rowsWritten = rows),
      failed: (report) => {
        job.report = report;
        prune();
      },
    };
  }

  function view(job: JobRecord): ImportJobView {
    const ahead = waiting.findIndex((w) => w.id === job.id);
    return {
      id: job.id,
      kind: job.kind,
      phase: job.phase,
      waitingAhead: Math.max(0, ahead),
      rowsRead: job.progress.rowsRead,
      rowsTotal: job.rowsTotal,
      rowsWritten: job.rowsWritten,
      bytesInflated: job.progress.bytesInflated,
      queuedAt: job.queuedAt.toISOString(),
      startedAt: job.startedAt?.toISOString() ?? null,
      finishedAt: job.finishedAt?.toISOString() ?? null,
      code: job.code,
      hasReport: job.report !== null,
    };
  }

  return {
    /**
     * Runs `work` as an import of `kind` for `owner` when a turn is free. The job is
     * visible to its owner from the moment it waits until some minutes after it ends.
     */
    async run<T>(owner: { user: { id: number } }, kind: string, work: (job: ImportJob) => Promise<T>): Promise<T> {
      prune();
      if (running >= concurrency && waiting.length >= config.maxWaiting) throw fail(CODE.IMPORT_BUSY);
      const job: JobRecord = {
        id: randomUUID(),
        kind,
        ownerId: owner.user.id,
        phase: 'queued',
        progress: { rowsRead: 0, bytesInflated: 0 },
        rowsTotal: null,
        rowsWritten: 0,
        queuedAt: clock.now(),
        startedAt: null,
        finishedAt: null,
        code: null,
        report: null,
      };
      jobs.set(job.id, job);
      await turn(job);
      job.phase = 'reading';
      job.startedAt = clock.now();
      try {
        const result = await work(handle(job));
        job.phase = 'done';
        return result;
      } catch (e) {
        job.phase = 'failed';
        job.code = e instanceof DomainError ? e.code : CODE.SERVER_ERROR;
        throw e;
      } finally {
        job.finishedAt = clock.now();
        release();
      }
    },

    /** The owner's jobs, newest first. */
    list(ownerId: number): ImportJobView[] {
      prune();
      const own = [...jobs.values()].filter((j) => j.ownerId === ownerId);
      return own.reverse().slice(0, LIST_LIMIT).map(view);
    },

    /** The failed-rows report of the owner's job `id`, while the job is listed; undefined otherwise. */
    report(ownerId: number, id: string): ImportReport | undefined {
      prune();
      const job = jobs.get(id);
      return job && job.ownerId === ownerId && job.report ? job.report : undefined;
    },

    /** Imports running and waiting now (operators, tests). */
    load: () => ({ running, waiting: waiting.length }),
  };
}

export type ImportQueue = ReturnType<typeof createImportQueue>;
