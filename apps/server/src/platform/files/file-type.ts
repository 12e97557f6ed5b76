import { fileTypeFromBuffer } from 'file-type';
import { ATTACHMENT_TYPES, type AttachmentExtension } from '@carbon/domain';
import { jpegWhole, ooxmlWhole, pdfWhole, pngWhole, zipWhole, type FileEnds } from './container.js';
import { meteredOf } from './meter.js';

/** Enough of the file's start for every signature file-type reads. */
export const FILE_HEAD_BYTES = 4100;

/** OLE compound file (CFB): the container of .doc and .xls. */
const CFB = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** A zip's local file header, or the end record of an empty zip. */
const ZIP = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];

/** What file-type may answer for a declared extension. */
const ACCEPTED: Record<AttachmentExtension, readonly string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  gif: ['gif'],
  webp: ['webp'],
  xlsx: ['xlsx', 'zip'],
  docx: ['docx', 'zip'],
  xls: ['cfb', 'xls'],
  doc: ['cfb', 'doc'],
  zip: ['zip'],
  rar: ['rar'],
  '7z': ['7z'],
};

const isAttachmentExtension = (ext: string): ext is AttachmentExtension => Object.hasOwn(ATTACHMENT_TYPES, ext);

/** The whole-container check of the types that can be parsed from their ends (container.ts); the others pass. */
const WHOLE: Partial<Record<AttachmentExtension, (ends: FileEnds) => boolean>> = {
  png: pngWhole,
  jpg: jpegWhole,
  jpeg: jpegWhole,
  pdf: pdfWhole,
  xlsx: ooxmlWhole,
  docx: ooxmlWhole,
  zip: zipWhole,
};

/** Whether the file whose head this is passes its container's check: a meter's head knows its tail and size; any other buffer is the whole file. */
function wholeFits(head: Buffer, ext: AttachmentExtension): boolean {
  const check = WHOLE[ext];
  if (!check) return true;
  const m = meteredOf(head);
  return check(m ? { head, tail: m.tail, size: m.size } : { head, tail: head, size: head.length });
}

/**
 * Whether a file fits its extension, for the attachment allow-list (ATTACHMENT_TYPES): the
 * content is read with `file-type`; .doc/.xls are OLE compound files (the CFB signature);
 * .docx/.xlsx are zips (the zip signature with the extension). An extension outside the list, or
 * content of another type, is refused. Then the whole container of PNG, JPEG, PDF, zip and OOXML
 * files is checked from its two ends (container.ts): `head` is a meter's (meter.ts, which kept the
 * file's end) or the whole file.
 */
export async function detectFileType(head: Buffer, extension: string): Promise<boolean> {
  const ext = extension.trim().toLowerCase().replace(/^\./, '');
  if (!(await startFits(head, ext))) return false;
  return isAttachmentExtension(ext) && wholeFits(head, ext);
}

async function startFits(head: Buffer, extension: string): Promise<boolean> {
  const ext = extension.trim().toLowerCase().replace(/^\./, '');
  if (!isAttachmentExtension(ext) || head.length === 0) return false;
  const accepted = ACCEPTED[ext];
  if (accepted.includes('cfb') && head.subarray(0, CFB.length).equals(CFB)) return true;
  if (accepted.includes('zip') && ZIP.some((sig) => head.subarray(0, sig.length).equals(sig))) {
    if (ext === 'zip') return true; // any zip (an .xlsx renamed .zip is still a zip)
    // a .docx whose content file-type reads as another Office type (an .xlsx) is refused
    const found = await fileTypeFromBuffer(head);
    return found === undefined || accepted.includes(found.ext) || found.ext === 'zip';
  }
  const found = await fileTypeFromBuffer(head);
  return found !== undefined && accepted.includes(found.ext);
}
