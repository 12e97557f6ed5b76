import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { TODO_STATES, workbenchContract, type TodoRow } from '@carbon/domain';
import { call } from '../../../lib/api';
import { invalidateContracts, useCall, useMutationCall } from '../../../lib/query';

/** The workbench endpoints, from the domain's contract. */
export const workbenchApi = workbenchContract.endpoints;
export { TODO_STATES };

export type TodoCountFilter = { type?: string | undefined; dateFrom?: string | undefined; dateTo?: string | undefined };

export const useTodoCounts = (filter: TodoCountFilter = {}) => useCall(workbenchApi.todoCounts, filter);
export const useNoticeCounts = () => useCall(workbenchApi.noticeCounts, undefined);
export const useLatestNotices = (pageSize = 5) => useCall(workbenchApi.noticePage, { pageNo: 1, pageSize });
export const useEntrances = () => useCall(workbenchApi.entranceList, undefined);
export const useSaveEntrances = () => useMutationCall(workbenchApi.entranceSave);
export const useUpdates = (limit = 8) => useCall(workbenchApi.updates, { limit });
export const useReadNotices = () => useMutationCall(workbenchApi.noticeRead);
export const useReadAllNotices = () => useMutationCall(workbenchApi.noticeReadAll);
export const usePushRoles = (enabled: boolean) => useCall(workbenchApi.pushRoles, undefined, { enabled });
export const usePush = () => useMutationCall(workbenchApi.push);
export const useWithdraw = () => useMutationCall(workbenchApi.withdraw);

/**
 * Opens a to-do's item: a to-do not yet started moves to "in progress" first (the server
 * decides; a refusal does not keep the user from the item), then the item's page opens.
 */
export function useOpenTodo() {
  const navigate = useNavigate();
  const client = useQueryClient();
  return async (row: Pick<TodoRow, 'id' | 'status' | 'link'>) => {
    if (row.status === 'todo') {
      await call(workbenchApi.todoStart, { id: row.id }).catch(() => undefined);
      void invalidateContracts(client, [workbenchContract]);
    }
    void navigate(row.link);
  };
}
