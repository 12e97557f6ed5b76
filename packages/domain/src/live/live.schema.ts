import { z } from 'zod';

/**
 * Live counts (issue 14): what the shell's badge shows, pushed over server-sent events.
 * `todoCount`: the user's open to-dos (not completed); `noticeCount`: unread notices.
 */
export const liveCounts = z.object({
  todoCount: z.number().int().nonnegative(),
  noticeCount: z.number().int().nonnegative(),
});
export type LiveCounts = z.infer<typeof liveCounts>;

/** The SSE event that carries `LiveCounts` as its JSON data. */
export const LIVE_COUNTS_EVENT = 'counts';
/** The SSE event sent before the server closes a stream whose session ended (do not reconnect). */
export const LIVE_END_EVENT = 'end';
/** The media type that asks the stream endpoint for events instead of one JSON answer. */
export const EVENT_STREAM = 'text/event-stream';
