import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Bidirectional controls (LRM, RLM, LRE…RLO, LRI…PDI, ALM): invisible, and able to show a name other
 * than it is (`invoice\u202Efdp.exe` reads as "invoiceexe.pdf").
 */
const BIDI = /[\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/g;
// eslint-disable-next-line no-control-regex -- C0 and C1 controls: never part of a name shown on screen
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;

/** An uploaded file's name as stored and shown: without bidirectional and other control characters, trimmed. */
export function cleanFileName(name: string): string {
  return name.replace(BIDI, '').replace(CONTROL, '').trim();
}

/**
 * A Content-Disposition that is safe for any file name (RFC 6266 / 5987): an ASCII `filename`
 * for old clients and the exact name, percent-encoded, in `filename*`.
 */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const filename = cleanFileName(name);
  const ascii = filename.replace(/[^\w.\- ]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

type Part = { type: string; filename?: string };

async function* cleaned<T extends Part>(parts: AsyncIterable<T>): AsyncGenerator<T> {
  for await (const part of parts) {
    if (part.type === 'file' && typeof part.filename === 'string') part.filename = cleanFileName(part.filename);
    yield part;
  }
}

/**
 * Every multipart file name a route reads (`req.file()`, `req.parts()`, `req.files()`) is cleaned
 * (cleanFileName) before any module sees it: one place for every upload. Registered after @fastify/multipart.
 */
export function cleanUploadNames(app: FastifyInstance): void {
  app.addHook('onRequest', async (req: FastifyRequest) => {
    if (typeof req.file !== 'function') return;
    const file = req.file.bind(req);
    const parts = req.parts.bind(req);
    const files = req.files.bind(req);
    req.file = (async (...args: Parameters<typeof file>) => {
      const f = await file(...args);
      if (f) f.filename = cleanFileName(f.filename);
      return f;
    }) as typeof req.file;
    req.parts = ((...args: Parameters<typeof parts>) => cleaned(parts(...args))) as typeof req.parts;
    req.files = ((...args: Parameters<typeof files>) => cleaned(files(...args))) as typeof req.files;
  });
}
