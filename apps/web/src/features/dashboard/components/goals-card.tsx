import { Card, Descriptions, List, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { FILL_TASK_STATUS, type DashboardProgress, type DashboardTargets } from '@carbon/domain';
import type { DashboardLabels } from './labels';

/** The pages behind the figures (the goal, project and inventory routes of spec §2). */
const PAGES = {
  control: '/Management_by_objectives/GoalsAndAchievement/Absolute_CASOAA',
  reduction: '/ProjectEmissionReduction/Reduce_GAS',
  renewable: '/ProjectEmissionReduction/renewable_Energy',
  tasks: '/carbonButler/inventoryTask',
} as const;

const query = (orgId: string, year: number) => `?orgId=${encodeURIComponent(orgId)}&year=${year}`;

/** A value or "data not reported" (data-testid `<testId>`). */
function Value({ text, testId, muted }: { text: string; testId: string; muted?: boolean }) {
  return (
    <Typography.Text type={muted ? 'secondary' : undefined} data-testid={testId}>
      {text}
    </Typography.Text>
  );
}

/**
 * The control target and its achievement, the reduction target against the project pipeline, and
 * the renewable share (data-testids `dash-control-*`, `dash-reduction-*`, `dash-renewable-*`);
 * each opens its goal page, "data not reported" when its module holds nothing for the year.
 */
export function TargetsCard({ data, L }: { data: DashboardTargets | undefined; L: DashboardLabels }) {
  if (!data) return <Card size="small" title={L.t('card.targets')} loading />;
  const q = query(data.orgId, data.year);
  const c = data.control;
  const r = data.reduction;
  const e = data.renewable;
  return (
    <Card size="small" title={L.t('card.targets')}>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={<Link to={PAGES.control + q}>{L.t('targets.control')}</Link>}>
          {c ? (
            <Space wrap>
              <Value text={`${L.t('targets.target')} ${L.amount(c.annual)}`} testId="dash-control-target" />
              <Value text={`${L.t('targets.actual')} ${L.amount(c.actual)}`} testId="dash-control-actual" />
              <Value text={L.percent(c.ratio)} testId="dash-control-ratio" />
              <Tag data-testid="dash-control-status">{L.t(`status.${c.status}`)}</Tag>
            </Space>
          ) : (
            <Value text={L.notReported} testId="dash-control-none" muted />
          )}
        </Descriptions.Item>
        <Descriptions.Item label={<Link to={PAGES.reduction + q}>{L.t('targets.reduction')}</Link>}>
          {r ? (
            <Space wrap>
              <Value text={`${L.t('targets.target')} ${L.amount(r.target)}`} testId="dash-reduction-target" />
              <Value text={`${L.t('targets.pipeline')} ${L.amount(r.estimated)}`} testId="dash-reduction-estimated" />
              <Value text={`${L.t('targets.realised')} ${L.amount(r.realised)}`} testId="dash-reduction-realised" />
            </Space>
          ) : (
            <Value text={L.notReported} testId="dash-reduction-none" muted />
          )}
        </Descriptions.Item>
        <Descriptions.Item label={<Link to={PAGES.renewable + q}>{L.t('targets.renewable')}</Link>}>
          {e ? (
            <Value text={L.percent(e.share)} testId="dash-renewable-share" />
          ) : (
            <Value text={L.notReported} testId="dash-renewable-none" muted />
          )}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** The inventory's progress: tasks by status and the overdue ones (data-testids `dash-progress-*`), opening the task list. */
export function ProgressCard({ data, L }: { data: DashboardProgress | undefined; L: DashboardLabels }) {
  if (!data) return <Card size="small" title={L.t('card.progress')} loading />;
  return (
    <Card size="small" title={L.t('card.progress')} extra={<Link to={PAGES.tasks}>{L.t('progress.open')}</Link>}>
      {data.total === 0 ? (
        <Value text={L.notReported} testId="dash-progress-none" muted />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            {data.byStatus.map((s) => (
              <Tag key={s.status} data-testid={`dash-progress-${s.status}`}>
                {L.enumText(FILL_TASK_STATUS, s.status)}: {s.count}
              </Tag>
            ))}
          </Space>
          <Typography.Text type={data.overdue ? 'danger' : 'secondary'} data-testid="dash-progress-overdue">
            {L.t('progress.overdue', { count: data.overdue })}
          </Typography.Text>
          {data.overdueTasks.length > 0 && (
            <List
              size="small"
              dataSource={data.overdueTasks}
              renderItem={(x) => (
                <List.Item>
                  <Link to={`/carbonButler/ReportInventory?taskId=${encodeURIComponent(x.id)}`}>{x.name}</Link>
                  <Typography.Text type="secondary">
                    {x.orgName} · {x.deadline}
                  </Typography.Text>
                </List.Item>
              )}
            />
          )}
        </Space>
      )}
    </Card>
  );
}
