import { useRef, useState } from 'react';
import { App, Button, Card, Col, Row } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ActionType } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { SysUserResult } from '@carbon/domain';
import { PageTable } from '../../../components/page-table';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { ImportButton } from '../../../components/import-button';
import { ExportButton } from '../../../components/export-button';
import { OrgTreePanel } from '../../../components/org-tree';
import { useActionMessage } from '../../../components/action-messages';
import { useGuardedDialog } from '../../../components/use-unsaved-guard';
import { usePerm } from '../../../components/use-perm';
import { fetchAccountPage, useChangeStatus, useDeleteAccounts, type AccountSearch } from '../api/account-api';
import { useAccountColumns, type RowAction } from './account-columns';
import { AccountFormDialog } from './account-form-dialog';
import { GrantDataDialog, GrantRoleDialog } from './grant-dialogs';
import { ResetPasswordDialog } from './reset-password';

const PERM: Record<RowAction, string> = {
  edit: 'sysUser:edit',
  status: 'sysUser:changeStatus',
  reset: 'sysUser:resetPwd',
  grantRole: 'sysUser:grantRole',
  grantData: 'sysUser:grantData',
};

/** Status changes show "status changing, please wait" while they run (spec §4). */
function useStatusToggle(reload: () => void) {
  const { t } = useTranslation('accountManage');
  const { message } = App.useApp();
  const outcome = useActionMessage();
  const change = useChangeStatus();
  return async (row: SysUserResult) => {
    const hide = message.loading(t('status.changing'), 0);
    try {
      await change.mutateAsync({ id: row.id, status: row.status === 0 ? 1 : 0 });
      outcome.success('change');
      reload();
    } catch (e) {
      outcome.failure('change', e);
    } finally {
      hide();
    }
  };
}

/** Account management (route accountManage). */
export function AccountManagePage() {
  const { t } = useTranslation('accountManage');
  const can = usePerm();
  const table = useRef<ActionType>(undefined);
  const search = useRef<AccountSearch>({});
  const [orgId, setOrgId] = useState<string | undefined>();
  const form = useGuardedDialog<SysUserResult>();
  const roles = useGuardedDialog<SysUserResult>();
  const data = useGuardedDialog<SysUserResult>();
  const [resetting, setResetting] = useState<SysUserResult | undefined>();
  const remove = useDeleteAccounts();
  const reload = () => void table.current?.reload();
  const toggle = useStatusToggle(reload);

  const onAction = (action: RowAction, row: SysUserResult) => {
    if (action === 'edit') form.show(row);
    else if (action === 'status') void toggle(row);
    else if (action === 'reset') setResetting(row);
    else if (action === 'grantRole') roles.show(row);
    else data.show(row);
  };
  const columns = useAccountColumns({ onAction, allowed: (a) => can(PERM[a]) });

  const toolbar = (sel: { keys: string[] }) =>
    [
      can('sysUser:add') && (
        <Button key="add" type="primary" icon={<PlusOutlined />} data-testid="account-add" onClick={() => form.show()}>
          {t('add')}
        </Button>
      ),
      can('sysUser:delete') && (
        <ConfirmDelete
          key="delete"
          testId="account-delete"
          selectedKeys={sel.keys}
          onConfirm={(ids) => remove.mutateAsync(ids)}
          onDone={reload}
        />
      ),
      can('sysUser:import') && (
        <ImportButton
          key="import"
          testId="account-import"
          path="/sysUser/import"
          templatePath="/sysUser/template"
          templateName="users-template.xlsx"
          onImported={reload}
        />
      ),
      can('sysUser:export') && (
        <ExportButton
          key="export"
          testId="account-export"
          path="/sysUser/export"
          fallbackName="users.xlsx"
          getQuery={() => ({ ...search.current })}
        />
      ),
    ].filter(Boolean);

  return (
    <Row gutter={16} data-testid="account-manage">
      <Col xs={24} md={6}>
        <Card size="small" title={t('tree')}>
          <OrgTreePanel
            testId="account-org-tree"
            selected={orgId}
            onSelect={(id) => {
              setOrgId(id);
              table.current?.reloadAndRest?.();
            }}
          />
        </Card>
      </Col>
      <Col xs={24} md={18}>
        <PageTable<SysUserResult, AccountSearch>
          testId="account-table"
          headerTitle={t('title.list')}
          actionRef={table}
          columns={columns}
          params={{ 'sysEmpParam.orgId': orgId }}
          selectable
          fetchPage={(q) => {
            const { pageNo: _p, pageSize: _s, ...filters } = q;
            search.current = filters;
            return fetchAccountPage(q);
          }}
          toolbar={toolbar}
        />
        <AccountFormDialog dialog={form} defaultOrgId={orgId} onSaved={reload} />
        <GrantRoleDialog dialog={roles} />
        <GrantDataDialog dialog={data} />
        <ResetPasswordDialog user={resetting} onClose={() => setResetting(undefined)} />
      </Col>
    </Row>
  );
}
