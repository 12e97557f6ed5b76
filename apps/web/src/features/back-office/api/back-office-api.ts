import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  dictDataAddRequest,
  dictTypeAddRequest,
  lookupContract,
  posAddRequest,
  type DictDataRow,
  type DictTypeRow,
  type PosRow,
} from '@carbon/domain';
import { call } from '../../../lib/api';
import { invalidateContracts } from '../../../lib/query';

const e = lookupContract.endpoints;

/** The three look-up resources of the back office, each with page/add/edit/delete (from the domain's contract). */
export const RESOURCES = {
  sysPos: { page: e.posPage, add: e.posAdd, edit: e.posEdit, delete: e.posDelete },
  sysDictType: { page: e.dictTypePage, add: e.dictTypeAdd, edit: e.dictTypeEdit, delete: e.dictTypeDelete },
  sysDictData: { page: e.dictDataPage, add: e.dictDataAdd, edit: e.dictDataEdit, delete: e.dictDataDelete },
} as const;
export type Resource = keyof typeof RESOURCES;
export type RowOf = { sysPos: PosRow; sysDictType: DictTypeRow; sysDictData: DictDataRow };

/** The add request schema of each resource: the form's rules come from it (zodRule). */
export const SCHEMAS = { sysPos: posAddRequest, sysDictType: dictTypeAddRequest, sysDictData: dictDataAddRequest } as const;

export type CodeSearch = { name?: string; code?: string; value?: string; typeId?: string };

/** Delete takes one `{id}`: several rows are deleted one by one; the look-up reads refresh (also after a partial failure). */
export function useDeleteRows(resource: Resource) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      for (const id of ids) await call(RESOURCES[resource].delete, { id });
    },
    onSettled: () => invalidateContracts(client, [lookupContract]),
  });
}
