import { describe, expect, it } from 'vitest';
import { limitChartOption } from './limit-chart';

describe('the limit chart y-axis (issue 29)', () => {
  it('reads its computed bound as a plain number: a limit of 90 tops the axis at "99", not "99.00000000000001"', () => {
    const { yAxis } = limitChartOption({
      lines: [{ name: 'x', points: [{ time: '2026-03-01T01:00:00.000Z', value: '10' }] }],
      limit: '90',
      limitLabel: 'Limit',
      unit: 'mg/L',
      formatTime: (iso: string) => iso,
    });
    const max = (yAxis.max as (e: { max: number }) => number)({ max: 10 });
    expect(String(max)).toBe('99.00000000000001');
    expect(yAxis.axisLabel.formatter(max)).toBe('99');
  });
});
