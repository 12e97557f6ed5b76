import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { echarts, ReactEChartsCore } from './echarts';
import { caseDetailPath, useOverviewLabels } from './labels';
import { maccOption, type MaccRect, type MaccTexts } from './macc';

/** The marginal abatement cost curve: one rectangle per project; a click opens the project. */
export function MaccChart({ rects, totalReduction }: { rects: readonly MaccRect[]; totalReduction: string }) {
  const L = useOverviewLabels();
  const navigate = useNavigate();
  const texts: MaccTexts = useMemo(
    () => ({
      xAxis: L.t('macc.xAxis'),
      yAxis: L.t('macc.yAxis'),
      reductionUnit: L.t('unit.reduction'),
      costUnit: L.t('unit.cost'),
      moneyUnit: L.t('unit.money'),
      label: (key) => L.t(`macc.tooltip.${key}`),
    }),
    [L],
  );
  const option = useMemo(() => maccOption(rects, totalReduction, texts), [rects, totalReduction, texts]);
  const onEvents = useMemo(
    () => ({
      click: (p: { dataIndex: number }) => {
        const rect = rects[p.dataIndex];
        if (rect) void navigate(caseDetailPath(rect.bar.id));
      },
    }),
    [rects, navigate],
  );
  return (
    <div data-testid="macc-chart">
      <ReactEChartsCore echarts={echarts} option={option} notMerge onEvents={onEvents} style={{ height: 460 }} opts={{ renderer: 'svg' }} />
    </div>
  );
}
