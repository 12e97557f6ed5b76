import { useEffect, useMemo, useState, type Key } from 'react';
import { App, Button, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { MENU_TYPE, MENU_WEIGHT, enumLabelKey, isButtonPermission, permissionLabelKey, type MenuListNode } from '@carbon/domain';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { useGuardedDialog } from '../../../components/use-unsaved-guard';
import { usePerm } from '../../../components/use-perm';
import { DOMAIN_NS } from '../../../lib/i18n';
import { menuApi, useApps, useDeleteMenus, useMenuList, type MenuSearch } from '../api/menu-api';
import { MenuFormDialog } from './menu-form-dialog';
import { menuRowLabel } from './menu-form-values';

/** Tree-table rows: a leaf's empty `children` becomes undefined, so antd draws no expand icon on it. */
export const toTableRows = (nodes: readonly MenuListNode[]): MenuListNode[] =>
  nodes.map((n) =>
    n.children.length > 0 ? { ...n, children: toTableRows(n.children) } : ({ ...n, children: undefined } as unknown as MenuListNode),
  );

/** A permission identifier as what it grants (its label), the identifier itself on hover; an unknown one as it is. */
const permissionCell = (permission: string | null, td: (key: string) => string) =>
  permission && isButtonPermission(permission) ? (
    <Tooltip title={permission}>
      <span data-testid={`menu-permission-${permission}`}>{td(permissionLabelKey(permission))}</span>
    </Tooltip>
  ) : (
    permission
  );

function useColumns(onEdit: (row: MenuListNode) => void, canEdit: boolean): ProColumns<MenuListNode>[] {
  const { t } = useTranslation('menuManage');
  const { t: td } = useTranslation(DOMAIN_NS);
  const apps = useApps();
  // the application by its name (the search offers the names too), never its code
  const appNames = Object.fromEntries((apps.data ?? []).map((a) => [a.code, { text: a.name }]));
  return [
    { title: t('field.name'), dataIndex: 'name', render: (_, r) => <span data-testid={`menu-name-${r.code}`}>{menuRowLabel(r, td)}</span> },
    { title: t('field.code'), dataIndex: 'code', search: false },
    { title: t('field.application'), dataIndex: 'application', valueType: 'select', valueEnum: appNames },
    { title: t('field.type'), dataIndex: 'type', search: false, render: (_, r) => td(enumLabelKey(MENU_TYPE, r.type) ?? '') },
    { title: t('field.router'), dataIndex: 'router', search: false, ellipsis: true },
    { title: t('field.permission'), dataIndex: 'permission', search: false, render: (_, r) => permissionCell(r.permission, td) },
    { title: t('field.weight'), dataIndex: 'weight', search: false, render: (_, r) => td(enumLabelKey(MENU_WEIGHT, r.weight) ?? '') },
    { title: t('field.sort'), dataIndex: 'sort', search: false, width: 70 },
    {
      title: t('actions'),
      valueType: 'option',
      render: (_, row) =>
        canEdit
          ? [
              <a key="edit" data-testid={`menu-edit-${row.code}`} onClick={() => onEdit(row)}>
                {t('edit')}
              </a>,
            ]
          : [],
    },
  ];
}

const searchOf = (values: MenuSearch): MenuSearch => {
  const search: MenuSearch = {};
  if (values.name) search.name = values.name;
  if (values.application) search.application = values.application;
  return search;
};

/**
 * Menu management (route menuManage): the whole menu tree as a table. The tree is not paged
 * (GET /sysMenu/list), so it is read through the shared cache here rather than by PageTable;
 * every menu change invalidates the contract and the tree on screen refreshes by itself.
 */
export function MenuManagePage() {
  const { t } = useTranslation('menuManage');
  const { message } = App.useApp();
  const can = usePerm();
  const [search, setSearch] = useState<MenuSearch>({});
  const [selected, setSelected] = useState<string[]>([]);
  const dialog = useGuardedDialog<MenuListNode>();
  const remove = useDeleteMenus();
  const list = useMenuList(search);
  const columns = useColumns((row) => dialog.show(row), can(menuApi.edit.permission));

  // A fresh tree (search, change, reload) clears the selection, as a ProTable load did.
  useEffect(() => setSelected([]), [list.dataUpdatedAt]);
  useEffect(() => {
    if (list.error) void message.error(list.error.message);
  }, [list.error, list.errorUpdatedAt, message]);

  const rows = useMemo(() => toTableRows(list.data ?? []), [list.data]);

  return (
    <div data-testid="menu-manage">
      <div data-testid="menu-table">
        <ProTable<MenuListNode, MenuSearch>
          rowKey="id"
          headerTitle={t('title.list')}
          columns={columns}
          dataSource={list.error ? [] : rows}
          loading={list.isFetching}
          onSubmit={(values) => setSearch(searchOf(values))}
          onReset={() => setSearch({})}
          pagination={false}
          search={{ labelWidth: 'auto' }}
          options={{ density: false, setting: false, reload: () => void list.refetch() }}
          rowSelection={{ selectedRowKeys: selected, checkStrictly: true, onChange: (keys: Key[]) => setSelected(keys.map(String)) }}
          tableAlertRender={false}
          toolBarRender={() =>
            [
              can(menuApi.add.permission) && (
                <Button key="add" type="primary" icon={<PlusOutlined />} data-testid="menu-add" onClick={() => dialog.show()}>
                  {t('add')}
                </Button>
              ),
              can(menuApi.delete.permission) && (
                <ConfirmDelete key="delete" testId="menu-delete" selectedKeys={selected} onConfirm={(ids) => remove.mutateAsync(ids)} />
              ),
            ].filter(Boolean)
          }
        />
      </div>
      <MenuFormDialog dialog={dialog} />
    </div>
  );
}
