import { GEOJSON_MAX_BYTES, displayContract, type BaseMap } from '@carbon/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import { publicOrigin } from '../../platform/config.js';
import type { Kit } from '../../services.js';
import type { DisplayService } from './display.service.js';
import { uploadParts } from '../../platform/files/upload.js';

/** The map field and one file; a file over the limit is cut and marked truncated (the service refuses it), not thrown. */
const PARTS = {
  limits: { fileSize: GEOJSON_MAX_BYTES, files: 1, fields: 5, fieldSize: 1_000, parts: 6 },
  throwFileSizeLimit: false,
} as FastifyRequest['parts'] extends (options: infer O) => unknown ? O : never;

/** An uploaded base map as GeoJSON, or 404 when the shipped map is in force (the web then draws its own). */
function sendGeo(reply: FastifyReply, map: BaseMap, found: { content: string; sha256: string } | undefined) {
  if (!found) return reply.code(404).header('content-type', 'application/json; charset=utf-8').send('null');
  return reply
    .header('content-type', 'application/geo+json; charset=utf-8')
    .header('content-disposition', `inline; filename="${map}.geojson"`)
    .header('etag', `"${found.sha256.slice(0, 32)}"`)
    .header('x-content-type-options', 'nosniff')
    .send(found.content);
}

const visitorOf = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });

/** What the display routes use: the module's service and the kit's request context and configuration. */
export type DisplayServices = Pick<Kit, 'context' | 'config'> & { display: DisplayService };

/** The cockpit, display links and base maps: registers `displayContract` (domain). */
export function displayRoutes(app: App, { display: service, context, config }: DisplayServices): void {
  const e = displayContract.endpoints;
  const { links, maps } = service;
  route(app, e.cockpit, (req) => service.cockpit(context(req), req.query));
  route(app, e.map, (req) => service.map(context(req), req.query));
  route(app, e.linkAdd, (req) => links.add(context(req), req.body, publicOrigin(config, req)));
  route(app, e.linkPage, (req) => links.page(context(req), req.query));
  route(app, e.linkRevoke, (req) => links.revoke(context(req), Number(req.body.id)));
  route(app, e.linkUses, (req) => links.uses(context(req), req.query));
  route(app, e.shared, (req) => service.shared(req.query.token, req.query.year, visitorOf(req), req.locale, req.query.approach));
  route(app, e.sharedGeo, async (req, reply) =>
    sendGeo(reply, req.query.map, await service.sharedGeo(req.query.token, req.query.map, visitorOf(req))),
  );
  route(app, e.geo, async (req, reply) => sendGeo(reply, req.query.map, await maps.content(req.query.map)));
  route(app, e.geoUpload, (req) => maps.upload(context(req), uploadParts(req, PARTS)));
  route(app, e.geoRevert, (req) => maps.revert(context(req), req.body.map));
}
