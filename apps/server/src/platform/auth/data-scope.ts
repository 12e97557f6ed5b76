import { CODE, fail } from '@carbon/domain';
import type { Db } from '../db/database.js';
import { scopedOrgIds, userRoleScopes, type ScopeGrants } from './data-scope.repo.js';
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
  const roles = await userRoleScopes(db, user.id);
  if (roles.some((r) => r.type === DATA_SCOPE.ALL)) return { all: true };
  const customRoleIds = roles.filter((r) => r.type === DATA_SCOPE.CUSTOM).map((r) => r.id);
  let own: ScopeGrants['own'];
  if (user.orgId !== null) {
    if (roles.some((r) => r.type === DATA_SCOPE.ORG_AND_BELOW)) own = { orgId: user.orgId, withSubtree: true };
    else if (roles.some((r) => r.type === DATA_SCOPE.ORG)) own = { orgId: user.orgId, withSubtree: false };
  }
  const orgIds = await scopedOrgIds(db, { userId: user.id, customRoleIds, own }, opts.includeDeleted === true);
  return { all: false, orgIds };
}

// The SQL filter lives with the queries; re-exported for the repos that build scoped queries.
export { orgScopeCondition, scopeCondition } from './data-scope.repo.js';

/** True when the scope covers the organisation. */
export function inScope(scope: DataScope, orgId: number): boolean {
  return scope.all || scope.orgIds.includes(orgId);
}

/** Refuses (1013003) a request that names an organisation outside the caller's scope. */
export function assertInScope(scope: DataScope, orgId: number | null | undefined): void {
  if (orgId === null || orgId === undefined) {
    if (scope.all) return;
    throw fail(CODE.DATA_SCOPE);
  }
  if (!inScope(scope, orgId)) throw fail(CODE.DATA_SCOPE);
}
