import { z } from 'zod';
import type { App } from '../../platform/http/app-types.js';
import type { Database } from '../../platform/db/database.js';

/** GET /api/health: readiness and database status, for load balancers and operators (no envelope). */
export function healthRoutes(app: App, deps: { database: Database; version: string }) {
  app.get(
    '/api/health',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['system'],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.object({ kind: z.string(), up: z.boolean() }), version: z.string() }),
          503: z.object({
            status: z.literal('unavailable'),
            database: z.object({ kind: z.string(), up: z.boolean() }),
            version: z.string(),
          }),
        },
      },
    },
    async (_req, reply) => {
      const up = await deps.database.ping();
      const database = { kind: deps.database.kind, up };
      if (!up) return reply.code(503).send({ status: 'unavailable' as const, database, version: deps.version });
      return { status: 'ok' as const, database, version: deps.version };
    },
  );
}
