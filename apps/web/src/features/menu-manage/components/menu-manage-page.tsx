import { useRef, useState, type Key } from 'react';
import { App, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { MENU_TYPE, MENU_WEIGHT, enumLabelKey, type MenuListNode } from '@carbon/domain';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { useGuardedDialog } from '../../../components/use-unsaved-guard';
import { usePerm } from '../../../components/use-perm';
import { DOMAIN_NS } from '../../../lib/i18n';
import { fetchMenuList, useDeleteMenus, type MenuSearch } from '../api/menu-api';
import { MenuFormDialog } from './menu-form-dialog';

function useColumns(onEdit: (row: MenuListNode) => void, canEdit: boolean): ProColumns<MenuListNode>[] {
  const { t } = useTranslation('menuManage');
  const { t: td } = useTranslation(DOMAIN_NS);
  return [
    { title: t('field.name'), dataIndex: 'name' },
    { title: t('field.code'), dataIndex: 'code', search: false },
    { title: t('field.application'), dataIndex: 'application' },
    { title: t('field.type'), dataIndex: 'type', search: false, render: (_, r) => td(enumLabelKey(MENU_TYPE, r.type) ?? '') },
    { title: t('field.router'), dataIndex: 'router', search: false, ellipsis: true },
    { title: t('field.permission'), dataIndex: 'permission', search: false },
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

/** Menu management (route menuManage): the whole menu tree as a table. */
export function MenuManagePage() {
  const { t } = useTranslation('menuManage');
  const { message } = App.useApp();
  const can = usePerm();
  const table = useRef<ActionType>(undefined);
  const [selected, setSelected] = useState<string[]>([]);
  const dialog = useGuardedDialog<MenuListNode>();
  const remove = useDeleteMenus();
  const reload = () => void table.current?.reload();
  const columns = useColumns((row) => dialog.show(row), can('sysMenu:edit'));

  const request = async (params: MenuSearch) => {
    try {
      const data = await fetchMenuList({ name: params.name || undefined, application: params.application || undefined });
      return { data, success: true };
    } catch (e) {
      void message.error(e instanceof Error ? e.message : String(e));
      return { data: [], success: false };
    }
  };

  return (
    <div data-testid="menu-manage">
      <div data-testid="menu-table">
        <ProTable<MenuListNode, MenuSearch>
          rowKey="id"
          headerTitle={t('title.list')}
          actionRef={table}
          columns={columns}
          request={request}
          pagination={false}
          search={{ labelWidth: 'auto' }}
          options={{ density: false, setting: false, reload: true }}
          onLoad={() => setSelected([])}
          rowSelection={{ selectedRowKeys: selected, checkStrictly: true, onChange: (keys: Key[]) => setSelected(keys.map(String)) }}
          tableAlertRender={false}
          toolBarRender={() =>
            [
              can('sysMenu:add') && (
                <Button key="add" type="primary" icon={<PlusOutlined />} data-testid="menu-add" onClick={() => dialog.show()}>
                  {t('add')}
                </Button>
              ),
              can('sysMenu:delete') && (
                <ConfirmDelete
                  key="delete"
                  testId="menu-delete"
                  selectedKeys={selected}
                  onConfirm={(ids) => remove.mutateAsync(ids)}
                  onDone={reload}
                />
              ),
            ].filter(Boolean)
          }
        />
      </div>
      <MenuFormDialog dialog={dialog} onSaved={reload} />
    </div>
  );
}
