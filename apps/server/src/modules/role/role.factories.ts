import { and, eq, inArray, sql } from 'drizzle-orm';
import { buttonMenuCode } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { sysAudit, sysMenu, sysOrg, sysRole, sysRoleDataScope, sysRoleMenu, sysUser, sysUserRole } from '../../platform/db/schema/index.js';
import { hashPassword } from '../auth/auth.service.js';

/** Test factories for the administration modules (not used by production code). */

export const orgIdOf = async (db: Db, code: string): Promise<number> =>
  (await db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, code)))[0]!.id;

export const userIdOf = async (db: Db, account: string): Promise<number> =>
  (await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, account)))[0]!.id;

export const menuIdOf = async (db: Db, code: string): Promise<number> =>
  (await db.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.code, code)))[0]!.id;

let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++serial}`;

export type RoleSpec = {
  permissions?: string[];
  menus?: string[];
  dataScopeType?: number;
  orgCodes?: string[];
  /** The owning organisation (ADR 008); none by default, which only a caller seeing all data manages. */
  ownerCode?: string;
};

/** A role granting the button permissions and menu codes given, with a data scope. */
export async function buildRole(db: Db, spec: RoleSpec = {}): Promise<number> {
  const code = unique('r');
  const orgId = spec.ownerCode ? await orgIdOf(db, spec.ownerCode) : null;
  const [role] = await db
    .insert(sysRole)
    .values({ code, name: code, dataScopeType: spec.dataScopeType ?? 3, orgId })
    .returning({ id: sysRole.id });
  const codes = [...(spec.permissions ?? []).map(buttonMenuCode), ...(spec.menus ?? [])];
  if (codes.length) {
    const menus = await db.select({ id: sysMenu.id }).from(sysMenu).where(inArray(sysMenu.code, codes));
    await db.insert(sysRoleMenu).values(menus.map((m) => ({ roleId: role!.id, menuId: m.id })));
  }
  if (spec.orgCodes?.length) {
    const orgs = await db.select({ id: sysOrg.id }).from(sysOrg).where(inArray(sysOrg.code, spec.orgCodes));
    await db.insert(sysRoleDataScope).values(orgs.map((o) => ({ roleId: role!.id, orgId: o.id })));
  }
  return role!.id;
}

export async function giveRole(db: Db, userId: number, roleId: number): Promise<void> {
  await db.insert(sysUserRole).values({ userId, roleId }).onConflictDoNothing();
}

export async function takeRole(db: Db, userId: number, roleId: number): Promise<void> {
  await db.delete(sysUserRole).where(and(eq(sysUserRole.userId, userId), eq(sysUserRole.roleId, roleId)));
}

/** A common user (admin type 2) in the organisation, holding the roles; signs in with `password`. */
export async function buildUser(
  db: Db,
  opts: { orgCode?: string; roleIds?: number[]; password: string },
): Promise<{ id: number; account: string }> {
  const account = unique('u');
  const orgId = opts.orgCode ? await orgIdOf(db, opts.orgCode) : null;
  const [user] = await db
    .insert(sysUser)
    .values({ account, name: account, passwordHash: await hashPassword(opts.password), adminType: 2, userType: 3, orgId })
    .returning({ id: sysUser.id });
  for (const roleId of opts.roleIds ?? []) await giveRole(db, user!.id, roleId);
  return { id: user!.id, account };
}

/** Audit records of an entity (optionally one action / one entity id), newest first. */
export async function auditRows(db: Db, entity: string, action?: string, entityId?: string) {
  return db
    .select()
    .from(sysAudit)
    .where(
      and(
        eq(sysAudit.entity, entity),
        action ? eq(sysAudit.action, action) : undefined,
        entityId ? eq(sysAudit.entityId, entityId) : undefined,
      ),
    )
    .orderBy(sql`${sysAudit.id} desc`);
}

/**
 * Makes every audit insert about `entity` fail, to show that a change and its audit record
 * share one transaction: the change must not survive its audit record's failure.
 */
export async function breakAuditFor(db: Db, entity: string): Promise<() => Promise<void>> {
  await db.execute(sql`create table if not exists test_refuse_audit (entity text primary key)`);
  await db.execute(sql`create or replace function test_refuse_audit() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from test_refuse_audit r where r.entity = new.entity) then raise exception 'audit refused for test'; end if;
      return new;
    end $$`);
  await db.execute(sql`drop trigger if exists test_refuse_audit on sys_audit`);
  await db.execute(sql`create trigger test_refuse_audit before insert on sys_audit for each row execute function test_refuse_audit()`);
  await db.execute(sql`insert into test_refuse_audit values (${entity}) on conflict do nothing`);
  return async () => {
    await db.execute(sql`delete from test_refuse_audit`);
  };
}
