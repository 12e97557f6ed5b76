import { parentPort, workerData } from 'node:worker_threads';
import type { RenderJob } from './document.js';
import { renderPdf } from './render.js';

/** Worker thread entry (worker.ts): renders one document and posts its bytes back, then ends. */
const job = workerData as RenderJob;
const { bytes, pages } = await renderPdf(job);
const copy = new Uint8Array(bytes);
parentPort!.postMessage({ bytes: copy, pages }, [copy.buffer]);
