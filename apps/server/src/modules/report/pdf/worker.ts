import { startTsWorker } from '../../../platform/ts-worker.js';
import type { RenderJob } from './document.js';

/** Renders a document on a worker thread, so a long report never blocks the server's event loop. */
const ENTRY = new URL('./pdf-worker.ts', import.meta.url);

export function renderPdfInWorker(job: RenderJob): Promise<{ bytes: Buffer; pages: number }> {
  return new Promise((resolve, reject) => {
    const worker = startTsWorker(ENTRY, { workerData: job });
    let done = false;
    worker.once('message', (m: { bytes: Uint8Array; pages: number }) => {
      done = true;
      resolve({ bytes: Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.byteLength), pages: m.pages });
      void worker.terminate();
    });
    worker.once('error', (e) => {
      done = true;
      reject(e);
    });
    worker.once('exit', (code) => {
      if (!done) reject(new Error(`report PDF worker exited with code ${code}`));
    });
  });
}
