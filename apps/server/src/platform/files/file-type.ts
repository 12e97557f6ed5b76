import { fileTypeFromBuffer } from 'file-type';
import { ATTACHMENT_TYPES, type AttachmentExtension } from '@carbon/domain';

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

/**
 * Whether a file's first bytes fit its extension, for the attachment allow-list
 * (ATTACHMENT_TYPES): the content is read with `file-type`; .doc/.xls are OLE compound files
 * (the CFB signature); .docx/.xlsx are zips (the zip signature with the extension). An
 * extension outside the list, or content of another type, is refused.
 */
export async function detectFileType(head: Buffer, extension: string): Promise<boolean> {
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
