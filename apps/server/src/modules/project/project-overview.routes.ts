import { projectOverviewContract as c, translate, type Locale } from '@carbon/domain';
import type { FastifyReply } from 'fastify';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import { sendXlsx } from '../../platform/files/send.js';
import { readUpload } from '../../platform/files/upload.js';
import type { Kit } from '../../services.js';
import type { ProjectOverview } from './project-overview.module.js';

/** Project overviews, MACC and the project list's Excel files: registers `projectOverviewContract` (domain). */
export function projectOverviewRoutes(
  app: App,
  { projectOverview: { overview, sheets }, context, clock }: Pick<Kit, 'context' | 'clock'> & { projectOverview: ProjectOverview },
): void {
  const e = c.endpoints;
  const today = () => clock.now().toISOString().slice(0, 10);
  const xlsx = (reply: FastifyReply, name: string, file: Buffer) => sendXlsx(reply, `${name}.xlsx`, file);
  const named = (locale: Locale, key: string) => `${translate(locale, key)}-${today()}`;

  route(app, e.macc, (req) => overview.macc(context(req), req.query));
  route(app, e.progress, (req) => overview.progress(context(req), req.query));
  route(app, e.statusOverview, (req) => overview.statusOverview(context(req), req.query));
  route(app, e.investmentOverview, (req) => overview.investmentOverview(context(req), req.query));
  route(app, e.investmentExport, async (req, reply) =>
    xlsx(reply, named(req.locale, 'projectOverview.sheet.investment'), await sheets.investmentExport(context(req), req.query)),
  );
  route(app, e.export, async (req, reply) =>
    xlsx(reply, named(req.locale, 'projectOverview.sheet.projects'), await sheets.exportSheet(context(req), req.query)),
  );
  route(app, e.template, async (req, reply) => xlsx(reply, sheets.templateName(req.locale), await sheets.template(req.locale)));
  route(app, e.import, async (req) => sheets.importSheet(context(req), (await readUpload(req, ['xlsx'])).data));
}
