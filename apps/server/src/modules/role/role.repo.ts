import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { STATUS } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { insertStamped } from '../../platform/db/versioned-rows.js';
import { contains, liveRow } from '../../platform/db/sql-kit.js';
import { sysMenu, sysOrg, sysRole, sysRoleDataScope, sysRoleMenu, sysUser, sysUserRole } from '../../platform/db/schema/index.js';
import { tableRowsAndTotal, firstRow } from '../../platform/db/paged-list.js';
import { liveIdsAmong } from '../../platform/db/live-rows.js';

export type RoleRecord = typeof sysRole.$inferSelect;
export type RoleValues = { name: string; code: string; sort: number; remark: string | null; orgId?: number | null };

/** What decides whether a role is within a caller (ADR 008): its owner, data-scope type, live menus and custom organisations. */
export type RoleProfile = { id: number; orgId: number | null; dataScopeType: number; menuIds: number[]; orgIds: number[] };

/**
 * Which roles a caller sees (ADR 008): those owned by an organisation of `orgIds` and those
 * `userId` holds; `orgIds: null` (the caller sees all data) or no filter at all (the super admin) shows every role.
 */
export type RoleVisibility = { orgIds: number[] | null; userId: number } | null;

/** Roles in use: normal status (a role has no deactivated state). */
const live = eq(sysRole.status, STATUS.NORMAL);

const heldBy = (userId: number) =>
  inArray(sysRole.id, sql`(select ${sysUserRole.roleId} from ${sysUserRole} where ${sysUserRole.userId} = ${userId})`);

function visibleTo(v: RoleVisibility): SQL | undefined {
  if (v === null || v.orgIds === null) return undefined;
  return or(v.orgIds.length ? inArray(sysRole.orgId, v.orgIds) : sql`false`, heldBy(v.userId));
}

/** Drizzle queries of the role module; always given the db or a transaction. */
export const roleRepo = {
  async page(db: Db, f: { name?: string; code?: string }, limit: number, offset: number, visibility: RoleVisibility = null) {
    const where = and(live, contains(sysRole.name, f.name), contains(sysRole.code, f.code), visibleTo(visibility));
    return tableRowsAndTotal(db, sysRole, where, [asc(sysRole.sort), asc(sysRole.id)], limit, offset);
  },

  async find(db: Db, id: number): Promise<RoleRecord | undefined> {
    return firstRow(db, sysRole, and(eq(sysRole.id, id), live));
  },

  /** Live roles other than `exceptId` already using the name or the code. */
  async clashes(db: Db, v: { name: string; code: string }, exceptId = 0) {
    const rows = await db
      .select({ name: sysRole.name, code: sysRole.code })
      .from(sysRole)
      .where(and(live, ne(sysRole.id, exceptId), sql`(${sysRole.name} = ${v.name} or ${sysRole.code} = ${v.code})`));
    return { name: rows.some((r) => r.name === v.name), code: rows.some((r) => r.code === v.code) };
  },

  /** The live roles the caller sees, in display order. */
  async options(db: Db, visibility: RoleVisibility) {
    return db
      .select({ id: sysRole.id, code: sysRole.code, name: sysRole.name })
      .from(sysRole)
      .where(and(live, visibleTo(visibility)))
      .orderBy(asc(sysRole.sort), asc(sysRole.id));
  },

  /** Ids of the live roles the user holds. */
  async heldRoleIds(db: Db, userId: number): Promise<Set<number>> {
    const rows = await db
      .select({ id: sysRole.id })
      .from(sysUserRole)
      .innerJoin(sysRole, and(eq(sysRole.id, sysUserRole.roleId), live))
      .where(eq(sysUserRole.userId, userId));
    return new Set(rows.map((r) => r.id));
  },

  /** The profiles of the live roles among `ids` (three statements, whatever the number of roles). */
  async profiles(db: Db, ids: number[]): Promise<RoleProfile[]> {
    if (ids.length === 0) return [];
    const roles = await db
      .select({ id: sysRole.id, orgId: sysRole.orgId, dataScopeType: sysRole.dataScopeType })
      .from(sysRole)
      .where(and(inArray(sysRole.id, ids), live));
    const found = roles.map((r) => r.id);
    if (found.length === 0) return [];
    const menus = await db
      .select({ roleId: sysRoleMenu.roleId, id: sysRoleMenu.menuId })
      .from(sysRoleMenu)
      .innerJoin(sysMenu, and(eq(sysMenu.id, sysRoleMenu.menuId), eq(sysMenu.status, STATUS.NORMAL)))
      .where(inArray(sysRoleMenu.roleId, found));
    const orgs = await db
      .select({ roleId: sysRoleDataScope.roleId, id: sysRoleDataScope.orgId })
      .from(sysRoleDataScope)
      .innerJoin(sysOrg, and(eq(sysOrg.id, sysRoleDataScope.orgId), liveRow(sysOrg.status)))
      .where(inArray(sysRoleDataScope.roleId, found));
    const of = (list: { roleId: number; id: number }[], roleId: number) => list.filter((x) => x.roleId === roleId).map((x) => x.id);
    return roles.map((r) => ({ ...r, menuIds: of(menus, r.id), orgIds: of(orgs, r.id) }));
  },

  /** The accounts (not deleted) that hold the role. */
  async holders(db: Db, roleId: number) {
    return db
      .select({ id: sysUser.id, adminType: sysUser.adminType, orgId: sysUser.orgId })
      .from(sysUserRole)
      .innerJoin(sysUser, and(eq(sysUser.id, sysUserRole.userId), liveRow(sysUser.status)))
      .where(eq(sysUserRole.roleId, roleId))
      .orderBy(asc(sysUser.id));
  },

  insert(db: Db, v: RoleValues, at: Date): Promise<RoleRecord> {
    return insertStamped(db, sysRole, v, at);
  },

  /** Conditional on the version read (by the client, or by the service for an unversioned edit); undefined when someone else changed it first. */
  async update(db: Db, id: number, version: number, v: Partial<RoleValues> & { dataScopeType?: number }, at: Date) {
    const [row] = await db
      .update(sysRole)
      .set({ ...v, updatedAt: at, version: sql`${sysRole.version} + 1` })
      .where(and(eq(sysRole.id, id), eq(sysRole.version, version), live))
      .returning();
    return row;
  },

  /** Unconditional change by a grant (no version from the client): bumps version and time. */
  async touch(db: Db, id: number, at: Date, dataScopeType?: number) {
    await db
      .update(sysRole)
      .set({ updatedAt: at, version: sql`${sysRole.version} + 1`, ...(dataScopeType === undefined ? {} : { dataScopeType }) })
      .where(eq(sysRole.id, id));
  },

  /** Logical delete, and the role's grants and holders go with it (contract §5.5). */
  async remove(db: Db, id: number, at: Date) {
    await db
      .update(sysRole)
      .set({ status: STATUS.DELETED, updatedAt: at, version: sql`${sysRole.version} + 1` })
      .where(eq(sysRole.id, id));
    await db.delete(sysUserRole).where(eq(sysUserRole.roleId, id));
    await db.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, id));
    await db.delete(sysRoleDataScope).where(eq(sysRoleDataScope.roleId, id));
  },

  async menuIds(db: Db, roleId: number): Promise<number[]> {
    const rows = await db
      .select({ id: sysRoleMenu.menuId })
      .from(sysRoleMenu)
      .innerJoin(sysMenu, and(eq(sysMenu.id, sysRoleMenu.menuId), eq(sysMenu.status, STATUS.NORMAL)))
      .where(eq(sysRoleMenu.roleId, roleId))
      .orderBy(asc(sysRoleMenu.menuId));
    return rows.map((r) => r.id);
  },

  async orgIds(db: Db, roleId: number): Promise<number[]> {
    const rows = await db
      .select({ id: sysRoleDataScope.orgId })
      .from(sysRoleDataScope)
      .innerJoin(sysOrg, and(eq(sysOrg.id, sysRoleDataScope.orgId), liveRow(sysOrg.status)))
      .where(eq(sysRoleDataScope.roleId, roleId))
      .orderBy(asc(sysRoleDataScope.orgId));
    return rows.map((r) => r.id);
  },

  /** Of `ids`, those that are live menus. */
  async liveMenus(db: Db, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: sysMenu.id })
      .from(sysMenu)
      .where(and(inArray(sysMenu.id, ids), eq(sysMenu.status, STATUS.NORMAL)));
    return rows.map((r) => r.id);
  },

  /** Of `ids`, those that are live organisations. */
  liveOrgs: (db: Db, ids: number[]): Promise<number[]> => liveIdsAmong(db, sysOrg, ids),

  /** Menu ids the user's live roles grant. */
  async heldMenus(db: Db, userId: number): Promise<Set<number>> {
    const rows = await db
      .selectDistinct({ id: sysRoleMenu.menuId })
      .from(sysUserRole)
      .innerJoin(sysRole, and(eq(sysRole.id, sysUserRole.roleId), live))
      .innerJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysRole.id))
      .where(eq(sysUserRole.userId, userId));
    return new Set(rows.map((r) => r.id));
  },

  async replaceMenus(db: Db, roleId: number, menuIds: number[]) {
    await db.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
    if (menuIds.length) await db.insert(sysRoleMenu).values(menuIds.map((menuId) => ({ roleId, menuId })));
  },

  async replaceOrgs(db: Db, roleId: number, orgIds: number[]) {
    await db.delete(sysRoleDataScope).where(eq(sysRoleDataScope.roleId, roleId));
    if (orgIds.length) await db.insert(sysRoleDataScope).values(orgIds.map((orgId) => ({ roleId, orgId })));
  },
};
