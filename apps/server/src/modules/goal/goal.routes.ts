import { GOAL_CONTROL_SHEET, GOAL_REDUCTION_SHEET, goalContract as c, translate, type Locale } from '@carbon/domain';
import type { FastifyReply } from 'fastify';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import { sendStored, sendXlsx } from '../../platform/files/send.js';
import { readUpload, uploadFile } from '../../platform/files/upload.js';
import type { Kit } from '../../services.js';
import type { Goal } from './goal.module.js';

const xlsx = (reply: FastifyReply, name: string, file: Buffer) => sendXlsx(reply, `${name}.xlsx`, file);
const sheetName = (locale: Locale, kind: 'control' | 'reduction', year: number) =>
  `${translate(locale, (kind === 'control' ? GOAL_CONTROL_SHEET : GOAL_REDUCTION_SHEET).name)}-${year}`;
const templateName = (locale: Locale, kind: 'control' | 'reduction') =>
  translate(locale, 'imports.template.file', {
    sheet: translate(locale, (kind === 'control' ? GOAL_CONTROL_SHEET : GOAL_REDUCTION_SHEET).name),
  });

/** Goal setting: registers `goalContract` (domain). */
export function goalRoutes(app: App, { goal, context }: Pick<Kit, 'context'> & { goal: Goal }): void {
  const { setting, files, sheets } = goal;
  const e = c.endpoints;
  route(app, e.controlSave, (req) => setting.saveControl(context(req), req.body));
  route(app, e.controlGet, (req) => setting.getControl(context(req), req.query.year));
  route(app, e.controlAssigned, (req) => setting.assignedControl(context(req), req.query.year, Number(req.query.orgId)));
  route(app, e.controlImport, async (req) => sheets.importControl(context(req), (await readUpload(req, ['xlsx'])).data));
  route(app, e.controlExport, async (req, reply) =>
    xlsx(reply, sheetName(req.locale, 'control', req.query.year), await sheets.exportControl(context(req), req.query.year)),
  );
  route(app, e.controlTemplate, async (req, reply) =>
    xlsx(reply, templateName(req.locale, 'control'), await sheets.controlTemplate(req.locale)),
  );
  route(app, e.controlUpload, async (req) => files.upload(context(req), 'absolute_control', req.query, await uploadFile(req)));
  route(app, e.reductionSave, (req) => setting.saveReduction(context(req), req.body));
  route(app, e.reductionGet, (req) => setting.getReduction(context(req), req.query.year));
  route(app, e.reductionAssigned, (req) => setting.assignedReduction(context(req), req.query.year, Number(req.query.orgId)));
  route(app, e.reductionImport, async (req) => sheets.importReduction(context(req), (await readUpload(req, ['xlsx'])).data));
  route(app, e.reductionExport, async (req, reply) =>
    xlsx(reply, sheetName(req.locale, 'reduction', req.query.year), await sheets.exportReduction(context(req), req.query.year)),
  );
  route(app, e.reductionTemplate, async (req, reply) =>
    xlsx(reply, templateName(req.locale, 'reduction'), await sheets.reductionTemplate(req.locale)),
  );
  route(app, e.reductionUpload, async (req) => files.upload(context(req), 'project_reduction', req.query, await uploadFile(req)));
  route(app, e.revisions, (req) => setting.revisions(context(req), req.query));
  route(app, e.fileDownload, async (req, reply) =>
    sendStored(reply, await files.download(context(req), Number(req.query.id)), 'attachment'),
  );
}
