import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { envelopeOf, type BodyOf, type DataOf, type Endpoint, type QueryOf } from '@carbon/domain';
import type { App } from './app-types.js';
import { ok } from './envelope.js';

const nullSchema = z.null();

/** The request a handler receives: query and body already validated against the contract. */
export type RouteRequest<E extends Endpoint> = FastifyRequest<{ Querystring: QueryOf<E>; Body: BodyOf<E> }>;

/**
 * json and upload endpoints return the envelope's data; file endpoints send the reply
 * themselves; raw endpoints return their answer as it is, or send it (another status).
 */
export type Handler<E extends Endpoint> = (
  req: RouteRequest<E>,
  reply: FastifyReply,
) => E['kind'] extends 'file'
  ? Promise<FastifyReply>
  : E['kind'] extends 'raw'
    ? Promise<DataOf<E> | FastifyReply>
    : Promise<DataOf<E>> | DataOf<E>;

/**
 * Registers an endpoint from its contract (ADR 007): method, path, permission, schemas and
 * OpenAPI come from the declaration; the handler only turns the request into data.
 */
export function route<E extends Endpoint>(app: App, e: E, handler: Handler<E>): void {
  const schema: Record<string, unknown> = { tags: [e.tag] };
  if (e.description) schema.description = e.description;
  if (e.query) schema.querystring = e.query;
  if (e.body) schema.body = e.body;
  if (e.kind === 'upload') schema.consumes = ['multipart/form-data'];
  if (e.kind === 'raw') schema.response = { 200: e.response ?? nullSchema, '5xx': e.response ?? nullSchema };
  else if (e.kind !== 'file') schema.response = { 200: envelopeOf(e.response ?? nullSchema) };
  app.route({
    method: e.method,
    url: e.path,
    schema,
    config: { permission: e.permission, duringPasswordChange: e.duringPasswordChange, audit: e.audit, denied: e.denied, tag: e.tag },
    handler: async (req, reply) => {
      const data = await handler(req as unknown as RouteRequest<E>, reply);
      return e.kind === 'file' || e.kind === 'raw' ? data : ok(req.locale, data);
    },
  });
}
