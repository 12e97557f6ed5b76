import { Empty, Space, Steps, Tag, Timeline, Typography } from 'antd';
import { PROJECT_STAGE, type ProjectDetail } from '@carbon/domain';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { downloadProjectFile } from '../../api/project-api';
import { STATUS_COLOR, useProjectLabels } from '../labels';

/** The stages a project goes through: the Fii review only when its benefit requires it. */
export function stagesOf(needsFiiReview: boolean): string[] {
  return PROJECT_STAGE.items.map((i) => String(i.code)).filter((code) => needsFiiReview || code !== 'fii_review');
}

/** The project's stages as steps (`project-stages`): those done, the current one, those to come; all done once closed. */
export function StageSteps({ detail }: { detail: Pick<ProjectDetail, 'stage' | 'status' | 'needsFiiReview'> }) {
  const L = useProjectLabels();
  const stages = stagesOf(detail.needsFiiReview);
  const closed = detail.status === 'closed';
  const current = closed ? stages.length : Math.max(0, stages.indexOf(detail.stage));
  return (
    <Steps
      size="small"
      data-testid="project-stages"
      current={current}
      items={stages.map((code, i) => ({
        title: <span data-testid={`project-stage-step-${code}`}>{L.stage(code)}</span>,
        status: closed || i < current ? 'finish' : i === current ? 'process' : 'wait',
      }))}
    />
  );
}

/** Every status change, oldest first (`project-status-log`): from → to, who and when, the opinion, acceptance time and file. */
export function StatusLog({ detail }: { detail: Pick<ProjectDetail, 'statusLog' | 'attachments'> }) {
  const L = useProjectLabels();
  if (detail.statusLog.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={L.t('log.empty')} />;
  const fileOf = (id: string | null) => (id ? detail.attachments.find((a) => a.id === id) : undefined);
  return (
    <Timeline
      data-testid="project-status-log"
      items={detail.statusLog.map((entry) => {
        const file = fileOf(entry.attachmentId);
        return {
          key: entry.id,
          color: entry.from && entry.to === 'implementation_completed' && entry.from !== 'procurement_completed' ? 'red' : 'blue',
          children: (
            <div data-testid={`project-log-${entry.id}`}>
              <Space size={4} wrap>
                {entry.from && (
                  <>
                    <Tag color={STATUS_COLOR[entry.from]}>{L.status(entry.from)}</Tag>→
                  </>
                )}
                <Tag color={STATUS_COLOR[entry.to]}>{L.status(entry.to)}</Tag>
                <span>{entry.actorName}</span>
                <Typography.Text type="secondary">{formatDateTime(entry.at)}</Typography.Text>
              </Space>
              {entry.opinion && <div>{L.t('log.opinion', { text: entry.opinion })}</div>}
              {entry.acceptanceTime && <div>{L.t('log.acceptanceTime', { date: formatDate(entry.acceptanceTime) })}</div>}
              {file && (
                <Typography.Link onClick={() => void downloadProjectFile(file.id, file.name).catch(() => undefined)}>
                  {L.t('log.file', { name: file.name })}
                </Typography.Link>
              )}
            </div>
          ),
        };
      })}
    />
  );
}
