import { useMemo, type HTMLAttributes } from 'react';
import { Alert, Card, Col, Empty, Row, Space, Spin, Statistic, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { useMacc } from '../api/project-overview-api';
import { caseDetailPath, formatFigure, useOverviewLabels } from './labels';
import { maccRects, MACC_COLORS, type MaccRect } from './macc';
import { MaccChart } from './macc-chart';
import { OverviewFilter, useOverviewQuery } from './overview-filter';

const PAGE_SIZE = 20;

/** The bars ranked as on the curve, cheapest first; each name opens its project. */
function MaccTable({ rects }: { rects: readonly MaccRect[] }) {
  const L = useOverviewLabels();
  const figure = (value: string | null) => <span title={value ?? undefined}>{formatFigure(value)}</span>;
  return (
    <Table<MaccRect>
      data-testid="macc-table"
      size="small"
      rowKey={(r) => r.bar.id}
      dataSource={[...rects]}
      pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
      onRow={(r) => ({ 'data-testid': `macc-row-${r.bar.id}` }) as HTMLAttributes<HTMLElement>}
      columns={[
        { title: L.t('macc.column.rank'), key: 'rank', width: 56, render: (_, __, i) => i + 1 },
        {
          title: L.t('macc.column.project'),
          key: 'name',
          render: (_, r) => (
            <Space direction="vertical" size={0}>
              <Link to={caseDetailPath(r.bar.id)} data-testid={`macc-link-${r.bar.id}`}>
                {r.bar.name}
              </Link>
              <Typography.Text type="secondary">{r.bar.number}</Typography.Text>
            </Space>
          ),
        },
        { title: L.t('macc.column.reduction'), key: 'reduction', align: 'right', render: (_, r) => figure(r.bar.annualCarbonReduction) },
        {
          title: L.t('macc.column.cost'),
          key: 'cost',
          align: 'right',
          render: (_, r) => <span style={{ color: r.color }}>{figure(r.bar.abatementCost)}</span>,
        },
        { title: L.t('macc.column.cumulative'), key: 'cumulative', align: 'right', render: (_, r) => figure(r.bar.cumulativeEnd) },
      ]}
    />
  );
}

/**
 * /ProjectEmissionReduction/projectList[?orgId=&year=] (data-testid `macc-page`): the marginal
 * abatement cost curve of an organisation's subtree and year: each project a bar as wide as its
 * annual reduction and as high as its abatement cost, cheapest first, beside the ranked table.
 */
export function MaccPage() {
  const L = useOverviewLabels();
  const { query } = useOverviewQuery();
  const macc = useMacc(query);
  const rects = useMemo(() => (macc.data ? maccRects(macc.data) : []), [macc.data]);
  const saving = rects.filter((r) => r.cost < 0);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="macc-page">
      <Card size="small">
        <OverviewFilter testId="macc-filter" />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {L.t('macc.hint')}
        </Typography.Paragraph>
      </Card>
      {macc.error && <Alert type="error" showIcon message={<span data-testid="macc-error">{macc.error.message}</span>} />}
      {macc.isLoading && <Spin />}
      {macc.data && (
        <>
          <Card size="small">
            <Space size="large" wrap>
              <Statistic
                title={L.t('macc.summary.projects')}
                value={rects.length}
                valueRender={() => <span data-testid="macc-count">{rects.length}</span>}
              />
              <Statistic
                title={`${L.t('macc.summary.total')} (${L.t('unit.reduction')})`}
                value={macc.data.totalReduction}
                valueRender={() => <span data-testid="macc-total">{formatFigure(macc.data.totalReduction)}</span>}
              />
              <Statistic
                title={L.t('macc.summary.saving')}
                value={saving.length}
                valueStyle={{ color: MACC_COLORS.saving }}
                valueRender={() => <span data-testid="macc-saving">{saving.length}</span>}
              />
            </Space>
          </Card>
          {rects.length === 0 ? (
            <Card size="small">
              <Empty data-testid="macc-empty" description={L.t('macc.empty')} />
            </Card>
          ) : (
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={14}>
                <Card size="small" title={L.t('macc.chartTitle')}>
                  <MaccChart rects={rects} totalReduction={macc.data.totalReduction} />
                </Card>
              </Col>
              <Col xs={24} xl={10}>
                <Card size="small" title={L.t('macc.tableTitle')}>
                  <MaccTable rects={rects} />
                </Card>
              </Col>
            </Row>
          )}
        </>
      )}
    </Space>
  );
}
