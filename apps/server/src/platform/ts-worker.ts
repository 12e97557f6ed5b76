import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript module of the server. The server runs TypeScript through
 * tsx, and a worker does not inherit the parent's loader hooks (Node 20), nor does it see Vitest's
 * transform in tests: the worker loads tsx's ESM API first and imports the entry through it.
 */
const require = createRequire(import.meta.url);
const TSX_API = pathToFileURL(require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;

export function startTsWorker(entry: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  const href = JSON.stringify(entry.href);
  const boot = `import(${JSON.stringify(TSX_API)}).then((tsx) => tsx.tsImport(${href}, ${href}))`;
  return new Worker(boot, { ...options, eval: true });
}
