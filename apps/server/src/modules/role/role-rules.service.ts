import { CODE, DomainError } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { DATA_SCOPE, inScope, resolveDataScope, type DataScope } from '../../platform/auth/data-scope.js';
import { isSuperAdmin } from '../../platform/auth/super-admin.js';
import type { RequestContext } from '../../platform/http/context.js';
import { roleRepo, type RoleProfile, type RoleVisibility } from './role.repo.js';

/**
 * What a caller holds: their data scope, live roles and live menus (buttons included).
 * `null` for the super admin, who stays above every rule of ADR 008.
 */
export type CallerRights = { scope: DataScope; roles: Set<number>; menus: Set<number> } | null;

/** Whether `inner` covers no organisation outside `outer`. */
export function scopeWithin(inner: DataScope, outer: DataScope): boolean {
  if (outer.all) return true;
  if (inner.all) return false;
  const allowed = new Set(outer.orgIds);
  return inner.orgIds.every((id) => allowed.has(id));
}

/** A refusal of ADR 008: 1013003 (data scope) with the message saying which rule refused. */
export const outsideRights = (key: string, field?: string) => new DomainError(CODE.DATA_SCOPE, key, {}, field);

/** The role's grants stay within the caller's: menus and buttons they hold, and no data they cannot see. */
function grantsWithin(p: RoleProfile, r: NonNullable<CallerRights>): boolean {
  if (!p.menuIds.every((m) => r.menus.has(m))) return false;
  if (r.scope.all) return true;
  if (p.dataScopeType === DATA_SCOPE.ALL) return false;
  return p.dataScopeType !== DATA_SCOPE.CUSTOM || p.orgIds.every((o) => inScope(r.scope, o));
}

/** The role's owner is in the caller's scope (a role without an owner only for a caller who sees all data). */
const ownedWithin = (p: Pick<RoleProfile, 'orgId'>, r: NonNullable<CallerRights>) =>
  r.scope.all || (p.orgId !== null && inScope(r.scope, p.orgId));

/**
 * The rules that keep every caller below their own rights when they manage roles and
 * accounts (ADR 008). Callers resolve `rightsOf` before any transaction (on the embedded
 * database a read on `db` waits for an open transaction), then pass it in.
 */
export function createRoleRules({ db }: { db: Db }) {
  async function rightsOf(ctx: RequestContext): Promise<CallerRights> {
    if (isSuperAdmin(ctx.user)) return null;
    const [scope, roles, menus] = [
      await ctx.scope(),
      await roleRepo.heldRoleIds(db, ctx.user.id),
      await roleRepo.heldMenus(db, ctx.user.id),
    ];
    return { scope, roles, menus };
  }

  /** The roles the caller sees in lists: owned within their scope, or held by them. */
  const visibility = (ctx: RequestContext, r: CallerRights): RoleVisibility =>
    r === null ? null : { orgIds: r.scope.all ? null : r.scope.orgIds, userId: ctx.user.id };

  /**
   * Of `roleIds`, those the caller may grant, withdraw, or leave on an account they manage:
   * a role they hold, or one owned within their scope whose grants do not exceed theirs.
   */
  async function grantableIds(r: CallerRights, roleIds: number[], on: Db = db): Promise<Set<number>> {
    if (r === null) return new Set(roleIds);
    const held = roleIds.filter((id) => r.roles.has(id));
    const others = await roleRepo.profiles(
      on,
      roleIds.filter((id) => !r.roles.has(id)),
    );
    return new Set([...held, ...others.filter((p) => ownedWithin(p, r) && grantsWithin(p, r)).map((p) => p.id)]);
  }

  /** 1013003 unless the caller sees the role: owned within their scope, or held by them. */
  async function assertVisible(r: CallerRights, roleId: number, on: Db = db): Promise<void> {
    if (r === null || r.roles.has(roleId)) return;
    const [p] = await roleRepo.profiles(on, [roleId]);
    if (p && !ownedWithin(p, r)) throw outsideRights('role.manage.ownerOutOfScope');
  }

  /**
   * Every account holding the role is one the caller could manage by scope: not the super
   * admin, in an organisation of the caller's scope, and seeing no data outside it. Also
   * run after a change, in its transaction, on what the change left (`key` says so).
   */
  async function assertHoldersWithin(r: CallerRights, roleId: number, on: Db, key = 'role.manage.holderOutOfScope'): Promise<void> {
    if (r === null) return;
    for (const holder of await roleRepo.holders(on, roleId)) {
      if (isSuperAdmin(holder)) throw outsideRights(key);
      if (r.scope.all) continue;
      if (holder.orgId === null || !inScope(r.scope, holder.orgId)) throw outsideRights(key);
      if (!scopeWithin(await resolveDataScope(on, holder), r.scope)) throw outsideRights(key);
    }
  }

  /**
   * 1013003 unless the caller may change the role (edit, grantMenu, grantData, delete):
   * owned within their scope, grants within their own, every holder within their scope.
   */
  async function assertManageable(r: CallerRights, roleId: number, on: Db): Promise<void> {
    if (r === null) return;
    const [p] = await roleRepo.profiles(on, [roleId]);
    if (!p) return; // gone: the caller reports "does not exist"
    if (!ownedWithin(p, r)) throw outsideRights('role.manage.ownerOutOfScope');
    if (!grantsWithin(p, r)) throw outsideRights('role.manage.exceedsOwn');
    await assertHoldersWithin(r, roleId, on);
  }

  return { rightsOf, visibility, grantableIds, assertVisible, assertHoldersWithin, assertManageable };
}

export type RoleRules = ReturnType<typeof createRoleRules>;
