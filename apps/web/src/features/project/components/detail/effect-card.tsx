import { useMemo } from 'react';
import { formatAxisNumber } from '../../../../lib/format';
import { Alert, Card, Descriptions, Tag } from 'antd';
// The ES module: the CommonJS `lib/core` reaches the production build wrapped as `{ default }`.
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { EVALUATION_MONTHS, type ProjectDetail } from '@carbon/domain';
import { formatFigure, formatShare, useProjectLabels, type ProjectLabels } from '../labels';

// Only the parts this chart draws (tree-shaken; the project chunk carries them).
echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

type Effect = ProjectDetail['effect'];

/**
 * The chart's option: estimated and realised tCO2e per month, cumulative. The numbers are drawn
 * as floating point (display only); the tooltip shows the rounded decimal figures.
 */
export function effectOption(effect: Effect, L: Pick<ProjectLabels, 't'>) {
  const months = effect.rows.map((r) => r.month);
  const expected = L.t('effect.expected');
  const realised = L.t('effect.realised');
  return {
    grid: { left: 8, right: 24, top: 40, bottom: 8, containLabel: true },
    legend: { data: [expected, realised] },
    tooltip: {
      trigger: 'axis',
      formatter: (ps: { dataIndex: number }[]) => {
        const row = effect.rows[ps[0]?.dataIndex ?? -1];
        if (!row) return '';
        const unit = L.t('unit.tco2e');
        return `${row.month}<br/>${expected}: ${formatFigure(row.cumulativeExpected)} ${unit}<br/>${realised}: ${formatFigure(row.cumulativeRealised)} ${unit}`;
      },
    },
    xAxis: { type: 'category', data: months },
    yAxis: { type: 'value', name: L.t('unit.tco2e'), axisLabel: { formatter: formatAxisNumber } },
    series: [
      { name: expected, type: 'line', data: effect.rows.map((r) => Number(r.cumulativeExpected)), lineStyle: { type: 'dashed' } },
      { name: realised, type: 'line', data: effect.rows.map((r) => Number(r.cumulativeRealised)) },
    ],
  };
}

/**
 * The effect evaluation (`project-effect`): realised against estimated tCO2e over the measured
 * months, as a figure ("realised 83% of estimated") and a cumulative chart; a warning when the
 * project realises less than the threshold share.
 */
export function EffectCard({ effect, energyUnit }: { effect: Effect; energyUnit: string | null }) {
  const L = useProjectLabels();
  const option = useMemo(() => effectOption(effect, L), [effect, L]);
  const unit = L.t('unit.tco2e');
  return (
    <Card size="small" title={L.t('effect.title')} data-testid="project-effect">
      {effect.months === 0 ? (
        <Alert type="info" showIcon message={L.t('effect.noData')} data-testid="project-effect-empty" />
      ) : (
        <>
          {effect.ratio !== null && (
            <Alert
              type={effect.flagged ? 'warning' : 'success'}
              showIcon
              style={{ marginBottom: 12 }}
              data-testid="project-effect-ratio"
              message={L.t('effect.ratio', { pct: formatShare(effect.ratio) })}
              description={
                effect.flagged ? (
                  <span data-testid="project-effect-flagged">{L.t('effect.flagged', { threshold: formatShare(effect.threshold) })}</span>
                ) : undefined
              }
            />
          )}
          <Descriptions size="small" column={{ xs: 1, md: 4 }}>
            <Descriptions.Item label={L.t('effect.months')}>
              <span data-testid="project-effect-months">
                {effect.months} / {EVALUATION_MONTHS}
              </span>
              {effect.complete && <Tag color="green">{L.t('effect.complete')}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={L.t('effect.realisedReduction')}>
              <span data-testid="project-effect-realised">{`${formatFigure(effect.realisedReduction)} ${unit}`}</span>
            </Descriptions.Item>
            <Descriptions.Item label={L.t('effect.expectedReduction')}>
              <span data-testid="project-effect-expected">{`${formatFigure(effect.expectedReduction)} ${unit}`}</span>
            </Descriptions.Item>
            <Descriptions.Item label={L.t('effect.realisedEnergySaved')}>
              {`${formatFigure(effect.realisedEnergySaved)} ${energyUnit ?? ''}`.trim()}
            </Descriptions.Item>
          </Descriptions>
          <div data-testid="project-effect-chart">
            <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 280 }} opts={{ renderer: 'svg' }} />
          </div>
        </>
      )}
    </Card>
  );
}
