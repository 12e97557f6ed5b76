import { useMutation, useQueryClient } from '@tanstack/react-query';
import { menuContract, roleContract } from '@carbon/domain';
import { call } from '../../../lib/api';
import { invalidateContracts, useCall, useMutationCall } from '../../../lib/query';

/** The role endpoints, from the domain's contract. */
export const roleApi = roleContract.endpoints;

export type RoleSearch = { name?: string; code?: string };

/** POST /sysRole/delete takes one `{id}`: several rows are deleted one by one (the table refreshes afterwards). */
export function useDeleteRoles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      for (const id of ids) await call(roleApi.delete, { id });
    },
    onSettled: () => invalidateContracts(client, [roleContract]),
  });
}

/** Every menu and button the granting user may pass on. */
export const useMenuTreeForGrant = (enabled: boolean) => useCall(menuContract.endpoints.treeForGrant, {}, { enabled, staleTime: 0 });

export const useOwnMenu = (id: string | undefined) => useCall(roleApi.ownMenu, { id: id ?? '' }, { enabled: !!id, staleTime: 0 });

export const useRoleOwnData = (id: string | undefined) => useCall(roleApi.ownData, { id: id ?? '' }, { enabled: !!id, staleTime: 0 });

export const useGrantMenu = () => useMutationCall(roleApi.grantMenu);

/** Changes the role's data-scope column too: the role reads (the table) refresh on success. */
export const useGrantRoleData = () => useMutationCall(roleApi.grantData);
