import { useState } from 'react';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Space, Spin, Table, Typography } from 'antd';
import {
  CODE,
  DEFAULT_LIFETIMES,
  PROJECT_TECHNOLOGY,
  projectOverviewContract,
  type ProjectSettingsRow,
  type ProjectTechnologyCode,
} from '@carbon/domain';
import { ApiError } from '../../../../lib/api';
import { useCall, useMutationCall } from '../../../../lib/query';
import { projectApi } from '../../api/project-api';
import { useProjectLabels, type ProjectLabels } from '../labels';
import { lifetimeRule, percentRule, settingsBodyOf, TECHNOLOGIES, valuesOf, type SettingsValues } from './settings-values';

type Props = { open: boolean; onClose: () => void };

/**
 * The project settings dialog (`project-settings-dialog`, project:settings): the discount rate of
 * the abatement cost and the realisation threshold of the effect evaluation, in percent, and the
 * default lifetime of each technology in years. Saving recomputes every project's abatement cost
 * and flag on the server; the project reads (lists, details, MACC, overviews) refresh.
 */
export function SettingsDialog({ open, onClose }: Props) {
  return open ? <Loaded onClose={onClose} /> : null;
}

function Loaded({ onClose }: { onClose: () => void }) {
  const L = useProjectLabels();
  // Always read afresh: the version sent back must be the stored one.
  const read = useCall(projectApi.settings, undefined, { refetchOnMount: 'always', retry: false });
  if (read.data) return <SettingsForm key={read.data.version} settings={read.data} onClose={onClose} reload={() => void read.refetch()} />;
  return (
    <Modal open title={L.t('settings.title')} onCancel={onClose} footer={null} wrapProps={{ 'data-testid': 'project-settings-dialog' }}>
      {read.error ? (
        <Alert type="error" showIcon message={<span data-testid="settings-load-error">{read.error.message}</span>} />
      ) : (
        <Spin data-testid="settings-loading" />
      )}
    </Modal>
  );
}

type Failure = { message: string; conflict: boolean };

function SettingsForm({ settings, onClose, reload }: { settings: ProjectSettingsRow; onClose: () => void; reload: () => void }) {
  const L = useProjectLabels();
  const { message } = App.useApp();
  const [form] = Form.useForm<SettingsValues>();
  const save = useMutationCall(projectApi.settingsEdit, { alsoInvalidates: [projectOverviewContract] });
  const [failure, setFailure] = useState<Failure | null>(null);

  const onSave = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setFailure(null);
    try {
      await save.mutateAsync(settingsBodyOf(values, settings.version));
      void message.success(L.t('settings.saved'));
      onClose();
    } catch (e) {
      const text = e instanceof Error ? e.message : String(e);
      setFailure({ message: text, conflict: e instanceof ApiError && e.code === CODE.CONFLICT });
      if (e instanceof ApiError && e.field) form.setFields([{ name: e.field.split('.') as never, errors: [text] }]);
    }
  };

  const footer = (
    <Space>
      <Button data-testid="settings-cancel" onClick={onClose} disabled={save.isPending}>
        {L.t('action.cancel')}
      </Button>
      <Button type="primary" data-testid="settings-save" loading={save.isPending} onClick={() => void onSave()}>
        {L.t('settings.save')}
      </Button>
    </Space>
  );

  return (
    <Modal
      open
      width={640}
      maskClosable={false}
      title={L.t('settings.title')}
      onCancel={() => !save.isPending && onClose()}
      footer={footer}
      wrapProps={{ 'data-testid': 'project-settings-dialog' }}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message={<span data-testid="settings-explain">{L.t('settings.explain')}</span>}
      />
      {failure && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={<span data-testid="settings-error">{L.t('settings.failed', { reason: failure.message })}</span>}
          action={
            failure.conflict ? (
              <Button size="small" data-testid="settings-reload" onClick={reload}>
                {L.t('settings.reload')}
              </Button>
            ) : undefined
          }
        />
      )}
      <Form<SettingsValues> form={form} layout="vertical" initialValues={valuesOf(settings)} disabled={save.isPending}>
        <Space size="large" align="start" wrap>
          <Form.Item
            name="discountRate"
            label={L.field('discountRate')}
            extra={L.t('settings.discountRateHint')}
            rules={[percentRule(L, 'discountRate')]}
          >
            <Input data-testid="settings-discountRate" suffix="%" style={{ width: 160 }} />
          </Form.Item>
          <Form.Item
            name="realisationThreshold"
            label={L.field('realisationThreshold')}
            extra={L.t('settings.thresholdHint')}
            rules={[percentRule(L, 'realisationThreshold')]}
          >
            <Input data-testid="settings-realisationThreshold" suffix="%" style={{ width: 160 }} />
          </Form.Item>
        </Space>
        <Typography.Text strong>{L.field('lifetimes')}</Typography.Text>
        <LifetimeTable L={L} />
      </Form>
    </Modal>
  );
}

type LifetimeRow = { code: ProjectTechnologyCode; label: string };

/** One row per technology, by its label, with the editable lifetime and the domain's default for reference. */
function LifetimeTable({ L }: { L: ProjectLabels }) {
  const rows: LifetimeRow[] = TECHNOLOGIES.map((code) => ({ code, label: L.technology(code) }));
  return (
    <Table<LifetimeRow>
      data-testid="settings-lifetimes"
      rowKey="code"
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        {
          key: 'technology',
          title: L.td(PROJECT_TECHNOLOGY.key),
          render: (_v, row) => <span data-testid={`settings-technology-${row.code}`}>{row.label}</span>,
        },
        {
          key: 'years',
          title: L.field('lifetimeYears'),
          render: (_v, row) => (
            <Form.Item
              name={['lifetimes', row.code]}
              style={{ marginBottom: 0 }}
              rules={[lifetimeRule(L, L.t('settings.lifetimeOf', { technology: row.label }))]}
            >
              <InputNumber data-testid={`settings-lifetime-${row.code}`} style={{ width: 120 }} />
            </Form.Item>
          ),
        },
        {
          key: 'default',
          title: L.t('settings.defaultYears'),
          render: (_v, row) => <span data-testid={`settings-default-${row.code}`}>{DEFAULT_LIFETIMES[row.code]}</span>,
        },
      ]}
    />
  );
}
