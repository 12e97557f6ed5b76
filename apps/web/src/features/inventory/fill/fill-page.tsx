import { useState } from 'react';
import { App, Button, Card, Descriptions, Popconfirm, Progress, Result, Skeleton, Space, Spin, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { InventoryTaskDetail } from '@carbon/domain';
import { AfterFirstPaint } from '../../../components/after-first-paint';
import { formatDate } from '../../../lib/format';
import { useTaskDetailAhead, useTaskSummary, useWithdrawTask } from '../api/fill-api';
import { CopyDialog } from './copy-dialog';
import { approvalStatusText, FILL_NS, ROUTES, taskStatusLabel } from './labels';
import { sectionEntries } from './entry-table';
import { firstSection, SectionTabs } from './section-tabs';
import { OffsetsCard } from './offsets-card';
import { SubmitDialog } from './submit-dialog';
import { SummaryCard } from './summary-card';
import { TaskFieldsForm } from './task-fields-form';
import { UploadTracker, useUploads } from './upload-tracker';

/** The task's header: its state, what the caller may do (submit, withdraw, copy) and where to go next. */
function TaskHeader({ task }: { task: InventoryTaskDetail }) {
  const { t } = useTranslation(FILL_NS);
  const { t: td } = useTranslation('domain');
  const { message } = App.useApp();
  const uploads = useUploads();
  const withdraw = useWithdrawTask();
  const [submitting, setSubmitting] = useState(false);
  const [copying, setCopying] = useState(false);
  const waiting = uploads.running > 0;

  const onWithdraw = () =>
    withdraw.mutateAsync({ id: task.id }).then(
      () => void message.success(t('withdraw.done')),
      (e: unknown) => void message.error(t('withdraw.failed', { reason: e instanceof Error ? e.message : String(e) })),
    );

  return (
    <Card
      title={<span data-testid="task-title">{task.name}</span>}
      extra={
        <Space wrap>
          {task.can.fill && (
            <Button data-testid="task-copy" onClick={() => setCopying(true)}>
              {t('copy.open')}
            </Button>
          )}
          <Link to={ROUTES.details(task.id)} data-testid="task-details">
            {t('nav.details')}
          </Link>
          {task.can.viewApprovals && (
            <Link to={ROUTES.approvals(task.id)} data-testid="task-approvals">
              {t('nav.approvals')}
            </Link>
          )}
          {task.can.withdraw && (
            <Popconfirm title={t('withdraw.confirm')} onConfirm={onWithdraw}>
              <Button data-testid="task-withdraw" loading={withdraw.isPending}>
                {t('withdraw.open')}
              </Button>
            </Popconfirm>
          )}
          {task.can.submit && (
            <Tooltip title={waiting ? t('submit.waitUploads') : undefined}>
              <Button type="primary" data-testid="task-submit" disabled={waiting} onClick={() => setSubmitting(true)}>
                {t('submit.open')}
              </Button>
            </Tooltip>
          )}
        </Space>
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={t('task.project')}>{task.projectName}</Descriptions.Item>
        <Descriptions.Item label={t('task.org')}>{task.orgName}</Descriptions.Item>
        <Descriptions.Item label={t('task.status')}>
          <span data-testid="task-status">{taskStatusLabel(td, task)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('task.approvalStatus')}>
          <span data-testid="task-approval-status">{approvalStatusText(td, task.approvalStatus)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('task.initiator')}>{task.initiatorName}</Descriptions.Item>
        <Descriptions.Item label={t('task.deadline')}>{formatDate(task.deadline)}</Descriptions.Item>
        <Descriptions.Item label={t('task.gwpSet')}>{task.gwpSet}</Descriptions.Item>
        <Descriptions.Item label={t('task.progress')}>
          <Progress percent={task.progress} size="small" style={{ width: 160 }} />
        </Descriptions.Item>
      </Descriptions>
      <SubmitDialog taskId={task.id} open={submitting} onClose={() => setSubmitting(false)} />
      <CopyDialog task={task} open={copying} onClose={() => setCopying(false)} />
    </Card>
  );
}

function FillScreen({ taskId }: { taskId: string }) {
  const { t } = useTranslation(FILL_NS);
  // the first rows and the offsets asked for the moment the task answers (issue 25)
  const detail = useTaskDetailAhead(taskId, (task) => {
    const first = firstSection(task);
    return first && sectionEntries(task.id, first);
  });
  const summary = useTaskSummary(taskId);
  if (detail.isLoading) return <Spin data-testid="fill-loading" />;
  if (detail.error || !detail.data)
    return (
      <Result status="warning" title={t('fill.loadFailed')} subTitle={<span data-testid="fill-error">{detail.error?.message}</span>} />
    );
  const task = detail.data;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="fill-page">
      <TaskHeader task={task} />
      <SummaryCard summary={summary.data} />
      <Card size="small" title={t('task.fields')}>
        {/* the entries first: the task's fields (13, four of them selects) once the screen has painted */}
        <AfterFirstPaint fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
          <TaskFieldsForm task={task} onReload={() => void detail.refetch()} />
        </AfterFirstPaint>
      </Card>
      <Card size="small" title={t('fill.sections')}>
        <SectionTabs task={task} />
      </Card>
      <AfterFirstPaint>
        <OffsetsCard taskId={task.id} editable={task.can.fill} />
      </AfterFirstPaint>
    </Space>
  );
}

/** /carbonButler/reportTemplate?taskId=: the fill-in screen of one inventory task. */
export function FillPage() {
  const [params] = useSearchParams();
  const { t } = useTranslation(FILL_NS);
  const taskId = params.get('taskId') ?? '';
  if (!/^\d{1,18}$/.test(taskId)) return <Result status="warning" title={t('fill.noTask')} data-testid="fill-no-task" />;
  return (
    <UploadTracker>
      <FillScreen taskId={taskId} />
    </UploadTracker>
  );
}
