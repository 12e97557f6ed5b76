import { and, eq, inArray } from 'drizzle-orm';
import { STATUS } from '@carbon/domain';
import type { Db } from '../db/database.js';
import { sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../db/schema/index.js';

/**
 * Whether the user's live roles grant the button permission `code`. Read on every
 * request, so removing a role or a grant takes effect at the next call.
 */
export async function userHasPermission(db: Db, userId: number, code: string): Promise<boolean> {
  const rows = await db
    .select({ one: sysMenu.id })
    .from(sysUserRole)
    .innerJoin(sysRole, and(eq(sysRole.id, sysUserRole.roleId), eq(sysRole.status, STATUS.NORMAL)))
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysRole.id))
    .innerJoin(sysMenu, and(eq(sysMenu.id, sysRoleMenu.menuId), eq(sysMenu.status, STATUS.NORMAL), eq(sysMenu.permission, code)))
    .where(eq(sysUserRole.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** Which of `codes` the user's live roles grant, in one query (the super admin holds them all: see isSuperAdmin). */
export async function permissionsAmong(db: Db, userId: number, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ code: sysMenu.permission })
    .from(sysUserRole)
    .innerJoin(sysRole, and(eq(sysRole.id, sysUserRole.roleId), eq(sysRole.status, STATUS.NORMAL)))
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysRole.id))
    .innerJoin(sysMenu, and(eq(sysMenu.id, sysRoleMenu.menuId), eq(sysMenu.status, STATUS.NORMAL), inArray(sysMenu.permission, [...codes])))
    .where(eq(sysUserRole.userId, userId));
  return new Set(rows.flatMap((r) => (r.code === null ? [] : [r.code])));
}

/** Active users of the organisations `orgIds` whose live roles grant the button permission `code`. */
export async function usersWithPermissionIn(db: Db, code: string, orgIds: number[]): Promise<{ userId: number; orgId: number }[]> {
  if (orgIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: sysUser.id, orgId: sysUser.orgId })
    .from(sysUser)
    .innerJoin(sysUserRole, eq(sysUserRole.userId, sysUser.id))
    .innerJoin(sysRole, and(eq(sysRole.id, sysUserRole.roleId), eq(sysRole.status, STATUS.NORMAL)))
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysRole.id))
    .innerJoin(sysMenu, and(eq(sysMenu.id, sysRoleMenu.menuId), eq(sysMenu.status, STATUS.NORMAL), eq(sysMenu.permission, code)))
    .where(and(inArray(sysUser.orgId, orgIds), eq(sysUser.status, STATUS.NORMAL)));
  return rows.flatMap((r) => (r.orgId === null ? [] : [{ userId: r.userId, orgId: r.orgId }]));
}
