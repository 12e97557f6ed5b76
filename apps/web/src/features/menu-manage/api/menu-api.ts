import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authContract, lookupContract, menuContract } from '@carbon/domain';
import { call } from '../../../lib/api';
import { invalidateContracts, useCall } from '../../../lib/query';

/** The menu endpoints, from the domain's contract. */
export const menuApi = menuContract.endpoints;

export type MenuSearch = { name?: string; application?: string };

/**
 * GET /sysMenu/list through the shared cache: the whole menu tree (all types), optionally
 * filtered. Any menu change invalidates the contract, so the tree on screen refreshes.
 */
export const useMenuList = (search: MenuSearch) => useCall(menuApi.list, search);

export const useApps = () => useCall(lookupContract.endpoints.appList, undefined);

/** Directories and menus only (parent picker). */
export const useMenuParentTree = (enabled: boolean) => useCall(menuApi.tree, {}, { enabled, staleTime: 0 });

/** POST /sysMenu/delete `{id}` (cascades to children): one call per selected row. */
export function useDeleteMenus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      for (const id of ids) await call(menuApi.delete, { id });
    },
    onSettled: () => invalidateContracts(client, [menuContract, authContract]),
  });
}
