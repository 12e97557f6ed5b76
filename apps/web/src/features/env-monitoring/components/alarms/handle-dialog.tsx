import { useState } from 'react';
import { Alert, App, Button, Form, Input, Modal, Progress, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { envAlarmContract, envAlarmHandleRequest, ENV_ALARM_FILE_MAX_BYTES, type EnvAlarmRow } from '@carbon/domain';
import { DialogFooter, FailureAlert } from '../../../../components/dialog-submitter';
import { zodRule } from '../../../../lib/form-rules';
import { invalidateContracts } from '../../../../lib/query';
import { uploadAlarmFile, useHandleAlarm } from '../../api/env-api';
import type { EnvLabels } from '../labels';
import { pollutantText } from '../points/pollutant-rules';

type Props = { L: EnvLabels; alarm: EnvAlarmRow | undefined; onClose: () => void };

const MB = 1024 * 1024;

/**
 * Process an alarm (`alarm-handle`): the handling note and optionally one attachment (uploaded
 * first, then named in handle). The server accepts it from the assigned handler or an administrator.
 */
export function HandleDialog({ L, alarm, onClose }: Props) {
  return alarm ? <HandleForm L={L} alarm={alarm} onClose={onClose} /> : null;
}

function HandleForm({ L, alarm, onClose }: { L: EnvLabels; alarm: EnvAlarmRow; onClose: () => void }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ note?: string }>();
  const handle = useHandleAlarm();
  const [file, setFile] = useState<File>();
  const [percent, setPercent] = useState<number>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setFailure(undefined);
    setBusy(true);
    try {
      const uploaded = file ? await uploadAlarmFile(alarm.id, file, setPercent) : undefined;
      await handle.mutateAsync({ id: alarm.id, note: (values.note ?? '').trim(), ...(uploaded ? { fileId: uploaded.id } : {}) });
      void message.success(L.t('alarm.handled'));
      onClose();
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
      await invalidateContracts(client, [envAlarmContract]);
    } finally {
      setBusy(false);
      setPercent(undefined);
    }
  };

  return (
    <Modal
      open
      maskClosable={false}
      title={L.t('alarm.handleTitle')}
      onCancel={() => !busy && onClose()}
      wrapProps={{ 'data-testid': 'alarm-handle-dialog' }}
      footer={<DialogFooter prefix="alarm-handle" onCancel={onClose} onOk={() => void submit()} loading={busy} />}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message={`${alarm.pointName} · ${pollutantText(L.td, alarm.pollutant)} · ${L.t('alarm.assignedTo', { name: alarm.handlerName ?? '—' })}`}
      />
      <FailureAlert failure={failure} testId="alarm-handle-error" text={(reason) => L.t('alarm.handleFailed', { reason })} />
      <Form form={form} layout="vertical" disabled={busy}>
        <Form.Item
          name="note"
          label={L.td('field.envAlarm.note')}
          rules={[zodRule(envAlarmHandleRequest, 'note', L.td('field.envAlarm.note'), L.td)]}
        >
          <Input.TextArea data-testid="alarm-handle-note" rows={4} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item label={L.td('field.envAlarm.fileId')} extra={L.t('alarm.fileHint', { max: ENV_ALARM_FILE_MAX_BYTES / MB })}>
          <Upload
            maxCount={1}
            fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
            beforeUpload={(f) => {
              if (f.size > ENV_ALARM_FILE_MAX_BYTES) void message.error(L.t('alarm.fileTooLarge', { max: ENV_ALARM_FILE_MAX_BYTES / MB }));
              else setFile(f);
              return false;
            }}
            onRemove={() => setFile(undefined)}
          >
            <Button icon={<UploadOutlined />} data-testid="alarm-handle-file">
              {L.t('alarm.chooseFile')}
            </Button>
          </Upload>
        </Form.Item>
        {percent !== undefined && <Progress percent={Math.round(percent)} size="small" data-testid="alarm-handle-progress" />}
      </Form>
    </Modal>
  );
}
