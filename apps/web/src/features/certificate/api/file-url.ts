import { fetchObjectUrl } from '../../../lib/download';

/*
 * What the public share page needs besides the contract: kept apart from certificate-api.ts,
 * which reads through the signed-in query cache (every contract), so the public page's chunk
 * stays small.
 */

/** A file endpoint's answer as an object URL; the public share page is outside the session (see fetchObjectUrl). */
export const fetchFileUrl = (path: string, query: Record<string, string>): Promise<string> => fetchObjectUrl(path, query, true);

/** Bytes as the list shows them: 812 B, 35.2 KB, 4.1 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
