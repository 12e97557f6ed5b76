import { ApiError, buildHeaders, buildUrl, unwrapEnvelope } from '../../../lib/api';

/*
 * What the public share page needs besides the contract: kept apart from certificate-api.ts,
 * which reads through the signed-in query cache (every contract), so the public page's chunk
 * stays small.
 */

/**
 * A file endpoint's answer as an object URL (the page shows it in an <img> or <iframe>: CSP
 * allows blob:, while the API's own answers may not be framed). An envelope instead of a file
 * is the server's refusal: thrown as ApiError with its message.
 */
export async function fetchFileUrl(path: string, query: Record<string, string>): Promise<string> {
  const headers = buildHeaders(false);
  headers.set('Accept', '*/*');
  const res = await fetch(buildUrl(path, query), { headers });
  const type = res.headers.get('Content-Type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    const text = await res.text();
    let payload: unknown;
    try {
      payload = JSON.parse(text) as unknown;
    } catch {
      throw new ApiError('http', res.status, res.statusText || `HTTP ${res.status}`);
    }
    unwrapEnvelope(payload, res.status, res.statusText, true);
    throw new ApiError('http', res.status, res.statusText || `HTTP ${res.status}`);
  }
  return URL.createObjectURL(await res.blob());
}

/** Bytes as the list shows them: 812 B, 35.2 KB, 4.1 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
