import { parentPort, workerData } from 'node:worker_threads';
import { createHj212Framer, decodeHj212Events, type Hj212Framer } from '@carbon/domain';
import type { DecoderData, DecoderReply, DecoderRequest } from './hj212-decoder.js';

/**
 * Worker thread entry (hj212-decoder.ts): one framer per connection; each request is answered, in
 * the order it came, with the uploads it completed (none, often: a frame split across reads).
 */
const framers = new Map<number, Hj212Framer>();
const port = parentPort!;
const { maxSegment } = workerData as DecoderData;

port.on('message', (m: DecoderRequest) => {
  let framer = framers.get(m.c);
  if (!framer && m.t !== 'close') framers.set(m.c, (framer = createHj212Framer({ maxSegment })));
  const events = m.t === 'data' ? framer!.push(m.b) : m.t === 'end' ? framer!.end() : [];
  if (m.t !== 'data') framers.delete(m.c);
  const reply: DecoderReply = { c: m.c, t: m.t, u: decodeHj212Events(events, maxSegment) };
  port.postMessage(reply);
});
