import { Readable, Transform, pipeline } from 'node:stream';
import zlib from 'node:zlib';
import type { MessageParams } from '@carbon/domain';

/**
 * An .xlsx file is a zip. We read its central directory ourselves, inflate only the entries
 * a sheet import needs, and count every byte actually inflated: the sizes a zip declares are
 * the attacker's word (a central directory may understate an entry 1,000 times), so the only
 * limit that holds is the one applied to the bytes coming out of the inflater.
 */

/** Why a file is refused; `import.refused.<reason>` is its message in each language. */
export type RefusalReason = 'notZip' | 'corrupt' | 'unsupported' | 'tooManyEntries' | 'inflatedTooLarge' | 'tooManyRows' | 'unreadable';

export class FileRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly params: MessageParams = {},
  ) {
    super(`file refused: ${reason}`);
  }
}

/** More entries than any workbook we import has (a workbook of a few sheets holds about 15). */
export const MAX_ZIP_ENTRIES = 2000;

export type ZipEntry = { name: string; method: number; compressedSize: number; dataStart: number };
export type ZipArchive = { buf: Buffer; entries: Map<string, ZipEntry> };

const LOCAL_SIG = 0x04034b50;
const CD_SIG = 0x02014b50;
const EOCD_SIG = 0x06054b50;
const STORED = 0;
const DEFLATED = 8;

function findEndOfDirectory(buf: Buffer): number {
  const searchFrom = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= searchFrom; i--) if (buf.readUInt32LE(i) === EOCD_SIG) return i;
  throw new FileRefusal('corrupt');
}

/** The entry whose central-directory record starts at `p`, checked against its local header. */
function readEntry(buf: Buffer, p: number): { entry: ZipEntry; next: number } {
  if (p + 46 > buf.length || buf.readUInt32LE(p) !== CD_SIG) throw new FileRefusal('corrupt');
  const flags = buf.readUInt16LE(p + 8);
  const method = buf.readUInt16LE(p + 10);
  const compressedSize = buf.readUInt32LE(p + 20);
  const uncompressed = buf.readUInt32LE(p + 24);
  const nameLength = buf.readUInt16LE(p + 28);
  const next = p + 46 + nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  const local = buf.readUInt32LE(p + 42);
  if (next > buf.length) throw new FileRefusal('corrupt');
  // Zip64, encryption and methods other than stored/deflate: no spreadsheet program writes them for an .xlsx.
  if (compressedSize === 0xffffffff || uncompressed === 0xffffffff || local === 0xffffffff) throw new FileRefusal('unsupported');
  if (flags & 0x1 || (method !== STORED && method !== DEFLATED)) throw new FileRefusal('unsupported');
  if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL_SIG) throw new FileRefusal('corrupt');
  const dataStart = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
  if (dataStart + compressedSize > buf.length) throw new FileRefusal('corrupt');
  const name = buf.subarray(p + 46, p + 46 + nameLength).toString('utf8');
  return { entry: { name, method, compressedSize, dataStart }, next };
}

/** The archive's entries by name, from its central directory; refuses what is not a plain zip. */
export function openZip(buf: Buffer): ZipArchive {
  if (buf.length < 22 || buf.readUInt32LE(0) !== LOCAL_SIG) throw new FileRefusal('notZip');
  const eocd = findEndOfDirectory(buf);
  const count = buf.readUInt16LE(eocd + 10);
  if (count > MAX_ZIP_ENTRIES) throw new FileRefusal('tooManyEntries', { count });
  const entries = new Map<string, ZipEntry>();
  let p = buf.readUInt32LE(eocd + 16);
  for (let i = 0; i < count; i++) {
    const { entry, next } = readEntry(buf, p);
    if (entries.has(entry.name)) throw new FileRefusal('corrupt');
    entries.set(entry.name, entry);
    p = next;
  }
  return { buf, entries };
}

/** Counts the bytes inflated from one archive, across its entries, and stops at the limit. */
export class InflateBudget {
  inflated = 0;
  constructor(
    readonly limit: number,
    private readonly onProgress: (inflated: number) => void = () => undefined,
  ) {}

  take(bytes: number): void {
    this.inflated += bytes;
    this.onProgress(this.inflated);
    if (this.inflated > this.limit) throw new FileRefusal('inflatedTooLarge', { mb: Math.round(this.limit / 1024 / 1024) });
  }
}

const INPUT_CHUNK = 64 * 1024;

function* chunksOf(data: Buffer): Generator<Buffer> {
  for (let i = 0; i < data.length; i += INPUT_CHUNK) yield data.subarray(i, i + INPUT_CHUNK);
}

/**
 * The entry's content as a stream, inflated a chunk at a time (with back-pressure) and
 * counted against `budget`: past the limit the stream fails with a FileRefusal and the
 * inflater stops, whatever the archive declared.
 */
export function entryStream(zip: ZipArchive, entry: ZipEntry, budget: InflateBudget): Readable {
  const compressed = zip.buf.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        budget.take(chunk.length);
        done(null, chunk);
      } catch (e) {
        done(e as Error);
      }
    },
  });
  const source = Readable.from(chunksOf(compressed), { objectMode: false });
  if (entry.method === STORED) return pipeline(source, count, () => undefined);
  return pipeline(source, zlib.createInflateRaw(), count, () => undefined);
}
