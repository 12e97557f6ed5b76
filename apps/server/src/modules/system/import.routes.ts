import { systemContract as c } from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import type { Services } from '../../services.js';

/** GET /api/main/import/progress: the caller's own imports from the import queue (platform/files/import-queue.ts). */
export function importRoutes(app: App, { imports, context }: Services): void {
  route(app, c.endpoints.importProgress, (req) => imports.list(context(req).user.id));
}
