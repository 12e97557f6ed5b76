import { z } from 'zod';
import { defineContract } from '../shared/index.js';

/** The database behind the service: its kind ('pglite' | 'postgres') and whether it answers. */
export const healthDatabase = z.object({ kind: z.string(), up: z.boolean() });

/** GET /api/health answer: 'ok' (HTTP 200) or 'unavailable' (HTTP 503, the database does not answer). */
export const healthStatus = z.object({ status: z.enum(['ok', 'unavailable']), database: healthDatabase, version: z.string() });
export type HealthStatus = z.infer<typeof healthStatus>;

/** Where an import job stands: waiting for a turn, reading the sheet, checking its rows, writing them, or ended. */
export const IMPORT_PHASES = ['queued', 'reading', 'checking', 'writing', 'done', 'failed'] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];

/** One import of the caller (factor, exchangeRate, user), as GET /api/main/import/progress lists it. */
export const importJobView = z.object({
  id: z.string(),
  /** The import: 'factor', 'exchangeRate' or 'user'. */
  kind: z.string(),
  phase: z.enum(IMPORT_PHASES),
  /** Imports ahead of this one while it is queued. */
  waitingAhead: z.number().int(),
  /** Data rows read so far. */
  rowsRead: z.number().int(),
  /** Rows to write, once the sheet is read and checked. */
  rowsTotal: z.number().int().nullable(),
  rowsWritten: z.number().int(),
  /** Bytes inflated from the uploaded archive so far (the limit is IMPORT_MAX_INFLATED_MB). */
  bytesInflated: z.number().int(),
  queuedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** The envelope code of a failed import (e.g. 1012002, 1012003). */
  code: z.number().int().nullable(),
  /** The rows failed (1012002): GET /api/main/import/report?id= serves them with their reasons while the job is listed. */
  hasReport: z.boolean(),
});
export type ImportJobView = z.infer<typeof importJobView>;

/** Operations endpoints. */
export const systemContract = defineContract('system', undefined, {
  /** Readiness and database status for load balancers and operators: not an envelope (kind 'raw'). */
  health: { method: 'GET', path: '/api/health', permission: 'public', kind: 'raw', response: healthStatus },
  /**
   * The caller's imports (running, waiting, or ended in the last minutes), newest first: a
   * client polls it while its upload's request is pending. The upload endpoints are unchanged.
   */
  importProgress: {
    method: 'GET',
    path: '/api/main/import/progress',
    permission: 'authenticated',
    response: z.array(importJobView),
  },
  /**
   * The failed-rows report of the caller's import `id` (the 1012002 answer's `reportId`): the
   * uploaded rows with a reasons column, as .xlsx, while the job is listed (some minutes).
   */
  importReport: {
    method: 'GET',
    path: '/api/main/import/report',
    permission: 'authenticated',
    kind: 'file',
    query: z.object({ id: z.uuid() }),
  },
});
