import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lookupContract, roleContract, userContract } from '@carbon/domain';
import { call } from '../../../lib/api';
import { invalidateContracts, useCall, useMutationCall } from '../../../lib/query';

/** The account endpoints, from the domain's contract. */
export const accountApi = userContract.endpoints;

export type AccountSearch = { searchValue?: string; searchStatus?: number; 'sysEmpParam.orgId'?: string };

const byId = (id: string | undefined) => ({ id: id ?? '' });
const fresh = (id: string | undefined) => ({ enabled: !!id, staleTime: 0 });

export const useOwnRoles = (id: string | undefined) => useCall(accountApi.ownRole, byId(id), fresh(id));
export const useOwnData = (id: string | undefined) => useCall(accountApi.ownData, byId(id), fresh(id));

/** Every live position, for the form's position picker. */
export const usePositions = () => useCall(lookupContract.endpoints.posList, {});

/** The roles the caller may hand out. */
export const useRoleOptions = (enabled: boolean) => useCall(roleContract.endpoints.dropDown, undefined, { enabled });

/** Delete takes one `{id}`: several rows are deleted one by one (stops at the first refusal); the table refreshes afterwards. */
export function useDeleteAccounts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      for (const id of ids) await call(accountApi.delete, { id });
    },
    onSettled: () => invalidateContracts(client, [userContract]),
  });
}

/** Deactivate / enable; the table refreshes on success. */
export const useChangeStatus = () => useMutationCall(accountApi.changeStatus);

/** Answers the temporary password (shown once). */
export const useResetPassword = () => useMutationCall(accountApi.resetPwd);

export const useGrantRoles = () => useMutationCall(accountApi.grantRole);

export const useGrantData = () => useMutationCall(accountApi.grantData);
