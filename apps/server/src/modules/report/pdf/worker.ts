import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RenderJob } from './document.js';

/**
 * Renders a document on a worker thread, so a long report never blocks the server's event loop.
 * The server runs TypeScript through tsx: the worker loads tsx's ESM API first and imports the
 * TypeScript entry through it (a worker does not inherit the parent's loader hooks on Node 20).
 */
const require = createRequire(import.meta.url);
const TSX_API = pathToFileURL(require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
const ENTRY = new URL('./pdf-worker.ts', import.meta.url).href;
const BOOT = `import(${JSON.stringify(TSX_API)}).then((tsx) => tsx.tsImport(${JSON.stringify(ENTRY)}, ${JSON.stringify(ENTRY)}))`;

export function renderPdfInWorker(job: RenderJob): Promise<{ bytes: Buffer; pages: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOT, { eval: true, workerData: job });
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
