import { defineContract } from '../shared/index.js';
import { liveCounts } from './live.schema.js';

/**
 * Live counts (issue 14). One endpoint, two answers by `Accept`:
 * - `Accept: text/event-stream`: server-sent events. A `counts` event (data: the JSON of
 *   `liveCounts`) at once and after every change to the user's to-dos or notices, in any
 *   server process on the same database (PostgreSQL LISTEN/NOTIFY); a comment line as
 *   heartbeat; an `end` event, then the close, when the session ends.
 * - anything else: the envelope with the counts now (one read; clients without streaming).
 * The stream is authenticated like every call (`Authorization: Bearer`), so browsers read it
 * with fetch, not EventSource (which cannot send that header).
 */
export const liveContract = defineContract('live', undefined, {
  stream: {
    method: 'GET',
    path: '/api/main/live/stream',
    permission: 'authenticated',
    response: liveCounts,
    description:
      'The caller\'s open to-do and unread notice counts. With "Accept: text/event-stream": server-sent events ' +
      '("counts" at once and on every change, a heartbeat comment, "end" when the session ends); otherwise the envelope.',
  },
});
