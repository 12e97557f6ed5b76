import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import crypto from 'node:crypto';
import fc from 'fast-check';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppInstance } from '../../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import {
  bearer,
  createPgDatabase,
  createTestApp,
  dbKinds,
  DEMO,
  login,
  type DbKind,
  type Envelope,
  type TestApp,
} from '../../test/harness.js';
import { isEnvelope, leaks } from '../../test/fuzz.js';
import { toPage as page } from '@carbon/domain';

/**
 * The envelope and the HTTP behaviour around it (admin-api-contract §1.1, §2.3;
 * security-and-reliability.md: headers, generic errors, request ids).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** 1011002 in each language: the refusal, then the attempts left before the lock. */
const WRONG_PASSWORD = {
  'zh-CN': /^账号或密码错误，还可尝试 \d+ 次$/,
  'en-US': /^Wrong account or password; attempts left before the lock: \d+$/,
  'zh-TW': /^帳號或密碼錯誤，還可嘗試 \d+ 次$/,
} as const;
const randomAccount = () => `nobody_${crypto.randomBytes(6).toString('hex')}`;

/** The real app with extra routes added before `ready` (createTestApp readies the app itself). */
async function appWithRoutes(kind: DbKind, register: (app: AppInstance, db: Awaited<ReturnType<typeof openDatabase>>) => void) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-envelope-'));
  const pgDb = kind === 'postgres' ? await createPgDatabase() : undefined;
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web'), ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) }, []);
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => void (lines.push(String(chunk)), done()) });
  const database = await openDatabase({ dataDir, databaseUrl: config.databaseUrl, log: pino({ level: 'silent' }) });
  const app = await buildApp({ config, database, logger: pino({ level: 'error' }, sink) });
  register(app, database);
  await app.ready();
  return {
    app,
    logLines: lines,
    close: async () => {
      await app.close();
      await database.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('page()', () => {
  it.each([
    // [totalRows, pageSize, totalPage] with totalPage = ceil(totalRows / pageSize), by hand
    [0, 10, 0],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [95, 20, 5],
    [100, 20, 5],
    [101, 20, 6],
    [7, 1, 7],
    [200, 200, 1],
  ])('%i rows at %i per page make %i pages', (totalRows, pageSize, totalPage) => {
    expect(page(['r'], totalRows, 3, pageSize)).toEqual({ pageNo: 3, pageSize, totalPage, totalRows, rows: ['r'] });
  });

  it('has just enough pages for every row', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 1, max: 200 }), (totalRows, pageSize) => {
        const { totalPage } = page([], totalRows, 1, pageSize);
        expect(Number.isInteger(totalPage)).toBe(true);
        expect(totalPage * pageSize).toBeGreaterThanOrEqual(totalRows);
        expect(Math.max(totalPage - 1, 0) * pageSize).toBeLessThan(Math.max(totalRows, 1));
      }),
    );
  });
});

describe.each(dbKinds())('envelope and HTTP behaviour (%s)', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    token = await login(t.app, 'superAdmin', DEMO.superAdmin);
  });
  afterAll(async () => {
    await t?.close();
  });

  const inject = (opts: InjectOptions) => t.app.inject(opts);

  it.each([
    ['without a token', {}],
    ['with a valid token', 'admin'],
    ['with a broken token', { authorization: 'Bearer not-a-jwt' }],
  ] as const)('answers an unknown API path with 404 and 1013001 %s', async (_label, auth) => {
    const headers = auth === 'admin' ? bearer(token) : auth;
    for (const [method, url] of [
      ['GET', '/api/main/noSuchThing'],
      ['POST', '/api/main/sysNothing/add'],
      ['DELETE', '/api/main/login'],
      ['GET', '/api'],
    ] as const) {
      const res = await inject({ method, url, headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ success: false, code: 1013001, message: '资源路径不存在，请检查请求地址', data: null });
    }
  });

  it('answers malformed JSON on sign-in with 1015002 in HTTP 200', async () => {
    for (const payload of ['{"account":', '{account:1}', "{'a':1}", '{"a":1,}']) {
      const res = await inject({ method: 'POST', url: '/api/main/login', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: false, code: 1015002, data: null });
    }
  });

  it('answers a body over the limit with 413 and the envelope', async () => {
    const payload = JSON.stringify({ account: 'x'.repeat(t.config.bodyLimitBytes), password: 'y' });
    const res = await inject({ method: 'POST', url: '/api/main/login', headers: { 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, code: 1015003, message: '请求数据过大', data: null });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it.each([
    ['no Accept-Language (default zh-CN)', {}, WRONG_PASSWORD['zh-CN']],
    ['zh-CN', { 'accept-language': 'zh-CN,zh;q=0.9' }, WRONG_PASSWORD['zh-CN']],
    ['en-US', { 'accept-language': 'en-US,en;q=0.9' }, WRONG_PASSWORD['en-US']],
    ['zh-TW', { 'accept-language': 'zh-TW' }, WRONG_PASSWORD['zh-TW']],
    ['zh-HK (traditional)', { 'accept-language': 'zh-HK' }, WRONG_PASSWORD['zh-TW']],
  ])('words 1011002 in the caller language: %s', async (_label, headers, message) => {
    const res = await inject({
      method: 'POST',
      url: '/api/main/login',
      headers,
      payload: { account: randomAccount(), password: 'Wrong@Pass1' },
    });
    expect(res.json()).toEqual({ success: false, code: 1011002, message: expect.stringMatching(message), data: null });
  });

  it('lets the lang query parameter override Accept-Language', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/main/login?lang=zh-TW',
      headers: { 'accept-language': 'en-US' },
      payload: { account: randomAccount(), password: 'Wrong@Pass1' },
    });
    expect(res.json<Envelope>().message).toMatch(WRONG_PASSWORD['zh-TW']);
  });

  it('answers a validation failure with 1012001 in HTTP 200', async () => {
    const res = await inject({ method: 'POST', url: '/api/main/login', payload: { account: 123, password: 'x' } });
    expect(res.statusCode).toBe(200);
    const body = res.json<Envelope>();
    expect(body).toMatchObject({ success: false, code: 1012001, data: null });
    expect(body.message.startsWith('参数错误：')).toBe(true);
  });

  it('names the failing field by its label in a validation message, and in the envelope field by its path', async () => {
    const wrongType = await inject({ method: 'POST', url: '/api/main/login', payload: { account: 123, password: 'x' } });
    expect(wrongType.json<Envelope>()).toMatchObject({ message: '参数错误：账号 类型不正确', field: 'account' });
    const missing = await inject({ method: 'GET', url: '/api/main/oauth/getToken', headers: { 'accept-language': 'en-US' } });
    expect(missing.json<Envelope>().message).toBe('Parameter error: Verification code is required');
    expect(missing.json<Envelope>().field).toBe('code');
  });

  it('sends no-store and the helmet headers on API answers, success or not', async () => {
    const answers = [
      await inject({ method: 'GET', url: '/api/main/getLoginUser', headers: bearer(token) }),
      await inject({ method: 'GET', url: '/api/main/getLoginUser' }),
      await inject({ method: 'GET', url: '/api/main/noSuchThing' }),
      await inject({ method: 'POST', url: '/api/main/login', payload: '{', headers: { 'content-type': 'application/json' } }),
    ];
    const ids = new Set<string>();
    for (const res of answers) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(res.headers['referrer-policy']).toBeDefined();
      expect(String(res.headers['x-request-id'])).toMatch(UUID);
      ids.add(String(res.headers['x-request-id']));
    }
    expect(ids.size).toBe(answers.length);
  });

  it('serves an OpenAPI document with the session API and every registered route', async () => {
    const res = await inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/main/login']?.post).toBeDefined();
    expect(doc.paths['/api/main/getLoginUser']?.get).toBeDefined();
    const missing = t.app.registeredRoutes.filter((r) => !doc.paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()]);
    expect(missing).toEqual([]);
  });
});

describe.each(dbKinds())('unexpected failures (%s)', (kind) => {
  let built: Awaited<ReturnType<typeof appWithRoutes>>;
  const SECRET = 'internal detail: password=hunter2 at /srv/app/src/secret.ts:12:3';

  beforeAll(async () => {
    built = await appWithRoutes(kind, (app, database) => {
      const config = { permission: 'public' } as const;
      app.get('/api/test/boom', { config }, async () => {
        throw new Error(SECRET);
      });
      app.get('/api/test/sql', { config }, async () => database.db.execute(sql`select secret_column from no_such_table_xyz`));
      app.get('/api/test/string', { config }, async () => {
        throw SECRET as unknown as Error;
      });
      app.get('/api/test/upstream', { config }, async () => {
        throw Object.assign(new Error(SECRET), { statusCode: 503 });
      });
    });
  });
  afterAll(async () => {
    await built?.close();
  });

  it.each(['/api/test/boom', '/api/test/sql', '/api/test/string', '/api/test/upstream'])(
    '%s answers 500 and 1016002 with a generic message and a request id',
    async (url) => {
      const res = await built.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, code: 1016002, message: '服务器出现异常，请联系管理员', data: null });
      expect(isEnvelope(res.json())).toBe(true);
      expect(res.body).not.toContain('hunter2');
      expect(res.body).not.toContain('no_such_table');
      expect(leaks(res.body, url)).toEqual([]);
      const id = String(res.headers['x-request-id']);
      expect(id).toMatch(UUID);
      // The detail goes to the log, under the same request id.
      expect(built.logLines.some((l) => l.includes(id))).toBe(true);
    },
  );

  it('words the generic message in the caller language', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/api/test/boom', headers: { 'accept-language': 'en-US' } });
    expect(res.json<Envelope>().message).toBe('Server error; contact the administrator');
  });
});
