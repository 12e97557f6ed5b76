import { describe, expect, it } from 'vitest';
import { limitChartOption } from './limit-chart';
import { orgAndPark } from '../alarms/alarm-drawer';

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

describe('the alarm detail (issue 29)', () => {
  it("spans exactly the alarm's period on the time axis (an hour's chart is that hour, not two days)", () => {
    const { xAxis } = limitChartOption({
      lines: [{ name: 'x', points: [{ time: '2026-03-01T01:10:00.000Z', value: '10' }] }],
      limit: '90',
      limitLabel: 'Limit',
      unit: 'mg/L',
      formatTime: (iso: string) => iso,
      span: { from: '2026-03-01T01:00:00.000Z', to: '2026-03-01T02:00:00.000Z' },
    });
    expect(xAxis).toMatchObject({ min: Date.parse('2026-03-01T01:00:00.000Z'), max: Date.parse('2026-03-01T02:00:00.000Z') });
  });

  it('names the organisation once when its park has the same name', () => {
    expect(orgAndPark({ orgName: 'Plant A', parkName: 'Plant A' })).toBe('Plant A');
    expect(orgAndPark({ orgName: 'Plant A', parkName: 'North park' })).toBe('Plant A · North park');
    expect(orgAndPark({ orgName: 'Plant A', parkName: null })).toBe('Plant A');
  });
});
