import { Alert, App, DatePicker, Form, Input, Modal, Radio, Space, Spin, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { nextConstructionStatuses, permitStatusRequest, type PermitRow, type PermitStatusRequest } from '@carbon/domain';
import { ActionDialog, FailureAlert, useFormAction } from '../../../../components/dialog-submitter';
import { zodRule } from '../../../../lib/form-rules';
import { useCall } from '../../../../lib/query';
import { permitApi, useMovePermit } from '../../api/records-api';
import { CONSTRUCTION_COLOR, toDay, type RecordLabels } from '../labels';

type Values = { to?: number; date?: Dayjs | null; note?: string };

/** Accepted (4) needs its acceptance date. */
export const ACCEPTED = 4;

/** The status request of the dialog's values (the date only when given). */
export function statusBodyOf(row: Pick<PermitRow, 'id' | 'version'>, v: Values): PermitStatusRequest {
  const date = toDay(v.date);
  return { id: row.id, version: row.version, to: v.to ?? 0, note: (v.note ?? '').trim(), ...(date ? { date } : {}) };
}

/**
 * Change the construction status (`permit-status-dialog`): from the current status to one the
 * domain's transitions allow from it (CONSTRUCTION_TRANSITIONS; accepted and cancelled are final),
 * the day of the change (required for acceptance; empty: today) and a note, kept in the audit trail.
 */
export function StatusDialog({ L, row, onClose }: { L: RecordLabels; row: PermitRow | undefined; onClose: () => void }) {
  return row ? <Loaded L={L} id={row.id} onClose={onClose} /> : null;
}

function Loaded({ L, id, onClose }: { L: RecordLabels; id: string; onClose: () => void }) {
  const read = useCall(permitApi.detail, { id }, { retry: false, refetchOnMount: 'always' });
  const fresh = read.isFetchedAfterMount ? read.data : undefined;
  if (fresh) return <ChangeForm L={L} row={fresh} onClose={onClose} />;
  return (
    <Modal open title={L.t('status.title')} onCancel={onClose} footer={null} wrapProps={{ 'data-testid': 'permit-status-dialog' }}>
      {read.error ? <Alert type="error" showIcon message={read.error.message} /> : <Spin data-testid="permit-status-loading" />}
    </Modal>
  );
}

function ChangeForm({ L, row, onClose }: { L: RecordLabels; row: PermitRow; onClose: () => void }) {
  const { message } = App.useApp();
  const move = useMovePermit();
  const [form] = Form.useForm<Values>();
  const next = nextConstructionStatuses(row.constructionStatus);
  const to = Form.useWatch('to', form);
  const dateLabel = to === ACCEPTED ? L.t('status.acceptanceDate') : L.field('date');

  const { submit, failure } = useFormAction(form, async (values) => {
    await move.mutateAsync(statusBodyOf(row, values));
    void message.success(L.t('status.changed', { to: L.construction(values.to) }));
    onClose();
  });

  return (
    <ActionDialog
      prefix="permit-status"
      title={L.t('status.title')}
      onCancel={onClose}
      onOk={() => (next.length === 0 ? onClose() : void submit())}
      loading={move.isPending}
    >
      <Space style={{ marginBottom: 12 }} wrap>
        <span>{row.name}</span>
        <Tag color={CONSTRUCTION_COLOR[String(row.constructionStatus)]} data-testid="permit-status-from">
          {L.construction(row.constructionStatus)}
        </Tag>
      </Space>
      <FailureAlert failure={failure} testId="permit-status-error" />
      {next.length === 0 ? (
        <Alert type="info" showIcon message={L.t('status.final')} data-testid="permit-status-final" />
      ) : (
        <Form form={form} layout="vertical" disabled={move.isPending}>
          <Form.Item name="to" label={L.field('to')} rules={[{ required: true, message: L.t('status.chooseTo') }]}>
            <Radio.Group data-testid="permit-status-to" options={next.map((c) => ({ value: c, label: L.construction(c) }))} />
          </Form.Item>
          <Form.Item
            name="date"
            label={dateLabel}
            dependencies={['to']}
            extra={to === ACCEPTED ? undefined : L.t('status.dateHint')}
            rules={[
              { required: to === ACCEPTED, message: L.td('error.2052003') },
              zodRule(permitStatusRequest, 'date', dateLabel, L.td, { toInput: toDay }),
            ]}
          >
            <DatePicker data-testid="permit-status-date" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="note" label={L.t('status.note')} rules={[zodRule(permitStatusRequest, 'note', L.t('status.note'), L.td)]}>
            <Input.TextArea data-testid="permit-status-note" rows={3} maxLength={500} showCount />
          </Form.Item>
        </Form>
      )}
    </ActionDialog>
  );
}
