import { useMutation, useQuery } from '@tanstack/react-query';
import type { MenuTreeNode, RoleAddRequest, RoleEditRequest, RoleGrantDataRequest, RoleRow } from '@carbon/domain';
import { api } from '../../../lib/api';
import type { PageQuery, PageResult } from '../../../components/page-table';

export type RoleSearch = { name?: string; code?: string };

export const fetchRolePage = (query: PageQuery<RoleSearch>) => api.get<PageResult<RoleRow>>('/sysRole/page', query);

export type RoleSaveInput = { kind: 'add'; body: RoleAddRequest } | { kind: 'edit'; body: RoleEditRequest };

export function useSaveRole() {
  return useMutation({ mutationFn: (input: RoleSaveInput) => api.post<RoleRow>(`/sysRole/${input.kind}`, input.body) });
}

/** POST /sysRole/delete takes one `{id}`: several rows are deleted one by one. */
export function useDeleteRoles() {
  return useMutation({
    mutationFn: async (ids: string[]) => {
      for (const id of ids) await api.post<null>('/sysRole/delete', { id });
    },
  });
}

/** Every menu and button the granting user may pass on. */
export function useMenuTreeForGrant(enabled: boolean) {
  return useQuery({
    queryKey: ['sysMenu', 'treeForGrant'],
    queryFn: () => api.get<MenuTreeNode[]>('/sysMenu/treeForGrant'),
    enabled,
    staleTime: 0,
  });
}

export function useOwnMenu(id: string | undefined) {
  return useQuery({
    queryKey: ['sysRole', 'ownMenu', id],
    queryFn: () => api.get<string[]>('/sysRole/ownMenu', { id }),
    enabled: !!id,
    staleTime: 0,
  });
}

export function useRoleOwnData(id: string | undefined) {
  return useQuery({
    queryKey: ['sysRole', 'ownData', id],
    queryFn: () => api.get<string[]>('/sysRole/ownData', { id }),
    enabled: !!id,
    staleTime: 0,
  });
}

export function useGrantMenu() {
  return useMutation({ mutationFn: (body: { id: string; grantMenuIdList: string[] }) => api.post<null>('/sysRole/grantMenu', body) });
}

export function useGrantRoleData() {
  return useMutation({ mutationFn: (body: RoleGrantDataRequest) => api.post<null>('/sysRole/grantData', body) });
}
