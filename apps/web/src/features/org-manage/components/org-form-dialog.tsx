import { App, Form, Spin } from 'antd';
import { ModalForm } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { OrgRow } from '@carbon/domain';
import { useActionMessage } from '../../../components/action-messages';
import { useDialogSubmitter } from '../../../components/dialog-submitter';
import type { useGuardedDialog } from '../../../components/use-unsaved-guard';
import { useOrgDetail, useSaveOrg } from '../api/org-api';
import { BoundaryFields, OrgBasicFields } from './org-fields';
import { EMPTY_ORG, requestFromValues, valuesFromDetail, type OrgFormValues } from './org-form-values';
import { ParkFields } from './park-fields';

type Dialog = ReturnType<typeof useGuardedDialog<OrgRow>>;
type Props = { dialog: Dialog; defaultPid?: string; onSaved: () => void };

function LegalEntityOnly() {
  const type = Form.useWatch<string | undefined>('orgType');
  return type === 'legal_entity' ? <BoundaryFields /> : null;
}

/** Add or edit an organisation with its park and (legal entities) boundary. */
export function OrgFormDialog({ dialog, defaultPid, onSaved }: Props) {
  const { t } = useTranslation('orgManage');
  const { notification } = App.useApp();
  const outcome = useActionMessage();
  const editing = dialog.record;
  const detail = useOrgDetail(dialog.open ? editing?.id : undefined);
  const save = useSaveOrg();
  const submitter = useDialogSubmitter('org', dialog.requestClose, save.isPending);
  const action = editing ? 'edit' : 'add';

  const onFinish = async (values: OrgFormValues) => {
    try {
      const body = requestFromValues(values, !!detail.data?.park);
      const result =
        editing && detail.data
          ? await save.mutateAsync({ kind: 'edit', body: { ...body, id: editing.id, version: detail.data.version } })
          : await save.mutateAsync({ kind: 'add', body });
      outcome.success(action);
      if (result.warnings.length > 0) {
        notification.warning({
          message: t('warnings.title'),
          description: (
            <div data-testid="org-warnings">
              {result.warnings.map((w) => (
                <div key={w}>{w}</div>
              ))}
            </div>
          ),
        });
      }
      dialog.close();
      onSaved();
    } catch (e) {
      outcome.failure(action, e);
    }
    return false;
  };

  const loading = !!editing && detail.isLoading;
  const initial = editing && detail.data ? valuesFromDetail(detail.data) : { ...EMPTY_ORG, pid: defaultPid ?? '0' };
  return (
    <ModalForm<OrgFormValues>
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
        <div data-testid="org-form">
          <OrgBasicFields editingId={editing?.id} />
          <LegalEntityOnly />
          <ParkFields />
        </div>
      )}
    </ModalForm>
  );
}
