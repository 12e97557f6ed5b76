import { Alert, App, Form, Input, Modal, Spin } from 'antd';
import { DEFAULT_RANK_THRESHOLDS, envAlarmSettings, thresholdsValid, type EnvAlarmSettings } from '@carbon/domain';
import { ActionDialog, FailureAlert, useFormAction } from '../../../../components/dialog-submitter';
import { zodRule } from '../../../../lib/form-rules';
import { useAlarmSettings, useSaveAlarmSettings } from '../../api/env-api';
import type { EnvLabels } from '../labels';

type Props = { L: EnvLabels; open: boolean; onClose: () => void };

/**
 * The rank thresholds (`alarm-settings`, envAlarm:settings): the ratio of the average to its limit
 * from which an alarm is urgent and important (defaults 2 and 1.5, issue 15); both above 1 and
 * urgent above important, as the server checks (alarm-rank.ts).
 */
export function RankSettingsDialog({ L, open, onClose }: Props) {
  return open ? <Loaded L={L} onClose={onClose} /> : null;
}

function Loaded({ L, onClose }: { L: EnvLabels; onClose: () => void }) {
  const read = useAlarmSettings();
  if (read.data) return <SettingsForm L={L} settings={read.data} onClose={onClose} />;
  return (
    <Modal open title={L.t('settings.title')} onCancel={onClose} footer={null} wrapProps={{ 'data-testid': 'alarm-settings-dialog' }}>
      {read.error ? <Alert type="error" showIcon message={read.error.message} /> : <Spin data-testid="alarm-settings-loading" />}
    </Modal>
  );
}

function SettingsForm({ L, settings, onClose }: { L: EnvLabels; settings: EnvAlarmSettings; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<EnvAlarmSettings>();
  const save = useSaveAlarmSettings();
  const label = (name: keyof EnvAlarmSettings) => L.td(`field.${name}`);
  const rule = (name: keyof EnvAlarmSettings) => zodRule(envAlarmSettings, name, label(name), L.td);
  const order = {
    validator: async () => {
      const v = form.getFieldsValue();
      const parsed = envAlarmSettings.safeParse(v);
      if (parsed.success && !thresholdsValid(parsed.data)) throw new Error(L.t('settings.order'));
    },
  };
  const { submit, failure } = useFormAction(form, async (values) => {
    await save.mutateAsync({ urgentRatio: values.urgentRatio.trim(), importantRatio: values.importantRatio.trim() });
    void message.success(L.t('settings.saved'));
    onClose();
  });
  return (
    <ActionDialog
      prefix="alarm-settings"
      title={L.t('settings.title')}
      onCancel={onClose}
      onClose={() => !save.isPending && onClose()}
      onOk={() => void submit()}
      loading={save.isPending}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message={L.t('settings.explain', DEFAULT_RANK_THRESHOLDS)}
        data-testid="alarm-settings-explain"
      />
      <FailureAlert failure={failure} testId="alarm-settings-error" />
      <Form form={form} layout="vertical" initialValues={settings}>
        <Form.Item
          name="urgentRatio"
          label={label('urgentRatio')}
          rules={[rule('urgentRatio'), order]}
          dependencies={['importantRatio']}
          validateFirst
        >
          <Input data-testid="alarm-settings-urgentRatio" suffix="×" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="importantRatio" label={label('importantRatio')} rules={[rule('importantRatio')]}>
          <Input data-testid="alarm-settings-importantRatio" suffix="×" style={{ width: 200 }} />
        </Form.Item>
      </Form>
    </ActionDialog>
  );
}
