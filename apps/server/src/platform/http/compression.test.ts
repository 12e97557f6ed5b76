import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { bearer, createTestApp, dbKinds, DEMO, login, type Envelope, type TestApp } from '../../test/harness.js';

/** The body as sent, decoded by its Content-Encoding (what a browser does). */
function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload);
  if (encoding === undefined) return res.rawPayload;
  throw new Error(`unexpected content-encoding ${String(encoding)}`);
}

/** Text that compresses well and is not the same from one file to the next. */
const script = (name: string, lines: number) =>
  Array.from({ length: lines }, (_, i) => `export const ${name}${i} = () => console.log(${JSON.stringify(`${name} line ${i}`)});`).join(
    '\n',
  );

describe('the web build goes out pre-compressed (issue 8)', () => {
  let t: TestApp;
  let dist: string;
  const files = {
    app: Buffer.from(script('app', 200)),
    style: Buffer.from(`body{margin:0}\n${'.row{display:flex;gap:8px}\n'.repeat(100)}`),
    tiny: Buffer.from('export const tiny = 1;\n'),
  };

  beforeAll(async () => {
    // a build as apps/web/vite.config.ts writes it: .br and .gz beside the JS, only .gz for the CSS
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets/app-abc123.js'), files.app);
    fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), zlib.brotliCompressSync(files.app));
    fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.gz'), zlib.gzipSync(files.app, { level: 9 }));
    fs.writeFileSync(path.join(dist, 'assets/style-def456.css'), files.style);
    fs.writeFileSync(path.join(dist, 'assets/style-def456.css.gz'), zlib.gzipSync(files.style, { level: 9 }));
    fs.writeFileSync(path.join(dist, 'assets/tiny-0a1b2c.js'), files.tiny);
    t = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends the brotli copy to a client that accepts br, which decodes to the same bytes', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.rawPayload.length).toBeLessThan(files.app.length / 3);
    expect(decoded(res).equals(files.app)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends the gzip copy to a gzip-only client, and the file itself to one that accepts nothing', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz).equals(files.app)).toBe(true);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(files.app)).toBe(true);
  });

  it('falls back to the copy there is, or to compressing on the way out', async () => {
    for (const accept of ['br', 'br, gzip', 'gzip']) {
      const res = await get('/assets/style-def456.css', accept);
      expect(res.headers['content-encoding'], accept).toMatch(/^(br|gzip)$/);
      expect(decoded(res).equals(files.style), accept).toBe(true);
    }
    // a file without a copy (the build skips those under 1 kB) still decodes to itself
    const tiny = await get('/assets/tiny-0a1b2c.js', 'br');
    expect(decoded(tiny).equals(files.tiny)).toBe(true);
  });

  it('never serves a compressed copy under its own name; the app keeps its history fallback', async () => {
    const copy = await get('/assets/app-abc123.js.br', 'br');
    expect(copy.headers['content-type']).toMatch(/text\/html/);
    expect(decoded(copy).toString()).toContain('<div id="root">');
    const page = await get('/orgManage', 'br');
    expect(page.statusCode).toBe(200);
    expect(decoded(page).toString()).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe.each(dbKinds())('API responses are compressed from 1 kB up on %s (issue 8)', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    token = await login(t.app, 'superAdmin', DEMO.superAdmin);
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ url, headers: { ...bearer(token), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

  it('compresses the organisation tree, which decodes to the very JSON sent uncompressed', async () => {
    const plain = await get('/api/main/sysOrg/tree');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json<Envelope>()).toMatchObject({ success: true, code: 200 });
    for (const accept of ['gzip', 'br', 'gzip, deflate, br']) {
      const res = await get('/api/main/sysOrg/tree', accept);
      expect(res.headers['content-encoding'], accept).toBe(accept === 'gzip' ? 'gzip' : 'br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decoded(res).toString()).toBe(plain.body);
    }
    // the same tree in another language: the envelope's message changes, the data does not
    const en = await t.app.inject({
      url: '/api/main/sysOrg/tree',
      headers: { ...bearer(token), 'accept-encoding': 'gzip', 'accept-language': 'en-US' },
    });
    const body = JSON.parse(decoded(en).toString()) as Envelope;
    expect(body.message).toBe('Request succeeded');
    expect(body.data).toEqual(plain.json<Envelope>().data);
  });

  it('compresses any other JSON answer from 1 kB up', async () => {
    const url = '/api/main/sysMenu/list';
    const plain = await get(url);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await get(url, 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(res).toString())).toEqual(plain.json());
  });

  it('leaves a small answer, and a refusal, as they are', async () => {
    const small = await get('/api/main/getCaptchaOpen', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json<Envelope>()).toMatchObject({ success: true, data: false });
    const refused = await t.app.inject({ url: '/api/main/sysOrg/tree', headers: { 'accept-encoding': 'gzip, br' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json<Envelope>()).toMatchObject({ success: false, code: 1011004 });
  });

  it('sends an Excel download as it is: no second compression of a zip', async () => {
    const res = await get('/api/main/factor/template', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.length).toBeGreaterThan(0);
  });

  it('does not inflate compressed request bodies (no zip bomb through Content-Encoding)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/main/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ account: 'superAdmin', password: DEMO.superAdmin })),
    });
    expect(res.json<Envelope>()).toMatchObject({ success: false });
  });
});
