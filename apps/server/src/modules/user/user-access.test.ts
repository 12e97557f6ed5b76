import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@carbon/domain';
import { sysAudit, sysSession } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, login, type TestApp } from '../../test/harness.js';
import {
  addBody,
  addUser,
  api,
  grantUserButtons,
  idOf,
  PASSWORD,
  signInDemo,
  signInFresh,
  type Api,
  type Tokens,
} from './user.fixtures.js';

describe.each(dbKinds())('accounts: status, delete, reset, grants on %s', (kind) => {
  let t: TestApp;
  let a: Api;
  let tok: Tokens;
  let superAdminId: string;
  const org: Record<string, string> = {};
  const role: Record<string, string> = {};
  let engineer: string;

  const alive = async (token: string) => (await a.get('/api/main/checkToken', token)).code;
  /** A fresh in-scope account (the manager's subtree) and its signed-in token. */
  async function freshUser(orgCode = 'fii-ccbg-longhua-le1') {
    const body = addBody(org[orgCode]!, [engineer]);
    const id = await addUser(t, tok.superAdmin, body);
    const token = await signInFresh(t, body.account, PASSWORD, id);
    return { id, account: body.account, token };
  }

  beforeAll(async () => {
    t = await createTestApp({ kind });
    a = api(t);
    await grantUserButtons(t.database.db, 'manager');
    tok = await signInDemo(t);
    for (const c of ['fii', 'fii-ccbg-longhua-le1', 'fii-iibg-zhengzhou-le1']) org[c] = await idOf(t.database.db, 'org', c);
    for (const c of ['admin', 'manager', 'common']) role[c] = await idOf(t.database.db, 'role', c);
    engineer = await idOf(t.database.db, 'pos', 'engineer');
    superAdminId = ((await a.get('/api/main/getLoginUser', tok.superAdmin)).data as { id: string }).id;
  });
  afterAll(() => t.close());

  it('deactivating ends the user’s sessions at once; the account cannot sign in until reactivated', async () => {
    const u = await freshUser();
    expect(await alive(u.token)).toBe(200);
    expect((await a.post('/api/main/sysUser/changeStatus', { id: u.id, status: 1 }, tok.superAdmin)).success).toBe(true);
    expect(await alive(u.token)).toBe(1011008);
    const ended = await t.database.db
      .select()
      .from(sysSession)
      .where(eq(sysSession.userId, Number(u.id)));
    expect(ended.every((s) => s.endedReason === 'deactivated')).toBe(true);
    expect((await a.post('/api/main/login', { account: u.account, password: 'Fresh@Pass2' })).code).toBe(1011007);
    expect((await a.post('/api/main/sysUser/changeStatus', { id: u.id, status: 0 }, tok.superAdmin)).success).toBe(true);
    expect(await login(t.app, u.account, 'Fresh@Pass2')).toMatch(/^ey/);
  });

  it('refuses to delete (2020005) or deactivate (2020006) the super admin', async () => {
    expect((await a.post('/api/main/sysUser/delete', { id: superAdminId }, tok.superAdmin)).code).toBe(2020005);
    expect((await a.post('/api/main/sysUser/changeStatus', { id: superAdminId, status: 1 }, tok.superAdmin)).code).toBe(2020006);
    expect(await alive(tok.superAdmin)).toBe(200);
  });

  it('a status other than 0 or 1 is refused (1012001)', async () => {
    const u = await freshUser();
    expect((await a.post('/api/main/sysUser/changeStatus', { id: u.id, status: 2 }, tok.superAdmin)).code).toBe(1012001);
  });

  it('delete removes the account from lists and detail, ends its sessions and frees the account name', async () => {
    const u = await freshUser();
    expect((await a.post('/api/main/sysUser/delete', { id: u.id }, tok.manager)).success).toBe(true);
    expect(await alive(u.token)).toBe(1011008);
    expect((await a.get(`/api/main/sysUser/detail?id=${u.id}`, tok.superAdmin)).code).toBe(2020001);
    const again = await a.post('/api/main/sysUser/add', addBody(org.fii!, [engineer], { account: u.account }), tok.superAdmin);
    expect(again.success).toBe(true);
  });

  it('resetPwd returns a random policy-compliant temporary password once, ends sessions and forces a change', async () => {
    const u = await freshUser();
    const first = await a.post('/api/main/sysUser/resetPwd', { id: u.id }, tok.superAdmin);
    const second = await a.post('/api/main/sysUser/resetPwd', { id: u.id }, tok.superAdmin);
    const temp = (second.data as { password: string }).password;
    // spec §5: 8–14 characters with lower case, upper case and a special character
    for (const pw of [(first.data as { password: string }).password, temp]) {
      expect(pw.length).toBeGreaterThanOrEqual(8);
      expect(pw.length).toBeLessThanOrEqual(14);
      expect(pw).toMatch(/[a-z]/);
      expect(pw).toMatch(/[A-Z]/);
      expect(pw).toMatch(/[^A-Za-z0-9]/);
      expect(pw).not.toBe('123456');
    }
    expect(temp).not.toBe((first.data as { password: string }).password);
    expect(await alive(u.token)).toBe(1011008);
    expect((await a.post('/api/main/login', { account: u.account, password: 'Fresh@Pass2' })).code).toBe(1011002);
    const token = await login(t.app, u.account, temp);
    expect(((await a.get('/api/main/getLoginUser', token)).data as { mustChangePassword: boolean }).mustChangePassword).toBe(true);
    const audit = await t.database.db
      .select()
      .from(sysAudit)
      .where(and(eq(sysAudit.action, 'resetPwd'), eq(sysAudit.entityId, u.id)));
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toContain(temp);
  });

  it('grantRole replaces the set; ownRole returns string ids; withdrawing a role ends the sessions, adding one does not', async () => {
    const u = await freshUser();
    expect(
      (await a.post('/api/main/sysUser/grantRole', { id: u.id, grantRoleIdList: [role.common, role.manager] }, tok.superAdmin)).success,
    ).toBe(true);
    expect(await alive(u.token)).toBe(200);
    expect(((await a.get(`/api/main/sysUser/ownRole?id=${u.id}`, tok.superAdmin)).data as string[]).sort()).toEqual(
      [role.common, role.manager].sort(),
    );
    expect((await a.post('/api/main/sysUser/grantRole', { id: u.id, grantRoleIdList: [role.common] }, tok.superAdmin)).success).toBe(true);
    expect(await alive(u.token)).toBe(1011008);
    expect((await a.get(`/api/main/sysUser/ownRole?id=${u.id}`, tok.superAdmin)).data).toEqual([role.common]);
  });

  it('grantRole refuses unknown roles (2019001) and roles the granting manager does not hold (1013003)', async () => {
    const u = await freshUser();
    expect((await a.post('/api/main/sysUser/grantRole', { id: u.id, grantRoleIdList: ['999999'] }, tok.superAdmin)).code).toBe(2019001);
    expect((await a.post('/api/main/sysUser/grantRole', { id: u.id, grantRoleIdList: [role.admin] }, tok.manager)).code).toBe(1013003);
    expect((await a.post('/api/main/sysUser/grantRole', { id: u.id, grantRoleIdList: [role.manager] }, tok.manager)).success).toBe(true);
  });

  it('grantData replaces the set and ownData returns string ids; organisations outside the granter’s scope are refused', async () => {
    const u = await freshUser();
    const grant = [org['fii-ccbg-longhua-le1']!, org['fii-iibg-zhengzhou-le1']!];
    expect((await a.post('/api/main/sysUser/grantData', { id: u.id, grantOrgIdList: grant }, tok.superAdmin)).success).toBe(true);
    expect(((await a.get(`/api/main/sysUser/ownData?id=${u.id}`, tok.superAdmin)).data as string[]).sort()).toEqual([...grant].sort());
    expect(
      (await a.post('/api/main/sysUser/grantData', { id: u.id, grantOrgIdList: [org['fii-iibg-zhengzhou-le1']] }, tok.manager)).code,
    ).toBe(1013003);
    expect((await a.post('/api/main/sysUser/grantData', { id: u.id, grantOrgIdList: ['999999'] }, tok.superAdmin)).code).toBe(2017001);
    // ADR 008: while the account sees 郑州 (outside the manager's scope) it is above the manager, even to withdraw it
    expect((await a.post('/api/main/sysUser/grantData', { id: u.id, grantOrgIdList: [] }, tok.manager)).code).toBe(1013003);
    expect((await a.post('/api/main/sysUser/grantData', { id: u.id, grantOrgIdList: [grant[0]!] }, tok.superAdmin)).success).toBe(true);
    expect((await a.post('/api/main/sysUser/grantData', { id: u.id, grantOrgIdList: [] }, tok.manager)).success).toBe(true);
    expect((await a.get(`/api/main/sysUser/ownData?id=${u.id}`, tok.manager)).data).toEqual([]);
  });

  it.each([['zh-CN'], ['en-US'], ['zh-TW']] as const)(
    'an export without the permission says "the user cannot be exported" (%s)',
    async (lang) => {
      const res = await a.get('/api/main/sysUser/export', tok.user, lang);
      expect(res.code).toBe(1013002);
      expect(res.message).toBe(MESSAGES[lang]['user.cannotExport']);
      const denied = await t.database.db
        .select()
        .from(sysAudit)
        .where(and(eq(sysAudit.action, 'denied'), eq(sysAudit.entityId, 'GET /api/main/sysUser/export')));
      expect(denied.length).toBeGreaterThan(0);
    },
  );

  it('an export without a session still gets the session code, not the export message', async () => {
    expect((await a.get('/api/main/sysUser/export')).code).toBe(1011004);
  });
});
