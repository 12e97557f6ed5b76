import { Card, Descriptions, Empty, Result, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { approvalHistory } from '@carbon/domain';
import { formatDateTime } from '../../../lib/format';
import { useTaskApprovals } from '../api/fill-api';
import { approvalLevelText, FILL_NS } from '../fill/labels';

type Flow = z.infer<typeof approvalHistory>[number];

const COLORS: Record<string, string> = {
  agree: 'green',
  reject: 'red',
  submit: 'blue',
  none: 'gray',
  withdraw: 'orange',
  reassign: 'purple',
};

/** One step: approver and state, its spec §6 level, and whether the task's initiator named it. */
function StepOf({ step: s }: { step: Flow['steps'][number] }) {
  const { t } = useTranslation(FILL_NS);
  const { t: td } = useTranslation('domain');
  return (
    <Space size={0} wrap data-testid={`approval-step-${s.stepNo}`}>
      <Tag>
        {t('approvals.stepOf', { n: s.stepNo, name: s.approverName })} ·{' '}
        {t(`approvals.stepStatus.${s.status}`, { defaultValue: t('approvals.stepStatus.pending') })}
        {s.approverInactive && ` · ${t('approvals.inactive')}`}
      </Tag>
      {s.level && (
        <Tag color="blue" data-testid={`approval-step-level-${s.stepNo}`}>
          {approvalLevelText(td, s.level)}
        </Tag>
      )}
      {s.namedByInitiator && (
        <Tag color="purple" data-testid={`approval-step-named-${s.stepNo}`}>
          {t('namedByInitiator')}
        </Tag>
      )}
    </Space>
  );
}

function Round({ flow, n }: { flow: Flow; n: number }) {
  const { t } = useTranslation(FILL_NS);
  return (
    <Card
      size="small"
      title={t('approvals.round', { n })}
      data-testid={`approval-round-${flow.id}`}
      extra={<Tag data-testid="approval-status">{t(`approvals.status.${flow.status}`)}</Tag>}
    >
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={t('approvals.submitter')}>{flow.submitterName}</Descriptions.Item>
        <Descriptions.Item label={t('approvals.submittedAt')}>{formatDateTime(flow.submittedAt)}</Descriptions.Item>
        <Descriptions.Item label={t('approvals.steps')}>
          {flow.steps.length === 0 ? (
            t('approvals.noApproval')
          ) : (
            <Space direction="vertical" size={4}>
              {flow.steps.map((s) => (
                <StepOf key={s.stepNo} step={s} />
              ))}
            </Space>
          )}
        </Descriptions.Item>
      </Descriptions>
      <Timeline
        style={{ marginTop: 16 }}
        items={flow.decisions.map((d) => ({
          color: COLORS[d.decision] ?? 'gray',
          children: (
            <div data-testid={`approval-decision-${d.id}`}>
              <Typography.Text strong>{t(`approvals.decision.${d.decision}`)}</Typography.Text>
              {' · '}
              {d.stepNo > 0 ? t('approvals.stepOf', { n: d.stepNo, name: d.actorName }) : d.actorName}
              {' · '}
              <Typography.Text type="secondary">{formatDateTime(d.at)}</Typography.Text>
              {d.comment && <div>{t('approvals.comment', { text: d.comment })}</div>}
              {d.reason && <div data-testid="approval-reason">{t('approvals.reason', { text: d.reason })}</div>}
            </div>
          ),
        }))}
      />
    </Card>
  );
}

/**
 * /carbonButler/viewApprovals?taskId=: the task's approval progress, every submission round with
 * its steps and decisions as a timeline. Only the initiator may see it: the server's refusal
 * (2030010) shows as a result page with its message.
 */
export function ViewApprovalsPage() {
  const { t } = useTranslation(FILL_NS);
  const [params] = useSearchParams();
  const taskId = /^\d{1,18}$/.test(params.get('taskId') ?? '') ? (params.get('taskId') ?? '') : '';
  const history = useTaskApprovals(taskId);
  if (!taskId) return <Result status="warning" title={t('fill.noTask')} />;
  if (history.isLoading) return <Spin />;
  if (history.error)
    return (
      <div data-testid="approvals-refused">
        <Result status="403" title={t('approvals.refused')} subTitle={history.error.message} />
      </div>
    );
  const flows = history.data ?? [];
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="approvals-page">
      <Typography.Title level={4}>{t('approvals.title')}</Typography.Title>
      {flows.length === 0 ? (
        <Empty description={t('approvals.empty')} />
      ) : (
        flows.map((f, i) => <Round key={f.id} flow={f} n={flows.length - i} />)
      )}
    </Space>
  );
}
