import crypto from 'node:crypto';
import { ACHIEVEMENT_MAX_YEARS, ORG_CODE, invalid, orgError } from '@carbon/domain';
import { assertInScope, inScope, type DataScope } from '../../platform/auth/data-scope.js';
import type { Db } from '../../platform/db/database.js';
import type { OrgInfo } from './goal-achievement.repo.js';
import { viewRepo } from './goal-achievement.view.repo.js';

/** An organisation of a view: the one asked for and its direct children in the caller's scope. */
export type ViewOrg = OrgInfo & { hasChildren: boolean };

/** The organisation asked for (in the caller's scope: 1013003 otherwise) and its children the caller sees. */
export async function viewOrgs(db: Db, scope: DataScope, orgId: number): Promise<{ org: ViewOrg; children: ViewOrg[] }> {
  assertInScope(scope, orgId);
  const [org, ...children] = await viewRepo.family(db, orgId);
  if (!org || org.id !== orgId) throw orgError(ORG_CODE.NOT_EXIST);
  return { org, children: children.filter((c) => inScope(scope, c.id)) };
}

/** Years `from`..`to`, refused (naming `to`) when reversed or wider than ACHIEVEMENT_MAX_YEARS. */
export function yearsOf(from: number, to: number): number[] {
  if (to < from || to - from + 1 > ACHIEVEMENT_MAX_YEARS)
    throw invalid('goal.achievement.yearRange', { field: 'to', max: ACHIEVEMENT_MAX_YEARS }, 'to');
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** A cache key part per data scope: everything, or a digest of the organisations it covers. */
export function scopeKey(scope: DataScope): string {
  if (scope.all) return 'all';
  return crypto
    .createHash('sha256')
    .update([...scope.orgIds].sort((a, b) => a - b).join(','))
    .digest('base64url');
}
