import { useMemo } from 'react';
import { formatAxisNumber } from '../../../../lib/format';
import { Decimal } from '@carbon/domain';
import { echarts, ReactEChartsCore } from './echarts';

/** One value at one instant; `value` is the decimal string the server stores (null: no valid value). */
export type ChartPoint = { time: string; value: string | null };

export type ChartLine = { name: string; points: readonly ChartPoint[]; dashed?: boolean };

export type LimitChartInput = {
  lines: readonly ChartLine[];
  /** The limit the values are held against (decimal string); null draws no limit line. */
  limit: string | null;
  /** The limit line's label, e.g. "Hourly limit". */
  limitLabel: string;
  /** The pollutant's unit, on the axis and in the tooltip. */
  unit: string;
  /** An instant as shown on screen (the user's language and time zone). */
  formatTime: (iso: string) => string;
  /** The period the time axis spans exactly (an alarm's hour or day); unset: the values' own extent. */
  span?: { from: string; to: string };
};

/** Red for a value above its limit (antd's red-7), the limit line in the same colour. */
export const OVER_LIMIT_COLOR = '#cf1322';

const above = (value: string | null, limit: string | null): boolean => {
  if (value === null || limit === null) return false;
  try {
    return new Decimal(value).greaterThan(limit);
  } catch {
    return false;
  }
};

const toNumber = (value: string | null): number | null => (value === null || value === '' ? null : Number(value));

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text for ECharts' HTML tooltip: a unit or a name typed by a user must not become markup. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * The option of a readings chart against a limit: one line per series over a time axis, the
 * limit as a dashed horizontal mark line on the first series (its label names the limit and its
 * value), values above it drawn red. The value axis reaches the limit so the line is always in view.
 * Values are compared as decimals; the drawing itself is floating point (display only).
 */
export function limitChartOption({ lines, limit, limitLabel, unit, formatTime, span }: LimitChartInput) {
  const limitNumber = toNumber(limit);
  const raw = new Map<string, string | null>();
  const series = lines.map((line, index) => ({
    name: line.name,
    type: 'line' as const,
    showSymbol: true,
    connectNulls: false,
    ...(line.dashed ? { lineStyle: { type: 'dashed' as const } } : {}),
    data: line.points.map((p) => {
      raw.set(`${index}|${Date.parse(p.time)}`, p.value);
      const point: [number, number | null] = [Date.parse(p.time), toNumber(p.value)];
      return above(p.value, limit) ? { value: point, itemStyle: { color: OVER_LIMIT_COLOR } } : { value: point };
    }),
    ...(index === 0 && limitNumber !== null
      ? {
          markLine: {
            silent: true,
            symbol: 'none',
            lineStyle: { type: 'dashed' as const, color: OVER_LIMIT_COLOR },
            label: { formatter: `${limitLabel} ${limit} ${unit}`.trim(), position: 'insideEndTop' as const },
            data: [{ name: limitLabel, yAxis: limitNumber }],
          },
        }
      : {}),
  }));
  return {
    grid: { left: 8, right: 24, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0 },
    tooltip: {
      trigger: 'axis' as const,
      formatter: (params: { seriesIndex: number; seriesName: string; value: [number, number | null] }[]) => {
        const first = params[0];
        if (!first) return '';
        // the tooltip is HTML: every text in it is escaped (the unit is typed by users)
        const rows = params.map((p) => escapeHtml(`${p.seriesName}: ${raw.get(`${p.seriesIndex}|${p.value[0]}`) ?? '—'} ${unit}`.trim()));
        return [escapeHtml(formatTime(new Date(first.value[0]).toISOString())), ...rows].join('<br/>');
      },
    },
    xAxis: {
      type: 'time' as const,
      axisLabel: { hideOverlap: true },
      ...(span ? { min: Date.parse(span.from), max: Date.parse(span.to) } : {}),
    },
    yAxis: {
      type: 'value' as const,
      name: unit,
      axisLabel: { formatter: formatAxisNumber },
      // The limit stays in view even when every value is far below it.
      max: limitNumber === null ? undefined : (extent: { max: number }) => Math.max(extent.max, limitNumber) * 1.1,
    },
    series,
  };
}

/** The readings chart against a limit (SVG), marked `testId`. */
export function LimitChart({ testId, height = 300, ...input }: LimitChartInput & { testId: string; height?: number }) {
  const { lines, limit, limitLabel, unit, formatTime, span } = input;
  const from = span?.from;
  const to = span?.to;
  const option = useMemo(
    () => limitChartOption({ lines, limit, limitLabel, unit, formatTime, span: from && to ? { from, to } : undefined }),
    [lines, limit, limitLabel, unit, formatTime, from, to],
  );
  return (
    <div data-testid={testId}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height }} opts={{ renderer: 'svg' }} />
    </div>
  );
}
