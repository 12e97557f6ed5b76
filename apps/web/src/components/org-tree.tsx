import { Card, Col, Empty, Input, Row, Spin, Tree } from 'antd';
import { useMemo, useState, type ReactNode, type RefObject } from 'react';
import type { ActionType } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { flattenOrgIds, useOrgTree, type OrgTreeNode } from './org-tree-select';

type AntTreeNode = { key: string; title: string; children: AntTreeNode[] };

function toAnt(nodes: readonly OrgTreeNode[]): AntTreeNode[] {
  return nodes.map((n) => ({ key: n.id, title: n.title, children: toAnt(n.children ?? []) }));
}

function filterTree(nodes: AntTreeNode[], text: string): AntTreeNode[] {
  if (!text) return nodes;
  return nodes.flatMap((n) => {
    const children = filterTree(n.children, text);
    return n.title.toLowerCase().includes(text.toLowerCase()) || children.length > 0 ? [{ ...n, children }] : [];
  });
}

export type OrgTreePanelProps = { selected?: string; onSelect: (orgId: string | undefined) => void; testId: string };

/** The organisation tree left of a table: clicking a node filters by it, again clears. */
export function OrgTreePanel({ selected, onSelect, testId }: OrgTreePanelProps) {
  const { t } = useTranslation('components');
  const tree = useOrgTree();
  const [text, setText] = useState('');
  const data = useMemo(() => filterTree(toAnt(tree.data ?? []), text.trim()), [tree.data, text]);
  const allKeys = useMemo(() => flattenOrgIds(tree.data ?? []), [tree.data]);
  return (
    <div data-testid={testId}>
      <Input.Search allowClear placeholder={t('orgTree.search')} onChange={(e) => setText(e.target.value)} style={{ marginBottom: 8 }} />
      {tree.isLoading && <Spin />}
      {!tree.isLoading && data.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      {data.length > 0 && (
        <Tree
          blockNode
          defaultExpandedKeys={allKeys}
          selectedKeys={selected ? [selected] : []}
          treeData={data}
          titleRender={(node) => <span data-testid={`${testId}-node-${node.key}`}>{node.title}</span>}
          onSelect={(keys) => onSelect(keys[0] === undefined ? undefined : String(keys[0]))}
        />
      )}
    </div>
  );
}

export type OrgTreeLayoutProps = OrgTreePanelProps & {
  /** The page's testid (around both sides). */
  pageTestId: string;
  /** The tree card's title. */
  title: ReactNode;
  /** The table filtered by the tree: back to its first page on every pick. */
  table: RefObject<ActionType | undefined>;
  /** The table and the page's dialogs. */
  children: ReactNode;
};

/** A page whose table is filtered by the organisation tree on its left (organisations, accounts). */
export function OrgTreeLayout({ pageTestId, title, table, children, onSelect, ...panel }: OrgTreeLayoutProps) {
  return (
    <Row gutter={16} data-testid={pageTestId}>
      <Col xs={24} md={6}>
        <Card size="small" title={title}>
          <OrgTreePanel
            {...panel}
            onSelect={(id) => {
              onSelect(id);
              table.current?.reloadAndRest?.();
            }}
          />
        </Card>
      </Col>
      <Col xs={24} md={18}>
        {children}
      </Col>
    </Row>
  );
}

export type OrgTreeChecklistProps = { value: string[]; onChange: (ids: string[]) => void; testId: string; disabled?: boolean };

/** A checkbox tree of organisations (data grants); parents are not implied (strict checking). */
export function OrgTreeChecklist({ value, onChange, testId, disabled }: OrgTreeChecklistProps) {
  const tree = useOrgTree();
  const data = useMemo(() => toAnt(tree.data ?? []), [tree.data]);
  const allKeys = useMemo(() => flattenOrgIds(tree.data ?? []), [tree.data]);
  if (tree.isLoading) return <Spin />;
  return (
    <div data-testid={testId}>
      <Tree
        checkable
        checkStrictly
        disabled={disabled}
        defaultExpandedKeys={allKeys}
        treeData={data}
        checkedKeys={value}
        titleRender={(node) => <span data-testid={`${testId}-node-${node.key}`}>{node.title}</span>}
        onCheck={(keys) => onChange((Array.isArray(keys) ? keys : keys.checked).map(String))}
      />
    </div>
  );
}
