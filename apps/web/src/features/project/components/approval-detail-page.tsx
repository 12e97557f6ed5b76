import { Card, Empty, Result, Space, Spin, Steps, Tag, Timeline, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { ApprovalDetail } from '@carbon/domain';
import { DECISION_COLOR, stepState } from '../../../components/approval-flow';
import { formatDateTime } from '../../../lib/format';
import { useProjectApprovals } from '../api/project-api';
import { idParam, PROJECT_ROUTES, useProjectLabels, type ProjectLabels } from './labels';

/**
 * The PROJECT_APPROVAL_STEP code of flow step `stepNo` (1-based): the labels list the steps in
 * order, with or without the applicant (the submitter) first.
 */
export function stepLabelOf(stepLabels: readonly string[], stepNo: number): string | undefined {
  return stepLabels[0] === 'applicant' ? stepLabels[stepNo] : stepLabels[stepNo - 1];
}

const FLOW_COLOR: Record<string, string> = {
  waiting: 'blue',
  in_progress: 'processing',
  passed: 'success',
  rejected: 'error',
  withdrawn: 'default',
  abnormal: 'warning',
};
function FlowSteps({ flow, stepLabels, L }: { flow: ApprovalDetail; stepLabels: readonly string[]; L: ProjectLabels }) {
  const applicant = {
    title: <span data-testid={`approval-step-label-0-${flow.id}`}>{L.step('applicant')}</span>,
    status: 'finish' as const,
    description: (
      <Space size={4} direction="vertical">
        <span>{flow.submitterName}</span>
        <Typography.Text type="secondary">{formatDateTime(flow.submittedAt)}</Typography.Text>
      </Space>
    ),
  };
  const steps = flow.steps.map((s) => {
    const code = stepLabelOf(stepLabels, s.stepNo);
    return {
      title: (
        <span data-testid={`approval-step-label-${s.stepNo}-${flow.id}`}>
          {code ? L.step(code) : L.t('approval.step', { n: s.stepNo })}
        </span>
      ),
      status: stepState(flow, s),
      description: (
        <Space size={4} direction="vertical" data-testid={`approval-step-${s.stepNo}-${flow.id}`}>
          <span>
            {s.approverName}
            {s.approverInactive && ` · ${L.t('approval.inactive')}`}
          </span>
          <Tag>{L.t(`approval.stepStatus.${s.status}`, { defaultValue: L.t('approval.stepStatus.pending') })}</Tag>
          {s.decidedAt && <Typography.Text type="secondary">{formatDateTime(s.decidedAt)}</Typography.Text>}
        </Space>
      ),
    };
  });
  return <Steps direction="vertical" size="small" items={[applicant, ...steps]} />;
}

function Decisions({ flow, stepLabels, L }: { flow: ApprovalDetail; stepLabels: readonly string[]; L: ProjectLabels }) {
  if (flow.decisions.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Timeline
      items={flow.decisions.map((d) => {
        const code = d.stepNo > 0 ? stepLabelOf(stepLabels, d.stepNo) : 'applicant';
        return {
          key: d.id,
          color: DECISION_COLOR[d.decision] ?? 'gray',
          children: (
            <div data-testid={`approval-decision-${d.id}`}>
              <Space size={4} wrap>
                <Typography.Text strong>{L.t(`approval.decision.${d.decision}`)}</Typography.Text>
                <span>{d.actorName}</span>
                {code && <Tag>{L.step(code)}</Tag>}
                <Typography.Text type="secondary">{formatDateTime(d.at)}</Typography.Text>
              </Space>
              {d.comment && <div>{L.t('approval.opinion', { text: d.comment })}</div>}
              {d.reason && <div>{L.t('approval.reason', { text: d.reason })}</div>}
            </div>
          ),
        };
      })}
    />
  );
}

/**
 * /foxconn/ApprovalDetail?id=: the approval progress of a project — every submission, newest
 * first, its steps labelled (applicant, department supervisor, efficiency officer, energy-saving
 * reviewers, central approval) with their decisions and opinions. Only the initiator may see it:
 * the server's refusal shows with its message.
 */
export function ApprovalDetailPage() {
  const L = useProjectLabels();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const read = useProjectApprovals(id);
  if (!id) return <Result status="warning" title={L.t('detail.noProject')} />;
  if (read.isLoading) return <Spin data-testid="approval-detail-loading" />;
  if (read.error)
    return (
      <div data-testid="approval-detail-refused">
        <Result status="403" title={L.t('approval.refused')} subTitle={read.error.message} />
      </div>
    );
  const { flows = [], stepLabels = [] } = read.data ?? {};
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="approval-detail-page">
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {L.t('approval.title')}
        </Typography.Title>
        <Link to={PROJECT_ROUTES.detail(id)} data-testid="approval-detail-project">
          {L.t('approval.openProject')}
        </Link>
      </Space>
      {flows.length === 0 ? (
        <Empty description={L.t('approval.empty')} />
      ) : (
        flows.map((flow, i) => (
          <Card
            key={flow.id}
            size="small"
            data-testid={`approval-flow-${flow.id}`}
            title={L.t('approval.round', { n: flows.length - i })}
            extra={
              <Tag color={FLOW_COLOR[flow.status]} data-testid={`approval-flow-status-${flow.id}`}>
                {L.t(`approval.status.${flow.status}`)}
              </Tag>
            }
          >
            <FlowSteps flow={flow} stepLabels={stepLabels} L={L} />
            <Typography.Title level={5}>{L.t('approval.history')}</Typography.Title>
            <Decisions flow={flow} stepLabels={stepLabels} L={L} />
          </Card>
        ))
      )}
    </Space>
  );
}
