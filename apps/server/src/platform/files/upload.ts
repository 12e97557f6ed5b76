import '@fastify/multipart';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { CODE, translate, type MessageParams, fail } from '@carbon/domain';

/** Spec §9: attachments up to 50 MB; imports are far smaller. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** 1012003 with the reason (`import.upload.<key>`) in the caller's language. */
export const uploadRejected = (req: FastifyRequest, key: string, params: MessageParams = {}) =>
  fail(CODE.FILE_REJECTED, { reason: translate(req.locale, `import.upload.${key}`, params) });

/**
 * Reads the one file of a multipart request into memory, enforcing the size limit while
 * streaming and the extension allow-list; magic bytes are checked by the reader (e.g. zip).
 */
export async function readUpload(
  req: FastifyRequest,
  allowedExtensions: string[],
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<{ filename: string; data: Buffer }> {
  if (!req.isMultipart()) throw uploadRejected(req, 'multipart');
  const file = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file) throw uploadRejected(req, 'noFile');
  const ext = file.filename.toLowerCase().split('.').pop() ?? '';
  if (!allowedExtensions.includes(ext)) {
    file.file.resume();
    throw uploadRejected(req, 'extension', { ext, allowed: allowedExtensions.map((e) => `.${e}`).join(', ') });
  }
  const tooLarge = () => uploadRejected(req, 'tooLarge', { mb: Math.round(maxBytes / 1024 / 1024) });
  const data = await file.toBuffer().catch(() => {
    throw tooLarge();
  });
  if (file.file.truncated) throw tooLarge();
  return { filename: file.filename, data };
}

/** The one file of an upload as a stream, for a service that counts and checks it while storing it. */
export type IncomingFile = { filename: string; stream: Readable; truncated: () => boolean };

/** One part of a multipart upload, in the order the client sent them. */
export type UploadPart = { type: 'field'; name: string; value: string } | ({ type: 'file' } & IncomingFile);

type FileOptions = FastifyRequest['file'] extends (options?: infer O) => unknown ? O : never;
type PartsOptions = FastifyRequest['parts'] extends (options: infer O) => unknown ? O : never;

/** The one file part of a multipart upload as a stream (`options` as `req.file` takes them: limits of this route). */
export async function uploadFile(req: FastifyRequest, options?: FileOptions): Promise<IncomingFile> {
  if (!req.isMultipart()) throw uploadRejected(req, 'multipart');
  const file = await req.file(options);
  if (!file) throw uploadRejected(req, 'noFile');
  return { filename: file.filename, stream: file.file, truncated: () => file.file.truncated };
}

/**
 * The parts of a multipart upload in the order sent: fields, and files as streams (the service checks them).
 * A malformed body, or more parts than `options` allow (the multipart plugin's FST_* errors), is refused with 1012003.
 */
export async function* uploadParts(req: FastifyRequest, options: PartsOptions): AsyncGenerator<UploadPart> {
  if (!req.isMultipart()) throw uploadRejected(req, 'multipart');
  try {
    for await (const part of req.parts(options)) {
      if (part.type === 'file') yield { type: 'file', filename: part.filename, stream: part.file, truncated: () => part.file.truncated };
      else yield { type: 'field', name: part.fieldname, value: typeof part.value === 'string' ? part.value : '' };
    }
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('FST_')) throw uploadRejected(req, 'multipart');
    throw e;
  }
}
