import { useMemo } from 'react';
import { Card } from 'antd';
// The ES module: the CommonJS `lib/core` reaches the production build wrapped as `{ default }` (React error 130).
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ReportDetail } from '@carbon/domain';
import { formatFigure, useReportLabels } from './labels';

// Only the parts this chart draws (tree-shaken; the report chunk carries them, no other route).
echarts.use([BarChart, GridComponent, TooltipComponent, SVGRenderer]);

const SCOPE_COLOR = '#1677ff';
const CATEGORY_COLOR = '#13c2c2';

type Bar = { name: string; value: string; color: string };

/**
 * Emissions by scope and by the template's category, as horizontal bars. The chart draws the
 * numbers as floating point (display only); its tooltip shows the rounded decimal figure.
 */
export function EmissionsChart({ detail }: { detail: ReportDetail }) {
  const L = useReportLabels();
  const bars: Bar[] = useMemo(
    () => [
      ...(['scope1', 'scope2Location', 'scope2Market', 'scope3'] as const).map((k) => ({
        name: L.td(`report.figure.${k}`),
        value: detail.totals[k],
        color: SCOPE_COLOR,
      })),
      ...detail.categories.map((c) => ({ name: `${c.number} ${L.td(c.key)}`, value: c.tco2e, color: CATEGORY_COLOR })),
    ],
    [detail, L],
  );
  const option = useMemo(
    () => ({
      grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
      tooltip: {
        trigger: 'item',
        formatter: (p: { dataIndex: number }) => {
          const bar = bars[p.dataIndex];
          return bar ? `${bar.name}<br/>${formatFigure(bar.value, L.language)} tCO2e` : '';
        },
      },
      xAxis: { type: 'value', name: 'tCO2e' },
      yAxis: {
        type: 'category',
        inverse: true,
        data: bars.map((b) => b.name),
        axisLabel: { width: 220, overflow: 'truncate' },
      },
      series: [
        {
          type: 'bar',
          data: bars.map((b) => ({ value: Number(b.value), itemStyle: { color: b.color } })),
        },
      ],
    }),
    [bars, L.language],
  );
  return (
    <Card size="small" title={L.t('chart.title')} data-testid="report-chart">
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge
        style={{ height: Math.max(240, bars.length * 26) }}
        opts={{ renderer: 'svg' }}
      />
    </Card>
  );
}
