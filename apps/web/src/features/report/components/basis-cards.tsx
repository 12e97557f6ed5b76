import { Card, Col, Descriptions, Empty, Row, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMISSION_SCOPE, type ReportDetail, type ScopeTotals } from '@carbon/domain';
import { SOURCE_INPUT_NS } from '../../../components/source-input';
import { Figure } from './figure';
import { enumText, formatFigure, useReportLabels } from './labels';

type Factor = ReportDetail['factors'][number];
type Method = ReportDetail['methods'][number];
type Item = { item: string; reason: string };

const qualityText = (L: ReturnType<typeof useReportLabels>, q: { score: string | null; level: number | null }) =>
  q.score === null ? '—' : `${formatFigure(q.score)} · ${L.quality(q.level)}`;

/** The data-quality score and its level 1–5 (spec §5), overall and per scope. */
export function QualityCard({ detail }: { detail: ReportDetail }) {
  const L = useReportLabels();
  return (
    <Card size="small" title={L.t('quality.title')}>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={L.t('quality.overall')}>
          <span data-testid="report-quality">{qualityText(L, detail.dataQuality)}</span>
        </Descriptions.Item>
        {detail.dataQualityByScope.map((q) => (
          <Descriptions.Item key={q.scope} label={enumText(L.td, EMISSION_SCOPE, q.scope)}>
            <span data-testid={`report-quality-scope-${q.scope}`}>{qualityText(L, q)}</span>
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Card>
  );
}

/** The methodologies (each source type used) and every factor with its source, version and region. */
export function MethodsCard({ detail }: { detail: ReportDetail }) {
  const L = useReportLabels();
  const { t: ts } = useTranslation(SOURCE_INPUT_NS);
  return (
    <Card size="small" title={L.t('methods.title')} extra={<Tag>{L.t('methods.gwpSet', { set: detail.gwpSet || '—' })}</Tag>}>
      <Table<Method>
        data-testid="report-methods"
        size="small"
        rowKey="sourceType"
        pagination={false}
        dataSource={detail.methods}
        columns={[
          { title: L.t('methods.sourceType'), key: 'type', render: (_, m) => ts(`type.${m.sourceType}`) },
          { title: L.t('methods.entries'), dataIndex: 'entries', align: 'right', width: 100 },
        ]}
      />
      <Table<Factor>
        data-testid="report-factors"
        size="small"
        style={{ marginTop: 12 }}
        rowKey={(f) => `${f.factorId ?? ''}-${f.code ?? ''}-${f.version ?? ''}`}
        pagination={detail.factors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        dataSource={detail.factors}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: L.t('factors.name'), key: 'name', render: (_, f) => f.name ?? f.code ?? L.t('factors.entered') },
          { title: L.t('factors.code'), key: 'code', render: (_, f) => f.code ?? '—' },
          { title: L.t('factors.version'), key: 'version', render: (_, f) => f.version ?? '—' },
          { title: L.t('factors.value'), key: 'value', align: 'right', render: (_, f) => (f.value === null ? '—' : f.value) },
          { title: L.t('factors.unit'), key: 'unit', render: (_, f) => f.unit ?? '—' },
          { title: L.t('factors.source'), key: 'source', render: (_, f) => f.source ?? '—' },
          { title: L.t('factors.region'), key: 'region', render: (_, f) => f.region ?? '—' },
          { title: L.t('factors.entries'), dataIndex: 'entries', align: 'right' },
        ]}
      />
    </Card>
  );
}

const BASE_TOTALS: readonly (keyof ScopeTotals)[] = ['scope1', 'scope2Location', 'scope2Market', 'scope3', 'total', 'totalMarket'];

/** The base year (2020 by default), its figures, and whether and why it was recalculated. */
export function BaseYearCard({ detail }: { detail: ReportDetail }) {
  const L = useReportLabels();
  const b = detail.baseYear;
  return (
    <Card size="small" title={L.t('baseYear.title', { year: b.year })} data-testid="report-base-year">
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={L.t('baseYear.recalculated')}>{L.t(b.recalculated ? 'yes' : 'no')}</Descriptions.Item>
        {b.note && <Descriptions.Item label={L.t('baseYear.note')}>{b.note}</Descriptions.Item>}
        {b.totals &&
          BASE_TOTALS.map((k) => (
            <Descriptions.Item key={k} label={L.td(`report.figure.${k}`)}>
              <Figure figure={null} value={b.totals![k]} suffix=" tCO2e" />
            </Descriptions.Item>
          ))}
      </Descriptions>
      {!b.totals && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={L.t('baseYear.none')} />}
    </Card>
  );
}

function ItemTable({ items, testId, title }: { items: Item[]; testId: string; title: string }) {
  const L = useReportLabels();
  return (
    <Table<Item>
      data-testid={testId}
      size="small"
      title={() => title}
      rowKey={(x) => `${x.item}-${x.reason}`}
      pagination={false}
      dataSource={items}
      locale={{ emptyText: L.t('none') }}
      columns={[
        { title: L.t('exclusions.item'), dataIndex: 'item' },
        { title: L.t('exclusions.reason'), dataIndex: 'reason' },
      ]}
    />
  );
}

/** Exclusions and significant indirect emissions, each with the reason the task recorded. */
export function ExclusionsCard({ detail }: { detail: ReportDetail }) {
  const L = useReportLabels();
  return (
    <Card size="small" title={L.t('exclusions.title')}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ItemTable items={detail.exclusions} testId="report-exclusions" title={L.t('exclusions.excluded')} />
        </Col>
        <Col xs={24} lg={12}>
          <ItemTable items={detail.significantIndirect} testId="report-significant" title={L.t('exclusions.significant')} />
        </Col>
      </Row>
    </Card>
  );
}
