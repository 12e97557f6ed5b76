import { eq } from 'drizzle-orm';
import { sysMenu, sysRole, sysRoleMenu, sysUser, sysUserDataScope, sysUserRole } from '../platform/db/schema/index.js';
import { CALLER_SPECS, insertUser, uniq, type TargetKind, type World } from './scope-fixtures.js';
import { judge } from './scope-judge.js';
import { as, type TargetCase, type TargetCtx } from './scope-org-cases.js';

/**
 * Accounts above the caller (issue 8, Security 1; ADR 008). A caller manages an account only
 * when every role it holds is one the caller may grant and its data scope lies within the
 * caller's; otherwise every account-management route is refused with 1013003 and changes
 * nothing, even when the account's organisation is in the caller's scope.
 *
 * Decided: `sysUser/detail` is a read of what `sysUser/page` already lists, so the
 * organisation scope alone decides it; `ownRole` and `ownData` serve the grant dialogs (and
 * `ownData` could name organisations outside the caller's scope), so they follow the
 * management rule.
 */

const db = (w: World) => w.t.database.db;
const userRecord = async (w: World, id: number) => (await db(w).select().from(sysUser).where(eq(sysUser.id, id)))[0]!;
const roleIds = async (w: World, id: number) =>
  (await db(w).select().from(sysUserRole).where(eq(sysUserRole.userId, id)))
    .map((r) => r.roleId)
    .sort()
    .join();
const dataIds = async (w: World, id: number) =>
  (await db(w).select().from(sysUserDataScope).where(eq(sysUserDataScope.userId, id)))
    .map((r) => r.orgId)
    .sort()
    .join();

const seededRole = async (w: World, code: string) => (await db(w).select().from(sysRole).where(eq(sysRole.code, code)))[0]!.id;

/** A role of `type`, owned by `orgId`, granting the menus of `menuCodes`. */
async function role(w: World, type: number, orgId: number, menuCodes: string[]): Promise<number> {
  const code = uniq('ds-mrole');
  const [row] = await db(w).insert(sysRole).values({ code, name: code, dataScopeType: type, orgId }).returning({ id: sysRole.id });
  for (const c of menuCodes) {
    const [menu] = await db(w).select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.code, c));
    await db(w).insert(sysRoleMenu).values({ roleId: row!.id, menuId: menu!.id });
  }
  return row!.id;
}

type Account = {
  label: string;
  /** Whether the caller may manage the account when its organisation is in scope. */
  manageable: boolean;
  /** The target kinds it is tried on, when not every one in scope (each caller's `child` is in scope). */
  kinds?: TargetKind[];
  make: (c: TargetCtx) => Promise<number>;
};

const holding = async (c: TargetCtx, roleId: number) => {
  const id = await insertUser(c.w, c.target);
  await db(c.w).insert(sysUserRole).values({ userId: id, roleId });
  return id;
};

const ACCOUNTS: Account[] = [
  {
    label: 'holding the all-data admin role',
    manageable: false,
    make: async (c) => holding(c, await seededRole(c.w, 'admin')),
  },
  {
    label: 'granted an organisation outside the caller’s scope',
    manageable: false,
    kinds: ['child'],
    make: async (c) => {
      const id = await insertUser(c.w, c.target);
      await db(c.w)
        .insert(sysUserDataScope)
        .values({ userId: id, orgId: c.w.org(CALLER_SPECS[c.caller.name].targets.foreign) });
      return id;
    },
  },
  {
    // owned within the caller's scope and seeing nothing, but granting a page the caller lacks (they hold buttons only)
    label: 'holding a role that grants a menu the caller lacks',
    manageable: false,
    kinds: ['child'],
    make: async (c) => holding(c, await role(c.w, 4, c.caller.orgId, ['orgManage'])),
  },
  {
    // not held by the caller, but owned within their scope, granting one of their buttons and the account's own organisation
    label: 'holding a role within the caller’s rights',
    manageable: true,
    kinds: ['own'],
    make: async (c) => holding(c, await role(c.w, 3, c.caller.orgId, ['sysUser_page'])),
  },
];

/** Every account-management route against an account of `a`, in order (delete last). */
const against =
  (a: Account): TargetCase =>
  async (c) => {
    // out of scope, the organisation alone refuses every route (scope-user-cases.ts accountInTarget)
    if (!c.inScope || (a.kinds && !a.kinds.includes(c.kind))) return;
    const w = c.w;
    const id = await a.make(c);
    const who = `${c.who}, an account in it ${a.label}`;
    const manage = a.manageable;
    const detail = await as(c, 'GET', `sysUser/detail?id=${id}`);
    judge(c.tally, { route: detail.route, who: `${who} (detail: the organisation decides)`, inScope: true, res: detail.res });
    for (const path of ['sysUser/ownRole', 'sysUser/ownData']) {
      const { route, res } = await as(c, 'GET', `${path}?id=${id}`);
      judge(c.tally, { route, who, inScope: manage, res });
    }
    const before = { user: await userRecord(w, id), roles: await roleIds(w, id), data: await dataIds(w, id) };
    const editBody = {
      id: String(id),
      version: before.user.version,
      account: before.user.account,
      name: `${before.user.name}x`,
      userType: before.user.userType,
      sysEmpParam: { orgId: String(c.target), jobNum: before.user.jobNum, posIdList: [String(w.posId)] },
    };
    const steps: [string, unknown, () => Promise<boolean>][] = [
      ['sysUser/edit', editBody, async () => (await userRecord(w, id)).version !== before.user.version],
      ['sysUser/changeStatus', { id: String(id), status: 1 }, async () => (await userRecord(w, id)).status !== before.user.status],
      ['sysUser/resetPwd', { id: String(id) }, async () => (await userRecord(w, id)).passwordHash !== before.user.passwordHash],
      [
        'sysUser/grantRole',
        { id: String(id), grantRoleIdList: [String(c.caller.roleId)] },
        async () => (await roleIds(w, id)) !== before.roles,
      ],
      ['sysUser/grantData', { id: String(id), grantOrgIdList: [String(c.target)] }, async () => (await dataIds(w, id)) !== before.data],
      ['sysUser/delete', { id: String(id) }, async () => (await userRecord(w, id)).status === 2],
    ];
    for (const [path, body, changed] of steps) {
      // once managed, the account holds the caller's role and the target: later steps still apply to it
      const { route, res } = await as(c, 'POST', path, body);
      judge(c.tally, { route, who, inScope: manage, res, changed: !manage && (await changed()) });
    }
  };

export const MANAGE_TARGET_CASES: TargetCase[] = ACCOUNTS.map(against);
