import { Card, Col, Row, Table, Typography } from 'antd';
import { OFFSET_STANDARD, type ReportDetail } from '@carbon/domain';
import { Figure } from './figure';
import { enumText, formatFigure, useReportLabels } from './labels';

type Gas = ReportDetail['gases'][number];
type Offset = ReportDetail['offsets']['items'][number];

/**
 * Emissions per gas (the Kyoto basket + NF3, and CO2e for results quoted only in CO2e), each
 * tCO2e figure opening its derivation; biogenic CO2 and the offsets apart, never netted.
 */
export function GasesCard({ detail }: { detail: ReportDetail }) {
  const L = useReportLabels();
  return (
    <Card size="small" title={L.t('gases.title')}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Table<Gas>
            data-testid="report-gases"
            size="small"
            rowKey="gas"
            pagination={false}
            dataSource={detail.gases}
            columns={[
              { title: L.t('gases.gas'), key: 'gas', render: (_, g) => <span data-testid={`gas-name-${g.gas}`}>{L.gas(g.gas)}</span> },
              {
                title: L.t('gases.massT'),
                key: 'mass',
                align: 'right',
                render: (_, g) => (g.gas === 'CO2e' ? '—' : <span title={g.massT}>{formatFigure(g.massT)}</span>),
              },
              {
                title: L.t('gases.tco2e'),
                key: 'tco2e',
                align: 'right',
                render: (_, g) => <Figure figure={`gas:${g.gas}`} value={g.tco2e} />,
              },
            ]}
          />
        </Col>
        <Col xs={24} lg={10}>
          <Typography.Paragraph>
            {L.td('report.figure.biogenicCo2')}: <Figure figure={null} value={detail.biogenicCo2} suffix=" tCO2" />
          </Typography.Paragraph>
          <Typography.Paragraph>
            {L.td('report.figure.offsets')}: <Figure figure={null} value={detail.offsets.total} suffix=" tCO2e" />
          </Typography.Paragraph>
          {detail.offsets.items.length > 0 && (
            <Table<Offset>
              data-testid="report-offset-items"
              size="small"
              rowKey={(o) => `${o.name}-${o.standard}-${o.tco2e}`}
              pagination={false}
              dataSource={detail.offsets.items}
              columns={[
                { title: L.t('offsets.name'), dataIndex: 'name' },
                { title: L.t('offsets.standard'), key: 'standard', render: (_, o) => enumText(L.td, OFFSET_STANDARD, o.standard) },
                { title: L.t('offsets.tco2e'), key: 'tco2e', align: 'right', render: (_, o) => <Figure figure={null} value={o.tco2e} /> },
              ]}
            />
          )}
        </Col>
      </Row>
    </Card>
  );
}
