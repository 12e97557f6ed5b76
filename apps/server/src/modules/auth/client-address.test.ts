import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { sysAudit, sysUser } from '../../platform/db/schema/index.js';
import { ConfigError, parseTrustProxy } from '../../platform/config.js';
import { createTestApp, DEMO, type Envelope, type TestApp } from '../../test/harness.js';
import { spawnServer } from '../../test/spawn-server.js';

/**
 * Whose address a request has (issue 8, security 4): X-Forwarded-For is believed only from the
 * proxies TRUST_PROXY lists. The address feeds the per-address sign-in limit, the audit trail
 * and lastLoginIp, so a client must not be able to choose it.
 */
const WRONG = 1011002;
const LOCKED = 10110011;

describe('TRUST_PROXY parsing', () => {
  it.each(['1', 'true', 'yes', '*', '2'])('refuses %j, which would believe any client, and says what to write', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(ConfigError);
    expect(() => parseTrustProxy(value)).toThrow(/list the addresses of your reverse proxies.*TRUST_PROXY=10\.0\.0\.0\/8,127\.0\.0\.1/i);
  });

  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
    ['192.168.0.0/255.255.0.0', ['192.168.0.0/255.255.0.0']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads %j as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['proxy.internal', '10.0.0.0/33', '10.0.0.0/8/1', '300.1.1.1', '10.0.0.0/', ','])('refuses the entry %j', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/not an IP address, a CIDR range/);
  });

  it('stops a real start with TRUST_PROXY=1 with one clear message and no stack trace', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-proxy-'));
    const run = spawnServer({ env: { TRUST_PROXY: '1', DATA_DIR: dataDir }, port: 0 });
    const outcome = await run.outcome;
    if (outcome === 'running') run.child.kill('SIGTERM'); // started anyway: stopped here, and fails below
    const { code } = await run.exit;
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(outcome).toBe('exited');
    expect(code).not.toBe(0);
    expect(run.stderr()).toContain('TRUST_PROXY=1 would believe the X-Forwarded-For header of any client');
    expect(run.stderr()).not.toMatch(/\n\s+at /);
  }, 180_000); // a ceiling, not a wait: a real start compiles the server with tsx (half a minute in CI's smoke lane)
});

describe('client address behind TRUST_PROXY=10.0.0.0/8', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });
  });
  afterAll(() => t?.close());

  const login = async (account: string, password: string, remoteAddress: string, forwardedFor?: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/main/login',
        payload: { account, password },
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      })
    ).json<Envelope>();

  const auditIps = async (action: string) =>
    (await t.database.db.select({ ip: sysAudit.ip }).from(sysAudit).where(eq(sysAudit.action, action))).map((r) => r.ip);
  const lastLoginIp = async (account: string) =>
    (await t.database.db.select({ ip: sysUser.lastLoginIp }).from(sysUser).where(eq(sysUser.account, account)))[0]?.ip;

  it('ignores X-Forwarded-For from an untrusted client: rotating it escapes neither the address limit nor the audit trail', async () => {
    const peer = '192.0.2.10';
    for (let i = 0; i < 20; i++) {
      expect((await login(`ghost-${i}`, 'Wrong@Pass1', peer, `198.51.100.${i + 1}`)).code).toBe(WRONG);
    }
    expect((await login('ghost-20', 'Wrong@Pass1', peer, '198.51.100.99')).code).toBe(LOCKED);
    expect(new Set(await auditIps('login-failed'))).toEqual(new Set([peer]));
  });

  it('records the real peer, not a forged header, as lastLoginIp and in the sign-in audit record', async () => {
    const peer = '192.0.2.11';
    expect((await login('user', DEMO.user, peer, '203.0.113.9')).success).toBe(true);
    expect(await lastLoginIp('user')).toBe(peer);
    const [row] = await t.database.db
      .select({ ip: sysAudit.ip })
      .from(sysAudit)
      .where(and(eq(sysAudit.action, 'login'), eq(sysAudit.ip, '203.0.113.9')));
    expect(row).toBeUndefined();
    expect(await auditIps('login')).toContain(peer);
  });

  it('believes a listed proxy, taking the nearest address it did not vouch for', async () => {
    expect((await login('manager', DEMO.manager, '10.1.2.3', '203.0.113.50')).success).toBe(true);
    expect(await lastLoginIp('manager')).toBe('203.0.113.50');
    // the client wrote its own first entry; the proxy appended the address it saw
    expect((await login('manager', DEMO.manager, '10.1.2.3', '6.6.6.6, 203.0.113.51')).success).toBe(true);
    expect(await lastLoginIp('manager')).toBe('203.0.113.51');
  });

  it('through a listed proxy, a client rotating its own entries still counts as one address', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await login(`phantom-${i}`, 'Wrong@Pass1', '10.0.0.7', `198.51.100.${i + 1}, 203.0.113.60`)).code).toBe(WRONG);
    }
    expect((await login('phantom-20', 'Wrong@Pass1', '10.0.0.8', '198.51.100.200, 203.0.113.60')).code).toBe(LOCKED);
  });
});
