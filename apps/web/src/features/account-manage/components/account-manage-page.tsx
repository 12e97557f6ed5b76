import { useRef, useState } from 'react';
import { App } from 'antd';
import type { ActionType } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { STATUS, type SysUserResult, type ButtonPermission } from '@carbon/domain';
import { filterOf, PageTable, type Selection } from '../../../components/page-table';

import { OrgTreeLayout } from '../../../components/org-tree';
import { useActionMessage } from '../../../components/action-messages';
import { useGuardedDialog } from '../../../components/use-unsaved-guard';
import { usePerm } from '../../../components/use-perm';
import { accountApi, useChangeStatus, useDeleteAccounts, type AccountSearch } from '../api/account-api';
import { useAccountColumns, type RowAction } from './account-columns';
import { AccountFormDialog } from './account-form-dialog';
import { GrantDataDialog, GrantRoleDialog } from './grant-dialogs';
import { ResetPasswordDialog } from './reset-password';
import { useSheetButtons } from '../../../components/sheet-buttons';
import { useEditButtons } from '../../../components/edit-buttons';

/** The permission behind each row action, from the contract. */
const PERM: Record<RowAction, ButtonPermission> = {
  edit: accountApi.edit.permission,
  status: accountApi.changeStatus.permission,
  reset: accountApi.resetPwd.permission,
  grantRole: accountApi.grantRole.permission,
  grantData: accountApi.grantData.permission,
};

/** Status changes show "status changing, please wait" while they run (spec §4); the table refreshes after a change. */
function useStatusToggle() {
  const { t } = useTranslation('accountManage');
  const { message } = App.useApp();
  const outcome = useActionMessage();
  const change = useChangeStatus();
  return async (row: SysUserResult) => {
    const hide = message.loading(t('status.changing'), 0);
    try {
      await change.mutateAsync({ id: row.id, status: row.status === STATUS.NORMAL ? STATUS.DEACTIVATED : STATUS.NORMAL });
      outcome.success('change');
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
  const toggle = useStatusToggle();

  const onAction = (action: RowAction, row: SysUserResult) => {
    if (action === 'edit') form.show(row);
    else if (action === 'status') void toggle(row);
    else if (action === 'reset') setResetting(row);
    else if (action === 'grantRole') roles.show(row);
    else data.show(row);
  };
  const columns = useAccountColumns({ onAction, allowed: (a) => can(PERM[a]) });

  const sheet = useSheetButtons({
    prefix: 'account',
    api: accountApi,
    templateName: 'users-template.xlsx',
    exportName: 'users.xlsx',
    getQuery: () => ({ ...search.current }),
  });
  const editButtons = useEditButtons<SysUserResult>({
    prefix: 'account',
    add: { endpoint: accountApi.add, text: t('add'), onClick: () => form.show() },
    remove: { endpoint: accountApi.delete, onConfirm: (selection) => remove.mutateAsync(selection.keys) },
  });
  const toolbar = (sel: Selection<SysUserResult>) => [...editButtons(sel), ...sheet].filter(Boolean);

  return (
    <OrgTreeLayout
      pageTestId="account-manage"
      title={t('tree')}
      testId="account-org-tree"
      selected={orgId}
      onSelect={setOrgId}
      table={table}
    >
      <PageTable<SysUserResult, AccountSearch>
        testId="account-table"
        headerTitle={t('title.list')}
        actionRef={table}
        columns={columns}
        params={{ 'sysEmpParam.orgId': orgId }}
        selectable
        endpoint={accountApi.page}
        onQuery={(q) => (search.current = filterOf(q))}
        toolbar={toolbar}
      />
      <AccountFormDialog dialog={form} defaultOrgId={orgId} />
      <GrantRoleDialog dialog={roles} />
      <GrantDataDialog dialog={data} />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(undefined)} />
    </OrgTreeLayout>
  );
}
