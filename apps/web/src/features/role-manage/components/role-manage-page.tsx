import { Space } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { DATA_SCOPE_TYPE, enumLabelKey, type RoleRow, type ButtonPermission } from '@carbon/domain';
import { PageTable, type Selection } from '../../../components/page-table';
import { useGuardedDialog } from '../../../components/use-unsaved-guard';
import { usePerm } from '../../../components/use-perm';
import { DOMAIN_NS } from '../../../lib/i18n';
import { roleApi, useDeleteRoles, type RoleSearch } from '../api/role-api';
import { GrantDataScopeDialog, GrantMenuDialog } from './grant-dialogs';
import { RoleFormDialog } from './role-form-dialog';
import { useEditButtons } from '../../../components/edit-buttons';

type RowAction = 'edit' | 'grantMenu' | 'grantData';
/** The permission behind each row action, from the contract. */
const PERM: Record<RowAction, ButtonPermission> = {
  edit: roleApi.edit.permission,
  grantMenu: roleApi.grantMenu.permission,
  grantData: roleApi.grantData.permission,
};
const TESTID: Record<RowAction, string> = { edit: 'role-edit', grantMenu: 'role-grant-menu', grantData: 'role-grant-data' };

function useColumns(onAction: (a: RowAction, row: RoleRow) => void, can: (code: ButtonPermission) => boolean): ProColumns<RoleRow>[] {
  const { t } = useTranslation('roleManage');
  const { t: td } = useTranslation(DOMAIN_NS);
  const link = (a: RowAction, row: RoleRow) =>
    can(PERM[a]) ? (
      <a key={a} data-testid={`${TESTID[a]}-${row.code}`} onClick={() => onAction(a, row)}>
        {t(`action.${a}`)}
      </a>
    ) : null;
  return [
    { title: t('field.name'), dataIndex: 'name' },
    { title: t('field.code'), dataIndex: 'code' },
    { title: t('field.sort'), dataIndex: 'sort', search: false, width: 80 },
    {
      title: t('field.dataScope'),
      dataIndex: 'dataScopeType',
      search: false,
      render: (_, r) => td(enumLabelKey(DATA_SCOPE_TYPE, r.dataScopeType) ?? ''),
    },
    { title: t('field.remark'), dataIndex: 'remark', search: false, ellipsis: true },
    {
      title: t('actions'),
      valueType: 'option',
      render: (_, row) => (
        <Space size="small">
          {link('edit', row)}
          {link('grantMenu', row)}
          {link('grantData', row)}
        </Space>
      ),
    },
  ];
}

/** Role management (route roleManage): roles, their menus and their data scope. */
export function RoleManagePage() {
  const { t } = useTranslation('roleManage');
  const can = usePerm();
  const form = useGuardedDialog<RoleRow>();
  const menus = useGuardedDialog<RoleRow>();
  const data = useGuardedDialog<RoleRow>();
  const remove = useDeleteRoles();
  const columns = useColumns((a, row) => (a === 'edit' ? form : a === 'grantMenu' ? menus : data).show(row), can);

  const editButtons = useEditButtons<RoleRow>({
    prefix: 'role',
    add: { endpoint: roleApi.add, text: t('add'), onClick: () => form.show() },
    remove: { endpoint: roleApi.delete, onConfirm: (selection) => remove.mutateAsync(selection.keys) },
  });
  const toolbar = (sel: Selection<RoleRow>) => editButtons(sel).filter(Boolean);

  return (
    <div data-testid="role-manage">
      <PageTable<RoleRow, RoleSearch>
        testId="role-table"
        headerTitle={t('title.list')}
        columns={columns}
        selectable
        endpoint={roleApi.page}
        toolbar={toolbar}
      />
      <RoleFormDialog dialog={form} />
      <GrantMenuDialog dialog={menus} />
      <GrantDataScopeDialog dialog={data} />
    </div>
  );
}
