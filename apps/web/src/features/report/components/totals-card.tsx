import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { ReportDetail, ScopeTotals } from '@carbon/domain';
import { Figure } from './figure';
import { useReportLabels } from './labels';

/** The totals in the order a GHG Protocol / ISO 14064-1 report states them. */
const TOTALS: readonly (keyof ScopeTotals)[] = ['scope1', 'scope2Location', 'scope2Market', 'scope3', 'total', 'totalMarket'];

/**
 * Scope 1, scope 2 location- and market-based, scope 3 and the two totals; each figure
 * (data-testid `figure-<key>`) opens its derivation (the market-based total: scope 1 + scope 2
 * market-based + scope 3). Biogenic CO2 and offsets apart.
 */
export function TotalsCard({ detail }: { detail: ReportDetail }) {
  const L = useReportLabels();
  return (
    <Card
      size="small"
      title={L.t('totals.title')}
      data-testid="report-totals"
      extra={<Typography.Text type="secondary">{L.t('totals.hint')}</Typography.Text>}
    >
      <Row gutter={[16, 16]}>
        {TOTALS.map((k) => (
          <Col xs={12} md={8} xl={4} key={k}>
            <Statistic
              title={L.td(`report.figure.${k}`)}
              value={detail.totals[k]}
              valueRender={() => <Figure figure={k} value={detail.totals[k]} strong={k.startsWith('total')} />}
              suffix="tCO2e"
            />
          </Col>
        ))}
        <Col xs={12} md={8} xl={4}>
          <Statistic
            title={L.td('report.figure.biogenicCo2')}
            value={detail.biogenicCo2}
            valueRender={() => (
              <span data-testid="report-biogenic">
                <Figure figure={null} value={detail.biogenicCo2} />
              </span>
            )}
            suffix="tCO2"
          />
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Statistic
            title={L.td('report.figure.offsets')}
            value={detail.offsets.total}
            valueRender={() => (
              <span data-testid="report-offsets">
                <Figure figure={null} value={detail.offsets.total} />
              </span>
            )}
            suffix="tCO2e"
          />
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Statistic title={L.t('totals.entryCount')} value={detail.entryCount} />
        </Col>
        <Col xs={12} md={8} xl={4}>
          <Statistic title={L.t('totals.gwpSet')} value={detail.gwpSet || '—'} />
        </Col>
      </Row>
    </Card>
  );
}
