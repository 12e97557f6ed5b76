import compress from '@fastify/compress';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { preparedOf, type BodyEncoding, type PreparedJson } from './prepared-body.js';

/** Responses smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const negotiator = new Negotiator<BodyEncoding>({ supportedValues: ['br', 'gzip', 'identity'] });

/** The encoding a client asked for (`*` counts as gzip, as @fastify/compress reads it). */
export function encodingFor(acceptEncoding: string | undefined): BodyEncoding {
  if (!acceptEncoding) return 'identity';
  return negotiator.negotiate(acceptEncoding.toLowerCase().replace(/\*/g, 'gzip')) ?? 'identity';
}

/**
 * Response compression (issue 8): brotli or gzip by Accept-Encoding for every response from
 * 1 kB up (API JSON, the web app's files that have no pre-compressed copy); downloads of
 * already-compressed types (.xlsx) and small answers go out as they are. Request bodies are
 * not decompressed: an upload is read as sent, within its limits.
 *
 * A value a service returns through `prepared()` (prepared-body.ts) skips serialisation
 * and compression: its bytes were made once, for this envelope and encoding.
 * Register before the routes: @fastify/compress attaches itself to routes as they are added.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  const pending = new WeakMap<FastifyReply, { body: PreparedJson; head: string }>();

  app.addHook('preSerialization', async (_req, reply, payload: unknown) => {
    if (typeof payload !== 'object' || payload === null || !('data' in payload)) return payload;
    const { data, ...envelope } = payload as { data: unknown };
    const body = preparedOf(data);
    if (!body) return payload;
    // Serialise only the envelope around a null; onSend puts the prepared bytes in.
    const placeholder = { ...envelope, data: null };
    pending.set(reply, { body, head: JSON.stringify(placeholder) });
    return placeholder;
  });

  // Runs before @fastify/compress's own onSend (route-level hooks come after the app's),
  // which leaves a body alone once it carries a Content-Encoding.
  app.addHook('onSend', async (req, reply, payload) => {
    const job = pending.get(reply);
    if (!job) return payload;
    pending.delete(reply);
    const encoding = encodingFor(req.headers['accept-encoding']);
    const body = await job.body.body(job.head, encoding);
    reply.header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    reply.header('content-length', body.length);
    return body;
  });

  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
