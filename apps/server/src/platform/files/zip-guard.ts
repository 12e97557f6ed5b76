/**
 * An .xlsx file is a zip. Before a library inflates it we read its central directory and
 * refuse archives that would expand beyond the limits (zip bombs) or are not zips at all.
 */
export type ZipLimits = { maxEntries: number; maxUncompressedBytes: number; maxRatio: number };
export const XLSX_LIMITS: ZipLimits = { maxEntries: 2000, maxUncompressedBytes: 200 * 1024 * 1024, maxRatio: 200 };

const EOCD_SIG = 0x06054b50;
const CD_SIG = 0x02014b50;

/** Returns a reason when the buffer is not an acceptable zip, else null. */
export function zipProblem(buf: Buffer, limits: ZipLimits = XLSX_LIMITS): string | null {
  if (buf.length < 22 || buf.readUInt32LE(0) !== 0x04034b50) return 'not a zip archive';
  const searchFrom = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= searchFrom; i--) {
    if (buf.readUInt32LE(i) === EOCD_SIG) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return 'zip directory missing';
  const entries = buf.readUInt16LE(eocd + 10);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (entries > limits.maxEntries) return `too many entries (${entries})`;
  let p = cdOffset;
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CD_SIG) return 'zip directory corrupt';
    const compressed = buf.readUInt32LE(p + 20);
    const uncompressed = buf.readUInt32LE(p + 24);
    if (compressed === 0xffffffff || uncompressed === 0xffffffff) return 'zip64 archives are not accepted';
    if (compressed > 0 && uncompressed / compressed > limits.maxRatio) return 'compression ratio too high';
    total += uncompressed;
    if (total > limits.maxUncompressedBytes) return 'expands beyond the size limit';
    p += 46 + buf.readUInt16LE(p + 28) + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return null;
}
