import type { DashboardMonthRow, DashboardOrgRow, DashboardTargets } from '@carbon/domain';
import { echarts, ReactEChartsCore } from './echarts';

/** Texts the charts put on screen, in the screen's language. */
export type ChartTexts = {
  thisYear: string;
  lastYear: string;
  month: (m: number) => string;
  target: string;
  estimated: string;
  realised: string;
};

const AXIS = {
  axisLine: { lineStyle: { color: '#3d5a80' } },
  axisLabel: { color: '#b7cde8' },
  splitLine: { lineStyle: { color: '#16325a' } },
};
const num = (v: string | null) => (v === null ? null : Number(v));

/** The monthly trend: this year's and last year's totals (a month not reported leaves a gap). */
export function trendOption(rows: readonly DashboardMonthRow[], texts: ChartTexts) {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: { color: '#d6e4ff' } },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: rows.map((r) => texts.month(r.month)), ...AXIS },
    yAxis: { type: 'value', name: 'tCO2e', nameTextStyle: { color: '#b7cde8' }, ...AXIS },
    series: [
      {
        name: texts.thisYear,
        type: 'line',
        smooth: true,
        data: rows.map((r) => num(r.total)),
        itemStyle: { color: '#36cfc9' },
        areaStyle: { opacity: 0.15 },
      },
      {
        name: texts.lastYear,
        type: 'line',
        smooth: true,
        data: rows.map((r) => num(r.lastYear)),
        itemStyle: { color: '#597ef7' },
        lineStyle: { type: 'dashed' },
      },
    ],
  };
}

/** The organisations below, ranked by total (largest on top; those not reported are left out of the bars). */
export function rankingOption(rows: readonly DashboardOrgRow[]) {
  const ranked = rows.filter((r) => r.total !== null).sort((a, b) => Number(b.total) - Number(a.total));
  const shown = ranked.slice(0, 10).reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', ...AXIS },
    yAxis: { type: 'category', data: shown.map((r) => r.orgName), ...AXIS },
    series: [{ type: 'bar', data: shown.map((r) => num(r.total)), itemStyle: { color: '#40a9ff' }, barMaxWidth: 22 }],
  };
}

/** The control target's use: actual ÷ target in %, green up to 100 %, red beyond. */
export function targetGaugeOption(control: NonNullable<DashboardTargets['control']>) {
  const pct = control.ratio === null ? 0 : Math.round(Number(control.ratio) * 1000) / 10;
  return {
    series: [
      {
        type: 'gauge',
        min: 0,
        max: 120,
        progress: { show: true, width: 14, itemStyle: { color: pct > 100 ? '#ff4d4f' : '#52c41a' } },
        axisLine: { lineStyle: { width: 14, color: [[1, '#16325a']] } },
        axisLabel: { color: '#8fb3e0' },
        splitLine: { lineStyle: { color: '#3d5a80' } },
        detail: { valueAnimation: true, formatter: '{value}%', color: '#e6f4ff', fontSize: 26 },
        data: [{ value: pct }],
      },
    ],
  };
}

/** The reduction target against the project pipeline: target, estimated (approved pipeline) and realised (measured). */
export function reductionOption(r: NonNullable<DashboardTargets['reduction']>, texts: ChartTexts) {
  const bars = [
    { name: texts.target, value: num(r.target), color: '#faad14' },
    { name: texts.estimated, value: num(r.estimated), color: '#40a9ff' },
    { name: texts.realised, value: num(r.realised), color: '#52c41a' },
  ];
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: bars.map((b) => b.name), ...AXIS },
    yAxis: { type: 'value', name: 'tCO2e', nameTextStyle: { color: '#b7cde8' }, ...AXIS },
    series: [{ type: 'bar', barMaxWidth: 48, data: bars.map((b) => ({ value: b.value, itemStyle: { color: b.color } })) }],
  };
}

export function Chart({ option, height, testId }: { option: object; height: number; testId: string }) {
  return (
    <div data-testid={testId}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height }} opts={{ renderer: 'svg' }} />
    </div>
  );
}
