import { currentLocale } from './locale';
import { clearToken, FORCED_PASSWORD_PATH, getToken } from './session';

/** Base of every business call (spec §7: /api + /main). */
export const API_BASE = '/api/main';
/** Spec §7 / §9: HTTP timeout. */
export const REQUEST_TIMEOUT_MS = 300_000;

/** Codes after which the session is gone (contract §2.2, §2.4): clear the token, sign in again. */
export const SESSION_ENDED_CODES: readonly number[] = [1011004, 1011006, 1011007, 1011008, 1011009];
/** "The password must be changed first". */
export const MUST_CHANGE_PASSWORD_CODE = 10110012;

export type Envelope<T> = { success: boolean; code: number; message: string; data: T };

/** network: no answer at all; timeout: no answer in time; http: not an envelope; server: success:false. */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'server';

export class ApiError extends Error {
  readonly code: number;
  readonly kind: ApiErrorKind;
  constructor(kind: ApiErrorKind, code: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
  }
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

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

function buildHeaders(hasBody: boolean): Headers {
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

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
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
  const payload = await readBody(res);
  // An empty 200 is a void endpoint (contract §3: GET /logout).
  if (payload === undefined && res.ok) return null as T;
  if (!isEnvelope(payload)) throw new ApiError('http', res.status, res.statusText || `HTTP ${res.status}`);
  if (!payload.success) {
    reactToCode(payload.code, skipAuthHandling);
    throw new ApiError('server', payload.code, payload.message);
  }
  return payload.data as T;
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query'], options: Omit<RequestOptions, 'query' | 'method'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET', query }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'body' | 'method'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
};
