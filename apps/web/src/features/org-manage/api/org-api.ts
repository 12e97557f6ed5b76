import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { orgContract, userContract, type Endpoint, type InputOf, type OrgTreeNodeWithPark } from '@carbon/domain';
import { useCall, useMutationCall } from '../../../lib/query';
import { ORG_TREE_KEY } from '../../../components/org-tree-select';

/** The organisation and park endpoints, from the domain's contract. */
export const orgApi = orgContract.endpoints;

/** The contracts an organisation change refreshes besides its own: the accounts show organisation names. */
export const ORG_ALSO_INVALIDATES = [userContract] as const;

export type OrgSearch = { name?: string; pid?: string };

/** The shared organisation tree (components/org-tree-select) is cached under its own key: refresh it after a change. */
export const invalidateOrgTree = (client: QueryClient) => client.invalidateQueries({ queryKey: ORG_TREE_KEY });

const BUSINESS_GROUPS = { orgType: 'business_group', pageNo: 1, pageSize: 200 } as const;

/** Business groups, for a new park's owner. */
export function useBusinessGroups() {
  const page = useCall(orgApi.page, BUSINESS_GROUPS);
  return { data: page.data?.rows ?? [], isLoading: page.isLoading };
}

/** Every organisation's type by id (treeWithPark, data-scoped): the form's level order. */
export function useOrgTypes(): { types: ReadonlyMap<string, string> | undefined } {
  const tree = useCall(orgApi.treeWithPark, undefined);
  if (!tree.data) return { types: undefined };
  const types = new Map<string, string>();
  const walk = (nodes: readonly OrgTreeNodeWithPark[]) => {
    for (const n of nodes) {
      types.set(n.id, n.orgType);
      walk(n.children);
    }
  };
  walk(tree.data);
  return { types };
}

export function useParks() {
  return useCall(orgApi.parkList, {});
}

/**
 * An organisation change: refreshes the module's reads (the table on screen), the accounts
 * and the shared organisation tree.
 */
function useOrgMutation<E extends Endpoint>(e: E) {
  const client = useQueryClient();
  const mutation = useMutationCall(e, { alsoInvalidates: ORG_ALSO_INVALIDATES });
  const mutateAsync = async (input: InputOf<E>) => {
    const data = await mutation.mutateAsync(input);
    void invalidateOrgTree(client);
    return data;
  };
  return { isPending: mutation.isPending, mutateAsync };
}

/** POST sysOrg/delete with `[{id}, …]`. */
export function useDeleteOrgs() {
  const remove = useOrgMutation(orgApi.delete);
  return { isPending: remove.isPending, mutateAsync: (ids: string[]) => remove.mutateAsync(ids.map((id) => ({ id }))) };
}

/** POST sysOrg/sendOrgData: publishes a snapshot; answers the number of events. */
export function useSendOrgData() {
  return useMutationCall(orgApi.sendOrgData);
}

/** The ownership links where the legal entity is held or holds (issue 26), dated. */
export function useOwnershipLinks(orgId: string) {
  return useCall(orgApi.ownershipList, { orgId });
}

/** POST sysOrg/ownership/delete, one link after the other (the endpoint takes one id). */
export function useDeleteOwnershipLinks() {
  const remove = useMutationCall(orgApi.ownershipDelete);
  return {
    isPending: remove.isPending,
    mutateAsync: async (ids: string[]) => {
      for (const id of ids) await remove.mutateAsync({ id });
    },
  };
}

/** The group's consolidation settings (its own, an ancestor's, or the defaults). */
export function useConsolidationSetting(orgId: string) {
  return useCall(orgApi.consolidationSetting, { orgId });
}

export function useSaveConsolidationSetting() {
  return useMutationCall(orgApi.consolidationSettingSave);
}
