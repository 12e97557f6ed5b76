import { projectContract } from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import { sendStored } from '../../platform/files/send.js';
import { uploadFile } from '../../platform/files/upload.js';
import type { Kit } from '../../services.js';

/** Energy-saving projects: registers their contract (domain projects/project.contract.ts). */
export function projectRoutes(app: App, { project, context }: Pick<Kit, 'project' | 'context'>): void {
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
  route(app, e.upload, async (req) => attachments.upload(context(req), Number(req.query.id), req.query.kind, await uploadFile(req)));
  route(app, e.download, async (req, reply) => sendStored(reply, await attachments.download(context(req), Number(req.query.id))));
  route(app, e.deleteAttachment, async (req) => {
    await attachments.remove(context(req), Number(req.body.id));
    return null;
  });
  route(app, e.measure, (req) => effect.measure(context(req), req.body));
  route(app, e.deleteMeasurement, (req) => effect.deleteMeasurement(context(req), req.body));
  route(app, e.settings, () => settings.get());
  route(app, e.settingsEdit, (req) => settings.edit(context(req), req.body));
}
