import { useState } from 'react';
import { Alert, App, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApprovalItemRow } from '@carbon/domain';
import { errorText } from '../../../components/action-messages';
import { ActionDialog } from '../../../components/dialog-submitter';
import type { GuardedDialog } from '../../../components/use-unsaved-guard';
import { useReassign, useReassignCandidates } from '../api/approval-api';

type Values = { approverId?: string };

/**
 * An abnormal approval (its current approver deactivated or removed): the submitter names a
 * new approver for the current step. data-testids: `reassign-dialog`, `reassign-approver`, `reassign-submit`.
 */
export function ReassignDialog({ dialog, onDone }: { dialog: GuardedDialog<ApprovalItemRow>; onDone?: () => void }) {
  return dialog.open && dialog.record ? <ReassignForm dialog={dialog} item={dialog.record} onDone={onDone} /> : null;
}

function ReassignForm({ dialog, item, onDone }: { dialog: GuardedDialog<ApprovalItemRow>; item: ApprovalItemRow; onDone?: () => void }) {
  const { t } = useTranslation('approval');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const candidates = useReassignCandidates(item);
  const reassign = useReassign();
  const [saving, setSaving] = useState(false);
  const options = (candidates.data ?? [])
    .filter((u) => u.id !== item.currentApproverId)
    .map((u) => ({ value: u.id, label: `${u.name} (${u.account}) · ${u.orgName}` }));

  const onFinish = async (values: Values) => {
    if (!values.approverId) return;
    setSaving(true);
    try {
      await reassign.mutateAsync({ id: item.id, approverId: values.approverId });
      void message.success(t('reassign.success'));
      dialog.close();
      onDone?.();
    } catch (e) {
      void message.error(t('reassign.failure', { reason: errorText(e) }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <ActionDialog
      title={t('reassign.title')}
      prefix="reassign"
      onCancel={dialog.requestClose}
      onOk={() => form.submit()}
      loading={saving}
      okText={t('reassign.ok')}
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('reassign.explain', { name: item.currentApproverName ?? '-' })}
      />
      {candidates.error && <Alert type="error" showIcon data-testid="reassign-load-error" message={candidates.error.message} />}
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void onFinish(v)} onValuesChange={dialog.markDirty}>
        <Form.Item name="approverId" label={t('field.newApprover')} rules={[{ required: true, message: t('reassign.required') }]}>
          <Select
            data-testid="reassign-approver"
            showSearch
            optionFilterProp="label"
            loading={candidates.isLoading}
            options={options}
            notFoundContent={t('reassign.noCandidates')}
          />
        </Form.Item>
      </Form>
    </ActionDialog>
  );
}
