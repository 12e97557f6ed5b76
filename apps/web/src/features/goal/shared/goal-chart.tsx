import { useMemo } from 'react';
import { formatAxisNumber, formatFigure } from '../../../lib/format';
// The ES module: the CommonJS `lib/core` reaches the production build wrapped as `{ default }` (React error 130).
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only the parts these charts draw (tree-shaken; the goal chunks carry them, no other route).
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export type ChartSeries = {
  name: string;
  type: 'bar' | 'line';
  /** Display numbers (the exact decimals are in the tables); null leaves a gap (not reported). */
  data: (number | null)[];
  color?: string;
  stack?: string;
  dashed?: boolean;
  /** 1: the right-hand axis (a share in %). */
  axis?: 0 | 1;
};

type Props = {
  testId: string;
  categories: string[];
  series: ChartSeries[];
  /** The left axis's unit ("tCO2e", "10^4 kWh"); `rightUnit` adds a right-hand axis. */
  unit: string;
  rightUnit?: string;
  height?: number;
};

/**
 * The ECharts option of a goal chart. The tooltip's figures read as on the screens (issue 25 item 8):
 * 2 decimals grouped in the user's language, "2,729.75", never the plotted number's "2,729.747905373333";
 * a gap (not reported) a dash.
 */
export function goalChartOption({ categories, series, unit, rightUnit }: Omit<Props, 'testId' | 'height'>) {
  return {
    grid: { left: 8, right: rightUnit ? 48 : 16, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => (typeof value === 'number' ? formatFigure(value) : '—') },
    xAxis: { type: 'category', data: categories, axisLabel: { interval: 0, hideOverlap: true } },
    yAxis: [
      { type: 'value', name: unit, axisLabel: { formatter: formatAxisNumber } },
      ...(rightUnit ? [{ type: 'value', name: rightUnit, splitLine: { show: false }, axisLabel: { formatter: formatAxisNumber } }] : []),
    ],
    series: series.map((s) => ({
      name: s.name,
      type: s.type,
      data: s.data,
      stack: s.stack,
      yAxisIndex: s.axis ?? 0,
      connectNulls: false,
      ...(s.color ? { itemStyle: { color: s.color }, lineStyle: { color: s.color, type: s.dashed ? 'dashed' : 'solid' } } : {}),
      ...(s.dashed && !s.color ? { lineStyle: { type: 'dashed' } } : {}),
    })),
  };
}

/** A bar / line chart over categories (months, years, organisations, classes), drawn as SVG. */
export function GoalChart({ testId, categories, series, unit, rightUnit, height = 300 }: Props) {
  const option = useMemo(() => goalChartOption({ categories, series, unit, rightUnit }), [categories, series, unit, rightUnit]);
  return (
    <div data-testid={testId}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height }} opts={{ renderer: 'svg' }} />
    </div>
  );
}

export default GoalChart;
