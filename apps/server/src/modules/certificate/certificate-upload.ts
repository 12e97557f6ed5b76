import type { z } from 'zod';
import {
  CERTIFICATE_CODE,
  CERTIFICATE_FORM_FIELDS,
  CERTIFICATE_MAX_BYTES,
  CERTIFICATE_TYPES,
  CODE,
  DomainError,
  certificateFields,
  translate,
  type CertificateExtension,
  type CertificateFields,
  type Locale,
  fail,
} from '@carbon/domain';
import type { FileStorage } from '../../platform/files/storage.js';
import { allowedExtension, stageUpload, type DetectFileType } from '../../platform/files/stage.js';
import { validationDetail } from '../../platform/http/errors.js';
import type { UploadPart } from '../../platform/files/upload.js';

/** A file written to the storage and checked, not yet referenced by a row (deleted if the row is not written). */
export type StagedFile = { key: string; fileName: string; fileSize: number; mime: string; sha256: string };

const MB = 1024 * 1024;
const TAG = 'certificate';

const badType = () => fail(CERTIFICATE_CODE.FILE_TYPE);
const tooLarge = () => fail(CERTIFICATE_CODE.FILE_SIZE, { max: CERTIFICATE_MAX_BYTES / MB });

const extensionOf = (filename: string) => allowedExtension<CertificateExtension>(CERTIFICATE_TYPES, filename);

/**
 * The certificate's form fields, checked by the domain's schema: a refusal is 1012001 naming
 * each field by its label, as a JSON body's would be. Empty texts count as absent.
 */
export function parseFields(locale: Locale, raw: Readonly<Record<string, string>>): CertificateFields {
  const input = Object.fromEntries(Object.entries(raw).filter(([, v]) => v.trim() !== ''));
  const parsed = certificateFields.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i: z.core.$ZodIssue) => ({
    keyword: i.code,
    instancePath: `/${i.path.map(String).join('/')}`,
    message: i.message,
  }));
  const detail = validationDetail(locale, issues, undefined, TAG);
  const field = parsed.error.issues[0]?.path.map(String).join('.');
  throw new DomainError(CODE.PARAM_ERROR, 'error.1012001', { detail: detail || translate(locale, 'validation.invalid') }, field);
}

/**
 * Streams the file to the storage while counting it, then checks size and content (by
 * extension AND by its first bytes); a refused file is removed again.
 */
export async function stageFile(
  files: FileStorage,
  detectFileType: DetectFileType,
  part: Extract<UploadPart, { type: 'file' }>,
  at: Date,
): Promise<StagedFile> {
  const ext = extensionOf(part.filename);
  if (!ext) {
    part.stream.resume();
    throw badType();
  }
  const { key, size, sha256 } = await stageUpload(part, ext, {
    files,
    detectFileType,
    tag: TAG,
    now: at,
    maxBytes: CERTIFICATE_MAX_BYTES,
    tooLarge,
    badType,
  });
  return { key, fileName: part.filename, fileSize: size, mime: CERTIFICATE_TYPES[ext], sha256 };
}

const REQUIRED: readonly string[] = ['year', 'orgId', 'inventoryObject', 'author'];
const KNOWN: readonly string[] = CERTIFICATE_FORM_FIELDS;

/**
 * Reads the parts in any order: the known form fields, and the one file, which is staged as
 * it arrives. When the fields came first (the web sends them first), `precheck` sees them
 * before a byte of the file is stored, so a refusal costs no upload to the storage. A failure
 * after staging removes the staged file.
 */
export async function readParts(
  files: FileStorage,
  parts: AsyncIterable<UploadPart>,
  stage: (part: Extract<UploadPart, { type: 'file' }>) => Promise<StagedFile>,
  precheck: (raw: Record<string, string>) => Promise<void>,
): Promise<{ raw: Record<string, string>; staged: StagedFile | undefined }> {
  const raw: Record<string, string> = {};
  let staged: StagedFile | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (KNOWN.includes(part.name)) raw[part.name] = part.value;
        continue;
      }
      if (staged) {
        part.stream.resume();
        continue;
      }
      if (REQUIRED.every((f) => raw[f]?.trim())) {
        await precheck(raw).catch((e: unknown) => {
          part.stream.resume();
          throw e;
        });
      }
      staged = await stage(part);
    }
  } catch (e) {
    if (staged) await files.delete(staged.key);
    throw e;
  }
  return { raw, staged };
}
