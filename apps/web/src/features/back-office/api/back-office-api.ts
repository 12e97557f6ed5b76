import { useMutation } from '@tanstack/react-query';
import type { DictDataRow, DictTypeRow, PosRow } from '@carbon/domain';
import { api } from '../../../lib/api';
import type { PageQuery, PageResult } from '../../../components/page-table';

/** The three look-up resources of the back office, each with page/add/edit/delete. */
export type Resource = 'sysPos' | 'sysDictType' | 'sysDictData';
export type RowOf = { sysPos: PosRow; sysDictType: DictTypeRow; sysDictData: DictDataRow };

export type CodeSearch = { name?: string; code?: string; value?: string; typeId?: string };

export const fetchPage =
  <R extends Resource>(resource: R) =>
  (query: PageQuery<CodeSearch>) =>
    api.get<PageResult<RowOf[R]>>(`/${resource}/page`, query);

/** add or edit (when `id` is given) a row of `resource`. */
export function useSaveRow(resource: Resource) {
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post<unknown>(`/${resource}/${body.id ? 'edit' : 'add'}`, body),
  });
}

/** Delete takes one `{id}`: several rows are deleted one by one. */
export function useDeleteRows(resource: Resource) {
  return useMutation({
    mutationFn: async (ids: string[]) => {
      for (const id of ids) await api.post<null>(`/${resource}/delete`, { id });
    },
  });
}
