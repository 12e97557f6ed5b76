import { eq, inArray } from 'drizzle-orm';
import { sysMenu, sysOrg, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../../platform/db/schema/index.js';
import { hashPassword } from '../auth/auth.service.js';
import { login, type Envelope, type TestApp } from '../../test/harness.js';
import { caller } from '../factor/testing.js';
import type { TodoInput } from '../todo/todo.service.js';

/** Test helpers of the workbench (not used by the app). */

const PASSWORD = 'Workbench@Pass1';
let serial = 0;
const uniq = (prefix: string) => `${prefix}-${Date.now().toString(36)}${(++serial).toString(36)}`;
let hashed: Promise<string> | undefined;

export type Member = { id: number; account: string; orgId: number; roleId: number; token: string; api: ReturnType<typeof caller> };

export async function orgIdOf(t: TestApp, code: string): Promise<number> {
  const [row] = await t.database.db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, code));
  if (!row) throw new Error(`no organisation ${code}`);
  return row.id;
}

/**
 * An account in `orgCode` with its own role (data scope "own organisation and below") granting
 * the menus of the given codes (pages, directories or buttons, e.g. 'workbench_push').
 */
export async function member(t: TestApp, orgCode: string, menuCodes: string[] = [], lang = 'en-US'): Promise<Member> {
  const db = t.database.db;
  const orgId = await orgIdOf(t, orgCode);
  const account = uniq('wb');
  const [user] = await db
    .insert(sysUser)
    .values({ account, name: account, passwordHash: await (hashed ??= hashPassword(PASSWORD)), adminType: 2, userType: 3, orgId })
    .returning({ id: sysUser.id });
  const [role] = await db
    .insert(sysRole)
    .values({ code: uniq('wb-role'), name: `role ${account}`, dataScopeType: 2, orgId })
    .returning({ id: sysRole.id });
  if (menuCodes.length) {
    const menus = await db.select({ id: sysMenu.id }).from(sysMenu).where(inArray(sysMenu.code, menuCodes));
    if (menus.length !== menuCodes.length) throw new Error(`menu rows missing among ${menuCodes.join(', ')}`);
    await db.insert(sysRoleMenu).values(menus.map((m) => ({ roleId: role!.id, menuId: m.id })));
  }
  await db.insert(sysUserRole).values({ userId: user!.id, roleId: role!.id });
  const m = { id: user!.id, account, orgId, roleId: role!.id, token: await login(t.app, account, PASSWORD) } as Member;
  m.api = caller(t, () => m.token, lang);
  return m;
}

/** Signs the member in again (after the test clock jumped past their session's lifetime). */
export async function relogin(t: TestApp, m: Member): Promise<void> {
  m.token = await login(t.app, m.account, PASSWORD);
}

/** Stores to-dos the way a workflow does: through the to-do service, in a transaction. */
export async function addTodos(t: TestApp, todos: TodoInput[]): Promise<number[]> {
  return t.database.db.transaction((tx) => t.app.services.todo.add(tx, todos));
}

/** The data of a successful envelope (throws with the refusal otherwise). */
export function ok<T>(res: Envelope): T {
  if (!res.success) throw new Error(`refused: ${res.code} ${res.message}`);
  return res.data as T;
}

export const API = '/api/main/workbench';
