import crypto from 'node:crypto';
import { Transform } from 'node:stream';

/** Bytes enough for content detection (file-type reads at most this much of a file's start). */
export const HEAD_BYTES = 4100;
/**
 * The end of a file kept for its container's check (file-type.ts): a PNG's IEND, a JPEG's EOI, a
 * PDF's %%EOF, a zip's end record (within its last 64 KB) and central directory.
 */
export const TAIL_BYTES = 1024 * 1024;

/** What a meter saw of the whole upload, found from the head it hands out (file-type.ts reads it). */
export type MeteredFile = { tail: Buffer; size: number };
const metered = new WeakMap<Buffer, MeteredFile>();

/** The whole-file facts of a head taken from a meter, or undefined (a buffer that is the whole file). */
export const meteredOf = (head: Buffer): MeteredFile | undefined => metered.get(head);

/**
 * A pass-through stream that counts and hashes the bytes flowing to the file storage and keeps
 * the first HEAD_BYTES for content detection and the last TAIL_BYTES for the container's check:
 * uploads are checked without buffering the file. The head it hands out carries the tail and size
 * to `detectFileType` (the callers pass the head alone).
 */
export function meter() {
  const hash = crypto.createHash('sha256');
  const head: Buffer[] = [];
  let tail: Buffer[] = [];
  let tailSize = 0;
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
      tail.push(chunk);
      tailSize += chunk.length;
      // drop whole chunks that fall out of the kept end
      while (tail.length > 1 && tailSize - tail[0]!.length >= TAIL_BYTES) tailSize -= tail.shift()!.length;
      done(null, chunk);
    },
  });
  const takeHead = () => {
    const h = Buffer.concat(head);
    const all = Buffer.concat(tail);
    tail = [all];
    metered.set(h, { tail: all.subarray(Math.max(0, all.length - TAIL_BYTES)), size });
    return h;
  };
  return { stream, size: () => size, head: takeHead, sha256: () => hash.digest('hex') };
}
