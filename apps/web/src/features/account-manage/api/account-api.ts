import { useMutation, useQuery } from '@tanstack/react-query';
import type { PosRow, RoleOption, SysUserResult, UserAddRequest, UserEditRequest } from '@carbon/domain';
import { api } from '../../../lib/api';
import type { PageQuery, PageResult } from '../../../components/page-table';

export type AccountSearch = { searchValue?: string; searchStatus?: number; 'sysEmpParam.orgId'?: string };

/** GET /sysUser/page (the organisation filter covers descendants). */
export const fetchAccountPage = (query: PageQuery<AccountSearch>) => api.get<PageResult<SysUserResult>>('/sysUser/page', query);

export function useAccountDetail(id: string | undefined) {
  return useQuery({
    queryKey: ['sysUser', 'detail', id],
    queryFn: () => api.get<SysUserResult>('/sysUser/detail', { id }),
    enabled: !!id,
    staleTime: 0,
  });
}

export function usePositions() {
  return useQuery({ queryKey: ['sysPos', 'list'], queryFn: () => api.get<PosRow[]>('/sysPos/list') });
}

export function useRoleOptions(enabled: boolean) {
  return useQuery({ queryKey: ['sysRole', 'dropDown'], queryFn: () => api.get<RoleOption[]>('/sysRole/dropDown'), enabled });
}

export function useOwnRoles(id: string | undefined) {
  return useQuery({
    queryKey: ['sysUser', 'ownRole', id],
    queryFn: () => api.get<string[]>('/sysUser/ownRole', { id }),
    enabled: !!id,
    staleTime: 0,
  });
}

export function useOwnData(id: string | undefined) {
  return useQuery({
    queryKey: ['sysUser', 'ownData', id],
    queryFn: () => api.get<string[]>('/sysUser/ownData', { id }),
    enabled: !!id,
    staleTime: 0,
  });
}

export type AccountSaveInput = { kind: 'add'; body: UserAddRequest } | { kind: 'edit'; body: UserEditRequest };

export function useSaveAccount() {
  return useMutation({ mutationFn: (input: AccountSaveInput) => api.post<null>(`/sysUser/${input.kind}`, input.body) });
}

/** POST /sysUser/delete takes one `{id}`: several rows are deleted one by one. */
export function useDeleteAccounts() {
  return useMutation({
    mutationFn: async (ids: string[]) => {
      for (const id of ids) await api.post<null>('/sysUser/delete', { id });
    },
  });
}

export function useChangeStatus() {
  return useMutation({ mutationFn: (input: { id: string; status: 0 | 1 }) => api.post<null>('/sysUser/changeStatus', input) });
}

/** POST /sysUser/resetPwd: answers the temporary password (shown once). */
export function useResetPassword() {
  return useMutation({ mutationFn: (id: string) => api.post<{ password: string }>('/sysUser/resetPwd', { id }) });
}

export function useGrantRoles() {
  return useMutation({ mutationFn: (input: { id: string; grantRoleIdList: string[] }) => api.post<null>('/sysUser/grantRole', input) });
}

export function useGrantData() {
  return useMutation({ mutationFn: (input: { id: string; grantOrgIdList: string[] }) => api.post<null>('/sysUser/grantData', input) });
}
