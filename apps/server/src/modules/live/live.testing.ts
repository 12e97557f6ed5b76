import http from 'node:http';
import { createSseParser, type SseEvent } from '@carbon/domain';

/** A test client of the live stream over real HTTP: the events as they arrive, in order. */
export type SseClient = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The next event not yet taken (waits for it). */
  next(): Promise<SseEvent>;
  /** Resolves when the server closed the stream. */
  ended: Promise<void>;
  close(): void;
};

export function connectSse(baseUrl: string, token: string, locale = 'en-US'): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const queue: SseEvent[] = [];
    const waiting: Array<(e: SseEvent) => void> = [];
    const parser = createSseParser((e) => {
      const w = waiting.shift();
      if (w) w(e);
      else queue.push(e);
    });
    const req = http.get(
      `${baseUrl}/api/main/live/stream`,
      { headers: { accept: 'text/event-stream', authorization: `Bearer ${token}`, 'accept-language': locale } },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => parser.feed(chunk));
        const ended = new Promise<void>((done) => {
          res.on('end', () => done());
          res.on('close', () => done());
        });
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          next: () => {
            const e = queue.shift();
            return e ? Promise.resolve(e) : new Promise<SseEvent>((r) => waiting.push(r));
          },
          ended,
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', (err) => reject(err));
  });
}

/** The next `counts` event's data. */
export async function nextCounts(c: SseClient): Promise<{ todoCount: number; noticeCount: number }> {
  for (;;) {
    const e = await c.next();
    if (e.event === 'counts') return JSON.parse(e.data) as { todoCount: number; noticeCount: number };
  }
}
