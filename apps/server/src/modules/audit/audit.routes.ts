import { auditFilter, auditPageQuery, auditRow, auditVerifyResult } from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import type { ModuleDeps } from '../../platform/http/module.js';
import { envelope, ok, pageOf } from '../../platform/http/envelope.js';
import { requestContext } from '../../platform/http/context.js';
import { attachment, XLSX_MIME } from '../../platform/files/excel.js';
import { createAuditService } from './audit.service.js';

const tags = ['audit'];

/** Audit-trail search, export and chain verification (ADR 004). */
export function auditRoutes(app: App, deps: ModuleDeps): void {
  const audit = createAuditService(deps);

  app.get(
    '/api/main/sysAudit/page',
    {
      config: { permission: 'sysAudit:page' },
      schema: { tags, querystring: auditPageQuery, response: { 200: envelope(pageOf(auditRow)) } },
    },
    async (req) => ok(req.locale, await audit.search(requestContext(req, deps.db), req.query)),
  );

  app.get(
    '/api/main/sysAudit/export',
    { config: { permission: 'sysAudit:export' }, schema: { tags, querystring: auditFilter } },
    async (req, reply) => {
      const file = await audit.exportSheet(requestContext(req, deps.db), req.query);
      return reply.header('content-type', XLSX_MIME).header('content-disposition', attachment(file.filename)).send(file.body);
    },
  );

  app.get(
    '/api/main/sysAudit/verify',
    { config: { permission: 'sysAudit:verify' }, schema: { tags, response: { 200: envelope(auditVerifyResult) } } },
    async (req) => ok(req.locale, await audit.verify()),
  );
}
