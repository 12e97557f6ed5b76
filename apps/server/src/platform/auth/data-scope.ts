import { and, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { CODE, STATUS, fail } from '@carbon/domain';
import type { Db } from '../db/database.js';
import { liveRow, subtreeOf } from '../db/sql-kit.js';
import { sysOrg, sysRole, sysRoleDataScope, sysUserDataScope, sysUserRole } from '../db/schema/index.js';
import type { AuthUser } from '../http/types.js';
import { isSuperAdmin } from './super-admin.js';

/** contract §5.1 data_scope_type. */
export const DATA_SCOPE = { ALL: 1, ORG_AND_BELOW: 2, ORG: 3, SELF: 4, CUSTOM: 5 } as const;

/** What a caller may see: everything, or a set of organisation ids. */
export type DataScope = { all: true } | { all: false; orgIds: number[] };

/**
 * A user's data scope (with `includeDeleted`, also the deleted organisations it covers,
 * for histories such as the organisation feed): the union of their roles' scope types applied to their own
 * organisation, plus organisations granted to them directly; the super admin sees all.
 */
export async function resolveDataScope(
  db: Db,
  user: Pick<AuthUser, 'id' | 'adminType' | 'orgId'>,
  opts: { includeDeleted?: boolean } = {},
): Promise<DataScope> {
  if (isSuperAdmin(user)) return { all: true };
  const roles = await db
    .select({ id: sysRole.id, type: sysRole.dataScopeType })
    .from(sysUserRole)
    .innerJoin(sysRole, and(eq(sysRole.id, sysUserRole.roleId), eq(sysRole.status, STATUS.NORMAL)))
    .where(eq(sysUserRole.userId, user.id));
  if (roles.some((r) => r.type === DATA_SCOPE.ALL)) return { all: true };

  const conditions = [];
  const userGrant = db.select({ id: sysUserDataScope.orgId }).from(sysUserDataScope).where(eq(sysUserDataScope.userId, user.id));
  conditions.push(inArray(sysOrg.id, userGrant));
  const custom = roles.filter((r) => r.type === DATA_SCOPE.CUSTOM).map((r) => r.id);
  if (custom.length) {
    const roleGrant = db.select({ id: sysRoleDataScope.orgId }).from(sysRoleDataScope).where(inArray(sysRoleDataScope.roleId, custom));
    conditions.push(inArray(sysOrg.id, roleGrant));
  }
  if (user.orgId !== null) {
    if (roles.some((r) => r.type === DATA_SCOPE.ORG_AND_BELOW)) {
      conditions.push(subtreeOf(sysOrg.id, sysOrg.pids, user.orgId));
    } else if (roles.some((r) => r.type === DATA_SCOPE.ORG)) {
      conditions.push(eq(sysOrg.id, user.orgId));
    }
  }
  const rows = await db
    .select({ id: sysOrg.id })
    .from(sysOrg)
    .where(opts.includeDeleted ? or(...conditions) : and(liveRow(sysOrg.status), or(...conditions)));
  return { all: false, orgIds: rows.map((r) => r.id) };
}

/** True when the scope covers the organisation. */
export function inScope(scope: DataScope, orgId: number): boolean {
  return scope.all || scope.orgIds.includes(orgId);
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

/** Refuses (1013003) a request that names an organisation outside the caller's scope. */
export function assertInScope(scope: DataScope, orgId: number | null | undefined): void {
  if (orgId === null || orgId === undefined) {
    if (scope.all) return;
    throw fail(CODE.DATA_SCOPE);
  }
  if (!inScope(scope, orgId)) throw fail(CODE.DATA_SCOPE);
}
