import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { sysAudit, sysUser } from '../db/schema/index.js';
import { bearer, createTestApp, DEMO, type Envelope, type TestApp } from '../../test/harness.js';
import { createDeniedAuditGate } from './rate-limit.js';

/**
 * Request rate limits (issue 8, security 7): per address on sign-in and captcha, per user (or
 * address when anonymous) on the rest of the API; HTTP 429 + Retry-After + envelope 1015004 in
 * the caller's language; the audit records of one user's denied calls are bounded.
 */
const LIMITED = 1015004;

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_SIGNIN: '3', RATE_LIMIT_CAPTCHA: '2', RATE_LIMIT_API: '5', RATE_LIMIT_DENIED_AUDIT: '3' },
    });
  });
  afterAll(() => t?.close());

  const inject = (opts: { method?: 'GET' | 'POST'; url: string; ip: string; payload?: object; headers?: Record<string, string> }) =>
    t.app.inject({ method: opts.method ?? 'GET', url: opts.url, payload: opts.payload, remoteAddress: opts.ip, headers: opts.headers });
  const signIn = (ip: string, password = 'Wrong@Pass1', lang = 'en-US') =>
    inject({ method: 'POST', url: '/api/main/login', ip, payload: { account: 'manager', password }, headers: { 'accept-language': lang } });

  /** A session token, signed in from an address of its own (sign-in is limited per address). */
  let signIns = 0;
  async function tokenOf(account: 'user' | 'manager') {
    const res = await inject({
      method: 'POST',
      url: '/api/main/login',
      ip: `198.51.100.${++signIns}`,
      payload: { account, password: DEMO[account] },
    });
    return res.json<{ data: string }>().data;
  }

  function expectLimited(res: LightMyRequestResponse) {
    expect(res.statusCode).toBe(429);
    const body = res.json<Envelope>();
    expect(body).toMatchObject({ success: false, code: LIMITED, data: null });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    return { body, retryAfter };
  }

  it('limits sign-in per address before any password is checked, with a message in the caller’s language', async () => {
    const ip = '192.0.2.1';
    for (let i = 0; i < 3; i++) expect((await signIn(ip)).json<Envelope>().code).toBe(1011002);
    const en = expectLimited(await signIn(ip, DEMO.manager));
    expect(en.body.message).toBe(`Too many requests; try again in ${en.retryAfter} seconds`);
    const zh = expectLimited(await signIn(ip, DEMO.manager, 'zh-CN'));
    expect(zh.body.message).toBe(`请求过于频繁，请 ${zh.retryAfter} 秒后再试`);
    const failed = await t.database.db
      .select()
      .from(sysAudit)
      .where(and(eq(sysAudit.action, 'login-failed'), eq(sysAudit.ip, ip)));
    expect(failed).toHaveLength(3);
    // another address is not affected
    expect((await signIn('192.0.2.2', DEMO.manager)).json<Envelope>().success).toBe(true);
  });

  it('limits captcha challenges per address, GET captcha and captcha/get together', async () => {
    const ip = '192.0.2.3';
    expect((await inject({ url: '/api/main/captcha', ip })).json<Envelope>().success).toBe(true);
    expect((await inject({ method: 'POST', url: '/api/main/captcha/get', ip, payload: {} })).json<Envelope>().success).toBe(true);
    expectLimited(await inject({ url: '/api/main/captcha', ip }));
    expectLimited(await inject({ method: 'POST', url: '/api/main/captcha/get', ip, payload: {} }));
    expect((await inject({ url: '/api/main/captcha', ip: '192.0.2.4' })).json<Envelope>().success).toBe(true);
  });

  it('limits the rest of the API per signed-in user, not per address', async () => {
    const ip = '192.0.2.5';
    const user = await tokenOf('user');
    const manager = await tokenOf('manager');
    for (let i = 0; i < 5; i++) {
      expect((await inject({ url: '/api/main/getLoginUser', ip, headers: bearer(user) })).json<Envelope>().success).toBe(true);
    }
    expectLimited(await inject({ url: '/api/main/checkToken', ip, headers: bearer(user) }));
    // the same address, another user: its own allowance
    expect((await inject({ url: '/api/main/getLoginUser', ip, headers: bearer(manager) })).json<Envelope>().success).toBe(true);
  });

  it('limits anonymous API calls per address, and never limits health or the API documentation', async () => {
    const ip = '192.0.2.6';
    for (let i = 0; i < 5; i++) expect((await inject({ url: '/api/main/getCaptchaOpen', ip })).json<Envelope>().success).toBe(true);
    expectLimited(await inject({ url: '/api/main/getCaptchaOpen', ip }));
    expect((await inject({ url: '/api/main/getCaptchaOpen', ip: '192.0.2.7' })).json<Envelope>().success).toBe(true);
    for (let i = 0; i < 8; i++) expect((await inject({ url: '/api/health', ip })).statusCode).toBe(200);
    for (let i = 0; i < 8; i++) expect((await inject({ url: '/api/docs/json', ip })).statusCode).toBe(200);
  });

  it('audits at most 3 denied calls of one user a minute, then one summary; every call is still refused', async () => {
    const user = await tokenOf('user');
    // (the user's API allowance of this minute is spent above: the guard refuses before the limit counts)
    const [me] = await t.database.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, 'user'));
    for (let i = 0; i < 12; i++) {
      const res = await inject({ url: '/api/main/sysUser/page', ip: `192.0.2.${20 + i}`, headers: bearer(user) });
      expect(res.json<Envelope>().code).toBe(1013002);
    }
    const rows = await t.database.db.select().from(sysAudit).where(eq(sysAudit.actorId, me!.id));
    expect(rows.filter((r) => r.action === 'denied')).toHaveLength(3);
    expect(rows.filter((r) => r.action === 'denied-suppressed')).toHaveLength(1);
    // another user's denials are audited on their own count
    const manager = await tokenOf('manager');
    const res = await inject({ url: '/api/main/sysAudit/verify', ip: '192.0.2.9', headers: bearer(manager) });
    expect(res.json<Envelope>().code).toBe(1013002);
    const managerRows = await t.database.db
      .select()
      .from(sysAudit)
      .where(and(eq(sysAudit.action, 'denied'), eq(sysAudit.entityId, 'GET /api/main/sysAudit/verify')));
    expect(managerRows).toHaveLength(1);
  });
});

describe('the denied-audit gate', () => {
  it('opens a new allowance once a minute has passed, and 0 audits every denial', () => {
    let now = 1_000_000;
    const gate = createDeniedAuditGate(2, () => now);
    const alice = { user: { id: 1 } as never, ip: '192.0.2.1' };
    const bob = { user: { id: 2 } as never, ip: '192.0.2.1' };
    expect([gate.take(alice), gate.take(alice), gate.take(alice), gate.take(alice)]).toEqual(['audit', 'audit', 'summary', 'skip']);
    expect(gate.take(bob)).toBe('audit');
    now += 60_000;
    expect(gate.take(alice)).toBe('audit');
    const all = createDeniedAuditGate(0, () => now);
    expect(Array.from({ length: 50 }, () => all.take(alice)).every((x) => x === 'audit')).toBe(true);
  });
});
