import { EVENT_STREAM, LIVE_COUNTS_EVENT, createSseParser, liveContract, liveCounts, type LiveCounts } from '@carbon/domain';
import { ApiError, SESSION_ENDED_CODES, buildHeaders, buildUrl, unwrapEnvelope } from '../../lib/api';
import { browserLiveDeps, shareLiveCounts } from '../../lib/live-share';
import { getToken } from '../../lib/session';

/** Reconnection delays: 1 s doubling to 30 s; back to 1 s once a stream is open. */
const MIN_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/**
 * Follows the signed-in user's live counts (issue 14): `GET /api/main/live/stream` with
 * `Accept: text/event-stream`, read with fetch because the stream is authenticated by the
 * `Authorization` header, which EventSource cannot send. Calls `onCounts` on connect and on every
 * change; reconnects with backoff whenever the stream ends or fails (another server process
 * answers then), and stops when the session is gone (the API client has sent the user to the
 * sign-in page). Returns the function that stops it.
 */
export function followLiveCounts(onCounts: (c: LiveCounts) => void): () => void {
  let stopped = false;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = MIN_DELAY_MS;

  const emit = (value: unknown) => {
    const parsed = liveCounts.safeParse(value);
    if (parsed.success) onCounts(parsed.data);
  };

  function retry(): void {
    if (stopped) return;
    timer = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, MAX_DELAY_MS);
  }

  async function read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    const parser = createSseParser((e) => {
      if (e.event !== LIVE_COUNTS_EVENT) return;
      try {
        emit(JSON.parse(e.data));
      } catch {
        // a malformed event is skipped; the next one carries the whole counts again
      }
    });
    const reader = body.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  }

  async function connect(): Promise<void> {
    if (stopped || !getToken()) return;
    controller = new AbortController();
    try {
      const headers = buildHeaders(false);
      headers.set('Accept', EVENT_STREAM);
      const res = await fetch(buildUrl(liveContract.endpoints.stream.path, undefined), { headers, signal: controller.signal });
      if (res.body && (res.headers.get('content-type') ?? '').startsWith(EVENT_STREAM)) {
        delay = MIN_DELAY_MS;
        await read(res.body);
      } else {
        // the envelope: the counts (something on the way does not stream) or a refusal
        const payload: unknown = await res.json().catch(() => undefined);
        emit(unwrapEnvelope<unknown>(payload, res.status, res.statusText));
      }
      retry();
    } catch (e) {
      if (stopped) return;
      if (e instanceof ApiError && SESSION_ENDED_CODES.includes(e.code)) return;
      retry();
    }
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
  };
}

/** `followLiveCounts` through the browser's one stream shared by its tabs (lib/live-share); returns the function that stops it. */
export function followSharedLiveCounts(onCounts: (c: LiveCounts) => void): () => void {
  const share = shareLiveCounts(onCounts, browserLiveDeps(followLiveCounts, getToken));
  return () => share.stop();
}
