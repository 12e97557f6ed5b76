import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { sysApp, sysMenu, sysOrg, sysPos, sysRole, sysRoleMenu, sysUser, sysUserPos, sysUserRole } from '../../platform/db/schema/index.js';

/** Queries behind getLoginUser (contract §4). */
export const loginUserRepo = {
  async user(db: Db, id: number) {
    const [row] = await db
      .select({ user: sysUser, orgName: sysOrg.name })
      .from(sysUser)
      .leftJoin(sysOrg, eq(sysOrg.id, sysUser.orgId))
      .where(eq(sysUser.id, id))
      .limit(1);
    return row;
  },

  roles(db: Db, userId: number) {
    return db
      .select({ id: sysRole.id, code: sysRole.code, name: sysRole.name })
      .from(sysUserRole)
      .innerJoin(sysRole, and(eq(sysRole.id, sysUserRole.roleId), eq(sysRole.status, 0)))
      .where(eq(sysUserRole.userId, userId))
      .orderBy(asc(sysRole.sort));
  },

  /** Every live menu row, buttons included, ordered by sort. */
  allMenus(db: Db) {
    return db.select().from(sysMenu).where(eq(sysMenu.status, 0)).orderBy(asc(sysMenu.sort), asc(sysMenu.id));
  },

  /** The live menu rows the given roles grant. */
  menusOfRoles(db: Db, roleIds: number[]) {
    if (roleIds.length === 0) return Promise.resolve([]);
    return db
      .selectDistinct({ menu: sysMenu })
      .from(sysRoleMenu)
      .innerJoin(sysMenu, and(eq(sysMenu.id, sysRoleMenu.menuId), eq(sysMenu.status, 0)))
      .where(inArray(sysRoleMenu.roleId, roleIds))
      .then((rows) => rows.map((r) => r.menu).sort((a, b) => a.sort - b.sort || a.id - b.id));
  },

  positions(db: Db, userId: number) {
    return db
      .select({ posCode: sysPos.code, posName: sysPos.name })
      .from(sysUserPos)
      .innerJoin(sysPos, eq(sysPos.id, sysUserPos.posId))
      .where(eq(sysUserPos.userId, userId));
  },

  allOrgIds(db: Db) {
    return db
      .select({ id: sysOrg.id })
      .from(sysOrg)
      .where(ne(sysOrg.status, 2))
      .then((rows) => rows.map((r) => r.id));
  },

  apps(db: Db) {
    return db.select().from(sysApp).where(ne(sysApp.status, 2)).orderBy(asc(sysApp.sort));
  },
};
