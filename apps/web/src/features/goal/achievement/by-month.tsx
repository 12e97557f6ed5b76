import { Alert, Card, Descriptions, Table } from 'antd';
import type { AchievementResult, AchievementRow } from '@carbon/domain';
import { formatFigure, useGoalLabels } from '../shared/labels';
import { StatusTag } from '../shared/status-tag';
import { ActualLink, DraftTag, monthActualColumns, useOpenActual } from './actual-link';
import type { OpenedActual } from './sources-drawer';
import { BAR_COLOR, bars, LazyGoalChart } from '../shared/lazy-goal-chart';

type Props = { data: AchievementResult; orgId: string; onOpen: (a: OpenedActual) => void };

/** The months of a year for one organisation: target against actual, each month's state, and the year (data-testid `goal-by-month`). */
export function ByMonth({ data, orgId, onOpen }: Props) {
  const L = useGoalLabels();
  const openActual = useOpenActual(data, onOpen);
  const org = data.orgs.find((o) => o.orgId === orgId);
  const rows = data.rows.filter((r) => r.orgId === orgId).sort((a, b) => a.month - b.month);
  if (!org || rows.length === 0) return <Alert type="info" showIcon data-testid="goal-no-target" message={L.t('achievement.noTarget')} />;
  const open = (month: number | null, value: string | null) => openActual(org, month, value);
  return (
    <div data-testid="goal-by-month">
      <Descriptions size="small" column={4} bordered>
        <Descriptions.Item label={L.t('column.annualTarget')}>
          <span title={org.annual}>{formatFigure(org.annual)}</span>
          <DraftTag state={org.targetState} testId="goal-target-draft" />
        </Descriptions.Item>
        <Descriptions.Item label={L.t('column.yearActual')}>
          <ActualLink value={org.yearActual} testId="goal-year-actual" onOpen={() => open(null, org.yearActual)} />
          {org.yearSource && ` (${L.t(`yearSource.${org.yearSource}`)})`}
        </Descriptions.Item>
        <Descriptions.Item label={L.t('column.status')}>
          <StatusTag status={org.yearStatus} partial={org.yearPartial} testId="goal-year-status" />
        </Descriptions.Item>
        <Descriptions.Item label={L.t('column.monthsReported')}>{`${org.monthsReported} / 12`}</Descriptions.Item>
      </Descriptions>
      <Card size="small" style={{ marginTop: 12 }}>
        <LazyGoalChart
          testId="goal-month-chart"
          unit="tCO2e"
          categories={rows.map((r) => L.month(r.month))}
          series={[
            bars(L.t('column.target'), BAR_COLOR.target, rows, (r) => r.target),
            bars(L.t('column.actual'), BAR_COLOR.actual, rows, (r) => r.actual),
          ]}
        />
      </Card>
      <Table<AchievementRow>
        style={{ marginTop: 12 }}
        size="small"
        rowKey="month"
        dataSource={rows}
        pagination={false}
        columns={[
          { key: 'month', title: L.t('column.month'), render: (_, r) => L.month(r.month) },
          {
            key: 'target',
            title: L.t('column.target'),
            align: 'right',
            render: (_, r) => <span title={r.target}>{formatFigure(r.target)}</span>,
          },
          ...monthActualColumns(L, (r) => open(r.month, r.actual)),
        ]}
      />
    </div>
  );
}
