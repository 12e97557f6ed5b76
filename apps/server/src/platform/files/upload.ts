import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { CODE, DomainError } from '@carbon/domain';

/** Spec §9: attachments up to 50 MB; imports are far smaller. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

const reject = (reason: string) => new DomainError(CODE.FILE_REJECTED, `error.${CODE.FILE_REJECTED}`, { reason });

/**
 * Reads the one file of a multipart request into memory, enforcing the size limit while
 * streaming and the extension allow-list; magic bytes are checked by the reader (e.g. zip).
 */
export async function readUpload(
  req: FastifyRequest,
  allowedExtensions: string[],
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<{ filename: string; data: Buffer }> {
  if (!req.isMultipart()) throw reject('multipart/form-data expected');
  const file = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file) throw reject('no file');
  const ext = file.filename.toLowerCase().split('.').pop() ?? '';
  if (!allowedExtensions.includes(ext)) {
    file.file.resume();
    throw reject(`.${ext} is not one of ${allowedExtensions.map((e) => `.${e}`).join(', ')}`);
  }
  const data = await file.toBuffer().catch(() => {
    throw reject(`larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  });
  if (file.file.truncated) throw reject(`larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  return { filename: file.filename, data };
}
