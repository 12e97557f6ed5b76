import { useQueryClient } from '@tanstack/react-query';
import { certificateContract, type CertificateRow } from '@carbon/domain';
import { callUpload, type UploadProgress } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { invalidateContracts } from '../../../lib/query';

export { fetchFileUrl, formatSize } from './file-url';

/** The certificate endpoints, from the domain's contract. */
export const certificateApi = certificateContract.endpoints;

/** Uploads a statement with its fields (sent before the file, so the server checks them first), with progress. */
export function uploadCertificate(file: File, fields: Record<string, string>, onProgress: UploadProgress): Promise<CertificateRow> {
  return callUpload(certificateApi.add, file, onProgress, fields);
}

/** Refreshes the certificate reads on screen (page, shares, accesses) after an upload or a share. */
export function useRefreshCertificates() {
  const client = useQueryClient();
  return () => invalidateContracts(client, [certificateContract]);
}

/** Saves the file (Content-Disposition: attachment). */
export const downloadCertificate = (row: Pick<CertificateRow, 'id' | 'fileName'>) =>
  downloadFile(certificateApi.download.path, { query: { id: row.id }, fallbackName: row.fileName });

/** Copies text to the clipboard; false when the browser has no clipboard API or refuses (spec §8 "browser cannot copy link"). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
