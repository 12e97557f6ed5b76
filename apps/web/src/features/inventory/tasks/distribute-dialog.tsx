import { useState } from 'react';
import { Alert, App, DatePicker, Descriptions, Form, Modal, Spin } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FILL_TASK_STATUS, inventoryProjectContract, inventoryTaskDistributeRequest, type InventoryTaskRow } from '@carbon/domain';
import { errorText } from '../../../components/action-messages';
import { DialogFooter } from '../../../components/dialog-submitter';
import { useOrgTree } from '../../../components/org-tree-select';
import type { GuardedDialog } from '../../../components/use-unsaved-guard';
import { ApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useCall, useMutationCall } from '../../../lib/query';
import { taskApi } from '../api/list-api';
import { enumText } from '../../../lib/enum-labels';
import { useDomainT } from '../projects/enum-labels';
import { OrgMultiSelect, subtreeBelow } from '../projects/org-picker';
import { toDay } from '../projects/project-dialog';

type Body = z.input<typeof inventoryTaskDistributeRequest>;
type Values = { orgIds: string[]; deadline?: Dayjs };

/** The distribute request: subordinate organisations, and a deadline only when one is chosen. */
export function distributeBodyOf(taskId: string, v: Values): Body {
  const body: Body = { taskId, orgIds: v.orgIds };
  const deadline = toDay(v.deadline);
  if (deadline) body.deadline = deadline;
  return body;
}

/**
 * Distributes a task to organisations strictly below the task's own (its parks, legal entities…).
 * The task's detail is read afresh: its `can.distribute` decides whether the form is offered.
 * data-testids: `distribute-dialog`, `distribute-field-orgIds`, `distribute-field-deadline`, `distribute-submit`.
 */
export function DistributeDialog({ dialog }: { dialog: GuardedDialog<InventoryTaskRow> }) {
  return dialog.open && dialog.record ? <DistributeForm dialog={dialog} task={dialog.record} /> : null;
}

function DistributeForm({ dialog, task }: { dialog: GuardedDialog<InventoryTaskRow>; task: InventoryTaskRow }) {
  const { t } = useTranslation('inventory');
  const td = useDomainT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const detail = useCall(taskApi.detail, { id: task.id }, { refetchOnMount: 'always' });
  const tree = useOrgTree();
  const distribute = useMutationCall(taskApi.distribute, { alsoInvalidates: [inventoryProjectContract] });
  const [saving, setSaving] = useState(false);
  const below = subtreeBelow(tree.data ?? [], task.orgId);
  const allowed = detail.data?.can.distribute === true && below.length > 0;

  const onFinish = async (values: Values) => {
    setSaving(true);
    try {
      const tasks = await distribute.mutateAsync(distributeBodyOf(task.id, values));
      void message.success(t('distribute.success', { count: tasks.length }));
      dialog.close();
    } catch (e) {
      void message.error(t('distribute.failure', { reason: errorText(e) }));
      if (e instanceof ApiError && e.field?.startsWith('orgIds')) form.setFields([{ name: 'orgIds', errors: [e.message] }]);
    } finally {
      setSaving(false);
    }
  };

  let body;
  if (detail.isLoading || tree.isLoading) body = <Spin data-testid="distribute-loading" />;
  else if (detail.error) body = <Alert type="error" showIcon data-testid="distribute-load-error" message={detail.error.message} />;
  else if (!allowed)
    body = (
      <Alert
        type="info"
        showIcon
        data-testid="distribute-unavailable"
        message={t(below.length ? 'distribute.notAllowed' : 'distribute.noSubordinates')}
      />
    );
  else
    body = (
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void onFinish(v)} onValuesChange={dialog.markDirty}>
        <Form.Item
          name="orgIds"
          label={t('distribute.field.orgIds')}
          rules={[{ required: true, type: 'array', min: 1, message: t('issue.orgsRequired') }]}
          extra={t('distribute.hint.orgIds')}
        >
          <OrgMultiSelect testId="distribute-field-orgIds" belowId={task.orgId} />
        </Form.Item>
        <Form.Item name="deadline" label={t('distribute.field.deadline')} extra={t('distribute.hint.deadline')}>
          <DatePicker data-testid="distribute-field-deadline" style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    );

  return (
    <Modal
      open
      maskClosable={false}
      destroyOnHidden
      width={600}
      title={t('distribute.title')}
      onCancel={dialog.requestClose}
      wrapProps={{ 'data-testid': 'distribute-dialog' }}
      footer={
        <DialogFooter
          prefix="distribute"
          onCancel={dialog.requestClose}
          onOk={() => allowed && form.submit()}
          loading={saving}
          okText={t('distribute.submit')}
        />
      }
    >
      <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('task.field.name')}>{task.name}</Descriptions.Item>
        <Descriptions.Item label={t('task.field.org')}>{task.orgName}</Descriptions.Item>
        <Descriptions.Item label={t('task.field.status')}>{enumText(td, FILL_TASK_STATUS, task.status, '-')}</Descriptions.Item>
        <Descriptions.Item label={t('task.field.deadline')}>{formatDate(task.deadline)}</Descriptions.Item>
      </Descriptions>
      {body}
    </Modal>
  );
}
