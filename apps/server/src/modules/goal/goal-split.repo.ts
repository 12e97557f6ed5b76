import { and, eq } from 'drizzle-orm';
import { STATUS } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../../platform/db/schema/index.js';

/** Queries of the goal-split to-dos. */
export const goalSplitRepo = {
  /** Active users whose live roles grant the button permission `code`, whatever their organisation (their scope decides). */
  holdersOf(db: Db, code: string) {
    return db
      .selectDistinct({ id: sysUser.id, orgId: sysUser.orgId, adminType: sysUser.adminType })
      .from(sysUser)
      .innerJoin(sysUserRole, eq(sysUserRole.userId, sysUser.id))
      .innerJoin(sysRole, and(eq(sysRole.id, sysUserRole.roleId), eq(sysRole.status, STATUS.NORMAL)))
      .innerJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysRole.id))
      .innerJoin(sysMenu, and(eq(sysMenu.id, sysRoleMenu.menuId), eq(sysMenu.status, STATUS.NORMAL), eq(sysMenu.permission, code)))
      .where(eq(sysUser.status, STATUS.NORMAL))
      .orderBy(sysUser.id);
  },
};
