import { useState } from 'react';
import { Alert, Card, InputNumber, Space, Spin, Table, Typography } from 'antd';
import { DEFAULT_BASELINE_YEAR, type AchievementYearRow, type ActualSource } from '@carbon/domain';
import { useAchievementByYear } from '../api/achievement-api';
import { formatFigure, formatShare, useGoalLabels } from '../shared/labels';
import { StatusTag } from '../shared/status-tag';
import { ActualLink } from './actual-link';
import type { OpenedActual } from './sources-drawer';
import { BAR_COLOR, bars, LazyGoalChart } from '../shared/lazy-goal-chart';

/** A source's year when the server tells it (the by-year view's sources span several years). */
const yearOfSource = (s: ActualSource): number | undefined => (s as ActualSource & { year?: number }).year;

/**
 * Years against the baseline for one organisation (data-testid `goal-by-year`): target, actual,
 * state and the change from the baseline year's actual, as a table and a chart.
 */
export function ByYear({ orgId, year, onOpen }: { orgId: string; year: number; onOpen: (a: OpenedActual) => void }) {
  const L = useGoalLabels();
  const [from, setFrom] = useState(Math.min(DEFAULT_BASELINE_YEAR, year));
  const q = useAchievementByYear({ orgId, from, to: year });
  const d = q.data;
  const open = (r: AchievementYearRow) =>
    onOpen({
      orgName: d?.orgName ?? '',
      period: String(r.year),
      value: r.actual,
      sources: (d?.sources ?? []).filter((s) => s.orgId === orgId && (yearOfSource(s) ?? r.year) === r.year),
    });
  return (
    <div data-testid="goal-by-year">
      <Space style={{ marginBottom: 12 }}>
        <Typography.Text>{L.t('field.from')}</Typography.Text>
        <InputNumber data-testid="goal-from" min={1900} max={year} precision={0} value={from} onChange={(v) => v && setFrom(v)} />
        {d && (
          <Typography.Text type="secondary" data-testid="goal-baseline-actual">
            {L.t('byYear.baseline', { year: d.baselineYear, value: formatFigure(d.baselineActual) })}
          </Typography.Text>
        )}
      </Space>
      {q.error && <Alert type="error" showIcon message={q.error.message} />}
      {!d ? (
        q.isLoading && <Spin />
      ) : (
        <>
          <Card size="small">
            <LazyGoalChart
              testId="goal-year-chart"
              unit="tCO2e"
              categories={d.rows.map((r) => String(r.year))}
              series={[
                bars(L.t('column.target'), BAR_COLOR.target, d.rows, (r) => r.target),
                bars(L.t('column.actual'), BAR_COLOR.actual, d.rows, (r) => r.actual),
              ]}
            />
          </Card>
          <Table<AchievementYearRow>
            style={{ marginTop: 12 }}
            size="small"
            rowKey="year"
            dataSource={d.rows}
            pagination={false}
            columns={[
              { key: 'year', title: L.t('column.year'), dataIndex: 'year' },
              {
                key: 'target',
                title: L.t('column.target'),
                align: 'right',
                render: (_, r) => <span title={r.target ?? ''}>{formatFigure(r.target)}</span>,
              },
              {
                key: 'actual',
                title: L.t('column.actual'),
                align: 'right',
                render: (_, r) => <ActualLink value={r.actual} testId={`goal-year-actual-${r.year}`} onOpen={() => open(r)} />,
              },
              {
                key: 'status',
                title: L.t('column.status'),
                render: (_, r) => <StatusTag status={r.status} partial={r.partial} testId={`goal-year-status-${r.year}`} />,
              },
              {
                key: 'change',
                title: L.t('column.changeFromBaseline'),
                align: 'right',
                render: (_, r) => formatShare(r.changeFromBaseline),
              },
            ]}
          />
        </>
      )}
    </div>
  );
}
