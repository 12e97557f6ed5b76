import { CODE, DomainError, systemContract as c } from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import { sendXlsx } from '../../platform/files/send.js';
import type { Kit } from '../../services.js';

/**
 * GET /api/main/import/progress: the caller's own imports from the import queue
 * (platform/files/import-queue.ts); GET /api/main/import/report: a failed one's rows with reasons.
 */
export function importRoutes(app: App, { imports, context }: Pick<Kit, 'imports' | 'context'>): void {
  route(app, c.endpoints.importProgress, (req) => imports.list(context(req).user.id));
  route(app, c.endpoints.importReport, async (req, reply) => {
    const report = imports.report(context(req).user.id, req.query.id);
    if (!report) throw new DomainError(CODE.NOT_FOUND, 'imports.report.gone');
    return sendXlsx(reply, report.filename, await report.build());
  });
}
