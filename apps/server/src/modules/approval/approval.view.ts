import { STATUS, type ApprovalDetail, type ApprovalItemRow } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { approvalRepo, OPEN_STATUSES, type ItemRecord } from './approval.repo.js';

/** A flow as the approval centre lists it. */
export function toItem(r: ItemRecord): ApprovalItemRow {
  const f = r.flow;
  const open = OPEN_STATUSES.includes(f.status as never);
  return {
    id: String(f.id),
    subjectType: f.subjectType,
    subjectId: String(f.subjectId),
    title: f.title,
    orgId: String(f.orgId),
    orgName: r.orgName ?? '',
    submitterId: String(f.submitterId),
    submitterName: r.submitterName ?? '',
    submittedAt: f.submittedAt.toISOString(),
    status: r.shownStatus,
    currentStep: f.currentStep,
    stepCount: f.stepCount,
    currentApproverId: open && r.currentApproverId !== null ? String(r.currentApproverId) : null,
    currentApproverName: open ? (r.currentApproverName ?? null) : null,
    closedAt: f.closedAt?.toISOString() ?? null,
    link: f.link,
  };
}

/** Items with their steps and decisions, and what the viewer may do with each. */
export async function details(tx: Db, items: ItemRecord[], viewerId: number | undefined): Promise<ApprovalDetail[]> {
  const ids = items.map((i) => i.flow.id);
  const [steps, decisions] = await Promise.all([approvalRepo.steps(tx, ids), approvalRepo.decisions(tx, ids)]);
  return items.map((item) => {
    const row = toItem(item);
    const f = item.flow;
    const open = OPEN_STATUSES.includes(f.status as never);
    const isCurrent = open && viewerId !== undefined && item.currentApproverId === viewerId;
    return {
      ...row,
      steps: steps
        .filter((s) => s.step.flowId === f.id)
        .map((s) => ({
          stepNo: s.step.stepNo,
          approverId: String(s.step.approverId),
          approverName: s.approverName ?? '',
          level: (s.step.level as ApprovalDetail['steps'][number]['level']) ?? null,
          namedByInitiator: s.step.namedBy !== null && s.step.namedBy !== f.submitterId,
          status: s.step.status,
          approverInactive: s.approverStatus === null || s.approverStatus !== STATUS.NORMAL,
          decidedAt: s.step.decidedAt?.toISOString() ?? null,
        })),
      decisions: decisions
        .filter((d) => d.decision.flowId === f.id)
        .map((d) => ({
          id: String(d.decision.id),
          stepNo: d.decision.stepNo,
          actorId: String(d.decision.actorId),
          actorName: d.actorName ?? '',
          decision: d.decision.decision as ApprovalDetail['decisions'][number]['decision'],
          comment: d.decision.comment,
          reason: d.decision.reason,
          at: d.decision.at.toISOString(),
        })),
      can: {
        decide: isCurrent && row.status !== 'abnormal',
        withdraw: viewerId === f.submitterId && f.status === 'waiting',
        reassign: viewerId === f.submitterId && row.status === 'abnormal',
      },
    };
  });
}
