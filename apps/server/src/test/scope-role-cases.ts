import { and, eq, inArray, ne } from 'drizzle-orm';
import { sysMenu, sysOrg, sysRole, sysRoleDataScope, sysRoleMenu, sysUserRole } from '../platform/db/schema/index.js';
import { callApi, insertUser, subtreeOf, suData, uniq, type Caller, type World } from './scope-fixtures.js';
import { judge, judgeRows } from './scope-judge.js';
import type { ListCase } from './scope-lists.js';
import { allPages, as, scopeNow, type TargetCase, type TargetCtx } from './scope-org-cases.js';

/**
 * Roles have an owning organisation (issue 8, Security 2; ADR 008). A caller other than the
 * super admin sees the roles owned within their scope and those they hold, and changes
 * (edit, grantMenu, grantData, delete) only a role owned within their scope whose grants do
 * not exceed their own and whose holders all lie within their scope; a change may not leave
 * a holder seeing data outside it.
 */

const db = (w: World) => w.t.database.db;
const roleRecord = async (w: World, id: number) => (await db(w).select().from(sysRole).where(eq(sysRole.id, id)))[0]!;
const menusOf = async (w: World, id: number) =>
  (await db(w).select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, id)))
    .map((m) => m.menuId)
    .sort()
    .join();
type RoleRecord = Awaited<ReturnType<typeof roleRecord>>;
const material = (r: RoleRecord) => JSON.stringify([r.name, r.code, r.sort, r.remark, r.orgId, r.dataScopeType, r.status, r.version]);

/** A role of data-scope `type` owned by `orgId`, with no menus. */
async function newRole(w: World, orgId: number | null, type: number): Promise<number> {
  const code = uniq('ds-orole');
  const [row] = await db(w).insert(sysRole).values({ code, name: code, dataScopeType: type, orgId }).returning({ id: sysRole.id });
  return row!.id;
}

/** The id of a button menu every matrix caller holds. */
const heldButton = async (w: World) =>
  (await db(w).select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.code, 'sysUser_page')))[0]!.id;

/** edit (versioned and not), grantMenu, grantData and delete of a role, each judged; `changed` compares the role before and after. */
async function changes(c: TargetCtx, id: number, allowed: boolean, who: string, dataScopeType = 4): Promise<void> {
  const w = c.w;
  const fields = async () => {
    const r = await roleRecord(w, id);
    return { id: String(id), name: r.name, code: r.code, sort: r.sort, remark: `${r.remark ?? ''}x` };
  };
  const snapshot = async () => `${material(await roleRecord(w, id))}|${await menusOf(w, id)}`;
  const steps: [string, () => Promise<unknown>][] = [
    ['sysRole/edit', async () => ({ ...(await fields()), version: (await roleRecord(w, id)).version })],
    ['sysRole/edit', fields], // as XiaoNuo 1.x sends it: no version
    ['sysRole/grantMenu', async () => ({ id: String(id), grantMenuIdList: [String(await heldButton(w))] })],
    ['sysRole/grantData', async () => ({ id: String(id), dataScopeType })],
    ['sysRole/delete', async () => ({ id: String(id) })],
  ];
  for (const [path, body] of steps) {
    const before = await snapshot();
    const { route, res } = await as(c, 'POST', path, await body());
    judge(c.tally, { route, who, inScope: allowed, res, changed: !allowed && (await snapshot()) !== before });
  }
}

/** sysRole/add owned by the target: only an organisation in scope may own the caller's new role. */
const addOwned: TargetCase = async (c) => {
  const code = uniq('ds-radd');
  const { route, res } = await as(c, 'POST', 'sysRole/add', { name: code, code, sort: 1, orgId: String(c.target) });
  const [created] = await db(c.w).select().from(sysRole).where(eq(sysRole.code, code));
  if (created) {
    // added by a caller who does not see all data: "self only", never above its creator
    if (created.dataScopeType !== 4) c.tally.wrong.push(`${route} [${c.who}]: added with data scope ${created.dataScopeType}, not 4`);
    await suData(c.w, 'POST', 'sysRole/delete', { id: String(created.id) });
  }
  judge(c.tally, { route, who: c.who, inScope: c.inScope, res, changed: created !== undefined });
};

/** A role owned by the target, held by nobody: its reads and changes follow the owner. */
const ownedByTarget: TargetCase = async (c) => {
  const id = await newRole(c.w, c.target, 3);
  const who = `${c.who}, a role it owns`;
  for (const path of ['sysRole/ownMenu', 'sysRole/ownData']) {
    const { route, res } = await as(c, 'GET', `${path}?id=${id}`);
    judge(c.tally, { route, who, inScope: c.inScope, res });
  }
  await changes(c, id, c.inScope, who);
};

/** A role owned by the caller's organisation (own org, type 3) held by an account in the target: the holder decides. */
const heldInTarget: TargetCase = async (c) => {
  const id = await newRole(c.w, c.caller.orgId, 3);
  await db(c.w)
    .insert(sysUserRole)
    .values({ userId: await insertUser(c.w, c.target), roleId: id });
  await changes(c, id, c.inScope, `${c.who}, a role of the caller's organisation held by an account in it`);
};

/**
 * grantData type 2 ("own organisation and below") on a role held by an account in the target
 * widens the holder to the target's whole subtree: allowed only if that subtree lies within the
 * caller's scope (for the custom caller, 龙华园区's subtree does not), refused and unchanged otherwise.
 */
const widenHolder: TargetCase = async (c) => {
  const { orgs, scope } = await scopeNow(c);
  const id = await newRole(c.w, c.caller.orgId, 3);
  await db(c.w)
    .insert(sysUserRole)
    .values({ userId: await insertUser(c.w, c.target), roleId: id });
  const allowed = [...subtreeOf(orgs, c.target)].every((o) => scope.has(o));
  const { route, res } = await as(c, 'POST', 'sysRole/grantData', { id: String(id), dataScopeType: 2 });
  const after = await roleRecord(c.w, id);
  judge(c.tally, {
    route,
    who: `${c.who}, type 2 for a role held in it`,
    inScope: allowed,
    res,
    changed: !allowed && after.dataScopeType !== 3,
  });
};

/**
 * The seeded admin role (all data, owned by the group root, held by the super admin): no
 * scoped caller may edit it, grant it menus, turn it into "self only" or delete it. Once per caller.
 */
const adminRole: TargetCase = async (c) => {
  if (c.kind !== 'own') return;
  const [admin] = await db(c.w).select().from(sysRole).where(eq(sysRole.code, 'admin'));
  await changes(c, admin!.id, false, `${c.caller.name}, the seeded admin role`);
};

export const ROLE_TARGET_CASES: TargetCase[] = [addOwned, ownedByTarget, heldInTarget, widenHolder, adminRole];

/** The caller's live menus and roles, read from the tables (not through the server). */
async function holdings(w: World, caller: Caller) {
  const roles = (await db(w).select({ id: sysUserRole.roleId }).from(sysUserRole).where(eq(sysUserRole.userId, caller.id))).map(
    (r) => r.id,
  );
  const menus = await db(w)
    .selectDistinct({ id: sysRoleMenu.menuId })
    .from(sysRoleMenu)
    .where(inArray(sysRoleMenu.roleId, roles.length ? roles : [0]));
  return { roles: new Set(roles), menus: new Set(menus.map((m) => m.id)) };
}

/** Every live role with its owner, type, live menus and live custom organisations. */
async function liveRoles(w: World) {
  const roles = await db(w).select().from(sysRole).where(ne(sysRole.status, 2));
  const menus = await db(w)
    .select({ roleId: sysRoleMenu.roleId, id: sysRoleMenu.menuId })
    .from(sysRoleMenu)
    .innerJoin(sysMenu, and(eq(sysMenu.id, sysRoleMenu.menuId), eq(sysMenu.status, 0)));
  const orgs = await db(w)
    .select({ roleId: sysRoleDataScope.roleId, id: sysRoleDataScope.orgId })
    .from(sysRoleDataScope)
    .innerJoin(sysOrg, and(eq(sysOrg.id, sysRoleDataScope.orgId), ne(sysOrg.status, 2)));
  return roles.map((r) => ({
    ...r,
    menuIds: menus.filter((m) => m.roleId === r.id).map((m) => m.id),
    orgIds: orgs.filter((o) => o.roleId === r.id).map((o) => o.id),
  }));
}

/** sysRole/page: exactly the live roles owned within the caller's scope, plus the caller's own. */
const rolePage: ListCase = async (c) => {
  const { scope } = await scopeNow(c);
  const mine = await holdings(c.w, c.caller);
  const visible = (r: { id: number; orgId: number | null }) => mine.roles.has(r.id) || (r.orgId !== null && scope.has(r.orgId));
  const expected = (await liveRoles(c.w)).filter(visible).map((r) => String(r.id));
  const { route, res, rows } = await allPages(c.w, c.caller.token, 'sysRole/page');
  const got = (rows as { id: string; orgId?: string | null }[]).map((r) => {
    const orgId = r.orgId === null || r.orgId === undefined ? null : Number(r.orgId);
    return { key: r.id, orgId, allowed: visible({ id: Number(r.id), orgId }) };
  });
  judgeRows(c.tally, { route, who: c.caller.name, res, rows: got, expected });
};

/**
 * sysRole/dropDown: exactly the roles the caller may grant, by the rule worked out here from
 * the tables: their own, or owned within their scope with menus they hold, not "all data",
 * and custom organisations within their scope.
 */
const roleDropDown: ListCase = async (c) => {
  const { scope } = await scopeNow(c);
  const mine = await holdings(c.w, c.caller);
  const roles = await liveRoles(c.w);
  const grantable = (r: (typeof roles)[number]) =>
    mine.roles.has(r.id) ||
    (r.orgId !== null &&
      scope.has(r.orgId) &&
      r.menuIds.every((m) => mine.menus.has(m)) &&
      r.dataScopeType !== 1 &&
      (r.dataScopeType !== 5 || r.orgIds.every((o) => scope.has(o))));
  const allowed = new Set(roles.filter(grantable).map((r) => r.id));
  const route = 'GET /api/main/sysRole/dropDown';
  const res = await callApi(c.w, c.caller.token, 'GET', 'sysRole/dropDown');
  const got = ((res.data ?? []) as { id: string }[]).map((r) => {
    const role = roles.find((x) => x.id === Number(r.id));
    return { key: r.id, orgId: role?.orgId ?? null, allowed: allowed.has(Number(r.id)) };
  });
  judgeRows(c.tally, { route, who: c.caller.name, res, rows: got, expected: [...allowed].map(String) });
};

export const ROLE_LIST_CASES: ListCase[] = [rolePage, roleDropDown];
