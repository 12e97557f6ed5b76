import { and, eq, inArray, like, or } from 'drizzle-orm';
import { expect } from 'vitest';
import { bearer, DEMO, login, type Envelope, type TestApp } from '../../test/harness.js';
import { sysMenu, sysOrg, sysRole, sysRoleMenu } from '../../platform/db/schema/index.js';

/** Test helpers of the org module: calls through the API, factories, grants. */

export type Caller = { token: string };

export async function signIn(t: TestApp, who: 'superAdmin' | 'manager' | 'user'): Promise<Caller> {
  return { token: await login(t.app, who, DEMO[who]) };
}

export async function call<T = unknown>(
  t: TestApp,
  caller: Caller,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<Envelope & { data: T }> {
  const res = await t.app.inject({
    method,
    url: `/api/main/${url}`,
    headers: bearer(caller.token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The data of a call that must succeed. */
export async function data<T = unknown>(t: TestApp, caller: Caller, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T> {
  const body = await call<T>(t, caller, method, url, payload);
  if (!body.success) throw new Error(`${url}: ${body.code} ${body.message}`);
  return body.data;
}

let seq = 0;
/** A unique code suffix per factory call, so tests never share data. */
export const uniq = (prefix = 't') => `${prefix}${Date.now().toString(36)}${(++seq).toString(36)}`;

export async function orgIdByCode(t: TestApp, code: string): Promise<string> {
  const [row] = await t.database.db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, code)).limit(1);
  return String(row!.id);
}

export type SavedOrg = { id: string; version: number; warnings: string[] };

/** buildOrg: adds an organisation through the API as `caller` (super admin by default). */
export async function buildOrg(
  t: TestApp,
  caller: Caller,
  fields: { pid: string; orgType?: string; name?: string; code?: string } & Record<string, unknown>,
): Promise<SavedOrg & { code: string; name: string }> {
  const code = fields.code ?? uniq('org-');
  const name = fields.name ?? `组织${code}`;
  const saved = await data<SavedOrg>(t, caller, 'POST', 'sysOrg/addWithPark', { sort: 100, ...fields, code, name });
  return { ...saved, code, name };
}

/** Grants the organisation buttons (sysOrg:*, sysPark:*) to the seeded manager role, so its data scope can be tested on them. */
export async function grantOrgButtonsToManager(t: TestApp): Promise<void> {
  const db = t.database.db;
  const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, 'manager'));
  const menus = await db
    .select({ id: sysMenu.id })
    .from(sysMenu)
    .where(and(eq(sysMenu.type, 2), or(like(sysMenu.permission, 'sysOrg:%'), like(sysMenu.permission, 'sysPark:%'))));
  await db
    .insert(sysRoleMenu)
    .values(menus.map((m) => ({ roleId: role!.id, menuId: m.id })))
    .onConflictDoNothing();
}

export async function orgsByIds(t: TestApp, ids: string[]) {
  return t.database.db
    .select()
    .from(sysOrg)
    .where(inArray(sysOrg.id, ids.map(Number)));
}

export type TreeNode = { id: string; parentId: string; title: string; value: string; weight: number; children: TreeNode[] } & Record<
  string,
  unknown
>;

/** Every node of a forest, depth first. */
export function flatten(forest: TreeNode[]): TreeNode[] {
  return forest.flatMap((n) => [n, ...flatten(n.children)]);
}

/** detailWithPark as the tests read it. */
export type OrgDetail = Record<string, unknown> & {
  version: number;
  pids: string;
  history: Record<string, unknown>[];
  boundary: Record<string, unknown> | null;
  park: Record<string, unknown> | null;
};

export const orgDetail = (t: TestApp, caller: Caller, id: string) => data<OrgDetail>(t, caller, 'GET', `sysOrg/detailWithPark?id=${id}`);

/** editWithPark with the current values and version, changed by `changes`. */
export async function editOrg(t: TestApp, caller: Caller, id: string, changes: Record<string, unknown>) {
  const d = await orgDetail(t, caller, id);
  return call<{ version: number; warnings: string[] }>(t, caller, 'POST', 'sysOrg/editWithPark', {
    id,
    version: d.version,
    pid: d.pid,
    name: d.name,
    code: d.code,
    sort: d.sort,
    remark: d.remark,
    ...changes,
  });
}

export const SEEDED_ORGS = ['fii', 'fii-ccbg', 'fii-iibg', 'fii-ccbg-longhua', 'fii-ccbg-longhua-le1'] as const;
export type SeededOrg = (typeof SEEDED_ORGS)[number];

/** A fresh app with the manager holding the org buttons, both callers signed in, and the seeded org ids. */
export async function orgWorld(t: TestApp) {
  await grantOrgButtonsToManager(t);
  const [admin, manager] = await Promise.all([signIn(t, 'superAdmin'), signIn(t, 'manager')]);
  const ids = {} as Record<SeededOrg, string>;
  for (const c of SEEDED_ORGS) ids[c] = await orgIdByCode(t, c);
  return { admin, manager, ids };
}
