import { CODE, DomainError, GOAL_CONTROL_SHEET, GOAL_REDUCTION_SHEET, goalContract as c, translate, type Locale } from '@carbon/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import { attachment, XLSX_MIME } from '../../platform/files/excel.js';
import { readUpload } from '../../platform/files/upload.js';
import type { Services } from '../../services.js';
import type { IncomingFile } from './goal-file.service.js';

/** The one file part of a multipart upload as a stream (the goal-file service counts and checks it). */
async function incomingFile(req: FastifyRequest): Promise<IncomingFile> {
  const reject = (key: string) =>
    new DomainError(CODE.FILE_REJECTED, `error.${CODE.FILE_REJECTED}`, { reason: translate(req.locale, `import.upload.${key}`) });
  if (!req.isMultipart()) throw reject('multipart');
  const file = await req.file();
  if (!file) throw reject('noFile');
  return { filename: file.filename, stream: file.file, truncated: () => file.file.truncated };
}

const xlsx = (reply: FastifyReply, name: string, file: Buffer) =>
  reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', attachment(`${name}.xlsx`))
    .send(file);
const sheetName = (locale: Locale, kind: 'control' | 'reduction', year: number) =>
  `${translate(locale, (kind === 'control' ? GOAL_CONTROL_SHEET : GOAL_REDUCTION_SHEET).name)}-${year}`;
const templateName = (locale: Locale, kind: 'control' | 'reduction') =>
  translate(locale, 'imports.template.file', {
    sheet: translate(locale, (kind === 'control' ? GOAL_CONTROL_SHEET : GOAL_REDUCTION_SHEET).name),
  });

/** Goal setting: registers `goalContract` (domain). */
export function goalRoutes(app: App, { goal, context }: Services): void {
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
  route(app, e.controlUpload, async (req) => files.upload(context(req), 'absolute_control', req.query, await incomingFile(req)));
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
  route(app, e.reductionUpload, async (req) => files.upload(context(req), 'project_reduction', req.query, await incomingFile(req)));
  route(app, e.revisions, (req) => setting.revisions(context(req), req.query));
  route(app, e.fileDownload, async (req, reply) => {
    const f = await files.download(context(req), Number(req.query.id));
    return reply
      .header('content-type', f.mime)
      .header('content-length', String(f.size))
      .header('content-disposition', attachment(f.name))
      .header('x-content-type-options', 'nosniff')
      .send(f.stream);
  });
}
