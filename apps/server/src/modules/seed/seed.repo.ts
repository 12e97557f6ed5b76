import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { goalRow } from '../../platform/db/schema/goal.js';
import {
  energyProject,
  inventoryProject,
  sysApp,
  sysMenu,
  sysOrg,
  sysPark,
  sysPos,
  sysRole,
  sysRoleMenu,
  sysUser,
  sysUserPos,
  sysUserRole,
} from '../../platform/db/schema/index.js';
import { escapeLike } from '../../platform/db/sql-kit.js';

/** The advisory lock the seed and the reconcile share: two processes starting together take turns. */
export const SEED_LOCK = 726418;

/** Takes SEED_LOCK until the end of the caller's transaction (PostgreSQL and PGlite alike). */
export async function takeSeedLock(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
}

// The menu reconcile.
export type MenuRow = typeof sysMenu.$inferSelect;
export const allMenus = (tx: Db): Promise<MenuRow[]> => tx.select().from(sysMenu);
export async function insertMenu(tx: Db, values: typeof sysMenu.$inferInsert): Promise<MenuRow> {
  const [row] = await tx.insert(sysMenu).values(values).returning();
  return row!;
}
/** Sets `changes` (version + 1) on menu `id`. */
export async function updateMenu(tx: Db, id: number, changes: Partial<MenuRow>, now: Date): Promise<MenuRow> {
  const [row] = await tx
    .update(sysMenu)
    .set({ ...changes, version: sql`${sysMenu.version} + 1`, updatedAt: now })
    .where(eq(sysMenu.id, id))
    .returning();
  return row!;
}
/** Moves the menus under the pids prefix `from` to `to`, with the application `application`. */
export async function moveMenuSubtree(tx: Db, from: string, to: string, application: string, now: Date): Promise<void> {
  await tx.execute(
    sql`update sys_menu set pids = ${to} || substr(pids, ${from.length + 1}), application = ${application},
        version = version + 1, updated_at = ${now.toISOString()}
        where pids like ${`${escapeLike(from)}%`}`,
  );
}

// The first start's seed.
export async function anyUserExists(tx: Db): Promise<boolean> {
  const [anyUser] = await tx.select({ id: sysUser.id }).from(sysUser).limit(1);
  return anyUser !== undefined;
}
export async function insertApp(tx: Db, values: typeof sysApp.$inferInsert): Promise<void> {
  await tx.insert(sysApp).values(values);
}
export async function insertPos(tx: Db, values: typeof sysPos.$inferInsert): Promise<number> {
  const [row] = await tx.insert(sysPos).values(values).returning({ id: sysPos.id });
  return row!.id;
}
export async function insertRole(tx: Db, values: typeof sysRole.$inferInsert): Promise<number> {
  const [row] = await tx.insert(sysRole).values(values).returning({ id: sysRole.id });
  return row!.id;
}
export async function insertRoleMenus(tx: Db, rows: (typeof sysRoleMenu.$inferInsert)[]): Promise<void> {
  await tx.insert(sysRoleMenu).values(rows);
}
/** A user with their role and position. */
export async function insertUser(tx: Db, values: typeof sysUser.$inferInsert, roleId: number, posId: number): Promise<void> {
  const [row] = await tx.insert(sysUser).values(values).returning({ id: sysUser.id });
  await tx.insert(sysUserRole).values({ userId: row!.id, roleId });
  await tx.insert(sysUserPos).values({ userId: row!.id, posId });
}
export async function insertOrg(tx: Db, values: typeof sysOrg.$inferInsert): Promise<number> {
  const [row] = await tx.insert(sysOrg).values(values).returning({ id: sysOrg.id });
  return row!.id;
}
export async function insertPark(tx: Db, values: typeof sysPark.$inferInsert): Promise<number> {
  const [park] = await tx.insert(sysPark).values(values).returning({ id: sysPark.id });
  return park!.id;
}

// The demo data's look-ups.
export const orgsByCode = (db: Db, codes: string[]) =>
  db.select({ id: sysOrg.id, code: sysOrg.code }).from(sysOrg).where(inArray(sysOrg.code, codes));
export async function orgIdByCode(db: Db, code: string): Promise<number | undefined> {
  const [org] = await db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, code));
  return org?.id;
}
export async function userIdByAccount(db: Db, account: string): Promise<number | undefined> {
  const [user] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, account));
  return user?.id;
}
export const usersByAccount = (db: Db, accounts: string[]) =>
  db.select({ id: sysUser.id, account: sysUser.account }).from(sysUser).where(inArray(sysUser.account, accounts));
export async function posIdByCode(db: Db, code: string): Promise<number | undefined> {
  const [pos] = await db.select({ id: sysPos.id }).from(sysPos).where(eq(sysPos.code, code));
  return pos?.id;
}
export async function roleIdByCode(db: Db, code: string): Promise<number | undefined> {
  const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, code));
  return role?.id;
}
/** Whether the organisation has an absolute control target for the year. */
export async function hasControlGoal(db: Db, year: number, orgId: number): Promise<boolean> {
  const [goal] = await db
    .select({ id: goalRow.id })
    .from(goalRow)
    .where(and(eq(goalRow.kind, 'absolute_control'), eq(goalRow.year, year), eq(goalRow.orgId, orgId)));
  return goal !== undefined;
}
/** The names among `names` an inventory project has. */
export async function inventoryProjectNamesAmong(db: Db, names: string[]): Promise<Set<string>> {
  const rows = await db.select({ name: inventoryProject.name }).from(inventoryProject).where(inArray(inventoryProject.name, names));
  return new Set(rows.map((p) => p.name));
}
/** Whether the organisation has an energy project named among `names`. */
export async function hasEnergyProjectNamed(db: Db, orgId: number, names: string[]): Promise<boolean> {
  const [seeded] = await db
    .select({ id: energyProject.id })
    .from(energyProject)
    .where(and(eq(energyProject.orgId, orgId), inArray(energyProject.name, names)))
    .limit(1);
  return seeded !== undefined;
}
