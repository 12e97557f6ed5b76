import { useState } from 'react';
import { App, Button, Form, Input, Modal, Popconfirm, Select, Tag, Typography } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { PushRow } from '@carbon/domain';
import { errorText, useActionMessage } from '../../../components/action-messages';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { PageTable } from '../../../components/page-table';
import { usePerm } from '../../../components/use-perm';
import { formatDateTime } from '../../../lib/format';
import { usePush, usePushRoles, useWithdraw, workbenchApi } from '../api/workbench-api';

type PushForm = { title: string; content: string; orgIds?: string[]; roleIds?: string[] };

/** The push dialog: title, text, and the organisations (each with its subtree) and/or roles to notify. */
function PushDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('workbench');
  const [form] = Form.useForm<PushForm>();
  const roles = usePushRoles(open);
  const push = usePush();
  const outcome = useActionMessage();
  const submit = async () => {
    const v = await form.validateFields();
    try {
      await push.mutateAsync({ title: v.title, content: v.content, orgIds: v.orgIds ?? [], roleIds: v.roleIds ?? [] });
      outcome.success('push');
      form.resetFields();
      onClose();
    } catch (e) {
      outcome.failure('push', e);
    }
  };
  return (
    <Modal
      open={open}
      title={t('push.dialog')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('action.push')}
      okButtonProps={{ loading: push.isPending, 'data-testid': 'push-submit' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="push-form">
        <Form.Item name="title" label={t('field.pushTitle')} rules={[{ required: true, whitespace: true, max: 100 }]}>
          <Input data-testid="push-title" maxLength={100} />
        </Form.Item>
        <Form.Item name="content" label={t('field.content')} rules={[{ required: true, whitespace: true, max: 2000 }]}>
          <Input.TextArea data-testid="push-content" rows={4} maxLength={2000} />
        </Form.Item>
        <Form.Item name="orgIds" label={t('field.orgs')} extra={t('push.orgHint')}>
          <OrgTreeSelect multiple testId="push-orgs" />
        </Form.Item>
        <Form.Item name="roleIds" label={t('field.roles')}>
          <Select
            mode="multiple"
            data-testid="push-roles"
            loading={roles.isLoading}
            optionFilterProp="label"
            options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Pushed notices (spec §8 push, withdraw): who pushed what to whom, how many read it; withdraw takes it off every list. */
export function PushPanel() {
  const { t } = useTranslation('workbench');
  const can = usePerm();
  const { message } = App.useApp();
  const withdraw = useWithdraw();
  const [open, setOpen] = useState(false);
  const onWithdraw = async (row: PushRow) => {
    try {
      await withdraw.mutateAsync({ id: row.id });
      void message.success(t('withdraw.success'));
    } catch (e) {
      void message.error(t('withdraw.failure', { reason: errorText(e) }));
    }
  };
  const columns: ProColumns<PushRow>[] = [
    {
      title: t('field.pushTitle'),
      dataIndex: 'title',
      search: false,
      render: (_, r) => (
        <>
          <Typography.Text strong>{r.title}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
            {r.content}
          </Typography.Paragraph>
        </>
      ),
    },
    { title: t('field.targets'), dataIndex: 'orgNames', search: false, render: (_, r) => [...r.orgNames, ...r.roleNames].join(', ') },
    {
      title: t('field.reach'),
      dataIndex: 'recipients',
      search: false,
      render: (_, r) => <span data-testid={`push-reach-${r.id}`}>{t('push.reach', { read: r.readCount, total: r.recipients })}</span>,
    },
    { title: t('field.pushedBy'), dataIndex: 'createdByName', search: false },
    { title: t('field.pushedAt'), dataIndex: 'createdAt', search: false, render: (_, r) => formatDateTime(r.createdAt) },
    {
      title: t('field.pushStatus'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: { active: { text: t('push.active') }, withdrawn: { text: t('push.withdrawn') } },
      render: (_, r) =>
        r.withdrawnAt ? (
          <Tag data-testid={`push-status-${r.id}`}>{t('push.withdrawn')}</Tag>
        ) : (
          <Tag color="green" data-testid={`push-status-${r.id}`}>
            {t('push.active')}
          </Tag>
        ),
    },
    {
      title: t('column.actions'),
      valueType: 'option',
      hideInTable: !can('workbench:withdraw'),
      render: (_, r) =>
        r.withdrawnAt ? null : (
          <Popconfirm
            title={t('withdraw.confirm')}
            onConfirm={() => onWithdraw(r)}
            okButtonProps={{ 'data-testid': `push-withdraw-ok-${r.id}` }}
          >
            <Typography.Link type="danger" data-testid={`push-withdraw-${r.id}`}>
              {t('action.withdraw')}
            </Typography.Link>
          </Popconfirm>
        ),
    },
  ];
  return (
    <>
      <PageTable<PushRow>
        testId="push-table"
        endpoint={workbenchApi.pushPage}
        columns={columns}
        headerTitle={t('push.title')}
        toolbar={() => [
          <Button key="push" type="primary" icon={<NotificationOutlined />} data-testid="push-open" onClick={() => setOpen(true)}>
            {t('action.push')}
          </Button>,
        ]}
      />
      <PushDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
