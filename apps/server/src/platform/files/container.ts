/**
 * Whole-container checks of the attachment types that can be parsed cheaply from their two ends
 * (issue 27): a file that starts like a PNG but goes on as HTML, or an .xlsx that is `PK` and garbage,
 * is refused. `head`: the first bytes; `tail`: the last bytes (up to 1 MB); `size`: the whole size.
 */
export type FileEnds = { head: Buffer; tail: Buffer; size: number };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** IEND: length 0, type, and its fixed CRC. */
const PNG_IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** PNG: the signature, IHDR as the first chunk (13 bytes), IEND as the last, ending the file. */
export function pngWhole({ head, tail }: FileEnds): boolean {
  if (head.length < 33 || !head.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  if (head.readUInt32BE(8) !== 13 || head.toString('latin1', 12, 16) !== 'IHDR') return false;
  return tail.length >= 12 && tail.subarray(tail.length - 12).equals(PNG_IEND);
}

/** JPEG: SOI (FF D8 FF) first, EOI (FF D9) last (a few trailing zero bytes of padding tolerated). */
export function jpegWhole({ head, tail }: FileEnds): boolean {
  if (head.length < 4 || head[0] !== 0xff || head[1] !== 0xd8 || head[2] !== 0xff) return false;
  let end = tail.length;
  while (end > 0 && tail.length - end < 16 && tail[end - 1] === 0) end--;
  return end >= 2 && tail[end - 2] === 0xff && tail[end - 1] === 0xd9;
}

/** PDF: `%PDF-` within the first 1024 bytes, `%%EOF` within the last 1024 (ISO 32000's tolerance). */
export function pdfWhole({ head, tail }: FileEnds): boolean {
  if (!head.subarray(0, 1024).includes('%PDF-', 0, 'latin1')) return false;
  return tail.subarray(Math.max(0, tail.length - 1024)).includes('%%EOF', 0, 'latin1');
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/** The names of a zip's central directory, or null when the end record or directory is not a valid one in `tail`. */
export function zipEntries({ tail, size }: FileEnds): string[] | null {
  // the end record: 22 bytes and a comment of at most 65,535, so within the last 65,557 bytes
  let at = -1;
  for (let i = tail.length - 22; i >= Math.max(0, tail.length - 65_557); i--) {
    if (tail.readUInt32LE(i) === EOCD && i + 22 + tail.readUInt16LE(i + 20) === tail.length) {
      at = i;
      break;
    }
  }
  if (at < 0) return null;
  const count = tail.readUInt16LE(at + 10);
  const cdSize = tail.readUInt32LE(at + 12);
  const cdOffset = tail.readUInt32LE(at + 16);
  // ZIP64 (0xFFFF…) is not expected of an attachment: a directory beyond what is kept is not checked, so refused
  const tailStart = size - tail.length;
  const endAt = tailStart + at;
  if (cdOffset + cdSize !== endAt || cdOffset < tailStart) return null;
  const names: string[] = [];
  let p = cdOffset - tailStart;
  for (let n = 0; n < count; n++) {
    if (p + 46 > at || tail.readUInt32LE(p) !== CENTRAL) return null;
    const nameLength = tail.readUInt16LE(p + 28);
    const extra = tail.readUInt16LE(p + 30);
    const comment = tail.readUInt16LE(p + 32);
    const localOffset = tail.readUInt32LE(p + 42);
    if (localOffset >= cdOffset) return null;
    names.push(tail.toString('utf8', p + 46, p + 46 + nameLength));
    p += 46 + nameLength + extra + comment;
  }
  return p === at ? names : null;
}

/** A zip: a valid end record and central directory. */
export const zipWhole = (ends: FileEnds): boolean => zipEntries(ends) !== null;

/** OOXML (.docx, .xlsx): a valid zip whose directory holds `[Content_Types].xml`. */
export const ooxmlWhole = (ends: FileEnds): boolean => zipEntries(ends)?.includes('[Content_Types].xml') ?? false;
