import { CODE, DomainError, projectContract, translate } from '@carbon/domain';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import { attachment } from '../../platform/files/excel.js';
import type { Services } from '../../services.js';
import type { IncomingFile } from './project-attachment.service.js';

/** The one file part of a multipart upload as a stream (the attachment service counts and checks it). */
async function incomingFile(req: FastifyRequest): Promise<IncomingFile> {
  const reject = (key: string) =>
    new DomainError(CODE.FILE_REJECTED, `error.${CODE.FILE_REJECTED}`, { reason: translate(req.locale, `import.upload.${key}`) });
  if (!req.isMultipart()) throw reject('multipart');
  const file = await req.file();
  if (!file) throw reject('noFile');
  return { filename: file.filename, stream: file.file, truncated: () => file.file.truncated };
}

/** Energy-saving projects: registers their contract (domain projects/project.contract.ts). */
export function projectRoutes(app: App, { project, context }: Services): void {
  const { projects, flow, attachments, effect, factors, settings } = project;
  const e = projectContract.endpoints;
  route(app, e.page, (req) => projects.page(context(req), req.query));
  route(app, e.detail, (req) => projects.detail(context(req), Number(req.query.id)));
  route(app, e.add, (req) => projects.add(context(req), req.body));
  route(app, e.edit, (req) => projects.edit(context(req), req.body));
  route(app, e.delete, async (req) => {
    await projects.remove(context(req), req.body.ids.map(Number));
    return null;
  });
  route(app, e.submit, (req) => flow.submit(context(req), Number(req.body.id)));
  route(app, e.changeStatus, (req) => flow.changeStatus(context(req), req.body));
  route(app, e.approvals, (req) => flow.approvals(context(req), Number(req.query.id)));
  route(app, e.reviewerCandidates, (req) => projects.reviewerCandidates(context(req), Number(req.query.orgId)));
  route(app, e.defaultFactor, (req) => factors.defaultFactor(context(req), req.query));
  route(app, e.upload, async (req) => attachments.upload(context(req), Number(req.query.id), req.query.kind, await incomingFile(req)));
  route(app, e.download, async (req, reply) => {
    const f = await attachments.download(context(req), Number(req.query.id));
    return reply
      .header('content-type', f.mime)
      .header('content-length', String(f.size))
      .header('content-disposition', attachment(f.name))
      .header('x-content-type-options', 'nosniff')
      .send(f.stream);
  });
  route(app, e.deleteAttachment, async (req) => {
    await attachments.remove(context(req), Number(req.body.id));
    return null;
  });
  route(app, e.measure, (req) => effect.measure(context(req), req.body));
  route(app, e.deleteMeasurement, (req) => effect.deleteMeasurement(context(req), req.body));
  route(app, e.settings, () => settings.get());
  route(app, e.settingsEdit, (req) => settings.edit(context(req), req.body));
}
