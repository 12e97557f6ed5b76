import { CODE, DomainError, ENV_FILE_MAX_BYTES, translate } from '@carbon/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { attachment, XLSX_MIME } from '../../platform/files/excel.js';
import type { StoredFile, UploadPart } from './env-file.service.js';

/** One file and a few fields; a file over the limit is cut and marked truncated (the service refuses it). */
const PARTS = {
  limits: { fileSize: ENV_FILE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1_000, parts: 6 },
  throwFileSizeLimit: false,
} as FastifyRequest['parts'] extends (options: infer O) => unknown ? O : never;

const rejected = (req: FastifyRequest) =>
  new DomainError(CODE.FILE_REJECTED, `error.${CODE.FILE_REJECTED}`, { reason: translate(req.locale, 'import.upload.multipart') });

/** The parts of a multipart upload in the order sent. */
export async function* uploadParts(req: FastifyRequest): AsyncGenerator<UploadPart> {
  if (!req.isMultipart()) throw rejected(req);
  try {
    for await (const part of req.parts(PARTS)) {
      if (part.type === 'file') yield { type: 'file', filename: part.filename, stream: part.file, truncated: () => part.file.truncated };
      else yield { type: 'field', name: part.fieldname, value: typeof part.value === 'string' ? part.value : '' };
    }
  } catch (e) {
    if (typeof (e as { code?: unknown }).code === 'string' && (e as { code: string }).code.startsWith('FST_')) throw rejected(req);
    throw e;
  }
}

/** A stored file as a download. */
export function sendFile(reply: FastifyReply, f: StoredFile): FastifyReply {
  return reply
    .header('content-type', f.mime)
    .header('content-length', String(f.size))
    .header('content-disposition', attachment(f.name))
    .header('x-content-type-options', 'nosniff')
    .send(f.stream);
}

/** An Excel file as a download named `<name>.xlsx`. */
export const sendXlsx = (reply: FastifyReply, name: string, file: Buffer) =>
  reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', attachment(`${name}.xlsx`))
    .send(file);
