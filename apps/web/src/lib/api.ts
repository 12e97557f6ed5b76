import type { z } from 'zod';
import { SIGN_IN_AGAIN_CODES, type DataOf, type Endpoint, type Envelope, type FailedRow, type InputOf } from '@carbon/domain';
import { currentLocale } from './locale';
import { clearToken, FORCED_PASSWORD_PATH, getToken } from './session';

/** Base of every business call (spec §7: /api + /main). */
export const API_BASE = '/api/main';
/** Spec §7 / §9: HTTP timeout. */
export const REQUEST_TIMEOUT_MS = 300_000;

/** Codes after which the session is gone (contract §2.2, §2.4): the domain's list, clear the token and sign in again. */
export const SESSION_ENDED_CODES: readonly number[] = SIGN_IN_AGAIN_CODES;
/** "The password must be changed first". */
export const MUST_CHANGE_PASSWORD_CODE = 10110012;

export type { Envelope, FailedRow };

/** network: no answer at all; timeout: no answer in time; http: not an envelope; server: success:false. */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'server';

export class ApiError extends Error {
  readonly code: number;
  readonly kind: ApiErrorKind;
  /** The envelope's `data` on failure, e.g. `{ failedRows }` for a refused import (1012002). */
  readonly data: unknown;
  /** The input the server named as failing (the envelope's `field`), when there is one. */
  readonly field: string | undefined;
  constructor(kind: ApiErrorKind, code: number, message: string, data?: unknown, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.data = data;
    this.field = field;
  }
}

/** The failed rows an import error carries, or an empty list. */
export function failedRowsOf(error: unknown): FailedRow[] {
  if (!(error instanceof ApiError)) return [];
  const data = error.data;
  if (typeof data !== 'object' || data === null || !('failedRows' in data)) return [];
  const rows = (data as { failedRows: unknown }).failedRows;
  if (!Array.isArray(rows)) return [];
  return rows.filter(
    (r): r is FailedRow =>
      typeof r === 'object' && r !== null && typeof (r as FailedRow).row === 'number' && Array.isArray((r as FailedRow).reasons),
  );
}

export type AuthHandlers = {
  /** The session ended: the token is already cleared. */
  onSessionEnded: () => void;
  onMustChangePassword: () => void;
};

// Replaced by the app with router-aware navigation; these work without a router.
let handlers: AuthHandlers = {
  onSessionEnded: () => window.location.assign('/login'),
  onMustChangePassword: () => window.location.assign(FORCED_PASSWORD_PATH),
};

export function setAuthHandlers(next: AuthHandlers): void {
  handlers = next;
}

export type RequestOptions = {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Login reports its own errors: a frozen account must not bounce the user around. */
  skipAuthHandling?: boolean;
  timeoutMs?: number;
};

/** The path (a contract's full path, or one under `/api/main`) + query string (undefined values left out). */
export function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  const base = path.startsWith('/api/') ? path : `${API_BASE}${path}`;
  return `${base}${qs ? `?${qs}` : ''}`;
}

/** Headers every call carries: language, and the bearer token when signed in. */
export function buildHeaders(hasBody: boolean): Headers {
  const headers = new Headers({ 'Accept-Language': currentLocale(), Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function send(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (e) {
    if (controller.signal.aborted) throw new ApiError('timeout', -1, 'timeout');
    throw new ApiError('network', -1, e instanceof Error ? e.message : 'network error');
  } finally {
    clearTimeout(timer);
  }
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value && 'code' in value;
}

function parseText(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readBody(res: Response): Promise<unknown> {
  return parseText(await res.text());
}

function reactToCode(code: number, skip: boolean): void {
  if (skip) return;
  if (SESSION_ENDED_CODES.includes(code)) {
    clearToken();
    handlers.onSessionEnded();
  } else if (code === MUST_CHANGE_PASSWORD_CODE) {
    handlers.onMustChangePassword();
  }
}

/** Calls the API and returns `data`; throws ApiError for any failure. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, skipAuthHandling = false, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const hasBody = body !== undefined;
  const init: RequestInit = { method, headers: buildHeaders(hasBody), body: hasBody ? JSON.stringify(body) : undefined };
  const res = await send(buildUrl(path, query), init, timeoutMs);
  return unwrapEnvelope<T>(await readBody(res), res.status, res.statusText, skipAuthHandling);
}

/** Reads an envelope already parsed from a response (fetch, XHR): its data, or an ApiError. */
export function unwrapEnvelope<T>(payload: unknown, status: number, statusText: string, skipAuthHandling = false): T {
  if (payload === undefined && status >= 200 && status < 300) return null as T;
  if (!isEnvelope(payload)) throw new ApiError('http', status, statusText || `HTTP ${status}`);
  if (!payload.success) {
    reactToCode(payload.code, skipAuthHandling);
    throw new ApiError('server', payload.code, payload.message, payload.data, payload.field);
  }
  return payload.data as T;
}

/** Upload progress in percent (0–100). */
export type UploadProgress = (percent: number) => void;

/**
 * POSTs `file` as multipart field `file` (plus `fields`) and returns `data`. Uses
 * XMLHttpRequest because fetch reports no upload progress.
 */
export function uploadRequest<T>(
  path: string,
  file: Blob,
  onProgress?: UploadProgress,
  fields: Record<string, string> = {},
  query?: RequestOptions['query'],
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, query));
    buildHeaders(false).forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.upload.onprogress = (e) => {
      if (onProgress && e.lengthComputable && e.total > 0) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      try {
        resolve(unwrapEnvelope<T>(parseText(xhr.responseText), xhr.status, xhr.statusText));
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    };
    xhr.onerror = () => reject(new ApiError('network', -1, 'network error'));
    xhr.ontimeout = () => reject(new ApiError('timeout', -1, 'timeout'));
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', file, file instanceof File ? file.name : 'upload.xlsx');
    xhr.send(form);
  });
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query'], options: Omit<RequestOptions, 'query' | 'method'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET', query }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'body' | 'method'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  upload: <T>(path: string, file: Blob, onProgress?: UploadProgress, fields?: Record<string, string>) =>
    uploadRequest<T>(path, file, onProgress, fields),
};

type Query = RequestOptions['query'];

/**
 * Calls an endpoint through its contract (ADR 007): the query of a GET, the body of a
 * POST, typed end to end; returns the envelope's data or throws ApiError.
 */
export function call<E extends Endpoint>(
  e: E,
  input: InputOf<E>,
  options: Pick<RequestOptions, 'skipAuthHandling' | 'timeoutMs'> = {},
): Promise<DataOf<E>> {
  return e.method === 'GET'
    ? apiRequest<DataOf<E>>(e.path, { ...options, method: 'GET', query: input as Query })
    : apiRequest<DataOf<E>>(e.path, { ...options, method: 'POST', body: input ?? {} });
}

/** Uploads a file to an upload endpoint (multipart field `file`, with progress; `query`: the endpoint's query, e.g. the entry id). */
export function callUpload<E extends Endpoint & { kind: 'upload' }>(
  e: E,
  file: Blob,
  onProgress?: UploadProgress,
  fields?: Record<string, string>,
  query?: E['query'] extends z.ZodType ? z.input<E['query']> : never,
): Promise<DataOf<E>> {
  return uploadRequest<DataOf<E>>(e.path, file, onProgress, fields, query as Query);
}
