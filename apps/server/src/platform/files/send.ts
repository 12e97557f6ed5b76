import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { XLSX_MIME } from './excel.js';
import { contentDisposition } from './file-name.js';
import type { FileStorage } from './storage.js';

/** A stored file as a service hands it to its route for sending. */
export type StoredFile = { name: string; mime: string; size: number; stream: Readable };

/** A stored file's row (name, type, size, storage key) opened for sending. */
export async function openStored(
  files: FileStorage,
  f: { name: string; mime: string; size: number; storageKey: string },
): Promise<StoredFile> {
  return { name: f.name, mime: f.mime, size: f.size, stream: await files.get(f.storageKey) };
}

/** Sends a stored file, as a download or inline (previews); the browser is told not to guess its type. */
export function sendStored(reply: FastifyReply, f: StoredFile, disposition: 'attachment' | 'inline' = 'attachment'): FastifyReply {
  return reply
    .header('content-type', f.mime)
    .header('content-length', String(f.size))
    .header('content-disposition', contentDisposition(f.name, disposition))
    .header('x-content-type-options', 'nosniff')
    .send(f.stream);
}

/** Sends a workbook (export, template, report) as a download named `filename`. */
export function sendXlsx(reply: FastifyReply, filename: string, body: Buffer | Uint8Array | Readable): FastifyReply {
  return reply.header('content-type', XLSX_MIME).header('content-disposition', contentDisposition(filename)).send(body);
}
