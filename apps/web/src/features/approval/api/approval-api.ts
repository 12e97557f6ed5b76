import { approvalContract, inventoryTaskContract, type ApprovalItemRow } from '@carbon/domain';
import { useCall, useMutationCall } from '../../../lib/query';

/** The approval-centre endpoints, from the domain's contract. */
export const approvalApi = approvalContract.endpoints;

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
 * The users who may take over the current step of a flow, whatever its subject: active holders of
 * the approval permission with the flow's organisation in scope, not already approvers of it.
 */
export function useReassignCandidates(item: Pick<ApprovalItemRow, 'id'> | undefined) {
  return useCall(approvalApi.candidates, { id: item?.id ?? '0' }, { enabled: !!item });
}
