import { lazy, Suspense, type ComponentProps } from 'react';
import { Spin } from 'antd';
import { chartNumber } from './labels';
import type { ChartSeries } from './goal-chart';

const GoalChart = lazy(() => import('./goal-chart'));

/** A goal chart whose charting code loads with its first use (a spinner meanwhile); the goal pages draw every chart through it. */
export function LazyGoalChart(props: ComponentProps<typeof GoalChart>) {
  return (
    <Suspense fallback={<Spin />}>
      <GoalChart {...props} />
    </Suspense>
  );
}

/** The bar colours of the goal charts: a target light, an actual dark, an estimate orange, what is realised green. */
export const BAR_COLOR = { target: '#91caff', actual: '#1677ff', estimated: '#fa8c16', realised: '#52c41a' } as const;

/** A series of bars, a row's exact figure each (a figure not reported leaves a gap). */
export const bars = <R,>(name: string, color: string, rows: readonly R[], figure: (row: R) => string | null | undefined): ChartSeries => ({
  name,
  type: 'bar',
  data: rows.map((r) => chartNumber(figure(r))),
  color,
});
