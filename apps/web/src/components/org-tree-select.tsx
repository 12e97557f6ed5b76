import { TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api';

/** A node of GET /sysOrg/tree (contract §1.3, AntdBaseTreeNode). */
export type OrgTreeNode = { id: string; parentId: string; title: string; value: string; weight: number; children: OrgTreeNode[] };

/** Query key of the org tree; invalidate it after an organisation changes. */
export const ORG_TREE_KEY = ['sysOrg', 'tree'] as const;

/** The organisation tree the user may see (data-scoped by the server). */
export function useOrgTree() {
  return useQuery({ queryKey: ORG_TREE_KEY, queryFn: () => api.get<OrgTreeNode[]>('/sysOrg/tree') });
}

/** The root parent id (contract §1.3: the client adds the "top level" node itself). */
export const ROOT_ORG_ID = '0';

/** Every org id of a tree, depth first. */
export function flattenOrgIds(nodes: readonly OrgTreeNode[]): string[] {
  return nodes.flatMap((n) => [n.id, ...flattenOrgIds(n.children ?? [])]);
}

/** The title of `id` in a tree, or undefined. */
export function findOrgTitle(nodes: readonly OrgTreeNode[], id: string): string | undefined {
  for (const n of nodes) {
    if (n.id === id) return n.title;
    const found = findOrgTitle(n.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

type SingleProps = { multiple?: false; value?: string; onChange?: (value: string | undefined, title?: string) => void };
type MultiProps = { multiple: true; value?: string[]; onChange?: (value: string[]) => void };

export type OrgTreeSelectProps = (SingleProps | MultiProps) & {
  /** Adds a "top level" node with value "0" (parent pickers). */
  withRoot?: boolean;
  /** Hides this org (and its subtree) — an org cannot be its own parent. */
  excludeId?: string;
  placeholder?: string;
  disabled?: boolean;
  testId?: string;
  allowClear?: boolean;
};

function prune(nodes: readonly OrgTreeNode[], excludeId?: string): OrgTreeNode[] {
  return nodes.filter((n) => n.id !== excludeId).map((n) => ({ ...n, children: prune(n.children ?? [], excludeId) }));
}

/** A TreeSelect over GET /sysOrg/tree; single or multiple, optionally with the root. */
export function OrgTreeSelect(props: OrgTreeSelectProps) {
  const { withRoot, excludeId, placeholder, disabled, testId, allowClear = true } = props;
  const { t } = useTranslation('components');
  const tree = useOrgTree();
  const nodes = prune(tree.data ?? [], excludeId);
  const treeData = withRoot
    ? [{ id: '-1', parentId: '0', title: t('orgTree.root'), value: ROOT_ORG_ID, weight: 0, children: nodes }]
    : nodes;
  const common = {
    'data-testid': testId,
    treeData,
    loading: tree.isLoading,
    disabled,
    allowClear,
    showSearch: true,
    treeNodeFilterProp: 'title',
    treeDefaultExpandAll: true,
    placeholder: placeholder ?? t('orgTree.placeholder'),
    style: { width: '100%' },
    fieldNames: { label: 'title', value: 'value', children: 'children' },
  };
  if (props.multiple) {
    return <TreeSelect<string[]> {...common} multiple treeCheckable value={props.value} onChange={(v) => props.onChange?.(v ?? [])} />;
  }
  const onSingle = props.onChange;
  return (
    <TreeSelect<string>
      {...common}
      value={props.value}
      onChange={(v) => onSingle?.(v, v === ROOT_ORG_ID ? undefined : findOrgTitle(nodes, v))}
    />
  );
}
