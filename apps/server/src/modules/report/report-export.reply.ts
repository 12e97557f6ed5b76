import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../../platform/files/file-name.js';
import type { ExportedFile } from './report-export.service.js';

/** Streams an exported report; a draft's one-off file is removed once the stream has closed. */
export function sendExport(reply: FastifyReply, file: ExportedFile): FastifyReply {
  const stream = createReadStream(file.path);
  if (file.temporary) stream.once('close', () => void rm(file.path, { force: true }));
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.bytes)
    .header('content-disposition', contentDisposition(file.filename))
    .send(stream);
}
