import { and, eq } from 'drizzle-orm';
import { STATUS } from '@carbon/domain';
import type { Db } from '../db/database.js';
import { sysMenu, sysRole, sysRoleMenu, sysUserRole } from '../db/schema/index.js';

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
