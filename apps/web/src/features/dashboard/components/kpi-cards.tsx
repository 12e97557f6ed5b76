import { Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { changeOf, type DashboardSummary } from '@carbon/domain';
import type { DashboardLabels } from './labels';

/** The figures shown as cards, each opening its derivation. */
export const KPI_FIGURES = ['total', 'scope1', 'scope2Location', 'scope2Market', 'scope3'] as const;
export type KpiFigure = (typeof KPI_FIGURES)[number];

/** A change against a reference year, signed, or "data not reported". */
function Change({
  L,
  label,
  from,
  to,
  testId,
}: {
  L: DashboardLabels;
  label: string;
  from: string | null;
  to: string | null;
  testId: string;
}) {
  const ratio = changeOf(from, to);
  const type = ratio === null ? 'secondary' : Number(ratio) > 0 ? 'danger' : 'success';
  const text = ratio === null ? L.notReported : `${Number(ratio) > 0 ? '+' : ''}${L.percent(ratio)}`;
  return (
    <Typography.Text type={type} style={{ fontSize: 12 }}>
      {label}: <span data-testid={testId}>{text}</span>
    </Typography.Text>
  );
}

/**
 * Total, scope 1, scope 2 (location- and market-based) and scope 3 of the year, against last year
 * and the base year (data-testid `dash-kpi-<figure>`); a click opens the derivation.
 */
export function KpiCards({ s, L, onOpen }: { s: DashboardSummary; L: DashboardLabels; onOpen: (f: KpiFigure) => void }) {
  return (
    <Row gutter={[12, 12]}>
      {KPI_FIGURES.map((f) => (
        <Col key={f} xs={24} sm={12} lg={f === 'total' ? 8 : 4} style={{ flexGrow: 1 }}>
          <Card hoverable size="small" onClick={() => onOpen(f)} data-testid={`dash-kpi-${f}-card`}>
            <Statistic
              title={L.t(`figure.${f}`)}
              valueRender={() => (
                <span data-testid={`dash-kpi-${f}`} title={s[f] ?? ''}>
                  {s[f] === null ? (
                    <Typography.Text type="secondary">{L.notReported}</Typography.Text>
                  ) : (
                    <>
                      {L.amount(s[f])} <small>tCO2e</small>
                    </>
                  )}
                </span>
              )}
            />
            <Space direction="vertical" size={0}>
              <Change L={L} label={L.t('vsLastYear')} from={s.lastYear?.[f] ?? null} to={s[f]} testId={`dash-kpi-${f}-lastYear`} />
              <Change
                L={L}
                label={s.baseYear ? L.t('vsBaseYear', { year: s.baseYear.year }) : L.t('vsBaseYearNone')}
                from={s.baseYear?.[f] ?? null}
                to={s[f]}
                testId={`dash-kpi-${f}-baseYear`}
              />
            </Space>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
