import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { openStored } from './send.js';
import { createLocalStorage } from './storage.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-send-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const files = createLocalStorage(root);

describe('openStored', () => {
  it("is the row's name, type and size with its stored bytes", async () => {
    await files.put('send-test/a.txt', Readable.from([Buffer.from('hello')]));
    const f = await openStored(files, { name: 'Report.txt', mime: 'text/plain', size: 5, storageKey: 'send-test/a.txt' });
    expect({ name: f.name, mime: f.mime, size: f.size }).toEqual({ name: 'Report.txt', mime: 'text/plain', size: 5 });
    const back: Buffer[] = [];
    for await (const chunk of f.stream) back.push(chunk as Buffer);
    expect(Buffer.concat(back).toString()).toBe('hello');
  });
});
