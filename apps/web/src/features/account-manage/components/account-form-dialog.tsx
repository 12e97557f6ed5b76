import { Spin } from 'antd';
import { ModalForm } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { SysUserResult } from '@carbon/domain';
import { useActionMessage } from '../../../components/action-messages';
import { useDialogSubmitter } from '../../../components/dialog-submitter';
import type { useGuardedDialog } from '../../../components/use-unsaved-guard';
import { useAccountDetail, useSaveAccount } from '../api/account-api';
import { AccountFields, PasswordFields } from './account-fields';
import { bodyFromValues, EMPTY_ACCOUNT, valuesFromUser, type AccountFormValues } from './account-form-values';

type Props = { dialog: ReturnType<typeof useGuardedDialog<SysUserResult>>; defaultOrgId?: string; onSaved: () => void };

/** Add (with password + repeat) or edit an account. */
export function AccountFormDialog({ dialog, defaultOrgId, onSaved }: Props) {
  const { t } = useTranslation('accountManage');
  const outcome = useActionMessage();
  const editing = dialog.record;
  const detail = useAccountDetail(dialog.open ? editing?.id : undefined);
  const save = useSaveAccount();
  const submitter = useDialogSubmitter('account', dialog.requestClose, save.isPending);
  const action = editing ? 'edit' : 'add';

  const onFinish = async (values: AccountFormValues) => {
    try {
      const body = bodyFromValues(values);
      if (editing && detail.data) await save.mutateAsync({ kind: 'edit', body: { ...body, id: editing.id, version: detail.data.version } });
      else await save.mutateAsync({ kind: 'add', body: { ...body, password: values.password ?? '', confirm: values.confirm ?? '' } });
      outcome.success(action);
      dialog.close();
      onSaved();
    } catch (e) {
      outcome.failure(action, e);
    }
    return false;
  };

  const loading = !!editing && detail.isLoading;
  const initial = editing && detail.data ? valuesFromUser(detail.data) : { ...EMPTY_ACCOUNT, orgId: defaultOrgId };
  return (
    <ModalForm<AccountFormValues>
      key={`${editing?.id ?? 'new'}-${detail.data?.version ?? 0}`}
      title={t(editing ? 'title.edit' : 'title.add')}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      onValuesChange={dialog.markDirty}
      initialValues={initial}
      onFinish={onFinish}
      submitter={loading ? false : submitter}
      layout="vertical"
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
    >
      {loading ? (
        <Spin />
      ) : (
        <div data-testid="account-form">
          <AccountFields />
          {!editing && <PasswordFields />}
        </div>
      )}
    </ModalForm>
  );
}
