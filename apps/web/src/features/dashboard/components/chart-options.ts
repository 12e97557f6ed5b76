import { formatAmount, type DashboardOrgRow, type DashboardSummary, type Locale } from '@carbon/domain';

/**
 * The dashboard's ECharts options, built from the server's exact strings (display numbers only;
 * null leaves a gap: not reported). Axis and tooltip numbers follow the language (万/亿, 1,234).
 */

const num = (v: string | null | undefined): number | null => (v === null || v === undefined ? null : Number(v));

function valueAxis(locale: Locale, unit: string) {
  return { type: 'value', name: unit, axisLabel: { formatter: (v: number) => formatAmount(v, locale, 1) ?? '' } };
}
const tooltip = (locale: Locale, notReported: string, trigger: 'axis' | 'item') => ({
  trigger,
  valueFormatter: (v: unknown) => (typeof v === 'number' ? (formatAmount(v, locale) ?? notReported) : notReported),
});

type Words = { locale: Locale; unit: string; notReported: string; thisYear: string; lastYear: string; month: (m: number) => string };

/** This year's months (bars) beside last year's (a dashed line). */
export function monthlyOption(s: Pick<DashboardSummary, 'byMonth'>, w: Words) {
  return {
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0 },
    tooltip: tooltip(w.locale, w.notReported, 'axis'),
    xAxis: { type: 'category', data: s.byMonth.map((m) => w.month(m.month)) },
    yAxis: valueAxis(w.locale, w.unit),
    series: [
      { name: w.thisYear, type: 'bar', data: s.byMonth.map((m) => num(m.total)) },
      { name: w.lastYear, type: 'line', data: s.byMonth.map((m) => num(m.lastYear)), lineStyle: { type: 'dashed' }, connectNulls: false },
    ],
  };
}

/** The children's totals as horizontal bars, largest first; each bar carries its organisation id (click: drill down). */
export function byOrgOption(rows: readonly DashboardOrgRow[], w: Pick<Words, 'locale' | 'unit' | 'notReported'>) {
  const sorted = [...rows].sort((a, b) => (num(b.total) ?? -1) - (num(a.total) ?? -1));
  return {
    grid: { left: 8, right: 24, top: 24, bottom: 8, containLabel: true },
    tooltip: tooltip(w.locale, w.notReported, 'axis'),
    xAxis: valueAxis(w.locale, w.unit),
    yAxis: { type: 'category', inverse: true, data: sorted.map((r) => r.orgName) },
    series: [{ type: 'bar', data: sorted.map((r) => ({ value: num(r.total), orgId: r.orgId })) }],
  };
}

/** Shares of a whole (scope-3 categories, source types); zero parts left out. */
export function pieOption(parts: readonly { name: string; value: string }[], w: Pick<Words, 'locale' | 'notReported'>) {
  return {
    tooltip: { ...tooltip(w.locale, w.notReported, 'item'), formatter: undefined },
    legend: { type: 'scroll', orient: 'vertical', right: 0, top: 'middle' },
    series: [
      {
        type: 'pie',
        radius: ['40%', '70%'],
        center: ['35%', '50%'],
        label: { show: false },
        data: parts.filter((p) => Number(p.value) !== 0).map((p) => ({ name: p.name, value: Number(p.value) })),
      },
    ],
  };
}
