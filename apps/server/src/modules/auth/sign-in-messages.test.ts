import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { sysAudit, sysUser } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, DEMO, testClock, type Envelope, type TestApp } from '../../test/harness.js';

/**
 * What a person signing in reads (the field named by its label, the attempts left before the
 * lock) and what the audit trail keeps of each attempt (the account that tried).
 */
describe.each(dbKinds())('sign-in messages and audit rows on %s', (kind) => {
  let t: TestApp;
  const clock = testClock();
  let address = 0;
  /** Each call from its own client address unless told, so the per-address limit stays out of the way. */
  const signIn = async (payload: object, lang: string, ip = `198.51.100.${++address}`) =>
    (
      await t.app.inject({ method: 'POST', url: '/api/main/login', payload, headers: { 'accept-language': lang }, remoteAddress: ip })
    ).json<Envelope>();
  const lastAudit = async (action: string, account: string) => {
    const [row] = await t.database.db
      .select()
      .from(sysAudit)
      .where(and(eq(sysAudit.action, action), eq(sysAudit.actorAccount, account)))
      .orderBy(desc(sysAudit.id))
      .limit(1);
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp({ kind, clock });
  });
  afterAll(() => t.close());

  it('names the empty field by its label, in the caller language, and sets the envelope field', async () => {
    const noAccount = await signIn({ account: ' ', password: 'x' }, 'zh-CN');
    expect(noAccount).toMatchObject({ code: 1011001, field: 'account', message: '请输入账号' });
    const noPassword = await signIn({ account: 'superAdmin' }, 'en-US');
    expect(noPassword).toMatchObject({ code: 1011001, field: 'password', message: 'Password is required' });
    expect((await signIn({ account: 'superAdmin' }, 'zh-TW')).message).toBe('請輸入密碼');
    for (const body of [noAccount, noPassword]) expect(body.message).not.toMatch(/account|password参数/);
  });

  it('says how many attempts remain before the lock, then that it is locked, in three languages', async () => {
    const ip = '198.51.100.250';
    const wrong = (lang: string) => signIn({ account: 'manager', password: 'Wrong@Pass1' }, lang, ip);
    expect((await wrong('zh-CN')).message).toBe('账号或密码错误，还可尝试 4 次');
    expect((await wrong('en-US')).message).toBe('Wrong account or password; attempts left before the lock: 3');
    expect((await wrong('zh-TW')).message).toBe('帳號或密碼錯誤，還可嘗試 2 次');
    expect((await wrong('zh-CN')).message).toBe('账号或密码错误，还可尝试 1 次');
    const last = await wrong('en-US');
    expect(last).toMatchObject({ code: 1011002, message: 'Wrong account or password; sign-in is now locked, try again in 15 minutes' });
    expect((await signIn({ account: 'manager', password: DEMO.manager }, 'zh-CN', ip)).code).toBe(10110011);
    clock.advance(15 * 60_000 + 1000);
  });

  it('an unknown account gets the same count as a known one (nothing tells them apart)', async () => {
    const unknown = await signIn({ account: 'nobody-at-all', password: 'Whatever@1' }, 'zh-CN');
    const known = await signIn({ account: 'user', password: 'Whatever@1' }, 'zh-CN');
    expect(unknown.message).toBe('账号或密码错误，还可尝试 4 次');
    expect(known.message).toBe(unknown.message);
  });

  it('audit rows carry the account that tried: the typed name for an unknown account, the account on success and logout', async () => {
    await signIn({ account: 'ghost-account', password: 'Whatever@1' }, 'zh-CN');
    const ghost = await lastAudit('login-failed', 'ghost-account');
    expect(ghost).toMatchObject({ actorAccount: 'ghost-account', actorId: null, entity: 'session' });

    await signIn({ account: 'superAdmin', password: 'Wrong@Pass9' }, 'zh-CN');
    const [admin] = await t.database.db.select().from(sysUser).where(eq(sysUser.account, 'superAdmin'));
    expect(await lastAudit('login-failed', 'superAdmin')).toMatchObject({ actorAccount: 'superAdmin', actorId: admin?.id });

    const ok = await signIn({ account: 'superAdmin', password: DEMO.superAdmin }, 'zh-CN');
    expect(ok.success).toBe(true);
    expect(await lastAudit('login', 'superAdmin')).toMatchObject({ actorAccount: 'superAdmin', actorId: admin?.id });

    const out = await t.app.inject({ method: 'GET', url: '/api/main/logout', headers: { authorization: `Bearer ${String(ok.data)}` } });
    expect(out.json<Envelope>().success).toBe(true);
    expect(await lastAudit('logout', 'superAdmin')).toMatchObject({ actorAccount: 'superAdmin', actorId: admin?.id });
  });
});
