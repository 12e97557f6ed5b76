import { z } from 'zod';
import { defineContract } from '../shared/index.js';

/** The database behind the service: its kind ('pglite' | 'postgres') and whether it answers. */
export const healthDatabase = z.object({ kind: z.string(), up: z.boolean() });

/** GET /api/health answer: 'ok' (HTTP 200) or 'unavailable' (HTTP 503, the database does not answer). */
export const healthStatus = z.object({ status: z.enum(['ok', 'unavailable']), database: healthDatabase, version: z.string() });
export type HealthStatus = z.infer<typeof healthStatus>;

/** Operations endpoints. */
export const systemContract = defineContract('system', undefined, {
  /** Readiness and database status for load balancers and operators: not an envelope (kind 'raw'). */
  health: { method: 'GET', path: '/api/health', permission: 'public', kind: 'raw', response: healthStatus },
});
