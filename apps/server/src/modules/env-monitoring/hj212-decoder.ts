import type { Worker } from 'node:worker_threads';
import type { Hj212Upload } from '@carbon/domain';
import { startTsWorker } from '../../platform/ts-worker.js';

/** To the decoder: a connection's bytes, its end (a frame left unfinished is refused), or its close. */
export type DecoderRequest = { c: number; t: 'data'; b: Uint8Array } | { c: number; t: 'end' | 'close' };
/** What the decoder thread starts with. */
export type DecoderData = { maxSegment: number };
/** From the decoder, one per request and in their order: the uploads it completed. */
export type DecoderReply = { c: number; t: DecoderRequest['t']; u: Hj212Upload[] };

export type Hj212Decoder = {
  /** Sends a connection's request; its reply comes to `onReply`, after those of the requests before it. */
  send(request: DecoderRequest): void;
  /** Ends the thread. */
  stop(): Promise<void>;
};

const ENTRY = new URL('./hj212-decoder-worker.ts', import.meta.url);

/**
 * The HJ 212 listener's framing and parsing on a worker thread (hj212-decoder-worker.ts): the bytes
 * every connection reads go there and come back as decoded uploads, so the event loop keeps only
 * the points, the batching and the statements. The framing and parsing are the domain's
 * (`createHj212Framer`, `decodeHj212Frame`); the thread only runs them elsewhere.
 */
export function startHj212Decoder(
  /** The longest data segment accepted (the listener's HJ212_MAX_SEGMENT). */
  maxSegment: number,
  onReply: (reply: DecoderReply) => void,
  onFailure: (e: Error) => void,
  /** The thread's module (tests name one that fails). */
  entry: URL = ENTRY,
): Hj212Decoder {
  const worker: Worker = startTsWorker(entry, { workerData: { maxSegment } satisfies DecoderData });
  let stopping = false;
  worker.on('message', onReply);
  worker.on('error', (e) => onFailure(e));
  worker.on('exit', (code) => {
    if (!stopping) onFailure(new Error(`the HJ 212 decoder thread exited with code ${code}`));
  });
  return {
    send(request) {
      if (request.t !== 'data') {
        worker.postMessage(request);
        return;
      }
      // a copy of the read of its own (a socket's read may share its memory), handed over rather than copied again
      const b = new Uint8Array(request.b);
      worker.postMessage({ c: request.c, t: 'data', b }, [b.buffer]);
    },
    async stop() {
      stopping = true;
      await worker.terminate();
    },
  };
}
