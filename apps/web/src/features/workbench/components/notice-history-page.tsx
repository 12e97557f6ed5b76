import { useState } from 'react';
import { Button, Tabs, Tag, Typography } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NOTICE_KINDS, type NoticeRow } from '@carbon/domain';
import { PageTable } from '../../../components/page-table';
import { usePerm } from '../../../components/use-perm';
import { formatDateTime } from '../../../lib/format';
import { useReadAllNotices, useReadNotices, workbenchApi } from '../api/workbench-api';
import { PushPanel } from './push-panel';
import { useWorkbenchLabels } from './workbench-labels';

function useColumns(open: (row: NoticeRow) => void): ProColumns<NoticeRow>[] {
  const { t } = useTranslation('workbench');
  const labels = useWorkbenchLabels();
  return [
    {
      title: t('field.notice'),
      dataIndex: 'title',
      search: false,
      render: (_, r) => (
        <>
          <Typography.Link data-testid={`notice-open-${r.id}`} strong={!r.read} onClick={() => open(r)}>
            {r.title}
          </Typography.Link>
          {r.content ? (
            <Typography.Paragraph type="secondary" style={{ margin: 0, whiteSpace: 'pre-wrap' }} data-testid={`notice-content-${r.id}`}>
              {r.content}
            </Typography.Paragraph>
          ) : null}
        </>
      ),
    },
    {
      title: t('field.kind'),
      dataIndex: 'kind',
      valueType: 'select',
      valueEnum: Object.fromEntries(NOTICE_KINDS.map((k) => [k, { text: labels.noticeKind(k) }])),
      fieldProps: { 'data-testid': 'notice-search-kind' },
      render: (_, r) => r.kindLabel,
    },
    {
      title: t('field.read'),
      dataIndex: 'read',
      valueType: 'select',
      valueEnum: { unread: { text: t('read.unread') }, read: { text: t('read.read') } },
      fieldProps: { 'data-testid': 'notice-search-read' },
      render: (_, r) => (
        <Tag color={r.read ? 'default' : 'blue'} data-testid={`notice-read-${r.id}`}>
          {r.read ? t('read.read') : t('read.unread')}
        </Tag>
      ),
    },
    { title: t('field.receivedAt'), dataIndex: 'createdAt', search: false, render: (_, r) => formatDateTime(r.createdAt) },
    {
      title: t('field.arrived'),
      dataIndex: 'arrived',
      valueType: 'dateRange',
      hideInTable: true,
      search: { transform: (v: [string, string]) => ({ dateFrom: v[0], dateTo: v[1] }) },
    },
  ];
}

/** The caller's notices: read or unread, by kind and date; opening one marks it read and follows its link. */
function MyNotices() {
  const { t } = useTranslation('workbench');
  const navigate = useNavigate();
  const read = useReadNotices();
  const readAll = useReadAllNotices();
  const [params] = useSearchParams();
  const push = params.get('push');
  const open = (r: NoticeRow) => {
    if (!r.read) read.mutate({ ids: [r.id] });
    // a pushed notice's link is this page: its text is already on screen
    if (!r.link.startsWith('/workbench/historyNotice')) void navigate(r.link);
  };
  return (
    <PageTable<NoticeRow>
      testId="notice-table"
      endpoint={workbenchApi.noticePage}
      columns={useColumns(open)}
      headerTitle={t('notice.title')}
      rowClassName={(r) => (push && r.link.endsWith(`push=${push}`) ? 'ant-table-row-selected' : '')}
      toolbar={() => [
        <Button key="readAll" data-testid="notice-read-all" loading={readAll.isPending} onClick={() => readAll.mutate({})}>
          {t('action.readAll')}
        </Button>,
      ]}
    />
  );
}

/** /workbench/historyNotice: my notices; administrators who may push see the pushed notices too. */
export function NoticeHistoryPage() {
  const { t } = useTranslation('workbench');
  const can = usePerm();
  const [tab, setTab] = useState('mine');
  if (!can('workbench:push')) return <MyNotices />;
  return (
    <Tabs
      data-testid="notice-tabs"
      activeKey={tab}
      onChange={setTab}
      items={[
        { key: 'mine', label: t('tab.mine'), children: <MyNotices /> },
        { key: 'pushed', label: <span data-testid="notice-tab-pushed">{t('tab.pushed')}</span>, children: <PushPanel /> },
      ]}
    />
  );
}
