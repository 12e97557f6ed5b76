import { Card, Table, Typography } from 'antd';
import type { AchievementOrg, AchievementResult, AchievementRow, MonthAchievementStatus } from '@carbon/domain';
import { formatFigure, useGoalLabels } from '../shared/labels';
import { StatusTag } from '../shared/status-tag';
import { ActualLink, DraftTag, monthActualColumns, useOpenActual } from './actual-link';
import type { OpenedActual } from './sources-drawer';
import { BAR_COLOR, bars, LazyGoalChart } from '../shared/lazy-goal-chart';

/** The months' states with their counts: met, not met and not reported always, "annual data only" when there are any. */
const monthStates = (rows: AchievementRow[]): [MonthAchievementStatus, number][] =>
  (['met', 'notMet', 'notReported', 'annualOnly'] as const)
    .map((s): [MonthAchievementStatus, number] => [s, rows.filter((r) => r.status === s).length])
    .filter(([s, n]) => s !== 'annualOnly' || n > 0);

type Props = { data: AchievementResult; onOpen: (a: OpenedActual) => void; onDrill: (org: AchievementOrg) => void };

/**
 * The organisation and its direct children for the year (data-testid `goal-by-org`): annual
 * target, actual and state per organisation, a chart, each row expanding to its months; a child
 * with organisations below it drills down.
 */
export function ByOrg({ data, onOpen, onDrill }: Props) {
  const L = useGoalLabels();
  const open = useOpenActual(data, onOpen);
  const months = (org: AchievementOrg) => (
    <Table<AchievementRow>
      size="small"
      rowKey="month"
      pagination={false}
      dataSource={data.rows.filter((r) => r.orgId === org.orgId).sort((a, b) => a.month - b.month)}
      columns={[
        { key: 'month', title: L.t('column.month'), render: (_, r) => L.month(r.month) },
        { key: 'target', title: L.t('column.target'), align: 'right', render: (_, r) => formatFigure(r.target) },
        ...monthActualColumns(L, (r) => open(org, r.month, r.actual)),
      ]}
    />
  );
  return (
    <div data-testid="goal-by-org">
      <Card size="small">
        <LazyGoalChart
          testId="goal-org-chart"
          unit="tCO2e"
          categories={data.orgs.map((o) => o.orgName)}
          series={[
            bars(L.t('column.annualTarget'), BAR_COLOR.target, data.orgs, (o) => o.annual),
            bars(L.t('column.yearActual'), BAR_COLOR.actual, data.orgs, (o) => o.yearActual),
          ]}
        />
      </Card>
      <Table<AchievementOrg>
        style={{ marginTop: 12 }}
        size="small"
        rowKey="orgId"
        dataSource={data.orgs}
        pagination={false}
        expandable={{ expandedRowRender: months }}
        columns={[
          {
            key: 'org',
            title: L.t('column.org'),
            render: (_, o) =>
              o.hasChildren && o.orgId !== data.orgId ? (
                <Typography.Link data-testid={`goal-drill-${o.orgId}`} onClick={() => onDrill(o)}>
                  {o.orgName}
                </Typography.Link>
              ) : (
                o.orgName
              ),
          },
          {
            key: 'annual',
            title: L.t('column.annualTarget'),
            align: 'right',
            render: (_, o) => (
              <>
                <span title={o.annual}>{formatFigure(o.annual)}</span>
                <DraftTag state={o.targetState} testId={`goal-target-draft-${o.orgId}`} />
              </>
            ),
          },
          {
            key: 'actual',
            title: L.t('column.yearActual'),
            align: 'right',
            render: (_, o) => (
              <ActualLink value={o.yearActual} testId={`goal-org-actual-${o.orgId}`} onOpen={() => open(o, null, o.yearActual)} />
            ),
          },
          {
            key: 'status',
            title: L.t('column.status'),
            render: (_, o) => <StatusTag status={o.yearStatus} partial={o.yearPartial} testId={`goal-org-status-${o.orgId}`} />,
          },
          {
            key: 'months',
            title: L.t('column.monthStates'),
            render: (_, o) => (
              <span data-testid={`goal-org-months-${o.orgId}`}>
                {monthStates(data.rows.filter((r) => r.orgId === o.orgId))
                  .map(([s, n]) => `${L.status(s)} ${n}`)
                  .join(' · ')}
              </span>
            ),
          },
        ]}
      />
    </div>
  );
}
