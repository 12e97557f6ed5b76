import crypto from 'node:crypto';
import { Transform } from 'node:stream';

/** Bytes enough for content detection (file-type reads at most this much of a file's start). */
export const HEAD_BYTES = 4100;

/**
 * A pass-through stream that counts and hashes the bytes flowing to the file storage and keeps
 * the first HEAD_BYTES for content detection: uploads are checked without buffering the file.
 */
export function meter() {
  const hash = crypto.createHash('sha256');
  const head: Buffer[] = [];
  let size = 0;
  let headSize = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      hash.update(chunk);
      if (headSize < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headSize));
        headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
      }
      done(null, chunk);
    },
  });
  return { stream, size: () => size, head: () => Buffer.concat(head), sha256: () => hash.digest('hex') };
}
