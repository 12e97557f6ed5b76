import type { ApprovalService } from '../approval/approval.service.js';

export type { ApprovalFlowRef, ApprovalSubjectHandler } from '../approval/approval.service.js';

/** What the inventory uses of the generic approval service (modules/approval), given in services.ts. */
export type ApprovalPort = Pick<
  ApprovalService,
  | 'registerSubject'
  | 'start'
  | 'withdraw'
  | 'shownStatus'
  | 'shownStates'
  | 'history'
  | 'approverCandidates'
  | 'vetApprovers'
  | 'approverRows'
>;

/** The subject type the inventory registers with the approval service. */
export const TASK_SUBJECT = 'inventory_task';
