import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  carbonTemplateContract,
  inventoryProjectContract,
  inventoryTaskContract,
  type CarbonTemplateRow,
  type InventoryProjectRow,
} from '@carbon/domain';
import { call } from '../../../lib/api';
import { invalidateContracts, useCall, useMutationCall } from '../../../lib/query';

/** The inventory project endpoints (inventoryProject page), from the domain's contract. */
export const projectApi = inventoryProjectContract.endpoints;
/** The inventory task endpoints the list pages use (issue, distribute, page, detail). */
export const taskApi = inventoryTaskContract.endpoints;
/** The carbon template endpoints (carbonTemplate page). */
export const templateApi = carbonTemplateContract.endpoints;

/** One delete per selected row; stops at the first refusal (its message is shown). */
async function deleteEach(rows: readonly { id: string }[], remove: (id: string) => Promise<unknown>): Promise<void> {
  for (const row of rows) await remove(row.id);
}

/** Deletes the selected projects; projects and tasks on screen refresh afterwards (also after a partial failure). */
export function useDeleteProjects() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rows: readonly Pick<InventoryProjectRow, 'id'>[]) => deleteEach(rows, (id) => call(projectApi.delete, { id })),
    onSettled: () => invalidateContracts(client, [inventoryProjectContract, inventoryTaskContract]),
  });
}

/** Deletes the selected templates; the table refreshes afterwards. */
export function useDeleteTemplates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rows: readonly Pick<CarbonTemplateRow, 'id'>[]) => deleteEach(rows, (id) => call(templateApi.delete, { id })),
    onSettled: () => invalidateContracts(client, [carbonTemplateContract]),
  });
}

/** A task's detail read afresh on every opening (what the caller may do, its later approvers). */
export const useFreshTaskDetail = (id: string) => useCall(taskApi.detail, { id }, { refetchOnMount: 'always' });

/** Who the task's initiator may name as later approvers (spec §6), each with their level. */
export const useLaterApproverCandidates = (id: string) => useCall(taskApi.laterApproverCandidates, { id }, { retry: false });

/** Saves the initiator's later approvers, in order; the task's reads refresh. */
export const useSaveLaterApprovers = () => useMutationCall(taskApi.laterApprovers);
