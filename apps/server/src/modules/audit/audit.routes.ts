import { auditContract as c } from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import { sendXlsx } from '../../platform/files/send.js';
import type { Kit } from '../../services.js';
import type { AuditService } from './audit.service.js';

/** Audit-trail search, export and chain verification (ADR 004): registers `auditContract` (domain). */
export function auditRoutes(app: App, { audit, context }: Pick<Kit, 'context'> & { audit: AuditService }): void {
  const e = c.endpoints;

  route(app, e.page, (req) => audit.search(context(req), req.query));
  route(app, e.export, async (req, reply) => {
    const file = await audit.exportSheet(context(req), req.query);
    return sendXlsx(reply, file.filename, file.body);
  });
  route(app, e.verify, () => audit.verify());
}
