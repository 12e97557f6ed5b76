import { useMemo } from 'react';
import { formatAxisNumber } from '../../../lib/format';
import { Card, Empty } from 'antd';
import { echarts, ReactEChartsCore } from './echarts';
import { escapeHtml, formatFigure } from './labels';

/** One series of a bar chart: its values are decimal strings, drawn as floating point (display only). */
export type BarSeries = { name: string; values: readonly string[]; color: string; axis?: 0 | 1; decimals?: number };

export type BarChartCardProps = {
  testId: string;
  title: string;
  categories: readonly string[];
  series: readonly BarSeries[];
  /** The value axes' names with their units (one or two: left, right). */
  axes: readonly string[];
  onCategoryClick?: (index: number) => void;
};

/** Grouped bars over categories (stages, organisations, years, technologies); the tooltip shows the rounded decimals. */
export function BarChartCard({ testId, title, categories, series, axes, onCategoryClick }: BarChartCardProps) {
  const option = useMemo(
    () => ({
      grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
      legend: { top: 0 },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        formatter: (items: { dataIndex: number; seriesIndex: number; marker: string }[]) => {
          const first = items[0];
          if (!first) return '';
          const lines = items.map((i) => {
            const s = series[i.seriesIndex];
            return s ? `${i.marker}${escapeHtml(s.name)}: ${formatFigure(s.values[i.dataIndex], s.decimals ?? 2)}` : '';
          });
          return [escapeHtml(categories[first.dataIndex] ?? ''), ...lines].join('<br/>');
        },
      },
      xAxis: { type: 'category', data: [...categories], axisLabel: { interval: 0, width: 96, overflow: 'truncate' } },
      yAxis: axes.map((name) => ({ type: 'value', name, axisLabel: { formatter: formatAxisNumber } })),
      series: series.map((s) => ({
        type: 'bar',
        name: s.name,
        yAxisIndex: s.axis ?? 0,
        itemStyle: { color: s.color },
        data: s.values.map(Number),
      })),
    }),
    [categories, series, axes],
  );
  const onEvents = useMemo(
    () => (onCategoryClick ? { click: (p: { dataIndex: number }) => onCategoryClick(p.dataIndex) } : undefined),
    [onCategoryClick],
  );
  return (
    <Card size="small" title={title} data-testid={testId}>
      {categories.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <ReactEChartsCore
          echarts={echarts}
          option={option}
          notMerge
          onEvents={onEvents}
          style={{ height: 300 }}
          opts={{ renderer: 'svg' }}
        />
      )}
    </Card>
  );
}

/** One slice of a pie: a decimal string value. */
export type PieSlice = { name: string; value: string; color: string };

/** A pie of shares (3R classes); the tooltip shows the rounded decimal and its percentage. */
export function PieChartCard({
  testId,
  title,
  slices,
  unit,
}: {
  testId: string;
  title: string;
  slices: readonly PieSlice[];
  unit: string;
}) {
  const visible = useMemo(() => slices.filter((s) => Number(s.value) > 0), [slices]);
  const option = useMemo(
    () => ({
      legend: { bottom: 0 },
      tooltip: {
        trigger: 'item',
        formatter: (p: { dataIndex: number; percent: number; marker: string }) => {
          const s = visible[p.dataIndex];
          return s ? `${p.marker}${escapeHtml(s.name)}: ${formatFigure(s.value)} ${escapeHtml(unit)} (${p.percent}%)` : '';
        },
      },
      series: [
        {
          type: 'pie',
          radius: ['35%', '65%'],
          data: visible.map((s) => ({ name: s.name, value: Number(s.value), itemStyle: { color: s.color } })),
        },
      ],
    }),
    [visible, unit],
  );
  return (
    <Card size="small" title={title} data-testid={testId}>
      {visible.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 300 }} opts={{ renderer: 'svg' }} />
      )}
    </Card>
  );
}

/** The palette of the overviews' series, fixed so a measure keeps its colour from chart to chart. */
export const COLORS = {
  count: '#1677ff',
  reduction: '#52c41a',
  investment: '#fa8c16',
  benefit: '#13c2c2',
  reduce: '#1677ff',
  replace: '#52c41a',
  resolve: '#722ed1',
  none: '#bfbfbf',
} as const;
