import { ApiError, buildHeaders, buildUrl, REQUEST_TIMEOUT_MS, unwrapEnvelope, type RequestOptions } from './api';

const UNSAFE_CHARS = /[<>:"/\\|?*]/g;
const MAX_NAME_LENGTH = 180;

function stripControls(name: string): string {
  return [...name].filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f).join('');
}

/**
 * A file name that is safe to save: no directories, no control or reserved
 * characters, no leading dots, bounded length; `fallback` when nothing is left.
 */
export function safeFileName(name: string | null | undefined, fallback: string): string {
  if (!name) return fallback;
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = stripControls(base)
    .replace(UNSAFE_CHARS, '_')
    .replace(/^[.\s]+/, '')
    .trim();
  if (!cleaned) return fallback;
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  // Keep the extension when shortening.
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_NAME_LENGTH - ext.length) + ext;
}

function decodeRfc5987(value: string): string | null {
  const m = /^([\w-]+)'[^']*'(.*)$/.exec(value);
  if (!m?.[2]) return null;
  try {
    return decodeURIComponent(m[2]);
  } catch {
    return null;
  }
}

/** The file name a Content-Disposition header proposes (filename* preferred), unsanitised. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*([^;]+)/i.exec(header);
  const decoded = star?.[1] ? decodeRfc5987(star[1].trim().replace(/^"|"$/g, '')) : null;
  if (decoded) return decoded;
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const raw = plain?.[2] ?? plain?.[1]?.trim();
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Bytes received so far, and the total when the server announced it. */
export type DownloadProgress = (loaded: number, total: number | null) => void;

export type DownloadOptions = {
  method?: 'GET' | 'POST';
  query?: RequestOptions['query'];
  body?: unknown;
  /** Used when the server sends no (usable) file name. */
  fallbackName: string;
  onProgress?: DownloadProgress;
};

async function readBlob(res: Response, onProgress?: DownloadProgress): Promise<Blob> {
  const length = Number(res.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!res.body || !onProgress) return res.blob();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress(loaded, total);
  }
  return new Blob(chunks as BlobPart[], { type: res.headers.get('Content-Type') ?? 'application/octet-stream' });
}

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function failure(res: Response, skipAuthHandling = false): Promise<never> {
  const text = await res.text();
  let payload: unknown;
  try {
    payload = JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('http', res.status, res.statusText || `HTTP ${res.status}`);
  }
  unwrapEnvelope(payload, res.status, res.statusText, skipAuthHandling);
  // A success envelope where a file was expected: nothing to save.
  throw new ApiError('http', res.status, res.statusText || `HTTP ${res.status}`);
}

/**
 * Downloads an authenticated file (export, template): fetch with the bearer token →
 * blob → object URL. A JSON answer is an error envelope and throws ApiError with the
 * server's message. Returns the file name used.
 */
export async function downloadFile(path: string, options: DownloadOptions): Promise<string> {
  const { method = 'GET', query, body, fallbackName, onProgress } = options;
  const hasBody = body !== undefined;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const headers = buildHeaders(hasBody);
    headers.set('Accept', '*/*');
    const init: RequestInit = { method, headers, body: hasBody ? JSON.stringify(body) : undefined, signal: controller.signal };
    const res = await fetch(buildUrl(path, query), init).catch((e: unknown) => {
      if (controller.signal.aborted) throw new ApiError('timeout', -1, 'timeout');
      throw new ApiError('network', -1, e instanceof Error ? e.message : 'network error');
    });
    const type = res.headers.get('Content-Type') ?? '';
    if (!res.ok || type.includes('application/json')) return await failure(res);
    const blob = await readBlob(res, onProgress);
    const name = safeFileName(fileNameFromDisposition(res.headers.get('Content-Disposition')), fallbackName);
    saveBlob(blob, name);
    return name;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A file endpoint's answer as an object URL, for an inline preview in an <img> or <iframe> (CSP
 * allows blob:, while the API's own answers may not be framed); the caller revokes it. An envelope
 * instead of a file is the server's refusal, thrown as ApiError with its message. `skipAuthHandling`:
 * a page outside the session (the public share page) does not react to a lost session.
 */
export async function fetchObjectUrl(path: string, query: Record<string, string>, skipAuthHandling = false): Promise<string> {
  const headers = buildHeaders(false);
  headers.set('Accept', '*/*');
  const res = await fetch(buildUrl(path, query), { headers });
  const type = res.headers.get('Content-Type') ?? '';
  if (!res.ok || type.includes('application/json')) return await failure(res, skipAuthHandling);
  return URL.createObjectURL(await res.blob());
}
