import { useMutation, useQuery } from '@tanstack/react-query';
import type { AppRow, MenuAddRequest, MenuEditRequest, MenuListNode, MenuRow, MenuTreeNode } from '@carbon/domain';
import { api } from '../../../lib/api';

export type MenuSearch = { name?: string; application?: string };

/** GET /sysMenu/list: the whole menu tree (all types), optionally filtered. */
export const fetchMenuList = (query: MenuSearch) => api.get<MenuListNode[]>('/sysMenu/list', query);

export function useApps() {
  return useQuery({ queryKey: ['sysApp', 'list'], queryFn: () => api.get<AppRow[]>('/sysApp/list') });
}

/** Directories and menus only (parent picker). */
export function useMenuParentTree(enabled: boolean) {
  return useQuery({ queryKey: ['sysMenu', 'tree'], queryFn: () => api.get<MenuTreeNode[]>('/sysMenu/tree'), enabled, staleTime: 0 });
}

/** POST /sysMenu/detail with `{id}` in the body (the server reads body or query). */
export function useMenuDetail(id: string | undefined) {
  return useQuery({
    queryKey: ['sysMenu', 'detail', id],
    queryFn: () => api.post<MenuRow>('/sysMenu/detail', { id }),
    enabled: !!id,
    staleTime: 0,
  });
}

export type MenuSaveInput = { kind: 'add'; body: MenuAddRequest } | { kind: 'edit'; body: MenuEditRequest };

export function useSaveMenu() {
  return useMutation({ mutationFn: (input: MenuSaveInput) => api.post<unknown>(`/sysMenu/${input.kind}`, input.body) });
}

/** POST /sysMenu/delete `{id}` (cascades to children): one call per selected row. */
export function useDeleteMenus() {
  return useMutation({
    mutationFn: async (ids: string[]) => {
      for (const id of ids) await api.post<null>('/sysMenu/delete', { id });
    },
  });
}
