import { describe, expect, it } from 'vitest';
import type { Locale } from '@carbon/domain';
import { initI18n } from '../../../lib/i18n';
import { goalChartOption } from './goal-chart';

const option = () =>
  goalChartOption({
    categories: ['2025-01'],
    series: [{ name: 'Actual', type: 'bar', data: [2729.747905373333] }],
    unit: 'tCO2e',
  });

describe('goalChartOption (issue 25 item 8)', () => {
  it.each([
    ['en-US', '2,729.75'],
    ['zh-CN', '2,729.75'],
    ['zh-TW', '2,729.75'],
  ] as const)('%s: the tooltip shows a figure with 2 decimals, grouped, never the plotted quotient', (locale: Locale, shown) => {
    initI18n(locale);
    const format = option().tooltip.valueFormatter;
    expect(format(2729.747905373333)).toBe(shown);
    // 0.005 rounds half up; a whole number gets its two places
    expect(format(0.005)).toBe('0.01');
    expect(format(1200)).toBe('1,200.00');
  });

  it('a month not reported (a gap) shows a dash', () => {
    expect(option().tooltip.valueFormatter(null)).toBe('—');
    expect(option().tooltip.valueFormatter(undefined)).toBe('—');
  });
});
