import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { CODE, DomainError, translate, type MessageParams } from '@carbon/domain';

/** Spec §9: attachments up to 50 MB; imports are far smaller. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** 1012003 with the reason (`import.upload.<key>`) in the caller's language. */
const reject = (req: FastifyRequest, key: string, params: MessageParams = {}) =>
  new DomainError(CODE.FILE_REJECTED, `error.${CODE.FILE_REJECTED}`, { reason: translate(req.locale, `import.upload.${key}`, params) });

/**
 * Reads the one file of a multipart request into memory, enforcing the size limit while
 * streaming and the extension allow-list; magic bytes are checked by the reader (e.g. zip).
 */
export async function readUpload(
  req: FastifyRequest,
  allowedExtensions: string[],
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<{ filename: string; data: Buffer }> {
  if (!req.isMultipart()) throw reject(req, 'multipart');
  const file = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file) throw reject(req, 'noFile');
  const ext = file.filename.toLowerCase().split('.').pop() ?? '';
  if (!allowedExtensions.includes(ext)) {
    file.file.resume();
    throw reject(req, 'extension', { ext, allowed: allowedExtensions.map((e) => `.${e}`).join(', ') });
  }
  const tooLarge = () => reject(req, 'tooLarge', { mb: Math.round(maxBytes / 1024 / 1024) });
  const data = await file.toBuffer().catch(() => {
    throw tooLarge();
  });
  if (file.file.truncated) throw tooLarge();
  return { filename: file.filename, data };
}
