import { useState } from 'react';
import { Alert, App, Button, DatePicker, Form, Input, Modal, Select, Space, Spin, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { PROJECT_CODE, projectChangeStatusRequest, type ProjectDetail } from '@carbon/domain';
import { usePerm } from '../../../../components/use-perm';
import { ApiError } from '../../../../lib/api';
import { zodRule } from '../../../../lib/form-rules';
import { projectApi, useChangeStatus, useProjectDetail } from '../../api/project-api';
import { ProjectUpload } from '../attachments';
import { toDay } from '../form/form-values';
import { STATUS_COLOR, useProjectLabels, type ProjectLabels } from '../labels';

type Transition = ProjectDetail['allowedTransitions'][number];
type Values = { to?: string; acceptanceTime?: Dayjs | null; attachmentId?: string; opinion?: string };

/** The change request of the dialog's values: the acceptance time only when the transition asks for it. */
export function changeBodyOf(id: string, t: Transition, v: Values) {
  return {
    id,
    to: t.to,
    opinion: (v.opinion ?? '').trim(),
    ...(t.acceptanceTime && v.acceptanceTime ? { acceptanceTime: toDay(v.acceptanceTime) } : {}),
    ...(v.attachmentId ? { attachmentId: v.attachmentId } : {}),
  };
}

type Props = { projectId: string | undefined; onClose: () => void };

/**
 * The status-change dialog (`status-dialog`): from (the current status) → to (the transitions the
 * caller may make now, from the server), the acceptance time when acceptance is completed, an
 * attachment, the opinion (required). A reviewer approves (forward) or rejects (back to
 * implementation). While the change runs: "status changing, please wait".
 */
export function StatusDialog({ projectId, onClose }: Props) {
  return projectId ? <Loaded projectId={projectId} onClose={onClose} /> : null;
}

function Loaded({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const L = useProjectLabels();
  const read = useProjectDetail(projectId);
  let body;
  if (read.isLoading) body = <Spin data-testid="status-loading" />;
  else if (read.error) body = <Alert type="error" showIcon message={read.error.message} data-testid="status-load-error" />;
  else if (read.data) return <ChangeForm detail={read.data} onClose={onClose} refetch={() => void read.refetch()} />;
  return (
    <Modal open title={L.t('status.title')} onCancel={onClose} footer={null} wrapProps={{ 'data-testid': 'status-dialog' }}>
      {body}
    </Modal>
  );
}

function ChangeForm({ detail, onClose, refetch }: { detail: ProjectDetail; onClose: () => void; refetch: () => void }) {
  const L = useProjectLabels();
  const can = usePerm();
  const { message } = App.useApp();
  const change = useChangeStatus();
  const [form] = Form.useForm<Values>();
  const [running, setRunning] = useState(false);
  const transitions = detail.allowedTransitions;
  const forward = transitions.find((t) => t.kind === 'forward');
  const reject = transitions.find((t) => t.kind === 'reject');
  const reviewer = !!reject;
  const to = Form.useWatch('to', form);
  const chosen = transitions.find((t) => t.to === to);

  const run = async (t: Transition | undefined) => {
    if (!t) return;
    form.setFieldValue('to', t.to);
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setRunning(true);
    try {
      await change.mutateAsync(changeBodyOf(detail.id, t, values));
      void message.success(L.t('status.changed', { to: L.status(t.to) }));
      onClose();
    } catch (e) {
      void message.error(L.t('status.failed', { reason: e instanceof Error ? e.message : String(e) }));
      if (e instanceof ApiError && e.code === PROJECT_CODE.STATUS_CHANGED) refetch();
      if (e instanceof ApiError && e.field && e.field in (form.getFieldsValue(true) as object))
        form.setFields([{ name: e.field as keyof Values, errors: [e.message] }]);
    } finally {
      setRunning(false);
    }
  };

  const footer =
    transitions.length === 0 ? null : (
      <Space>
        <Button data-testid="status-cancel" onClick={onClose} disabled={running}>
          {L.t('action.cancel')}
        </Button>
        {reviewer ? (
          <>
            <Button danger data-testid="status-reject" disabled={running} onClick={() => void run(reject)}>
              {L.t('status.reject')}
            </Button>
            <Button type="primary" data-testid="status-approve" disabled={running || !forward} onClick={() => void run(forward)}>
              {L.t('status.approve')}
            </Button>
          </>
        ) : (
          <Button type="primary" data-testid="status-submit" disabled={running} onClick={() => void run(chosen ?? forward)}>
            {L.t('status.confirm')}
          </Button>
        )}
      </Space>
    );

  return (
    <Modal
      open
      maskClosable={false}
      closable={!running}
      title={L.t('status.titleOf', { name: detail.name })}
      onCancel={() => !running && onClose()}
      footer={footer}
      wrapProps={{ 'data-testid': 'status-dialog' }}
    >
      {running && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={<span data-testid="status-changing">{L.t('status.changing')}</span>}
        />
      )}
      {transitions.length === 0 ? (
        <Alert type="warning" showIcon data-testid="status-none" message={L.t('status.none')} />
      ) : (
        <Form<Values> form={form} layout="vertical" initialValues={{ to: forward?.to ?? transitions[0]?.to }} disabled={running}>
          <Form.Item label={L.t('status.from')}>
            <Tag color={STATUS_COLOR[detail.status]} data-testid="status-from">
              {L.status(detail.status)}
            </Tag>
          </Form.Item>
          <Form.Item name="to" label={L.field('to')} rules={[{ required: true, message: L.t('status.chooseTo') }]}>
            <Select data-testid="status-to" options={transitions.map((t) => ({ value: t.to, label: transitionText(L, t) }))} />
          </Form.Item>
          {chosen?.acceptanceTime && (
            <Form.Item
              name="acceptanceTime"
              label={L.field('acceptanceTime')}
              validateFirst
              rules={[
                { required: true, message: L.td('validation.required', { field: L.field('acceptanceTime') }) },
                zodRule(projectChangeStatusRequest, 'acceptanceTime', L.field('acceptanceTime'), L.t, { toInput: toDay }),
              ]}
            >
              <DatePicker data-testid="status-acceptanceTime" style={{ width: '100%' }} />
            </Form.Item>
          )}
          <Form.Item name="attachmentId" label={L.field('attachmentId')}>
            <Select
              data-testid="status-attachment"
              allowClear
              options={detail.attachments.map((a) => ({ value: a.id, label: `${L.t(`attachment.kind.${a.kind}`)} · ${a.name}` }))}
            />
          </Form.Item>
          {can(projectApi.upload.permission) && (
            <Form.Item>
              <ProjectUpload
                projectId={detail.id}
                kind={chosen?.to === 'acceptance_completed' ? 'acceptance' : 'other'}
                disabledReason={null}
                onUploaded={(row) => form.setFieldValue('attachmentId', row.id)}
              />
            </Form.Item>
          )}
          <Form.Item
            name="opinion"
            label={L.field('opinion')}
            rules={[zodRule(projectChangeStatusRequest, 'opinion', L.field('opinion'), L.t)]}
          >
            <Input.TextArea data-testid="status-opinion" rows={3} maxLength={500} showCount />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

/** "Acceptance completed", or for a rejection "Implementation completed (rejected: acceptance to be redone)". */
function transitionText(L: ProjectLabels, t: Transition): string {
  return t.kind === 'reject' ? L.t('status.rejectTo', { to: L.status(t.to) }) : L.status(t.to);
}
