import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import { describe, expect, it } from 'vitest';
import { cleanFileName, cleanUploadNames, contentDisposition } from './file-name.js';

const RLO_NAME = 'invoice\u202Efdp.exe';

function multipartBody(filename: string, content: string) {
  const boundary = '----cs27';
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n${content}\r\n--${boundary}--\r\n`,
    'utf8',
  );
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('uploaded file names', () => {
  it('lose bidirectional and control characters', () => {
    expect(cleanFileName(RLO_NAME)).toBe('invoicefdp.exe');
    const all = '\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u061C';
    expect(cleanFileName(`a${all}b\u0000\u0007.pdf `)).toBe('ab.pdf');
    expect(cleanFileName('报告 2024（终版）.pdf')).toBe('报告 2024（终版）.pdf');
    expect(contentDisposition(RLO_NAME)).not.toContain('%E2%80%AE');
  });

  it('are cleaned before any route reads them, by req.file() and req.parts()', async () => {
    const app = Fastify();
    await app.register(multipart);
    cleanUploadNames(app);
    app.post('/one', async (req) => (await req.file())?.filename);
    app.post('/parts', async (req) => {
      const names: string[] = [];
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          names.push(part.filename);
          part.file.resume();
        }
      }
      return names.join('|');
    });
    try {
      for (const url of ['/one', '/parts']) {
        const { body, headers } = multipartBody(RLO_NAME, 'x');
        const res = await app.inject({ method: 'POST', url, payload: body, headers });
        expect(res.body, url).toBe('invoicefdp.exe');
      }
    } finally {
      await app.close();
    }
  });
});
