import { and, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { STATUS } from '@carbon/domain';
import type { Db } from '../db/database.js';
import { liveRow, subtreeOf } from '../db/sql-kit.js';
import { sysOrg, sysRole, sysRoleDataScope, sysUserDataScope, sysUserRole } from '../db/schema/index.js';
import type { DataScope } from './data-scope.js';

/** The user's live roles with their data-scope types. */
export function userRoleScopes(db: Db, userId: number) {
  return db
    .select({ id: sysRole.id, type: sysRole.dataScopeType })
    .from(sysUserRole)
    .innerJoin(sysRole, and(eq(sysRole.id, sysUserRole.roleId), eq(sysRole.status, STATUS.NORMAL)))
    .where(eq(sysUserRole.userId, userId));
}

/** What the organisation query unions: grants to the user, to custom roles, and the user's own organisation (with or without its subtree). */
export type ScopeGrants = { userId: number; customRoleIds: number[]; own?: { orgId: number; withSubtree: boolean } };

/** The ids of the organisations the grants cover (deleted ones too with `includeDeleted`). */
export async function scopedOrgIds(db: Db, g: ScopeGrants, includeDeleted: boolean): Promise<number[]> {
  const conditions = [];
  const userGrant = db.select({ id: sysUserDataScope.orgId }).from(sysUserDataScope).where(eq(sysUserDataScope.userId, g.userId));
  conditions.push(inArray(sysOrg.id, userGrant));
  if (g.customRoleIds.length) {
    const roleGrant = db
      .select({ id: sysRoleDataScope.orgId })
      .from(sysRoleDataScope)
      .where(inArray(sysRoleDataScope.roleId, g.customRoleIds));
    conditions.push(inArray(sysOrg.id, roleGrant));
  }
  if (g.own) conditions.push(g.own.withSubtree ? subtreeOf(sysOrg.id, sysOrg.pids, g.own.orgId) : eq(sysOrg.id, g.own.orgId));
  const rows = await db
    .select({ id: sysOrg.id })
    .from(sysOrg)
    .where(includeDeleted ? or(...conditions) : and(liveRow(sysOrg.status), or(...conditions)));
  return rows.map((r) => r.id);
}

/**
 * The one data-scope filter every scoped query uses: a WHERE condition on an organisation
 * id column, or undefined when the caller sees everything. Repos add it to lists, trees,
 * pages, details, exports and downloads alike.
 */
export function scopeCondition(scope: DataScope, orgColumn: AnyColumn): SQL | undefined {
  if (scope.all) return undefined;
  if (scope.orgIds.length === 0) return sql`false`;
  return inArray(orgColumn, scope.orgIds);
}

/** The data-scope filter on the organisation table itself (sys_org.id). */
export const orgScopeCondition = (scope: DataScope): SQL | undefined => scopeCondition(scope, sysOrg.id);
