import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Card, Col, Result, Row, Space, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import type { ReportDetail } from '@carbon/domain';
import { reportIdOf, useReportDetail } from '../api/report-api';
import { BaseYearCard, ExclusionsCard, MethodsCard, QualityCard } from './basis-cards';
import { CategoriesTable } from './categories-table';
import { DerivationDrawer } from './derivation-drawer';
import { FigureContext } from './figure';
import { GasesCard } from './gases-card';
import { LinesCard } from './lines-card';
import { ReportHeader } from './report-header';
import { TextsForm } from './texts-form';
import { TotalsCard } from './totals-card';
import { useReportLabels, type ReportLabels } from './labels';
import { useSetSearch } from '../../../lib/search-params';

// ECharts is most of the page's weight: its chunk loads beside the figures, not before them.
const EmissionsChart = lazy(() => import('./emissions-chart').then((m) => ({ default: m.EmissionsChart })));

const versionOf = (value: string | null): number | undefined => (value !== null && /^\d{1,6}$/.test(value) ? Number(value) : undefined);

/** A figure key's name as the report shows it (`known`: names the figures told when opened, e.g. a paged-in line). */
function nameOfFigure(L: ReportLabels, detail: ReportDetail, figure: string, known: ReadonlyMap<string, string>): string {
  const told = known.get(figure);
  if (told) return told;
  const [kind, arg = ''] = figure.split(':');
  if (kind === 'category') {
    const c = detail.categories.find((x) => String(x.number) === arg);
    return c ? `${c.number} ${L.td(c.key)}` : figure;
  }
  if (kind === 'line') return detail.lines.find((l) => l.orgId === arg)?.orgName ?? L.t('lines.entity');
  if (kind === 'gas') return L.t('derivation.gas', { gas: L.gas(arg) });
  return L.td(`report.figure.${figure}`, { defaultValue: figure });
}

/** The report's figures and words, below its header. */
function ReportBody({ detail, onReload }: { detail: ReportDetail; onReload: () => void }) {
  return (
    <>
      <TotalsCard detail={detail} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Suspense fallback={<Card size="small" loading />}>
            <EmissionsChart detail={detail} />
          </Suspense>
        </Col>
        <Col xs={24} xl={8}>
          <QualityCard detail={detail} />
        </Col>
      </Row>
      <CategoriesTable detail={detail} />
      <GasesCard detail={detail} />
      <LinesCard detail={detail} />
      <MethodsCard detail={detail} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={8}>
          <BaseYearCard detail={detail} />
        </Col>
        <Col xs={24} xl={16}>
          <ExclusionsCard detail={detail} />
        </Col>
      </Row>
      <TextsForm detail={detail} onReload={onReload} />
    </>
  );
}

/**
 * /carbonButler/report?id=<reportId>[&versionNo=n] (data-testid `report-page`): a report in its
 * template, the working draft or a published version. Every figure opens its derivation.
 */
export function ReportPage() {
  const L = useReportLabels();
  const [params] = useSearchParams();
  const setSearch = useSetSearch();
  const id = reportIdOf(params.get('id'));
  const versionNo = versionOf(params.get('versionNo'));
  const report = useReportDetail(id, versionNo);
  const [figure, setFigure] = useState<string | null>(null);
  const names = useRef(new Map<string, string>());
  const openFigure = useCallback((f: string, name?: string) => {
    if (name) names.current.set(f, name);
    setFigure(f);
  }, []);
  const showVersion = useCallback(
    (n: number) => {
      setFigure(null);
      setSearch({ versionNo: n });
    },
    [setSearch],
  );
  const onReload = useCallback(() => void report.refetch(), [report]);

  if (!id) return <Result status="warning" title={L.t('page.noReport')} />;
  if (report.error)
    return (
      <Result status="warning" title={L.t('page.loadFailed')} subTitle={<span data-testid="report-error">{report.error.message}</span>} />
    );
  const detail = report.data;
  if (!detail) return <Spin data-testid="report-loading" />;

  return (
    <FigureContext.Provider value={openFigure}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="report-page">
        <ReportHeader detail={detail} onShowVersion={showVersion} />
        <ReportBody detail={detail} onReload={onReload} />
      </Space>
      <DerivationDrawer
        reportId={detail.id}
        versionNo={detail.versionNo}
        figure={figure}
        nameOf={(f) => nameOfFigure(L, detail, f, names.current)}
        onClose={() => setFigure(null)}
      />
    </FigureContext.Provider>
  );
}
