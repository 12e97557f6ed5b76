import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

/** The build writes .br and .gz copies that the server sends as they are (issue 8). */
describe('precompress (vite.config.ts)', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  async function build(files: Record<string, string>): Promise<string> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-precompress-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    const hook = precompress().writeBundle as (options: { dir: string }, bundle: Record<string, unknown>) => Promise<void>;
    await hook.call({}, { dir }, Object.fromEntries(Object.keys(files).map((f) => [f, {}])));
    return dir;
  }

  it('writes brotli and gzip copies of text files from 1 kB up, each decoding to the file', async () => {
    const js = Array.from({ length: 300 }, (_, i) => `export const v${i} = ${i};`).join('\n');
    const css = '.row{display:flex}\n'.repeat(200);
    const dir = await build({ 'assets/app-1.js': js, 'assets/app-1.css': css, 'index.html': `<!doctype html>${' '.repeat(2000)}` });
    for (const [file, text] of [
      ['assets/app-1.js', js],
      ['assets/app-1.css', css],
    ] as const) {
      const br = fs.readFileSync(path.join(dir, `${file}.br`));
      const gz = fs.readFileSync(path.join(dir, `${file}.gz`));
      expect(zlib.brotliDecompressSync(br).toString()).toBe(text);
      expect(zlib.gunzipSync(gz).toString()).toBe(text);
      expect(br.length).toBeLessThan(text.length / 4);
    }
    expect(fs.existsSync(path.join(dir, 'index.html.br'))).toBe(true);
  });

  it('leaves small files, other types and the manifest alone', async () => {
    const dir = await build({
      'assets/tiny-1.js': 'export const a = 1;',
      'assets/logo-1.png': 'x'.repeat(5000),
      '.vite/manifest.json': JSON.stringify({ big: 'y'.repeat(5000) }),
    });
    const written = fs.readdirSync(dir, { recursive: true }).map(String);
    expect(written.filter((f) => /\.(br|gz)$/.test(f))).toEqual([]);
  });
});
