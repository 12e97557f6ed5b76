import { Checkbox, Empty, Modal, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SysUserResult } from '@carbon/domain';
import { useGrantSelection } from '../../../components/use-grant-selection';
import { OrgTreeChecklist } from '../../../components/org-tree';
import { useGuardedDialog } from '../../../components/use-unsaved-guard';
import { useGrantData, useGrantRoles, useOwnData, useOwnRoles, useRoleOptions } from '../api/account-api';
import { DialogFooter } from '../../../components/dialog-submitter';

type Dialog = ReturnType<typeof useGuardedDialog<SysUserResult>>;

/** Grant roles: a checkbox per role (GET /sysRole/dropDown), the set replaced on save. */
export function GrantRoleDialog({ dialog }: { dialog: Dialog }) {
  const { t } = useTranslation('accountManage');
  const id = dialog.open ? dialog.record?.id : undefined;
  const options = useRoleOptions(dialog.open);
  const own = useOwnRoles(id);
  const grant = useGrantRoles();
  const { selected, change, submit } = useGrantSelection(own.data, dialog, (ids) => grant.mutateAsync({ id: id!, grantRoleIdList: ids }));

  const loading = options.isLoading || own.isLoading;
  return (
    <Modal
      open={dialog.open}
      title={t('grantRole.title', { name: dialog.record?.name ?? '' })}
      onCancel={dialog.requestClose}
      destroyOnHidden
      footer={
        <DialogFooter prefix="account-grant-role" onCancel={dialog.requestClose} onOk={() => void submit()} loading={grant.isPending} />
      }
    >
      <div data-testid="account-grant-role-dialog">
        {loading && <Spin />}
        {!loading && (options.data ?? []).length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
        {!loading && (
          <Checkbox.Group value={selected} onChange={(v) => change(v.map(String))}>
            <Space direction="vertical">
              {(options.data ?? []).map((r) => (
                <Checkbox key={r.id} value={r.id} data-testid={`account-role-${r.code}`}>
                  {r.name} ({r.code})
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        )}
      </div>
    </Modal>
  );
}

/** Grant data: organisations the user may see in addition to their roles' scope. */
export function GrantDataDialog({ dialog }: { dialog: Dialog }) {
  const { t } = useTranslation('accountManage');
  const id = dialog.open ? dialog.record?.id : undefined;
  const own = useOwnData(id);
  const grant = useGrantData();
  const { selected, change, submit } = useGrantSelection(own.data, dialog, (ids) => grant.mutateAsync({ id: id!, grantOrgIdList: ids }));

  return (
    <Modal
      open={dialog.open}
      title={t('grantData.title', { name: dialog.record?.name ?? '' })}
      onCancel={dialog.requestClose}
      destroyOnHidden
      footer={
        <DialogFooter prefix="account-grant-data" onCancel={dialog.requestClose} onOk={() => void submit()} loading={grant.isPending} />
      }
    >
      {own.isLoading ? <Spin /> : <OrgTreeChecklist testId="account-grant-data-tree" value={selected} onChange={change} />}
    </Modal>
  );
}
