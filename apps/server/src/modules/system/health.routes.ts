import { systemContract as c, type HealthStatus } from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import type { Kit } from '../../services.js';

/** GET /api/health: readiness and database status, for load balancers and operators (its own shape, no envelope; 503 when the database is down). */
export function healthRoutes(app: App, { database, version }: Pick<Kit, 'database' | 'version'>): void {
  route(app, c.endpoints.health, async (_req, reply) => {
    const up = await database.ping();
    const answer: HealthStatus = { status: up ? 'ok' : 'unavailable', database: { kind: database.kind, up }, version };
    return up ? answer : reply.code(503).send(answer);
  });
}
