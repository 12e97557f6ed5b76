import { approvalContract, inventoryTaskContract, type ApprovalItemRow } from '@carbon/domain';
import { useCall, useMutationCall } from '../../../lib/query';

/** The approval-centre endpoints, from the domain's contract. */
export const approvalApi = approvalContract.endpoints;
/** Who may approve an inventory task (the reassign picker of an abnormal task approval). */
const candidatesOfTask = inventoryTaskContract.endpoints.approverCandidates;

export type ApprovalView = 'submitted' | 'waiting' | 'history';
export const APPROVAL_VIEWS: readonly ApprovalView[] = ['submitted', 'waiting', 'history'];
export type ShownStatus = ApprovalItemRow['status'];
export const SHOWN_STATUSES: readonly ShownStatus[] = ['waiting', 'in_progress', 'passed', 'rejected', 'withdrawn', 'abnormal'];

/** The counts of the three views (their tab badges). */
export const useApprovalCounts = () => useCall(approvalApi.counts, undefined);

/** One flow with its steps, decisions and what the caller may do, read afresh on every opening. */
export const useApprovalDetail = (id: string | undefined) =>
  useCall(approvalApi.detail, { id: id ?? '0' }, { enabled: !!id, refetchOnMount: 'always' });

/** Agree or reject: the subject module (the inventory task) changes status too, so its reads refresh. */
export const useDecide = () => useMutationCall(approvalApi.decide, { alsoInvalidates: [inventoryTaskContract] });

export const useReassign = () => useMutationCall(approvalApi.reassign, { alsoInvalidates: [inventoryTaskContract] });

/**
 * The users who may take over the current step of a flow. Inventory tasks name theirs through
 * the task's approver candidates (approval permission + the task's organisation in scope);
 * another subject type offers none until its module provides a list.
 */
export function useReassignCandidates(item: Pick<ApprovalItemRow, 'subjectType' | 'subjectId'> | undefined) {
  const supported = item?.subjectType === 'inventory_task';
  return useCall(candidatesOfTask, { id: item?.subjectId ?? '0' }, { enabled: supported });
}
