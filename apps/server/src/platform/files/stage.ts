import { meter } from './meter.js';
import { newStorageKey, type FileStorage } from './storage.js';
import type { IncomingFile } from './upload.js';

/** Checks a file's first bytes against the type its extension names (`detectFileType`, file-type.ts). */
export type DetectFileType = (head: Buffer, extension: string) => Promise<boolean> | boolean;

/** An uploaded file written to the storage and checked, not yet referenced by a row: delete `key` if none is written. */
export type StagedUpload = { key: string; size: number; sha256: string };

/** The file name's extension (lower case) when `types` allows it. */
export function allowedExtension<E extends string>(types: Readonly<Record<E, unknown>>, filename: string): E | undefined {
  const ext = filename.toLowerCase().split('.').pop() ?? '';
  return Object.hasOwn(types, ext) ? (ext as E) : undefined;
}

export type StageRules = {
  files: FileStorage;
  detectFileType: DetectFileType;
  /** The storage key's prefix (the module's name). */
  tag: string;
  now: Date;
  maxBytes: number;
  /** The module's refusals: over `maxBytes` (or cut off by the upload limit), and not of its extension's type. */
  tooLarge: () => Error;
  badType: () => Error;
};

/**
 * Streams an upload of an allowed extension to the storage under a new key, measuring it on the way (size, SHA-256,
 * first bytes), then checks it: too large or cut off, empty or not of its extension's type is refused and what was
 * written is deleted. The caller deletes `key` when the row that would reference it is not written.
 */
export async function stageUpload(file: IncomingFile, ext: string, rules: StageRules): Promise<StagedUpload> {
  const { files } = rules;
  const key = newStorageKey(rules.tag, ext, rules.now);
  const m = meter();
  file.stream.on('error', (e) => m.stream.destroy(e));
  await files.put(key, file.stream.pipe(m.stream));
  try {
    if (file.truncated() || m.size() > rules.maxBytes) throw rules.tooLarge();
    if (m.size() === 0 || !(await rules.detectFileType(m.head(), ext))) throw rules.badType();
    return { key, size: m.size(), sha256: m.sha256() };
  } catch (e) {
    await files.delete(key);
    throw e;
  }
}

/** `StageRules` with the time read when the file is staged (after the checks), for `storeUpload`. */
export type StoreRules = Omit<StageRules, 'now'> & { clock: { now(): Date } };

/**
 * An upload that one row will reference, from the checks to the written row: `check` runs before a byte is read
 * (a refusal drains the upload and stores nothing) and returns what it found, the allowed extension among it; the file
 * is then staged (`stageUpload`) and `write` writes the row. When `write` fails, the staged file is deleted.
 */
export async function storeUpload<C extends { ext: string }, T>(
  file: IncomingFile,
  rules: StoreRules,
  check: () => Promise<C>,
  write: (staged: StagedUpload, checked: C) => Promise<T>,
): Promise<T> {
  let checked: C;
  try {
    checked = await check();
  } catch (e) {
    file.stream.resume();
    throw e;
  }
  const { clock, ...stage } = rules;
  const staged = await stageUpload(file, checked.ext, { ...stage, now: clock.now() });
  try {
    return await write(staged, checked);
  } catch (e) {
    await rules.files.delete(staged.key);
    throw e;
  }
}
