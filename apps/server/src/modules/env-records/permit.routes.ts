import { emergencyPlanContract, ENV_FILE_MAX_BYTES, envHonorContract, envPermitContract } from '@carbon/domain';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import { sendStored } from '../../platform/files/send.js';
import { uploadParts } from '../../platform/files/upload.js';
import type { EnvRecordsServices } from './env-records.module.js';
import type { EnvFileService } from './env-file.service.js';

/** One file and a few fields; a file over the limit is cut and marked truncated (the service refuses it). */
const PARTS = {
  limits: { fileSize: ENV_FILE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1_000, parts: 6 },
  throwFileSizeLimit: false,
} as Parameters<typeof uploadParts>[1];

type FileEndpoints = (typeof envPermitContract | typeof emergencyPlanContract | typeof envHonorContract)['endpoints'];

/** EIA projects, emergency plans and honours with their files: registers their contracts (domain). */
export function envPermitRoutes(app: App, { envRecords: m, context }: EnvRecordsServices): void {
  const files = (e: Pick<FileEndpoints, 'files' | 'upload' | 'download' | 'deleteFile'>, s: EnvFileService) => {
    route(app, e.files, (req) => s.list(context(req), Number(req.query.ownerId)));
    route(app, e.upload, (req) => s.upload(context(req), uploadParts(req, PARTS)));
    route(app, e.download, async (req, reply) => sendStored(reply, await s.download(context(req), Number(req.query.id)), 'attachment'));
    route(app, e.deleteFile, async (req) => (await s.remove(context(req), Number(req.body.id)), null));
  };

  const p = envPermitContract.endpoints;
  route(app, p.page, (req) => m.permit.page(context(req), req.query));
  route(app, p.detail, (req) => m.permit.detail(context(req), Number(req.query.id)));
  route(app, p.add, (req) => m.permit.add(context(req), req.body));
  route(app, p.edit, (req) => m.permit.edit(context(req), req.body));
  route(app, p.status, (req) => m.permit.status(context(req), req.body));
  route(app, p.delete, async (req) => (await m.permit.remove(context(req), req.body), null));
  files(p, m.files.permit);

  const e = emergencyPlanContract.endpoints;
  route(app, e.page, (req) => m.plan.page(context(req), req.query));
  route(app, e.detail, (req) => m.plan.detail(context(req), Number(req.query.id)));
  route(app, e.add, (req) => m.plan.add(context(req), req.body));
  route(app, e.edit, (req) => m.plan.edit(context(req), req.body));
  route(app, e.delete, async (req) => (await m.plan.remove(context(req), req.body), null));
  files(e, m.files.plan);

  const h = envHonorContract.endpoints;
  route(app, h.page, (req) => m.honor.page(context(req), req.query));
  route(app, h.detail, (req) => m.honor.detail(context(req), Number(req.query.id)));
  route(app, h.add, (req) => m.honor.add(context(req), req.body));
  route(app, h.edit, (req) => m.honor.edit(context(req), req.body));
  route(app, h.delete, async (req) => (await m.honor.remove(context(req), req.body), null));
  route(app, h.verifications, (req) => m.verifications(context(req), req.query));
  files(h, m.files.honor);
}
