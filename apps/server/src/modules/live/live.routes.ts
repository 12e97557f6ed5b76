import { EVENT_STREAM, LIVE_COUNTS_EVENT, LIVE_END_EVENT, formatSse, liveContract as c } from '@carbon/domain';
import type { FastifyReply } from 'fastify';
import type { App } from '../../platform/http/app-types.js';
import { route } from '../../platform/http/route.js';
import type { Kit } from '../../services.js';
import type { LiveService } from './live.service.js';
import type { LiveSink } from './live.service.js';

/** A client that asks for server-sent events (EventSource and fetch readers send this Accept). */
export const wantsEventStream = (accept: string | undefined): boolean =>
  (accept ?? '').split(',').some((part) => part.split(';')[0]?.trim().toLowerCase() === EVENT_STREAM);

/** A client that reads this slowly is dropped (it reconnects and gets the counts then). */
const MAX_BUFFERED_BYTES = 64 * 1024;

/**
 * Takes the connection over from Fastify and writes server-sent events to it: the headers the
 * request's hooks set (security headers, request id, no-store) plus the stream's own.
 */
function eventStream(reply: FastifyReply): { sink: LiveSink; closed: Promise<void> } {
  reply.hijack();
  const raw = reply.raw;
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
  raw.writeHead(200, {
    ...headers,
    'content-type': `${EVENT_STREAM}; charset=utf-8`,
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx: pass the events on as they come
    'x-accel-buffering': 'no',
  });
  const write = (text: string) => {
    if (raw.writableEnded || raw.destroyed) return;
    if (raw.writableLength > MAX_BUFFERED_BYTES) return void raw.end();
    raw.write(text);
  };
  write('retry: 5000\n\n');
  // 'close': the response ended, or the client went away
  const closed = new Promise<void>((resolve) => raw.once('close', () => resolve()));
  return {
    closed,
    sink: {
      counts: (counts) => write(formatSse(LIVE_COUNTS_EVENT, JSON.stringify(counts))),
      ping: () => write(': ping\n\n'),
      end: (reason) => {
        if (reason === 'session') write(formatSse(LIVE_END_EVENT, '{}'));
        raw.end();
      },
    },
  };
}

/** Live counts: `liveContract` (domain). The stream or, without `Accept: text/event-stream`, the envelope. */
export function liveRoutes(app: App, { live, context }: Pick<Kit, 'context'> & { live: LiveService }): void {
  route(app, c.endpoints.stream, async (req, reply) => {
    const ctx = context(req);
    if (!wantsEventStream(req.headers.accept)) return live.counts(ctx.user.id);
    const { sink, closed } = eventStream(reply);
    try {
      const stop = await live.open(ctx, sink);
      void closed.then(stop);
    } catch (err) {
      req.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'live stream could not open');
      reply.raw.end();
    }
    // ignored: the reply is hijacked (the stream answers)
    return { todoCount: 0, noticeCount: 0 };
  });
  live.setLog(app.log);
  // the server closes: end the streams first, or their open connections would hold the close
  app.addHook('preClose', async () => live.closeAll());
}
