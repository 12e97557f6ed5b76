import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { sysMenu, sysOrg, sysPos, sysRole, sysRoleMenu } from '../../platform/db/schema/index.js';
import { bearer, DEMO, login, type Envelope, type TestApp } from '../../test/harness.js';

/** Test helpers of the user module (factories, not shared fixtures: each test builds its own rows). */

export type Api = ReturnType<typeof api>;

/** GET/POST through app.inject as a given token, in a given language. */
export function api(t: TestApp) {
  const headers = (token: string | undefined, lang: string | undefined) => ({
    ...(token ? bearer(token) : {}),
    ...(lang ? { 'accept-language': lang } : {}),
  });
  return {
    get: async (url: string, token?: string, lang?: string) =>
      (await t.app.inject({ method: 'GET', url, headers: headers(token, lang) })).json<Envelope>(),
    post: async (url: string, payload: unknown, token?: string, lang?: string) =>
      (await t.app.inject({ method: 'POST', url, payload: payload as object, headers: headers(token, lang) })).json<Envelope>(),
  };
}

export async function idOf(db: Db, table: 'org' | 'pos' | 'role', code: string): Promise<string> {
  const t = { org: sysOrg, pos: sysPos, role: sysRole }[table];
  const [row] = await db.select({ id: t.id }).from(t).where(eq(t.code, code)).limit(1);
  if (!row) throw new Error(`no ${table} ${code}`);
  return String(row.id);
}

/** Grants a seeded role every sysUser:* button (the manager role lacks organizationalStructure buttons by default). */
export async function grantUserButtons(db: Db, roleCode: string): Promise<void> {
  const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, roleCode));
  const buttons = await db
    .select({ id: sysMenu.id })
    .from(sysMenu)
    .where(and(eq(sysMenu.type, 2), like(sysMenu.permission, 'sysUser:%')));
  await db
    .insert(sysRoleMenu)
    .values(buttons.map((b) => ({ roleId: role!.id, menuId: b.id })))
    .onConflictDoNothing();
}

let counter = 0;
/** A unique account name per call, so tests never depend on each other's rows. */
export const uniqueAccount = (prefix = 'u') => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export const PASSWORD = 'Init@Pass1';

/** An add body that passes validation; override any field. */
export function addBody(orgId: string, posIds: string[], overrides: Record<string, unknown> = {}) {
  return {
    account: uniqueAccount(),
    name: '测试用户',
    password: PASSWORD,
    confirm: PASSWORD,
    email: 'someone@example.com',
    phone: '13800138000',
    tel: '0755-12345678',
    userType: 3,
    sysEmpParam: { orgId, jobNum: 'J001', posIdList: posIds },
    ...overrides,
  };
}

/** Adds a user through the API as `token` and returns its id (throws if refused). */
export async function addUser(t: TestApp, token: string, body: ReturnType<typeof addBody>): Promise<string> {
  const a = api(t);
  const res = await a.post('/api/main/sysUser/add', body, token);
  if (!res.success) throw new Error(`add refused: ${res.code} ${res.message}`);
  const found = await a.get(`/api/main/sysUser/page?searchValue=${encodeURIComponent(body.account)}`, token);
  const rows = (found.data as { rows: { id: string; account: string }[] }).rows;
  return rows.find((r) => r.account === body.account)!.id;
}

/** Signs a new account in and replaces its initial password, so it may use the API (returns the token). */
export async function signInFresh(t: TestApp, account: string, password: string, id: string): Promise<string> {
  const token = await login(t.app, account, password);
  const res = await api(t).post('/api/main/sysUser/updatePwd', { id, password, newPassword: 'Fresh@Pass2' }, token);
  if (!res.success) throw new Error(`updatePwd refused: ${res.code} ${res.message}`);
  return token;
}

export type Tokens = { superAdmin: string; manager: string; user: string };

export async function signInDemo(t: TestApp): Promise<Tokens> {
  return {
    superAdmin: await login(t.app, 'superAdmin', DEMO.superAdmin),
    manager: await login(t.app, 'manager', DEMO.manager),
    user: await login(t.app, 'user', DEMO.user),
  };
}
