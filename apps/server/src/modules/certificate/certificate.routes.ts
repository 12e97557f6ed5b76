import { CERTIFICATE_MAX_BYTES, certificateContract } from '@carbon/domain';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import { sendStored } from '../../platform/files/send.js';
import { uploadParts } from '../../platform/files/upload.js';
import { publicOrigin } from '../../platform/config.js';
import type { Kit } from '../../services.js';
import type { CertificateService } from './certificate.service.js';

/** What the routes use: the certificate service and the platform's request context and configuration. */
export type CertificateServices = Pick<Kit, 'context' | 'config'> & { certificate: CertificateService };

/**
 * At most the known fields (ten) and a few more a client may add, each small. A file over the
 * size limit is cut and marked truncated (the service refuses it with 2032003), not thrown.
 */
const PARTS = {
  limits: { fileSize: CERTIFICATE_MAX_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 21 },
  throwFileSizeLimit: false,
} as FastifyRequest['parts'] extends (options: infer O) => unknown ? O : never;

const visitorOf = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });

/** Certificates and their share links: registers `certificateContract` (domain). */
export function certificateRoutes(app: App, { certificate: service, context, config }: CertificateServices): void {
  const e = certificateContract.endpoints;
  const { shares } = service;
  route(app, e.page, (req) => service.page(context(req), req.query));
  route(app, e.detail, (req) => service.detail(context(req), Number(req.query.id)));
  route(app, e.add, (req) => service.add(context(req), uploadParts(req, PARTS)));
  route(app, e.edit, (req) => service.edit(context(req), req.body));
  route(app, e.delete, async (req) => {
    await service.remove(context(req), req.body);
    return null;
  });
  route(app, e.download, async (req, reply) => sendStored(reply, await service.file(context(req), Number(req.query.id)), 'attachment'));
  route(app, e.preview, async (req, reply) => sendStored(reply, await service.file(context(req), Number(req.query.id)), 'inline'));

  route(app, e.share, (req) => shares.share(context(req), req.body, publicOrigin(config, req)));
  route(app, e.shares, (req) => shares.list(context(req), Number(req.query.id)));
  route(app, e.revoke, (req) => shares.revoke(context(req), Number(req.body.shareId)));
  route(app, e.accesses, (req) => shares.accesses(context(req), req.query));
  route(app, e.shared, (req) => shares.shared(req.query.token, visitorOf(req)));
  route(app, e.sharedFile, async (req, reply) => sendStored(reply, await shares.sharedFile(req.query.token, visitorOf(req)), 'inline'));
}
