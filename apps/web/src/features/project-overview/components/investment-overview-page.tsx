import { useMemo } from 'react';
import { Col, Row } from 'antd';
import type { ProjectInvestmentOverview } from '@carbon/domain';
import { ExportButton } from '../../../components/export-button';
import { usePerm } from '../../../components/use-perm';
import { projectOverviewApi, useInvestmentOverview } from '../api/project-overview-api';
import { FigureTable, type FigureRow, type Measure } from './figure-table';
import { useOverviewLabels, type OverviewLabels } from './labels';
import { BarChartCard, COLORS } from './overview-charts';
import { OrgCell } from './org-cell';
import { useOverviewQuery } from './overview-filter';
import { OverviewFrame } from './overview-frame';

type Money = { count: number; investment: string; annualBenefit: string; reduction: string };
type Group = { key: string; label: string; cell?: FigureRow['label']; drill?: string } & Money;
type Tab = 'org' | 'year' | 'technology';
const TABS: readonly Tab[] = ['org', 'year', 'technology'];

/** The groups of each breakdown, labelled: child organisations, years, technologies. */
function groupsOf(data: ProjectInvestmentOverview, L: OverviewLabels): Record<Tab, Group[]> {
  const money = (m: Money): Money => ({ count: m.count, investment: m.investment, annualBenefit: m.annualBenefit, reduction: m.reduction });
  return {
    org: data.byOrg.map((o) => ({
      key: o.orgId,
      label: L.org(o),
      cell: <OrgCell row={o} testId="investment-org" />,
      ...(o.self ? {} : { drill: o.orgId }),
      ...money(o),
    })),
    year: data.byYear.map((y) => ({ key: String(y.year ?? 'none'), label: L.year(y.year), ...money(y) })),
    technology: data.byTechnology.map((x) => ({ key: x.technology ?? 'none', label: L.technology(x.technology), ...money(x) })),
  };
}

/** One breakdown: investment and benefit (ten thousand yuan) and reduction (tCO2e/yr) as bars, beside the table. */
function Breakdown({
  tab,
  groups,
  measures,
  onDrill,
}: {
  tab: Tab;
  groups: Group[];
  measures: Measure[];
  onDrill: (orgId: string) => void;
}) {
  const L = useOverviewLabels();
  const rows: FigureRow[] = groups.map((g) => ({
    key: g.key,
    label: g.cell ?? g.label,
    values: { count: g.count, investment: g.investment, annualBenefit: g.annualBenefit, reduction: g.reduction },
  }));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <BarChartCard
          testId={`investment-chart-${tab}`}
          title={L.t(`investment.chart.${tab}`)}
          categories={groups.map((g) => g.label)}
          axes={[L.t('unit.money'), L.t('unit.reduction')]}
          series={[
            { name: L.t('measure.investment'), values: groups.map((g) => g.investment), color: COLORS.investment },
            { name: L.t('measure.benefit'), values: groups.map((g) => g.annualBenefit), color: COLORS.benefit },
            { name: L.t('measure.reduction'), values: groups.map((g) => g.reduction), color: COLORS.reduction, axis: 1 },
          ]}
          onCategoryClick={(i) => {
            const drill = groups[i]?.drill;
            if (drill) onDrill(drill);
          }}
        />
      </Col>
      <Col xs={24} xl={12}>
        <FigureTable testId={`investment-table-${tab}`} groupTitle={L.t(`investment.group.${tab}`)} measures={measures} rows={rows} />
      </Col>
    </Row>
  );
}

/**
 * /ProjectEmissionReduction/Project_OAA/reduce_investment[?orgId=&year=] (data-testid
 * `investment-overview-page`): investment, annual benefit and annual reduction of an
 * organisation's projects per child organisation (drill down), year and technology, with charts,
 * and the Excel export of the projects behind them.
 */
export function InvestmentOverviewPage() {
  const L = useOverviewLabels();
  const can = usePerm();
  const { query, set } = useOverviewQuery();
  const overview = useInvestmentOverview(query);
  const data = overview.data;
  const groups = useMemo(() => data && groupsOf(data, L), [data, L]);
  const measures: Measure[] = [
    { key: 'count', title: L.t('measure.count') },
    { key: 'investment', title: `${L.t('measure.investment')} (${L.t('unit.money')})` },
    { key: 'annualBenefit', title: `${L.t('measure.benefit')} (${L.t('unit.money')})` },
    { key: 'reduction', title: `${L.t('measure.reduction')} (${L.t('unit.reduction')})` },
  ];
  const exportButton = can(projectOverviewApi.investmentExport.permission) ? (
    <ExportButton
      testId="investment-export"
      endpoint={projectOverviewApi.investmentExport}
      getQuery={() => query}
      fallbackName={L.t('investment.exportFile')}
    />
  ) : null;
  return (
    <OverviewFrame
      prefix="investment"
      overview={overview}
      extra={exportButton}
      totals={data && measures.map((m) => ({ ...m, value: data.total[m.key as keyof Money] }))}
      tabs={TABS}
      breakdown={(k) => groups && <Breakdown tab={k} groups={groups[k]} measures={measures} onDrill={(orgId) => set({ orgId })} />}
    />
  );
}
