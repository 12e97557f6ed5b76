import { TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOrgTree, type OrgTreeNode } from '../../../components/org-tree-select';

/** The nodes strictly below `id` (its children and their subtrees), or [] when `id` is not in the tree. */
export function subtreeBelow(nodes: readonly OrgTreeNode[], id: string): OrgTreeNode[] {
  for (const n of nodes) {
    if (n.id === id) return n.children ?? [];
    const found = subtreeBelow(n.children ?? [], id);
    if (found.length > 0) return found;
  }
  return [];
}

type Props = {
  value?: string[];
  onChange?: (value: string[]) => void;
  /** Offer only the organisations strictly below this one (distribution); default: the whole tree the caller may see. */
  belowId?: string;
  testId?: string;
  placeholder?: string;
};

/**
 * Several organisations of the caller's data scope (GET /sysOrg/tree is scoped by the server),
 * each chosen on its own: choosing a business group does not choose its parks too, so a group
 * can issue to a business group and straight to a legal entity below it at once.
 */
export function OrgMultiSelect({ value, onChange, belowId, testId, placeholder }: Props) {
  const { t } = useTranslation('components');
  const tree = useOrgTree();
  const nodes = belowId ? subtreeBelow(tree.data ?? [], belowId) : (tree.data ?? []);
  return (
    <TreeSelect<string[]>
      data-testid={testId}
      multiple
      allowClear
      showSearch
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      loading={tree.isLoading}
      treeData={nodes}
      fieldNames={{ label: 'title', value: 'value', children: 'children' }}
      placeholder={placeholder ?? t('orgTree.placeholder')}
      style={{ width: '100%' }}
      value={value}
      onChange={(v) => onChange?.(v ?? [])}
    />
  );
}
