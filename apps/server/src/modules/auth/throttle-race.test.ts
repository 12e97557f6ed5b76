import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { sysAudit, sysUser } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, DEMO, type Envelope, type TestApp } from '../../test/harness.js';

/**
 * Sign-in throttling under concurrency (issue 8, security 3): 60 attempts at once, spread over
 * two server processes on one PostgreSQL (one app on PGlite), may check at most the limits'
 * number of passwords (5 per account, 20 per address, ADR 003), and the right password is
 * refused afterwards while the lock holds.
 */
const WRONG = 1011002;
const LOCKED = 10110011;
const ATTEMPTS = 60;

describe.each(dbKinds())('sign-in throttling under concurrent attempts (%s)', (kind) => {
  let a: TestApp;
  let b: TestApp | undefined;
  /** The two "processes": on PostgreSQL a second app on the same database; on PGlite the one app. */
  const apps = () => (b ? [a, b] : [a]);

  beforeAll(async () => {
    a = await createTestApp({ kind });
    if (kind === 'postgres') b = await createTestApp({ kind, databaseUrl: a.config.databaseUrl! });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  async function attempt(i: number, account: string, password: string, remoteAddress: string) {
    const app = apps()[i % apps().length]!.app;
    const res = await app.inject({ method: 'POST', url: '/api/main/login', payload: { account, password }, remoteAddress });
    return res.json<Envelope>();
  }

  const failedAudits = async (ips: string[]) =>
    (
      await a.database.db
        .select({ id: sysAudit.id })
        .from(sysAudit)
        .where(and(eq(sysAudit.action, 'login-failed'), inArray(sysAudit.ip, ips)))
    ).length;

  it(`checks at most 5 passwords of one account among ${ATTEMPTS} concurrent attempts, then refuses the right one`, async () => {
    // every attempt from its own address, so only the account's limit applies
    const ips = Array.from({ length: ATTEMPTS }, (_, i) => `198.51.100.${i + 1}`);
    const answers = await Promise.all(ips.map((ip, i) => attempt(i, 'manager', `Wrong@Pass${i}`, ip)));
    const codes = answers.map((r) => r.code);
    expect(codes.filter((c) => c === WRONG)).toHaveLength(5);
    expect(codes.filter((c) => c === LOCKED)).toHaveLength(ATTEMPTS - 5);
    expect(await failedAudits(ips)).toBe(5);

    // refused in every process, from any address
    for (let i = 0; i < apps().length; i++) {
      expect(await attempt(i, 'manager', DEMO.manager, `203.0.113.${i + 1}`)).toMatchObject({ success: false, code: LOCKED });
    }
  });

  it(`checks at most 20 passwords from one address among ${ATTEMPTS} concurrent attempts, then refuses the right one`, async () => {
    const ip = '192.0.2.44';
    // a different (unknown) account each time: only the address's limit applies
    const answers = await Promise.all(Array.from({ length: ATTEMPTS }, (_, i) => attempt(i, `nobody-${i}`, `Wrong@Pass${i}`, ip)));
    const codes = answers.map((r) => r.code);
    expect(codes.filter((c) => c === WRONG)).toHaveLength(20);
    expect(codes.filter((c) => c === LOCKED)).toHaveLength(ATTEMPTS - 20);
    expect(await failedAudits([ip])).toBe(20);
    expect(await attempt(0, 'user', DEMO.user, ip)).toMatchObject({ success: false, code: LOCKED });
    // the account itself is not locked: from another address it signs in
    expect(await attempt(1, 'user', DEMO.user, '192.0.2.45')).toMatchObject({ success: true });
  });

  it('lets concurrent right passwords through and does not count them against the address', async () => {
    const ip = '192.0.2.77';
    // five waves of five at once (an account lets 5 attempts be in flight at a time)
    for (let wave = 0; wave < 5; wave++) {
      const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => attempt(i, 'superAdmin', DEMO.superAdmin, ip)));
      expect(answers.filter((r) => r.success)).toHaveLength(5);
    }
    const [row] = await a.database.db.select({ lastLoginIp: sysUser.lastLoginIp }).from(sysUser).where(eq(sysUser.account, 'superAdmin'));
    expect(row?.lastLoginIp).toBe(ip);
    // wrong ones after them still get the address's full allowance of checked passwords
    const wrong = await Promise.all(Array.from({ length: 25 }, (_, i) => attempt(i, `ghost-${i}`, 'Wrong@Pass1', ip)));
    expect(wrong.filter((r) => r.code === WRONG)).toHaveLength(20);
  });
});
