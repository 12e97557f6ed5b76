import { Card, Col, Row, Statistic, Tag, Typography } from 'antd';
import { Decimal, type ForecastResult } from '@carbon/domain';
import { chartNumber, formatFigure, useGoalLabels } from '../shared/labels';
import { LazyGoalChart } from '../shared/lazy-goal-chart';

type Shape = ForecastResult['forecast'];

/**
 * The gap to target in words: an expected miss (above the cap) or headroom (below it); without a gap,
 * why: no control target, or (a target but nothing to forecast from) no forecast.
 */
function GapText({ gap, target }: { gap: string | null; target: string | null }) {
  const L = useGoalLabels();
  if (gap === null)
    return <span data-testid="goal-forecast-gap">{L.t(target === null ? 'forecast.noTarget' : 'forecast.noForecast')}</span>;
  const miss = new Decimal(gap).greaterThan(0);
  return (
    <Typography.Text type={miss ? 'danger' : 'success'} data-testid="goal-forecast-gap" title={gap}>
      {L.t(miss ? 'forecast.miss' : 'forecast.headroom', { value: formatFigure(new Decimal(gap).abs().toFixed()) })}
    </Typography.Text>
  );
}

/**
 * The year's forecast toward the cap (data-testid `goal-forecast`): the forecast total, the
 * target, the expected miss or headroom, whether the cap holds, how the months were estimated,
 * and the months (reported actuals, then the forecast). `gapChange`: what the what-if moved.
 */
export function ForecastCard({ shape, gapChange, whatIf }: { shape: Shape; gapChange?: string | null; whatIf: boolean }) {
  const L = useGoalLabels();
  const months = shape.months;
  return (
    <Card
      size="small"
      data-testid="goal-forecast"
      title={whatIf ? L.t('forecast.titleWhatIf') : L.t('forecast.title')}
      extra={
        shape.holds === null ? null : (
          <Tag color={shape.holds ? 'green' : 'red'} data-testid="goal-forecast-holds">
            {L.t(shape.holds ? 'forecast.holds' : 'forecast.breaks')}
          </Tag>
        )
      }
    >
      <Row gutter={16}>
        <Col span={6}>
          <Statistic
            title={L.t('forecast.total')}
            value={formatFigure(shape.total)}
            suffix="tCO2e"
            valueRender={(n) => <span data-testid="goal-forecast-total">{n}</span>}
          />
        </Col>
        <Col span={6}>
          <Statistic title={L.t('forecast.target')} value={formatFigure(shape.target)} suffix="tCO2e" />
        </Col>
        <Col span={6}>
          <Statistic title={L.t('forecast.gap')} valueRender={() => <GapText gap={shape.gap} target={shape.target} />} />
        </Col>
        <Col span={6}>
          <Statistic title={L.t('forecast.projectReduction')} value={formatFigure(shape.projectReduction)} suffix="tCO2e" />
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }} data-testid="goal-forecast-basis">
        {L.t(`forecast.basis.${shape.basis}`, { rate: formatFigure(shape.runRate) })}
        {shape.partial && <span data-testid="goal-forecast-partial">{` · ${L.t('forecast.partial')}`}</span>}
        {gapChange !== undefined && gapChange !== null && (
          <span data-testid="goal-whatif-gap-change">
            {' · '}
            {L.t(new Decimal(gapChange).isNegative() ? 'whatIf.closes' : 'whatIf.widens', {
              value: formatFigure(new Decimal(gapChange).abs().toFixed()),
            })}
          </span>
        )}
      </Typography.Paragraph>
      <LazyGoalChart
        testId="goal-forecast-chart"
        unit="tCO2e"
        height={240}
        categories={months.map((m) => L.month(m.month))}
        series={[
          { name: L.t('column.actual'), type: 'bar', data: months.map((m) => chartNumber(m.actual)), color: '#1677ff' },
          {
            name: L.t('forecast.month'),
            type: 'line',
            data: months.map((m) => (m.actual === null ? chartNumber(m.forecast) : null)),
            color: '#fa8c16',
            dashed: true,
          },
        ]}
      />
    </Card>
  );
}
