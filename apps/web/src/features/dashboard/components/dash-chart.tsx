import { useMemo } from 'react';
// The ES module: the CommonJS `lib/core` reaches the production build wrapped as `{ default }` (React error 130).
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only the chart types and parts the dashboard draws (issue 14: ECharts imported per chart type).
echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

type Props = {
  testId: string;
  option: object;
  height?: number;
  /** A click on a bar or slice, with its data item. */
  onItemClick?: (data: unknown) => void;
};

/** One ECharts chart, drawn as SVG. */
export function DashChart({ testId, option, height = 280, onItemClick }: Props) {
  const events = useMemo(() => (onItemClick ? { click: (e: { data?: unknown }) => onItemClick(e.data) } : undefined), [onItemClick]);
  return (
    <div data-testid={testId}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height }} opts={{ renderer: 'svg' }} onEvents={events} />
    </div>
  );
}
