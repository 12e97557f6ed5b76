import { Alert, Button, Descriptions, Drawer, Empty, Space, Spin, Steps, Tag, Timeline, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApprovalDetail } from '@carbon/domain';
import { DECISION_COLOR, isCurrentStep, stepState } from '../../../components/approval-flow';
import { formatDateTime } from '../../../lib/format';
import { useApprovalDetail } from '../api/approval-api';
import { STATUS_COLOR, useApprovalLabels } from './approval-labels';

export type DrawerActions = {
  onDecide: (detail: ApprovalDetail, action: 'agree' | 'reject') => void;
  onReassign: (detail: ApprovalDetail) => void;
};

type Props = DrawerActions & { id: string | undefined; onClose: () => void };

function StepsOf({ detail }: { detail: ApprovalDetail }) {
  const { t } = useTranslation('approval');
  const labels = useApprovalLabels();
  return (
    <Steps
      direction="vertical"
      size="small"
      data-testid="approval-steps"
      items={detail.steps.map((s) => ({
        // the step waiting on an approver who has left is in error (the flow is abnormal)
        status: isCurrentStep(detail, s) && s.approverInactive ? 'error' : stepState(detail, s),
        title: t('detail.step', { no: s.stepNo }),
        description: (
          <Space size={4} wrap data-testid={`approval-step-${s.stepNo}`}>
            <span>{s.approverName}</span>
            {s.level && (
              <Tag color="blue" data-testid={`approval-step-level-${s.stepNo}`}>
                {labels.level(s.level)}
              </Tag>
            )}
            {s.namedByInitiator && (
              <Tag color="purple" data-testid={`approval-step-named-${s.stepNo}`}>
                {t('detail.namedByInitiator')}
              </Tag>
            )}
            {s.approverInactive && <Tag color="warning">{t('detail.inactive')}</Tag>}
            <Tag>{labels.stepStatus(s.status)}</Tag>
            {s.decidedAt && <Typography.Text type="secondary">{formatDateTime(s.decidedAt)}</Typography.Text>}
          </Space>
        ),
      }))}
    />
  );
}

function HistoryOf({ detail }: { detail: ApprovalDetail }) {
  const { t } = useTranslation('approval');
  const labels = useApprovalLabels();
  if (detail.decisions.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Timeline
      data-testid="approval-history"
      items={detail.decisions.map((d) => ({
        key: d.id,
        color: DECISION_COLOR[d.decision] ?? 'gray',
        children: (
          <div data-testid={`approval-decision-${d.id}`}>
            <Space size={4} wrap>
              <Typography.Text strong>{labels.decision(d.decision)}</Typography.Text>
              <span>{d.actorName}</span>
              <Typography.Text type="secondary">
                {t('detail.step', { no: d.stepNo })} · {formatDateTime(d.at)}
              </Typography.Text>
            </Space>
            {d.comment && <div>{t('detail.comment', { text: d.comment })}</div>}
            {d.reason && <div>{t('detail.reason', { text: d.reason })}</div>}
          </div>
        ),
      }))}
    />
  );
}

/** One flow: its item, the steps with their approvers, and every decision as a timeline; agree / reject / reassign / open the item. */
export function ApprovalDrawer({ id, onClose, onDecide, onReassign }: Props) {
  const { t } = useTranslation('approval');
  const labels = useApprovalLabels();
  const navigate = useNavigate();
  const read = useApprovalDetail(id);
  const detail = read.data;
  let body;
  if (read.isLoading) body = <Spin data-testid="approval-detail-loading" />;
  else if (read.error) body = <Alert type="error" showIcon data-testid="approval-detail-error" message={read.error.message} />;
  else if (detail)
    body = (
      <>
        <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('field.title')}>{detail.title}</Descriptions.Item>
          <Descriptions.Item label={t('field.subject')}>{labels.subject(detail.subjectType)}</Descriptions.Item>
          <Descriptions.Item label={t('field.org')}>{detail.orgName}</Descriptions.Item>
          <Descriptions.Item label={t('field.submitter')}>{detail.submitterName}</Descriptions.Item>
          <Descriptions.Item label={t('field.submittedAt')}>{formatDateTime(detail.submittedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('field.status')}>
            <Tag color={STATUS_COLOR[detail.status]} data-testid="approval-detail-status">
              {labels.status(detail.status)}
            </Tag>
          </Descriptions.Item>
          {detail.closedAt && <Descriptions.Item label={t('field.closedAt')}>{formatDateTime(detail.closedAt)}</Descriptions.Item>}
        </Descriptions>
        <Typography.Title level={5}>{t('detail.steps')}</Typography.Title>
        <StepsOf detail={detail} />
        <Typography.Title level={5}>{t('detail.history')}</Typography.Title>
        <HistoryOf detail={detail} />
      </>
    );
  const extra = detail && (
    <Space>
      <Button data-testid="approval-open-item" onClick={() => void navigate(detail.link)}>
        {t('action.open')}
      </Button>
      {detail.can.reassign && (
        <Button data-testid="approval-detail-reassign" onClick={() => onReassign(detail)}>
          {t('action.reassign')}
        </Button>
      )}
      {detail.can.decide && (
        <>
          <Button danger data-testid="approval-detail-reject" onClick={() => onDecide(detail, 'reject')}>
            {t('action.reject')}
          </Button>
          <Button type="primary" data-testid="approval-detail-agree" onClick={() => onDecide(detail, 'agree')}>
            {t('action.agree')}
          </Button>
        </>
      )}
    </Space>
  );
  return (
    <Drawer open={!!id} width={560} title={t('detail.title')} onClose={onClose} extra={extra} destroyOnHidden>
      <div data-testid="approval-drawer">{body}</div>
    </Drawer>
  );
}
