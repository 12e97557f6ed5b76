import { useState } from 'react';
import { App, DatePicker, Form, Input, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  BOUNDARY_METHOD,
  INVENTORY_WAY,
  inventoryProjectContract,
  inventoryTaskIssueRequest,
  type InventoryProjectRow,
} from '@carbon/domain';
import { errorText } from '../../../components/action-messages';
import { ActionDialog } from '../../../components/dialog-submitter';
import type { GuardedDialog } from '../../../components/use-unsaved-guard';
import { zodRule } from '../../../lib/form-rules';
import { useCall, useMutationCall } from '../../../lib/query';
import { ApiError } from '../../../lib/api';
import { taskApi, templateApi } from '../api/list-api';
import { enumOptions } from '../../../lib/enum-labels';
import { useDomainT } from './enum-labels';
import { OrgMultiSelect } from './org-picker';
import { periodOf } from './project-columns';
import { toDay } from './project-dialog';

type Body = z.input<typeof inventoryTaskIssueRequest>;
type IssueValues = {
  orgIds: string[];
  boundaryMethod?: Body['boundaryMethod'];
  inventoryWay: NonNullable<Body['inventoryWay']>;
  templateId?: string;
  deadline?: Dayjs;
  purpose?: string;
};
type Field = keyof IssueValues;
const id = (name: Field) => `issue-field-${name}`;

/** The issue request of a project: empty optional fields left out (the server then uses the project's deadline, the entity's boundary). */
export function issueBodyOf(projectId: string, v: IssueValues): Body {
  const body: Body = { projectId, orgIds: v.orgIds, inventoryWay: v.inventoryWay };
  if (v.boundaryMethod) body.boundaryMethod = v.boundaryMethod;
  if (v.templateId) body.templateId = v.templateId;
  const deadline = toDay(v.deadline);
  if (deadline) body.deadline = deadline;
  const purpose = v.purpose?.trim();
  if (purpose) body.purpose = purpose;
  return body;
}

/**
 * "Issue tasks" of a project: one task per chosen organisation (any in the caller's scope).
 * data-testids: `issue-dialog`, `issue-field-<name>`, `issue-submit`, `issue-cancel`.
 */
export function IssueDialog({ dialog }: { dialog: GuardedDialog<InventoryProjectRow> }) {
  return dialog.open && dialog.record ? <IssueForm dialog={dialog} project={dialog.record} /> : null;
}

function IssueForm({ dialog, project }: { dialog: GuardedDialog<InventoryProjectRow>; project: InventoryProjectRow }) {
  const { t } = useTranslation('inventory');
  const td = useDomainT();
  const { message } = App.useApp();
  const [form] = Form.useForm<IssueValues>();
  const issue = useMutationCall(taskApi.issue, { alsoInvalidates: [inventoryProjectContract] });
  const templates = useCall(templateApi.list, undefined);
  const [saving, setSaving] = useState(false);
  const label = (field: Field) => t(`issue.field.${field}`);
  const rule = (field: keyof typeof inventoryTaskIssueRequest.shape) => zodRule(inventoryTaskIssueRequest, field, label(field as Field), t);

  const onFinish = async (values: IssueValues) => {
    setSaving(true);
    try {
      const tasks = await issue.mutateAsync(issueBodyOf(project.id, values));
      void message.success(t('issue.success', { count: tasks.length }));
      dialog.close();
    } catch (e) {
      void message.error(t('issue.failure', { reason: errorText(e) }));
      if (e instanceof ApiError && e.field?.startsWith('orgIds')) form.setFields([{ name: 'orgIds', errors: [e.message] }]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <ActionDialog
      width={640}
      title={t('issue.title')}
      prefix="issue"
      onCancel={dialog.requestClose}
      onOk={() => form.submit()}
      loading={saving}
      okText={t('issue.submit')}
    >
      <Typography.Paragraph type="secondary" data-testid="issue-project">
        {t('issue.project', { name: project.name, period: periodOf(project) })}
      </Typography.Paragraph>
      <Form<IssueValues>
        form={form}
        layout="vertical"
        initialValues={{ inventoryWay: 'compliance', purpose: '' }}
        onFinish={(v) => void onFinish(v)}
        onValuesChange={dialog.markDirty}
      >
        <Form.Item
          name="orgIds"
          label={label('orgIds')}
          rules={[{ required: true, type: 'array', min: 1, message: t('issue.orgsRequired') }, rule('orgIds')]}
          extra={t('issue.hint.orgIds')}
        >
          <OrgMultiSelect testId={id('orgIds')} />
        </Form.Item>
        <Form.Item name="boundaryMethod" label={label('boundaryMethod')} extra={t('issue.hint.boundaryMethod')}>
          <Select data-testid={id('boundaryMethod')} allowClear options={enumOptions(td, BOUNDARY_METHOD)} />
        </Form.Item>
        <Form.Item name="inventoryWay" label={label('inventoryWay')} rules={[rule('inventoryWay')]}>
          <Select data-testid={id('inventoryWay')} options={enumOptions(td, INVENTORY_WAY)} />
        </Form.Item>
        <Form.Item name="templateId" label={label('templateId')} extra={t('issue.hint.templateId')}>
          <Select
            data-testid={id('templateId')}
            allowClear
            loading={templates.isLoading}
            options={(templates.data ?? []).map((x) => ({ value: x.id, label: x.name }))}
          />
        </Form.Item>
        <Form.Item name="deadline" label={label('deadline')} extra={t('issue.hint.deadline')}>
          <DatePicker data-testid={id('deadline')} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="purpose" label={label('purpose')} rules={[rule('purpose')]}>
          <Input.TextArea data-testid={id('purpose')} maxLength={500} rows={3} />
        </Form.Item>
      </Form>
    </ActionDialog>
  );
}
