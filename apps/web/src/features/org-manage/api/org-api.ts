import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrgAddWithParkRequest, OrgDetail, OrgEditWithParkRequest, OrgRow, OrgSaveResult, ParkRow } from '@carbon/domain';
import { api } from '../../../lib/api';
import type { PageQuery, PageResult } from '../../../components/page-table';
import { ORG_TREE_KEY } from '../../../components/org-tree-select';

export type OrgSearch = { name?: string; pid?: string };

/** GET /sysOrg/page: that organisation or its descendants when `pid` is given. */
export const fetchOrgPage = (query: PageQuery<OrgSearch>) => api.get<PageResult<OrgRow>>('/sysOrg/page', query);

export function useOrgDetail(id: string | undefined) {
  return useQuery({
    queryKey: ['sysOrg', 'detailWithPark', id],
    queryFn: () => api.get<OrgDetail>('/sysOrg/detailWithPark', { id }),
    enabled: !!id,
    staleTime: 0,
  });
}

/** Business groups, for a new park's owner. */
export function useBusinessGroups() {
  return useQuery({
    queryKey: ['sysOrg', 'businessGroups'],
    queryFn: () => api.get<PageResult<OrgRow>>('/sysOrg/page', { orgType: 'business_group', pageNo: 1, pageSize: 200 }),
    select: (page) => page.rows ?? [],
  });
}

export function useParks() {
  return useQuery({ queryKey: ['sysPark', 'list'], queryFn: () => api.get<ParkRow[]>('/sysPark/list') });
}

function useInvalidateOrgs() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ORG_TREE_KEY });
    void client.invalidateQueries({ queryKey: ['sysOrg'] });
    void client.invalidateQueries({ queryKey: ['sysPark'] });
  };
}

export type OrgSaveInput = { kind: 'add'; body: OrgAddWithParkRequest } | { kind: 'edit'; body: OrgEditWithParkRequest };

/** POST addWithPark / editWithPark; the answer carries naming warnings. */
export function useSaveOrg() {
  const invalidate = useInvalidateOrgs();
  return useMutation({
    mutationFn: (input: OrgSaveInput) =>
      api.post<OrgSaveResult>(input.kind === 'add' ? '/sysOrg/addWithPark' : '/sysOrg/editWithPark', input.body),
    onSuccess: invalidate,
  });
}

/** POST /sysOrg/delete with `[{id}, …]`. */
export function useDeleteOrgs() {
  const invalidate = useInvalidateOrgs();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api.post<null>(
        '/sysOrg/delete',
        ids.map((id) => ({ id })),
      ),
    onSuccess: invalidate,
  });
}

/** POST /sysOrg/sendOrgData: publishes a snapshot; answers the number of events. */
export function useSendOrgData() {
  return useMutation({ mutationFn: () => api.post<{ events: number; lastCursor: string }>('/sysOrg/sendOrgData', {}) });
}
