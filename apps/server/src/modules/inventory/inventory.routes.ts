import { carbonTemplateContract, inventoryProjectContract, inventoryTaskContract } from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import { sendStored, sendXlsx } from '../../platform/files/send.js';
import { readUpload, uploadFile } from '../../platform/files/upload.js';
import type { Kit } from '../../services.js';

/** Inventory projects, tasks (entries, offsets, attachments) and carbon templates: registers their contracts (domain). */
export function inventoryRoutes(app: App, { inventory, context }: Pick<Kit, 'inventory' | 'context'>): void {
  const { projects, tasks, flow, entries, entryImport, offsets, attachments, templates } = inventory;
  const p = inventoryProjectContract.endpoints;
  route(app, p.page, (req) => projects.page(context(req), req.query));
  route(app, p.detail, (req) => projects.detail(context(req), Number(req.query.id)));
  route(app, p.add, (req) => projects.add(context(req), req.body));
  route(app, p.edit, (req) => projects.edit(context(req), req.body));
  route(app, p.delete, async (req) => {
    await projects.remove(context(req), Number(req.body.id));
    return null;
  });

  const t = inventoryTaskContract.endpoints;
  route(app, t.issue, (req) => tasks.issue(context(req), req.body));
  route(app, t.distribute, (req) => tasks.distribute(context(req), req.body));
  route(app, t.page, (req) => tasks.page(context(req), req.query));
  route(app, t.detail, (req) => tasks.detail(context(req), Number(req.query.id)));
  route(app, t.edit, (req) => tasks.edit(context(req), req.body));
  route(app, t.summary, (req) => flow.summary(context(req), Number(req.query.id)));
  route(app, t.submit, (req) => flow.submit(context(req), req.body));
  route(app, t.withdraw, (req) => flow.withdraw(context(req), Number(req.body.id)));
  route(app, t.copy, (req) => entries.copy(context(req), req.body));
  route(app, t.approverCandidates, (req) => tasks.approverCandidates(context(req), Number(req.query.id)));
  route(app, t.laterApproverCandidates, (req) => tasks.laterApproverCandidates(context(req), Number(req.query.id)));
  route(app, t.laterApprovers, (req) => tasks.setLaterApprovers(context(req), req.body));
  route(app, t.approvals, (req) => tasks.approvals(context(req), Number(req.query.id)));

  route(app, t.entryPage, (req) => entries.page(context(req), req.query));
  route(app, t.entryDetail, (req) => entries.detail(context(req), Number(req.query.id)));
  route(app, t.entrySave, (req) => entries.save(context(req), req.body));
  route(app, t.entryDelete, async (req) => {
    await entries.remove(context(req), Number(req.body.id));
    return null;
  });

  route(app, t.entryImport, async (req) =>
    entryImport.importSheet(context(req), Number(req.query.taskId), (await readUpload(req, ['xlsx'])).data),
  );
  route(app, t.entryTemplate, async (req, reply) => {
    // one template for every scope (each row names its own); a scope in the query is accepted, as before
    return sendXlsx(reply, `${entryImport.templateName(req.locale)}.xlsx`, await entryImport.template(req.locale));
  });

  route(app, t.offsetList, (req) => offsets.list(context(req), Number(req.query.taskId)));
  route(app, t.offsetSave, (req) => offsets.save(context(req), req.body));
  route(app, t.offsetDelete, async (req) => {
    await offsets.remove(context(req), Number(req.body.id));
    return null;
  });

  route(app, t.attachmentUpload, async (req) => attachments.upload(context(req), Number(req.query.entryId), await uploadFile(req)));
  route(app, t.attachmentList, (req) => attachments.list(context(req), Number(req.query.entryId)));
  route(app, t.attachmentDownload, async (req, reply) =>
    sendStored(reply, await attachments.download(context(req), Number(req.query.id)), 'attachment'),
  );
  route(app, t.attachmentPreview, async (req, reply) =>
    sendStored(reply, await attachments.preview(context(req), Number(req.query.id)), 'inline'),
  );
  route(app, t.attachmentDelete, async (req) => {
    await attachments.remove(context(req), Number(req.body.id));
    return null;
  });

  const c = carbonTemplateContract.endpoints;
  route(app, c.page, (req) => templates.page(req.query));
  route(app, c.list, () => templates.list());
  route(app, c.detail, (req) => templates.detail(Number(req.query.id)));
  route(app, c.add, (req) => templates.add(context(req), req.body));
  route(app, c.edit, (req) => templates.edit(context(req), req.body));
  route(app, c.delete, async (req) => {
    await templates.remove(context(req), Number(req.body.id));
    return null;
  });
}
