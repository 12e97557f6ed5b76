import { useState } from 'react';
import { Alert, Card, Descriptions, InputNumber, Space, Spin, Tag, Typography } from 'antd';
import { Decimal } from '@carbon/domain';
import { useTrajectory } from '../api/achievement-api';
import { chartNumber, formatFigure, formatShare, useGoalLabels } from '../shared/labels';
import { LazyGoalChart } from '../shared/lazy-goal-chart';

/** A percentage typed (2 = 2 %) as the fraction the server takes ("0.02"); undefined when empty. */
const fractionOf = (percent: number | null): string | undefined =>
  percent === null ? undefined : new Decimal(percent).dividedBy(100).toDecimalPlaces(10).toFixed();

/**
 * The long-term trajectory (data-testid `goal-trajectory`): from the baseline year to a target
 * year, the actuals against the SBTi 1.5 °C absolute-contraction line (4.2 % of the base year a
 * year) and business as usual, with the annual rate the organisation's own target needs.
 */
export function TrajectoryPanel({ orgId, year }: { orgId: string; year: number }) {
  const L = useGoalLabels();
  const [targetYear, setTargetYear] = useState(Math.max(2030, year));
  const [growth, setGrowth] = useState<number | null>(null);
  const q = useTrajectory({ orgId, targetYear, bauGrowth: fractionOf(growth) });
  const d = q.data;
  return (
    <Card size="small" title={L.t('trajectory.title')} data-testid="goal-trajectory">
      <Space wrap style={{ marginBottom: 12 }}>
        <Typography.Text>{L.t('field.targetYear')}</Typography.Text>
        <InputNumber
          data-testid="goal-target-year"
          min={1901}
          max={9999}
          precision={0}
          value={targetYear}
          onChange={(v) => v && setTargetYear(v)}
        />
        <Typography.Text>{L.t('field.bauGrowth')}</Typography.Text>
        <InputNumber data-testid="goal-bau-growth" min={-100} max={100} step={0.5} value={growth} addonAfter="%" onChange={setGrowth} />
      </Space>
      {q.error && <Alert type="error" showIcon message={q.error.message} />}
      {!d ? (
        q.isLoading && <Spin />
      ) : (
        <>
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label={L.t('trajectory.baseline')}>
              <span data-testid="goal-trajectory-baseline">
                {`${d.baselineYear} · ${formatFigure(d.baseline)} tCO2e`} ({L.t(`trajectory.source.${d.baselineSource}`)})
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={L.t('trajectory.target', { year: d.targetYear })}>{formatFigure(d.target)}</Descriptions.Item>
            <Descriptions.Item label={L.t('trajectory.sbtiTarget', { year: d.targetYear })}>{formatFigure(d.sbtiTarget)}</Descriptions.Item>
            <Descriptions.Item label={L.t('trajectory.required')}>
              <span data-testid="goal-trajectory-required">{formatShare(d.requiredAnnualRate)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={L.t('trajectory.sbtiRate')}>{formatShare(d.sbtiRate)}</Descriptions.Item>
            <Descriptions.Item label={L.t('trajectory.meets')}>
              {d.meetsSbti === null ? (
                '—'
              ) : (
                <Tag color={d.meetsSbti ? 'green' : 'orange'} data-testid="goal-trajectory-meets">
                  {L.t(d.meetsSbti ? 'trajectory.aligned' : 'trajectory.notAligned')}
                </Tag>
              )}
            </Descriptions.Item>
          </Descriptions>
          <LazyGoalChart
            testId="goal-trajectory-chart"
            unit="tCO2e"
            categories={d.years.map((y) => String(y.year))}
            series={[
              { name: L.t('column.actual'), type: 'bar', data: d.years.map((y) => chartNumber(y.actual)), color: '#1677ff' },
              {
                name: L.t('trajectory.sbtiLine'),
                type: 'line',
                data: d.years.map((y) => chartNumber(y.sbti)),
                color: '#52c41a',
                dashed: true,
              },
              { name: L.t('trajectory.bauLine'), type: 'line', data: d.years.map((y) => chartNumber(y.bau)), color: '#8c8c8c' },
              {
                name: L.t('trajectory.targetLine'),
                type: 'line',
                data: d.years.map((y) => chartNumber(y.target)),
                color: '#f5222d',
                dashed: true,
              },
            ]}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {L.t('trajectory.sbtiNote')}
          </Typography.Paragraph>
        </>
      )}
    </Card>
  );
}
