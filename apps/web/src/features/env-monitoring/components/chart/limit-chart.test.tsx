import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { echarts } from './echarts';
import { LimitChart, limitChartOption, OVER_LIMIT_COLOR, type ChartLine } from './limit-chart';

// Three hourly COD averages (mg/L) against an hourly limit of 50: only 10:00 (50.5) is above it;
// 11:00 (50) equals the limit and is not an exceedance.
const HOURS: ChartLine = {
  name: 'Hourly average',
  points: [
    { time: '2026-03-01T01:00:00.000Z', value: '42.1' },
    { time: '2026-03-01T02:00:00.000Z', value: '50.5' },
    { time: '2026-03-01T03:00:00.000Z', value: '50' },
    { time: '2026-03-01T04:00:00.000Z', value: null },
  ],
};
const input = { lines: [HOURS], limit: '50', limitLabel: 'Hourly limit', unit: 'mg/L', formatTime: (iso: string) => iso };

// jsdom has no canvas: ECharts measures its labels without one (estimates), silently.
const getContext = HTMLCanvasElement.prototype.getContext;
beforeEach(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
});
afterEach(() => {
  HTMLCanvasElement.prototype.getContext = getContext;
});

describe('limitChartOption', () => {
  it('escapes the unit and the series names in the HTML tooltip', () => {
    const unit = '<img src=x onerror=alert(1)>';
    const option = limitChartOption({ ...input, unit, lines: [{ ...HOURS, name: 'A & <b>B</b>' }] });
    const html = option.tooltip.formatter([
      { seriesIndex: 0, seriesName: 'A & <b>B</b>', value: [Date.parse(HOURS.points[1]!.time), 50.5] },
    ]);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('A &amp; &lt;b&gt;B&lt;/b&gt;: 50.5 &lt;img src=x onerror=alert(1)&gt;');
  });

  it('draws the limit as a dashed mark line at its value, labelled with the limit and unit', () => {
    const [series] = limitChartOption(input).series;
    expect(series?.markLine?.data).toEqual([{ name: 'Hourly limit', yAxis: 50 }]);
    expect(series?.markLine?.label.formatter).toBe('Hourly limit 50 mg/L');
    expect(series?.markLine?.lineStyle.type).toBe('dashed');
  });

  it('marks only the values strictly above the limit, and keeps a missing value as a gap', () => {
    const data = limitChartOption(input).series[0]!.data;
    expect(data.map((d) => ('itemStyle' in d ? d.itemStyle?.color : undefined))).toEqual([
      undefined,
      OVER_LIMIT_COLOR,
      undefined,
      undefined,
    ]);
    expect(data[3]!.value[1]).toBeNull();
  });

  it('keeps the limit in view when every value is below it, and draws no line without a limit', () => {
    const max = limitChartOption({ ...input, lines: [{ name: 'x', points: [{ time: HOURS.points[0]!.time, value: '10' }] }] }).yAxis.max;
    expect(max?.({ max: 10 })).toBeCloseTo(55, 10);
    expect(max?.({ max: 80 })).toBeCloseTo(88, 10);
    const none = limitChartOption({ ...input, limit: null });
    expect(none.series[0]).not.toHaveProperty('markLine');
    expect(none.yAxis.max).toBeUndefined();
  });

  it('shows the stored decimal strings in the tooltip, not floating-point renderings', () => {
    const lines: ChartLine[] = [{ name: 'Average', points: [{ time: '2026-03-01T01:00:00.000Z', value: '0.30' }] }];
    const option = limitChartOption({ ...input, lines });
    const t = Date.parse('2026-03-01T01:00:00.000Z');
    expect(option.tooltip.formatter([{ seriesIndex: 0, seriesName: 'Average', value: [t, 0.3] }])).toBe(
      '2026-03-01T01:00:00.000Z<br/>Average: 0.30 mg/L',
    );
  });
});

describe('LimitChart', () => {
  it('renders the mark line at the limit in the chart instance', async () => {
    render(<LimitChart testId="chart" {...input} />);
    const host = screen.getByTestId('chart').querySelector('.echarts-for-react') as HTMLDivElement;
    type Drawn = { series: { markLine?: { data: { yAxis: number }[] } }[] } | undefined;
    const drawn = await waitFor(() => {
      const option = echarts.getInstanceByDom(host)?.getOption() as Drawn;
      if (!option) throw new Error('not drawn yet');
      return option;
    });
    expect(drawn.series[0]?.markLine?.data[0]?.yAxis).toBe(50);
  });
});
