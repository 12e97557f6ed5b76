import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { STATUS } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { insertStamped } from '../../platform/db/versioned-rows.js';
import { firstRow } from '../../platform/db/paged-list.js';
import { contains, descendantsOf, liveRow } from '../../platform/db/sql-kit.js';
import { sysApp, sysMenu, sysRole, sysRoleMenu, sysUserRole } from '../../platform/db/schema/index.js';

export type MenuRecord = typeof sysMenu.$inferSelect;
export type MenuValues = Omit<typeof sysMenu.$inferInsert, 'id' | 'status' | 'version' | 'createdAt' | 'updatedAt'>;
export type MenuFilter = { application?: string | undefined; name?: string | undefined; types?: number[] };

const live = eq(sysMenu.status, STATUS.NORMAL);
const bump = () => ({ version: sql`${sysMenu.version} + 1` });

function filterOf(f: MenuFilter): SQL | undefined {
  return and(
    live,
    f.application ? eq(sysMenu.application, f.application) : undefined,
    contains(sysMenu.name, f.name),
    f.types ? inArray(sysMenu.type, f.types) : undefined,
  );
}

/** Drizzle queries of the menu module; always given the db or a transaction. */
export const menuRepo = {
  /** Live menus, in sort order (siblings keep it in a tree). */
  async list(db: Db, f: MenuFilter): Promise<MenuRecord[]> {
    return db.select().from(sysMenu).where(filterOf(f)).orderBy(asc(sysMenu.sort), asc(sysMenu.id));
  },

  /** Live menus the user's live roles grant. */
  async held(db: Db, userId: number, f: MenuFilter): Promise<MenuRecord[]> {
    const granted = db
      .select({ id: sysRoleMenu.menuId })
      .from(sysUserRole)
      .innerJoin(sysRole, and(eq(sysRole.id, sysUserRole.roleId), eq(sysRole.status, STATUS.NORMAL)))
      .innerJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysRole.id))
      .where(eq(sysUserRole.userId, userId));
    return db
      .select()
      .from(sysMenu)
      .where(and(filterOf(f), inArray(sysMenu.id, granted)))
      .orderBy(asc(sysMenu.sort), asc(sysMenu.id));
  },

  async find(db: Db, id: number): Promise<MenuRecord | undefined> {
    return firstRow(db, sysMenu, and(eq(sysMenu.id, id), live));
  },

  /** Menu codes are unique over every row, deleted ones included (the column's unique index). */
  async codeTaken(db: Db, code: string, exceptId = 0): Promise<boolean> {
    const rows = await db
      .select({ id: sysMenu.id })
      .from(sysMenu)
      .where(and(eq(sysMenu.code, code), ne(sysMenu.id, exceptId)))
      .limit(1);
    return rows.length > 0;
  },

  /** Whether a live sibling (same parent) already has the name. */
  async nameTaken(db: Db, name: string, pid: number, exceptId = 0): Promise<boolean> {
    const rows = await db
      .select({ id: sysMenu.id })
      .from(sysMenu)
      .where(and(live, eq(sysMenu.pid, pid), eq(sysMenu.name, name), ne(sysMenu.id, exceptId)))
      .limit(1);
    return rows.length > 0;
  },

  async appExists(db: Db, code: string): Promise<boolean> {
    const rows = await db
      .select({ id: sysApp.id })
      .from(sysApp)
      .where(and(eq(sysApp.code, code), liveRow(sysApp.status)))
      .limit(1);
    return rows.length > 0;
  },

  insert(db: Db, v: MenuValues, at: Date): Promise<MenuRecord> {
    return insertStamped(db, sysMenu, v, at);
  },

  /** Conditional on the version the client read; undefined when someone else changed it first. */
  async update(db: Db, id: number, version: number, v: MenuValues, at: Date): Promise<MenuRecord | undefined> {
    const [row] = await db
      .update(sysMenu)
      .set({ ...v, updatedAt: at, ...bump() })
      .where(and(eq(sysMenu.id, id), eq(sysMenu.version, version), live))
      .returning();
    return row;
  },

  /** Moves the subtree below `id`: its ancestor prefix `from` becomes `to`, and its application follows. */
  async moveDescendants(db: Db, id: number, from: string, to: string, application: string, at: Date) {
    await db
      .update(sysMenu)
      .set({ pids: sql`${to} || substr(${sysMenu.pids}, ${from.length + 1})`, application, updatedAt: at, ...bump() })
      .where(and(ne(sysMenu.id, id), sql`starts_with(${sysMenu.pids}, ${from})`));
  },

  async descendantIds(db: Db, id: number): Promise<number[]> {
    const rows = await db
      .select({ id: sysMenu.id })
      .from(sysMenu)
      .where(and(live, descendantsOf(sysMenu.pids, id)));
    return rows.map((r) => r.id);
  },

  /** Logical delete of the menu and its subtree; roles lose the grants (contract §5.4). */
  async remove(db: Db, ids: number[], at: Date) {
    await db
      .update(sysMenu)
      .set({ status: STATUS.DELETED, updatedAt: at, ...bump() })
      .where(inArray(sysMenu.id, ids));
    await db.delete(sysRoleMenu).where(inArray(sysRoleMenu.menuId, ids));
  },
};
