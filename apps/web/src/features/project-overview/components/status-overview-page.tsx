import { useMemo } from 'react';
import { Card, Col, Row } from 'antd';
import { THREE_R, type ProjectStatusOverview, type ThreeR } from '@carbon/domain';
import { useStatusOverview } from '../api/project-overview-api';
import { FigureTable, type FigureRow, type Measure } from './figure-table';
import { useOverviewLabels, type OverviewLabels } from './labels';
import { BarChartCard, COLORS, PieChartCard } from './overview-charts';
import { OrgCell } from './org-cell';
import { useOverviewQuery } from './overview-filter';
import { OverviewFrame } from './overview-frame';

type Counted = { count: number; reduction: string };
type Group = { key: string; label: string } & Counted;
type Tab = 'status' | 'stage' | 'threeR' | 'year';
const TABS: readonly Tab[] = ['status', 'stage', 'threeR', 'year'];

const threeRKey = (code: ThreeR | null) => code ?? 'none';

/** The groups of each breakdown, labelled: statuses, stages, 3R classes, years. */
function groupsOf(data: ProjectStatusOverview, L: OverviewLabels): Record<Tab, Group[]> {
  return {
    status: data.byStatus.map((s) => ({ key: s.status, label: L.status(s.status), count: s.count, reduction: s.reduction })),
    stage: data.byStage.map((s) => ({ key: s.stage, label: L.stage(s.stage), count: s.count, reduction: s.reduction })),
    threeR: data.byThreeR.map((s) => ({ key: threeRKey(s.threeR), label: L.threeR(s.threeR), count: s.count, reduction: s.reduction })),
    year: data.byYear.map((s) => ({ key: String(s.year ?? 'none'), label: L.year(s.year), count: s.count, reduction: s.reduction })),
  };
}

const rowsOf = (groups: readonly Group[]): FigureRow[] =>
  groups.map((g) => ({ key: g.key, label: g.label, values: { count: g.count, reduction: g.reduction } }));

/** One breakdown: its chart (counts and reduction on two axes; the 3R classes as a pie) beside its table. */
function Breakdown({ tab, groups, measures }: { tab: Tab; groups: Group[]; measures: Measure[] }) {
  const L = useOverviewLabels();
  const chart =
    tab === 'threeR' ? (
      <PieChartCard
        testId={`status-chart-${tab}`}
        title={L.t('status.chart.threeR')}
        unit={L.t('unit.reduction')}
        slices={groups.map((g) => ({ name: g.label, value: g.reduction, color: COLORS[g.key as ThreeR | 'none'] ?? COLORS.none }))}
      />
    ) : (
      <BarChartCard
        testId={`status-chart-${tab}`}
        title={L.t(`status.chart.${tab}`)}
        categories={groups.map((g) => g.label)}
        axes={[L.t('unit.projects'), L.t('unit.reduction')]}
        series={[
          { name: L.t('measure.count'), values: groups.map((g) => String(g.count)), color: COLORS.count, decimals: 0 },
          { name: L.t('measure.reduction'), values: groups.map((g) => g.reduction), color: COLORS.reduction, axis: 1 },
        ]}
      />
    );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        {chart}
      </Col>
      <Col xs={24} xl={10}>
        <FigureTable testId={`status-table-${tab}`} groupTitle={L.t(`status.group.${tab}`)} measures={measures} rows={rowsOf(groups)} />
      </Col>
    </Row>
  );
}

/** Per child organisation: counts and reduction, by 3R class; a row expands into its statuses. */
function OrgBreakdown({ data, measures }: { data: ProjectStatusOverview; measures: Measure[] }) {
  const L = useOverviewLabels();
  const classes = [...THREE_R, ...(data.byThreeR.some((s) => s.threeR === null) ? [null] : [])];
  const rows: FigureRow[] = data.byOrg.map((o) => ({
    key: o.orgId,
    label: <OrgCell row={o} testId="status-org" />,
    values: {
      count: o.count,
      reduction: o.reduction,
      ...Object.fromEntries(classes.map((c) => [threeRKey(c), o.byThreeR.find((s) => s.threeR === c)?.reduction ?? '0'])),
    },
  }));
  const expand = (orgId: string) => {
    const org = data.byOrg.find((o) => o.orgId === orgId);
    const groups = (org?.byStatus ?? []).filter((s) => s.count > 0);
    return (
      <FigureTable
        testId={`status-org-statuses-${orgId}`}
        groupTitle={L.t('status.group.status')}
        measures={measures}
        rows={rowsOf(groups.map((s) => ({ key: s.status, label: L.status(s.status), count: s.count, reduction: s.reduction })))}
      />
    );
  };
  return (
    <Card size="small" title={L.t('status.byOrg')}>
      <FigureTable
        testId="status-by-org"
        groupTitle={L.t('column.org')}
        rows={rows}
        expand={expand}
        measures={[...measures, ...classes.map((c) => ({ key: threeRKey(c), title: `${L.threeR(c)} (${L.t('unit.reduction')})` }))]}
      />
    </Card>
  );
}

/**
 * /ProjectEmissionReduction/Project_OAA/Project[?orgId=&year=] (data-testid `status-overview-page`):
 * the status overview of an organisation's projects: counts and annual reduction by status, stage,
 * 3R class and year, with charts, and per child organisation (drill down).
 */
export function StatusOverviewPage() {
  const L = useOverviewLabels();
  const { query } = useOverviewQuery();
  const overview = useStatusOverview(query);
  const data = overview.data;
  const groups = useMemo(() => data && groupsOf(data, L), [data, L]);
  const measures: Measure[] = [
    { key: 'count', title: L.t('measure.count') },
    { key: 'reduction', title: `${L.t('measure.reduction')} (${L.t('unit.reduction')})` },
  ];
  return (
    <OverviewFrame
      prefix="status"
      overview={overview}
      totals={data && measures.map((m) => ({ ...m, value: data.total[m.key as keyof Counted] }))}
      tabs={TABS}
      breakdown={(k) => groups && <Breakdown tab={k} groups={groups[k]} measures={measures} />}
    >
      {data && <OrgBreakdown data={data} measures={measures} />}
    </OverviewFrame>
  );
}
