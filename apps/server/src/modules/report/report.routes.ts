import { reportContract as c } from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import type { Kit } from '../../services.js';
import type { Report } from './report.module.js';
import { sendExport } from './report-export.reply.js';

/** Inventory reports: registers `reportContract` (domain). */
export function reportRoutes(app: App, { report, context }: Pick<Kit, 'context'> & { report: Report }): void {
  const { reports, reading, baseYears, exporting } = report;
  const e = c.endpoints;
  route(app, e.generate, (req) => reports.generate(context(req), req.body));
  route(app, e.consolidate, (req) => reports.consolidate(context(req), req.body));
  route(app, e.page, (req) => reports.page(context(req), req.query));
  route(app, e.detail, (req) => reports.detail(context(req), req.query));
  route(app, e.refresh, (req) => reports.refresh(context(req), req.body));
  route(app, e.edit, (req) => reports.edit(context(req), req.body));
  route(app, e.publish, (req) => reports.publish(context(req), req.body));
  route(app, e.delete, (req) => reports.delete(context(req), req.body));
  route(app, e.lines, (req) => reports.lines(context(req), req.query));
  route(app, e.versions, (req) => reports.versions(context(req), Number(req.query.id)));
  route(app, e.diff, (req) => reading.diff(context(req), req.query));
  route(app, e.derivation, (req) => reading.derivation(context(req), req.query));
  route(app, e.compare, (req) => reading.compare(context(req), req.query));
  route(app, e.export, async (req, reply) => sendExport(reply, await exporting.export(context(req), req.query)));
  route(app, e.baseYear, (req) => baseYears.get(context(req), Number(req.query.orgId)));
  route(app, e.setBaseYear, (req) => baseYears.set(context(req), req.body));
  route(app, e.checkBaseYear, (req) => baseYears.check(context(req), Number(req.query.orgId)));
  route(app, e.recalculateBaseYear, (req) => baseYears.recalculate(context(req), req.body));
}
