import type { Worker } from 'node:worker_threads';
import type * as Domain from '@carbon/domain';
import type { Locale } from '@carbon/domain';
import { startTsWorker } from '../ts-worker.js';
import type { ReadSheetOptions } from './excel.js';
import { UncleanSheet, type CleanRow } from './sheet-kit.js';
import type { ReadProgress } from './xlsx-reader.js';

/**
 * The fast path of a large import (ADR 018): the upload is inflated, read, checked and parsed on a worker
 * thread (sheet-stream-worker.ts, the module's own sheet kit and row schema), and its rows come back in
 * chunks while the event loop checks and writes the chunks before them. Any row that fails, and any
 * failure of the thread, ends the stream with UncleanSheet: the import then takes its whole path
 * (read everything, report every failed row), so the fast path never decides what an import reports.
 */

/** A sheet definition and a row schema, by their export names in @carbon/domain (a thread cannot be handed a zod schema). */
export type SheetSource = { sheet: keyof typeof Domain; schema: keyof typeof Domain };

export type StreamRequest = {
  id: number;
  t: 'read';
  source: SheetSource;
  data: Uint8Array;
  locale: Locale;
  limits: { maxRows?: number | undefined; maxInflatedBytes?: number | undefined };
  chunk: number;
};
export type StreamCancel = { id: number; t: 'cancel' };
export type StreamReply =
  | { id: number; t: 'rows'; rows: CleanRow<unknown>[]; progress: ReadProgress }
  | { id: number; t: 'done'; progress: ReadProgress }
  | { id: number; t: 'unclean'; row: number }
  | { id: number; t: 'error'; message: string };

const ENTRY = new URL('./sheet-stream-worker.ts', import.meta.url);

/** The process's one reading thread, started on first use and kept (unreferenced: it never keeps the process alive). */
let thread: { worker: Worker; readers: Map<number, (m: StreamReply | Error) => void> } | undefined;
let lastId = 0;
/** Streams started, and those that ended with every row read clean (the fast path taken to its end). */
const counts = { started: 0, clean: 0 };

/** How many streams this process started, and how many read clean to the end: whether imports take their fast path. */
export function sheetStreamCounts(): { started: number; clean: number } {
  return { ...counts };
}

function readingThread(): NonNullable<typeof thread> {
  if (thread) return thread;
  const worker = startTsWorker(ENTRY);
  worker.unref();
  const readers = new Map<number, (m: StreamReply | Error) => void>();
  const failed = (e: Error) => {
    if (thread?.worker === worker) thread = undefined;
    for (const r of readers.values()) r(e);
    readers.clear();
  };
  worker.on('message', (m: StreamReply) => readers.get(m.id)?.(m));
  worker.on('error', failed);
  worker.on('exit', (code) => failed(new Error(`the sheet reading thread exited with code ${code}`)));
  thread = { worker, readers };
  return thread;
}

/** Starts the reading thread now, so the first large import does not wait for it (the server's start calls it). */
export function warmSheetStream(): void {
  readingThread();
}

/**
 * The rows of `data` (an .xlsx upload) checked and parsed as `source` says, in chunks of `chunk` rows, read on
 * the reading thread; `options.progress` follows the reading. Throws UncleanSheet when a row fails, the file
 * is refused, or the thread fails: the caller's whole path then reads the file itself and says why.
 */
export async function* streamCleanRows<T>(
  source: SheetSource,
  data: Uint8Array,
  locale: Locale,
  options: ReadSheetOptions,
  chunk: number,
): AsyncGenerator<CleanRow<T>[]> {
  const { worker, readers } = readingThread();
  const id = ++lastId;
  counts.started++;
  const queue: (StreamReply | Error)[] = [];
  let wake: (() => void) | undefined;
  readers.set(id, (m) => {
    queue.push(m);
    wake?.();
  });
  /** The thread has answered its last for this request (done, unclean, error) or is gone. */
  let finished = false;
  try {
    // a copy of its own, handed over: the caller keeps `data` for the whole path
    const copy = new Uint8Array(data);
    const request: StreamRequest = {
      id,
      t: 'read',
      source,
      data: copy,
      locale,
      limits: { maxRows: options.maxRows, maxInflatedBytes: options.maxInflatedBytes },
      chunk,
    };
    worker.postMessage(request, [copy.buffer]);
    for (;;) {
      if (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
      const m = queue.shift()!;
      if (m instanceof Error || m.t !== 'rows') finished = true;
      if (m instanceof Error || m.t === 'error') throw new UncleanSheet(0);
      if (m.t === 'unclean') throw new UncleanSheet(m.row);
      if (options.progress) Object.assign(options.progress, m.progress);
      if (m.t === 'done') {
        counts.clean++;
        return;
      }
      yield m.rows as CleanRow<T>[];
    }
  } finally {
    readers.delete(id);
    if (!finished && thread?.worker === worker) worker.postMessage({ id, t: 'cancel' } satisfies StreamCancel);
  }
}
