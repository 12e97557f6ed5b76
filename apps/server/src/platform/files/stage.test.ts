import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { detectFileType } from './file-type.js';
import { allowedExtension, stageUpload, storeUpload, type StageRules, type StoreRules } from './stage.js';
import { createLocalStorage } from './storage.js';
import type { IncomingFile } from './upload.js';

// A 1×1 PNG (the same bytes file-type.test.ts checks).
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-stage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const files = createLocalStorage(root);

const upload = (bytes: Buffer, truncated = false): IncomingFile => ({
  filename: 'evidence.png',
  stream: Readable.from([bytes]),
  truncated: () => truncated,
});
const rules = (maxBytes = 1024): StageRules => ({
  files,
  detectFileType,
  tag: 'stage-test',
  now: new Date('2026-05-01T00:00:00Z'),
  maxBytes,
  tooLarge: () => new Error('too large'),
  badType: () => new Error('bad type'),
});
/** Every file the storage holds under the test's prefix. */
const stored = () =>
  (fs.existsSync(path.join(root, 'stage-test')) ? fs.readdirSync(path.join(root, 'stage-test'), { recursive: true }) : []).filter((f) =>
    String(f).includes('.'),
  );

describe('stageUpload', () => {
  it('keeps a file of its type within the limit under a new key, with its size and SHA-256', async () => {
    const staged = await stageUpload(upload(png), 'png', rules());
    expect(staged.key).toMatch(/^stage-test\/2026\/05\/[0-9a-f-]{36}\.png$/);
    expect(staged.size).toBe(png.length);
    expect(staged.sha256).toBe(crypto.createHash('sha256').update(png).digest('hex'));
    const back: Buffer[] = [];
    for await (const chunk of await files.get(staged.key)) back.push(chunk as Buffer);
    expect(Buffer.concat(back).equals(png)).toBe(true);
    await files.delete(staged.key);
  });

  it('refuses a file over the limit, one the upload limit cut off, an empty one and one not of its type, keeping none', async () => {
    await expect(stageUpload(upload(png), 'png', rules(png.length - 1))).rejects.toThrow('too large');
    await expect(stageUpload(upload(png, true), 'png', rules())).rejects.toThrow('too large');
    await expect(stageUpload(upload(Buffer.alloc(0)), 'png', rules())).rejects.toThrow('bad type');
    await expect(stageUpload(upload(Buffer.from('%PDF-1.4 not a picture')), 'png', rules())).rejects.toThrow('bad type');
    expect(stored()).toEqual([]);
  });
});

describe('storeUpload', () => {
  const storeRules = (maxBytes = 1024): StoreRules => {
    const { now, ...r } = rules(maxBytes);
    return { ...r, clock: { now: () => now } };
  };

  it('stages the file after the checks and hands the row writer what they found', async () => {
    const out = await storeUpload(
      upload(png),
      storeRules(),
      async () => ({ ext: 'png' as const, owner: 7 }),
      async (staged, checked) => ({ ...staged, ...checked }),
    );
    expect(out).toMatchObject({ ext: 'png', owner: 7, size: png.length });
    expect(out.key).toMatch(/^stage-test\/2026\/05\/[0-9a-f-]{36}\.png$/);
    expect(stored()).toHaveLength(1);
    await files.delete(out.key);
  });

  it('drains a refused upload and stores nothing', async () => {
    const u = upload(png);
    const resume = vi.spyOn(u.stream, 'resume');
    const write = vi.fn(async () => 'written');
    await expect(storeUpload(u, storeRules(), () => Promise.reject(new Error('refused')), write)).rejects.toThrow('refused');
    expect(resume).toHaveBeenCalled();
    expect(write).not.toHaveBeenCalled();
    expect(stored()).toEqual([]);
  });

  it('keeps nothing when the file is refused or the row is not written', async () => {
    const check = async () => ({ ext: 'png' });
    await expect(storeUpload(upload(png), storeRules(png.length - 1), check, async () => 'written')).rejects.toThrow('too large');
    await expect(storeUpload(upload(png), storeRules(), check, () => Promise.reject(new Error('no row')))).rejects.toThrow('no row');
    expect(stored()).toEqual([]);
  });
});

describe('allowedExtension', () => {
  const TYPES = { pdf: {}, png: {} } as const;
  it('is the lower-cased extension when allowed, else undefined', () => {
    expect(allowedExtension(TYPES, 'Scan.PDF')).toBe('pdf');
    expect(allowedExtension(TYPES, 'a.b.png')).toBe('png');
    expect(allowedExtension(TYPES, 'x.exe')).toBeUndefined();
    expect(allowedExtension(TYPES, 'constructor')).toBeUndefined();
    expect(allowedExtension(TYPES, 'x.toString')).toBeUndefined();
  });
});
