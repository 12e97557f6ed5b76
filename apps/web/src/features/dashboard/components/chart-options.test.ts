import { describe, expect, it } from 'vitest';
import { byOrgOption, monthlyOption, pieOption } from './chart-options';
import { SUMMARY } from './dashboard-fixtures';

const words = {
  locale: 'zh-CN' as const,
  unit: 'tCO2e',
  notReported: '数据未上报',
  thisYear: '2025',
  lastYear: '2024',
  month: (m: number) => `${m}月`,
};

describe('dashboard chart options', () => {
  it('leaves months not reported as gaps, never zero, and labels the axis in 万', () => {
    const o = monthlyOption(SUMMARY, words);
    expect(o.series[0]!.data.slice(0, 3)).toEqual([10000, null, null]);
    expect(o.series[1]!.data.every((v) => v === null)).toBe(true);
    expect(o.yAxis.axisLabel.formatter(25000)).toBe('2.5万');
    expect(o.tooltip.valueFormatter(undefined)).toBe('数据未上报');
    expect(o.tooltip.valueFormatter(123456789)).toBe('1.23亿');
  });

  it('ranks the children, the unreported last, each bar carrying its organisation for the drill-down', () => {
    const o = byOrgOption([...SUMMARY.byOrg].reverse(), { ...words, locale: 'en-US' });
    expect(o.yAxis.data).toEqual(['Park One', 'Park Two']);
    expect(o.series[0]!.data).toEqual([
      { value: 123456.789, orgId: '21' },
      { value: null, orgId: '22' },
    ]);
    expect(o.xAxis.axisLabel.formatter(25000)).toBe('25,000');
  });

  it('leaves zero parts out of a pie', () => {
    const o = pieOption(
      [
        { name: 'C1', value: '0' },
        { name: 'C6', value: '0.1' },
      ],
      words,
    );
    expect(o.series[0]!.data).toEqual([{ name: 'C6', value: 0.1 }]);
  });
});
