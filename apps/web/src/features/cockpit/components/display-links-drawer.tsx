import { useState } from 'react';
import { Alert, App, Button, Drawer, Form, Input, InputNumber, Popconfirm, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DISPLAY_LINK_DEFAULT_DAYS,
  DISPLAY_LINK_MAX_DAYS,
  displayContract,
  type DisplayLinkResult,
  type DisplayLinkRow,
  type DisplayLinkState,
} from '@carbon/domain';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { formatDateTime } from '../../../lib/format';
import { useCall, useMutationCall } from '../../../lib/query';

const e = displayContract.endpoints;
const STATE_COLOURS: Record<DisplayLinkState, string> = { active: 'green', expired: 'default', revoked: 'red' };
type NewLink = { name: string; orgId: string; expiresInDays: number };

/** A new link: name, the organisation whose subtree it shows, its lifetime; the address is shown once. */
function NewLinkForm() {
  const { t } = useTranslation('cockpit');
  const { message } = App.useApp();
  const [form] = Form.useForm<NewLink>();
  const add = useMutationCall(e.linkAdd);
  const [made, setMade] = useState<DisplayLinkResult | null>(null);
  const submit = async (v: NewLink) => {
    try {
      setMade(await add.mutateAsync(v));
      form.resetFields();
    } catch (err) {
      void message.error(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <>
      <Form form={form} layout="inline" onFinish={submit} initialValues={{ expiresInDays: DISPLAY_LINK_DEFAULT_DAYS }}>
        <Form.Item name="name" rules={[{ required: true, whitespace: true, message: t('links.nameRequired') }]}>
          <Input data-testid="link-name" placeholder={t('links.name')} maxLength={100} />
        </Form.Item>
        <Form.Item name="orgId" rules={[{ required: true, message: t('links.orgRequired') }]}>
          <OrgTreeSelect testId="link-org" placeholder={t('links.org')} />
        </Form.Item>
        <Form.Item
          name="expiresInDays"
          label={t('links.days')}
          rules={[{ required: true, message: t('links.daysRange', { max: DISPLAY_LINK_MAX_DAYS }) }]}
        >
          <InputNumber data-testid="link-days" min={1} max={DISPLAY_LINK_MAX_DAYS} precision={0} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending} data-testid="link-create">
          {t('links.create')}
        </Button>
      </Form>
      {made && (
        <Alert
          style={{ marginTop: 12 }}
          type="success"
          showIcon
          message={t('links.created', { at: formatDateTime(made.expiresAt) })}
          description={
            <Typography.Paragraph copyable={{ text: made.url }} data-testid="link-url" style={{ marginBottom: 0 }}>
              {made.url}
            </Typography.Paragraph>
          }
        />
      )}
    </>
  );
}

function LinkTable() {
  const { t } = useTranslation('cockpit');
  const page = useCall(e.linkPage, { pageNo: 1, pageSize: 100 });
  const revoke = useMutationCall(e.linkRevoke);
  return (
    <Table<DisplayLinkRow>
      rowKey="id"
      size="small"
      style={{ marginTop: 16 }}
      loading={page.isLoading}
      dataSource={page.data?.rows ?? []}
      pagination={false}
      columns={[
        { title: t('links.name'), dataIndex: 'name' },
        { title: t('links.org'), dataIndex: 'orgName' },
        { title: t('links.hint'), dataIndex: 'tokenHint', render: (h: string) => `${h}…` },
        {
          title: t('links.state'),
          dataIndex: 'state',
          render: (s: DisplayLinkState) => <Tag color={STATE_COLOURS[s]}>{t(`links.states.${s}`)}</Tag>,
        },
        { title: t('links.expiresAt'), dataIndex: 'expiresAt', render: (v: string) => formatDateTime(v) },
        { title: t('links.uses'), dataIndex: 'useCount' },
        { title: t('links.lastUse'), dataIndex: 'lastUseAt', render: (v: string | null) => (v ? formatDateTime(v) : '—') },
        {
          title: '',
          key: 'actions',
          render: (_: unknown, r) =>
            r.state === 'active' && (
              <Popconfirm title={t('links.revokeConfirm')} onConfirm={() => revoke.mutateAsync({ id: r.id })}>
                <Button size="small" danger data-testid={`link-revoke-${r.id}`}>
                  {t('links.revoke')}
                </Button>
              </Popconfirm>
            ),
        },
      ]}
    />
  );
}

/** Display links of the cockpit: create, list with state and uses, revoke. */
export function DisplayLinksDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('cockpit');
  return (
    <App>
      <Drawer open width={1100} title={t('links.title')} onClose={onClose} data-testid="links-drawer">
        <p>{t('links.note')}</p>
        <NewLinkForm />
        <LinkTable />
      </Drawer>
    </App>
  );
}
