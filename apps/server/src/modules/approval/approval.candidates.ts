import { APPROVAL_CODE, APPROVAL_LEVEL, approvalLevelOf, type ApproverCandidateRow, fail } from '@carbon/domain';
import { inScope, resolveDataScope } from '../../platform/auth/data-scope.js';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/http/context.js';
import { approvalRepo } from './approval.repo.js';

/** The permission an approver must hold. */
export const APPROVAL_PERMISSION = 'approval:decide';
/** At most this many permission holders are considered (the list is a picker, not a report). */
const CANDIDATE_LIMIT = 500;

/**
 * Who may approve for an organisation, and who may take over a flow's current step: the one
 * implementation behind the inventory's submit dialog and the approval centre's reassign dialog.
 */
export function createApproverCandidates(db: Db) {
  /** Active users holding approval:decide with `orgId` in their data scope, except `excludeIds`, with their level for `orgId`; by id. */
  async function approverCandidates(orgId: number, excludeIds: readonly number[], from: Db = db): Promise<ApproverCandidateRow[]> {
    const skip = new Set(excludeIds);
    const out: ApproverCandidateRow[] = [];
    for (const u of await approvalRepo.usersWithPermission(from, APPROVAL_PERMISSION, CANDIDATE_LIMIT)) {
      if (skip.has(u.id)) continue;
      if (!inScope(await resolveDataScope(from, u), orgId)) continue;
      out.push({
        id: String(u.id),
        name: u.name,
        account: u.account,
        orgName: u.orgName,
        level: approvalLevelOf(orgId, u.orgId === null ? null : { id: u.orgId, type: u.orgType ?? '' }),
      });
    }
    // lowest level first (the order a chain of approvals usually runs), then by id
    const rank = (c: ApproverCandidateRow) => APPROVAL_LEVEL.items.findIndex((i) => i.code === c.level);
    return out.sort((a, b) => rank(a) - rank(b));
  }

  return {
    approverCandidates,

    /**
     * GET approval/candidates: only the flow's submitter may ask (2031008); the flow's
     * organisation decides, and neither the submitter nor an approver already in the flow is offered.
     */
    async candidates(ctx: RequestContext, flowId: number): Promise<ApproverCandidateRow[]> {
      const flow = await approvalRepo.findFlow(db, flowId);
      if (!flow) throw fail(APPROVAL_CODE.NOT_EXIST);
      if (flow.submitterId !== ctx.user.id) throw fail(APPROVAL_CODE.CANNOT_REASSIGN);
      return approverCandidates(flow.orgId, [flow.submitterId, ...(await approvalRepo.approverIds(db, flowId))]);
    },
  };
}
