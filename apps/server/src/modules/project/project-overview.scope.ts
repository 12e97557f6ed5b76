import type { ProjectOverviewQuery } from '@carbon/domain';
import { assertInScope, type DataScope } from '../../platform/auth/data-scope.js';
import { projectScope } from './project.repo.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { OverviewWhere } from './project-overview.repo.js';

/**
 * What an overview covers: the organisation asked for (in the caller's scope, 1013003 otherwise),
 * else the caller's own organisation when the scope covers it, else everything the caller sees
 * (root 0, grouped by the top organisations).
 */
export async function overviewWhere(ctx: RequestContext, q: ProjectOverviewQuery): Promise<OverviewWhere & { dataScope: DataScope }> {
  const scope = await ctx.scope();
  let root = 0;
  if (q.orgId !== undefined) {
    root = Number(q.orgId);
    assertInScope(scope, root);
  } else if (ctx.user.orgId !== null && (scope.all || scope.orgIds.includes(ctx.user.orgId))) root = ctx.user.orgId;
  return { scope: projectScope(scope), root, year: q.year, dataScope: scope };
}
