import { useState, type HTMLAttributes } from 'react';
import { App, Button, Card, Dropdown, Modal, Result, Space, Table, Typography } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { REPORT_TEMPLATE, reportContract, type InventoryEntryPageRow, type ReportTemplate } from '@carbon/domain';
import { activitySummary, SOURCE_INPUT_NS } from '../../../components/source-input';
import { usePerm } from '../../../components/use-perm';
import { formatFigure } from '../../../lib/format';
import { useMutationCall } from '../../../lib/query';
import { useTaskDetail, useTaskSummary } from '../api/fill-api';
import { EntryExplanation } from '../fill/entry-table';
import { FILL_NS, ROUTES, sectionText } from '../fill/labels';
import { SummaryCard } from '../fill/summary-card';
import { RowStatus, StageSwitch, useDetailEntries, type DetailsStage } from './details-stage';

const PAGE_SIZE = 20;

/** Issue 11: draws the task's report in the chosen template (report:generate) and opens it (texts in the `report` namespace). */
function GenerateReport({ taskId }: { taskId: string }) {
  const { t } = useTranslation('report');
  const { t: td } = useTranslation('domain');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const generate = useMutationCall(reportContract.endpoints.generate);
  const run = async (template: ReportTemplate) => {
    try {
      const report = await generate.mutateAsync({ taskId, template });
      void navigate(`/carbonButler/report?id=${report.id}&versionNo=0`);
    } catch (e) {
      void message.error(t('generate.failed', { reason: e instanceof Error ? e.message : String(e) }));
    }
  };
  const items = REPORT_TEMPLATE.items.map((i) => ({
    key: String(i.code),
    label: <span data-testid={`report-generate-${i.code}`}>{td(i.key)}</span>,
  }));
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => void run(key as ReportTemplate) }} trigger={['click']}>
      <Button size="small" type="primary" data-testid="report-generate" loading={generate.isPending}>
        {t('generate.button')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}

/**
 * /carbonButler/ReportInventory?taskId=: every entry of a task and of its subordinate tasks
 * (data-testid `details-table`), with the totals by scope and scope-3 category.
 */
export function ReportInventoryPage() {
  const { t } = useTranslation(FILL_NS);
  const { t: td } = useTranslation('domain');
  const { t: ts } = useTranslation(SOURCE_INPUT_NS);
  const can = usePerm();
  const [params] = useSearchParams();
  const taskId = /^\d{1,18}$/.test(params.get('taskId') ?? '') ? (params.get('taskId') ?? '') : '';
  const [pageNo, setPageNo] = useState(1);
  const [explained, setExplained] = useState<InventoryEntryPageRow | null>(null);
  // issue 25: the rows the totals count first; the drafts not yet submitted apart
  const [stage, setStage] = useState<DetailsStage>('submitted');
  const task = useTaskDetail(taskId);
  const summary = useTaskSummary(taskId);
  const entries = useDetailEntries({ taskId, stage, pageNo, pageSize: PAGE_SIZE });
  if (!taskId) return <Result status="warning" title={t('fill.noTask')} />;
  const failed = task.error ?? entries.error;
  if (failed)
    return <Result status="warning" title={t('fill.loadFailed')} subTitle={<span data-testid="details-error">{failed.message}</span>} />;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="details-page">
      <Card
        size="small"
        title={t('details.title', { name: task.data?.name ?? '' })}
        extra={
          <Space>
            <Link to={ROUTES.fill(taskId)}>{t('nav.fill')}</Link>
            {can(reportContract.endpoints.generate.permission) && <GenerateReport taskId={taskId} />}
          </Space>
        }
      >
        <Typography.Text type="secondary">{t('details.hint')}</Typography.Text>
      </Card>
      <SummaryCard summary={summary.data} byCategory />
      <Card
        size="small"
        title={t('details.entries')}
        extra={
          <StageSwitch
            value={stage}
            onChange={(v) => {
              setStage(v);
              setPageNo(1);
            }}
          />
        }
      >
        <Typography.Paragraph type="secondary" data-testid="details-counted">
          {t(`details.stageHint.${stage}`)}
        </Typography.Paragraph>
        <Table<InventoryEntryPageRow>
          data-testid="details-table"
          size="small"
          rowKey="id"
          loading={entries.isLoading}
          dataSource={entries.data?.rows ?? []}
          scroll={{ x: 'max-content' }}
          onRow={(r) => ({ 'data-testid': `details-row-${r.id}` }) as HTMLAttributes<HTMLElement>}
          pagination={{
            current: pageNo,
            pageSize: PAGE_SIZE,
            total: entries.data?.totalRows ?? 0,
            showSizeChanger: false,
            onChange: setPageNo,
          }}
          columns={[
            { title: t('details.task'), dataIndex: 'taskName' },
            { title: t('details.status'), key: 'status', render: (_, r) => <RowStatus row={r} /> },
            { title: t('details.section'), key: 'section', render: (_, r) => sectionText(td, r) },
            { title: t('entry.sourceName'), key: 'source', render: (_, r) => r.sourceName || ts(`type.${r.sourceType}`) },
            { title: t('entry.facility'), dataIndex: 'facility', render: (v: string | null) => v || '—' },
            {
              title: t('entry.factor'),
              key: 'factor',
              render: (_, r) => (r.factorCode ? `${r.factorName ?? r.factorCode} (${r.factorVersion ?? ''})` : '—'),
            },
            { title: t('entry.activity'), key: 'activity', render: (_, r) => activitySummary(r.input) },
            { title: t('entry.quality'), dataIndex: 'qualityScore', align: 'right', render: (v: string | null) => v ?? '—' },
            // a screen's figures: 2 decimals grouped by language, the exact value in the title (issue 25 item 8)
            {
              title: t('entry.tco2e'),
              dataIndex: 'tco2e',
              align: 'right',
              render: (v: string | null) => (
                <span data-testid="details-tco2e" title={v ?? undefined}>
                  {v === null ? t('entry.noAmount') : formatFigure(v)}
                </span>
              ),
            },
            {
              title: t('entry.tco2eMarket'),
              dataIndex: 'tco2eMarket',
              align: 'right',
              render: (v: string | null) => (
                <span data-testid="details-tco2e-market" title={v ?? undefined}>
                  {formatFigure(v)}
                </span>
              ),
            },
            {
              title: t('actions'),
              key: 'a',
              render: (_, r) => (
                <Typography.Link data-testid="details-explain" onClick={() => setExplained(r)}>
                  {t('entry.explanation')}
                </Typography.Link>
              ),
            },
          ]}
        />
      </Card>
      <Modal open={!!explained} onCancel={() => setExplained(null)} footer={null} width={760} title={t('entry.explanation')}>
        {explained && <EntryExplanation entry={explained} />}
      </Modal>
    </Space>
  );
}
