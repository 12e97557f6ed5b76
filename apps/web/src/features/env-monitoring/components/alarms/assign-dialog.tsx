import { Alert, App, Form, Select } from 'antd';
import type { EnvAlarmRow } from '@carbon/domain';
import { ActionDialog, FailureAlert, useFormAction } from '../../../../components/dialog-submitter';
import { useAlarmHandlers, useAssignAlarm } from '../../api/env-api';
import { formatDateTime } from '../../../../lib/format';
import type { EnvLabels } from '../labels';
import { pollutantText } from '../points/pollutant-rules';

type Props = { L: EnvLabels; alarm: EnvAlarmRow | undefined; onClose: () => void };

/** Assign an unassigned alarm to a handler (`alarm-assign`): only the users the server offers (they can see the point). */
export function AssignDialog({ L, alarm, onClose }: Props) {
  return alarm ? <AssignForm L={L} alarm={alarm} onClose={onClose} /> : null;
}

function AssignForm({ L, alarm, onClose }: { L: EnvLabels; alarm: EnvAlarmRow; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ userId?: string }>();
  const handlers = useAlarmHandlers(alarm.id);
  const assign = useAssignAlarm();
  const options = (handlers.data ?? []).map((h) => {
    const text = `${h.name} (${h.account})${h.orgName ? ` · ${h.orgName}` : ''}`;
    return { value: h.id, label: text, title: text };
  });
  const { submit, failure } = useFormAction(form, async (values) => {
    if (!values.userId) return;
    await assign.mutateAsync({ id: alarm.id, userId: values.userId });
    void message.success(L.t('alarm.assigned'));
    onClose();
  });
  return (
    <ActionDialog
      prefix="alarm-assign"
      title={L.t('alarm.assignTitle')}
      onCancel={onClose}
      onClose={() => !assign.isPending && onClose()}
      onOk={() => void submit()}
      loading={assign.isPending}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message={`${alarm.pointName} · ${pollutantText(L.td, alarm.pollutant)} · ${formatDateTime(alarm.periodStart)}`}
      />
      {handlers.error && <Alert type="error" showIcon message={handlers.error.message} data-testid="alarm-assign-load-error" />}
      <FailureAlert failure={failure} testId="alarm-assign-error" text={(reason) => L.t('alarm.assignFailed', { reason })} />
      <Form form={form} layout="vertical">
        <Form.Item
          name="userId"
          label={L.td('field.envAlarm.userId')}
          rules={[{ required: true, message: L.t('alarm.pickHandler') }]}
          extra={L.t('alarm.handlerHint')}
        >
          <Select
            data-testid="alarm-assign-user"
            options={options}
            loading={handlers.isFetching}
            showSearch
            optionFilterProp="title"
            placeholder={L.t('alarm.pickHandler')}
          />
        </Form.Item>
      </Form>
    </ActionDialog>
  );
}
