import { CERTIFICATE_MAX_BYTES, CODE, DomainError, certificateContract, translate } from '@carbon/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import { attachment } from '../../platform/files/excel.js';
import { publicOrigin } from '../../platform/config.js';
import type { Services } from '../../services.js';
import type { UploadPart } from './certificate-upload.js';
import type { StoredFile } from './certificate.service.js';

/**
 * At most the known fields (ten) and a few more a client may add, each small. A file over the
 * size limit is cut and marked truncated (the service refuses it with 2032003), not thrown.
 */
const PARTS = {
  limits: { fileSize: CERTIFICATE_MAX_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 21 },
  throwFileSizeLimit: false,
} as FastifyRequest['parts'] extends (options: infer O) => unknown ? O : never;

const rejected = (req: FastifyRequest, key: string) =>
  new DomainError(CODE.FILE_REJECTED, `error.${CODE.FILE_REJECTED}`, { reason: translate(req.locale, `import.upload.${key}`) });

/** The parts of the multipart upload in the order sent: fields, and the file as a stream (the service checks it). */
async function* uploadParts(req: FastifyRequest): AsyncGenerator<UploadPart> {
  if (!req.isMultipart()) throw rejected(req, 'multipart');
  try {
    for await (const part of req.parts(PARTS)) {
      if (part.type === 'file') yield { type: 'file', filename: part.filename, stream: part.file, truncated: () => part.file.truncated };
      else yield { type: 'field', name: part.fieldname, value: typeof part.value === 'string' ? part.value : '' };
    }
  } catch (e) {
    // a malformed body, or more parts than a certificate has (the multipart plugin's FST_* errors)
    if (typeof (e as { code?: unknown }).code === 'string' && (e as { code: string }).code.startsWith('FST_'))
      throw rejected(req, 'multipart');
    throw e;
  }
}

/** Sends a stored file, as a download or inline. */
function send(reply: FastifyReply, f: StoredFile, disposition: 'attachment' | 'inline'): FastifyReply {
  const header = disposition === 'attachment' ? attachment(f.name) : attachment(f.name).replace(/^attachment/, 'inline');
  return reply
    .header('content-type', f.mime)
    .header('content-length', String(f.size))
    .header('content-disposition', header)
    .header('x-content-type-options', 'nosniff')
    .send(f.stream);
}

const visitorOf = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });

/** Certificates and their share links: registers `certificateContract` (domain). */
export function certificateRoutes(app: App, { certificate: service, context, config }: Services): void {
  const e = certificateContract.endpoints;
  const { shares } = service;
  route(app, e.page, (req) => service.page(context(req), req.query));
  route(app, e.detail, (req) => service.detail(context(req), Number(req.query.id)));
  route(app, e.add, (req) => service.add(context(req), uploadParts(req)));
  route(app, e.edit, (req) => service.edit(context(req), req.body));
  route(app, e.delete, async (req) => {
    await service.remove(context(req), req.body);
    return null;
  });
  route(app, e.download, async (req, reply) => send(reply, await service.file(context(req), Number(req.query.id)), 'attachment'));
  route(app, e.preview, async (req, reply) => send(reply, await service.file(context(req), Number(req.query.id)), 'inline'));

  route(app, e.share, (req) => shares.share(context(req), req.body, publicOrigin(config, req)));
  route(app, e.shares, (req) => shares.list(context(req), Number(req.query.id)));
  route(app, e.revoke, (req) => shares.revoke(context(req), Number(req.body.shareId)));
  route(app, e.accesses, (req) => shares.accesses(context(req), req.query));
  route(app, e.shared, (req) => shares.shared(req.query.token, visitorOf(req)));
  route(app, e.sharedFile, async (req, reply) => send(reply, await shares.sharedFile(req.query.token, visitorOf(req)), 'inline'));
}
