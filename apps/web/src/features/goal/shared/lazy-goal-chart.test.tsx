import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../../../test-utils';
import { BAR_COLOR, bars, LazyGoalChart } from './lazy-goal-chart';

describe('bars', () => {
  it('plots each row exact figure as a number, a figure not reported as a gap', () => {
    const rows = [{ v: '12.5' }, { v: null }, { v: '3' }];
    expect(bars('Target', BAR_COLOR.target, rows, (r) => r.v)).toEqual({
      name: 'Target',
      type: 'bar',
      color: '#91caff',
      data: [12.5, null, 3],
    });
  });
});

describe('LazyGoalChart', () => {
  it('draws the chart once its code has loaded', async () => {
    renderAt(
      <LazyGoalChart testId="chart" unit="tCO2e" categories={['2025']} series={[bars('Actual', BAR_COLOR.actual, ['1'], (v) => v)]} />,
    );
    expect(await screen.findByTestId('chart')).toBeTruthy();
  });
});
