import type { CustomSeriesRenderItemAPI, CustomSeriesRenderItemParams, CustomSeriesRenderItemReturn } from 'echarts';
import { formatAxisNumber, formatDecimal, SCREEN_DECIMALS } from '../../../lib/format';
import type { MaccBar, MaccResult } from '@carbon/domain';
import { escapeHtml, formatFigure } from './labels';

/** Bars that cost money per tonne, and bars that save money (below zero on the curve). */
export const MACC_COLORS = { cost: '#1677ff', saving: '#52c41a' } as const;

/**
 * One rectangle of the curve: x from the reductions before it to the reductions including it
 * (tCO2e/yr), y from 0 to its abatement cost (yuan/tCO2e). Numbers are for drawing only; the
 * decimal strings of the bar stay for the tooltip and the table.
 */
export type MaccRect = { bar: MaccBar; x0: number; x1: number; cost: number; color: string };

/** The rectangles of a MACC answer, in the server's order (cheapest first). */
export function maccRects(result: MaccResult): MaccRect[] {
  return result.rows.map((bar) => {
    const cost = Number(bar.abatementCost);
    return {
      bar,
      x0: Number(bar.cumulativeStart),
      x1: Number(bar.cumulativeEnd),
      cost,
      color: cost < 0 ? MACC_COLORS.saving : MACC_COLORS.cost,
    };
  });
}

/** The custom series' data: one `[x0, x1, cost]` item per rectangle (dimensions 0 and 1 on x, 2 on y). */
export const maccSeriesData = (rects: readonly MaccRect[]): [number, number, number][] => rects.map((r) => [r.x0, r.x1, r.cost]);

/** Thinner than this (px), a bar drops its white outline, which would hide it. */
const OUTLINE_MIN_WIDTH = 3;

/**
 * Draws one bar: a rectangle between the pixel positions of (x0, cost) and (x1, 0), filled with
 * the bar's own colour. Literal styles: `api.style` is deprecated in ECharts 5 (module-research.md).
 */
export function maccRenderItem(rects: readonly MaccRect[]) {
  return (params: CustomSeriesRenderItemParams, api: CustomSeriesRenderItemAPI): CustomSeriesRenderItemReturn => {
    const rect = rects[params.dataIndex];
    if (!rect) return null;
    const [left = 0, top = 0] = api.coord([api.value(0), api.value(2)]);
    const [right = 0, zero = 0] = api.coord([api.value(1), 0]);
    const width = right - left;
    return {
      type: 'rect',
      shape: { x: left, y: Math.min(top, zero), width, height: Math.abs(zero - top) },
      style: { fill: rect.color, stroke: width >= OUTLINE_MIN_WIDTH ? '#ffffff' : rect.color, lineWidth: 1 },
    };
  };
}

/** What the chart says in the user's language. */
export type MaccTexts = {
  xAxis: string;
  yAxis: string;
  reductionUnit: string;
  costUnit: string;
  moneyUnit: string;
  label: (key: 'number' | 'reduction' | 'cost' | 'investment' | 'benefit' | 'org') => string;
};

/** The tooltip of a bar (HTML; names escaped). */
export function maccTooltip(rect: MaccRect, texts: MaccTexts): string {
  const b = rect.bar;
  const line = (label: string, value: string) => `${escapeHtml(label)}: ${escapeHtml(value)}`;
  return [
    `<b>${escapeHtml(b.name)}</b>`,
    line(texts.label('number'), b.number),
    line(texts.label('org'), b.orgName),
    line(texts.label('reduction'), `${formatFigure(b.annualCarbonReduction)} ${texts.reductionUnit}`),
    line(texts.label('cost'), `${formatFigure(b.abatementCost)} ${texts.costUnit}`),
    line(texts.label('investment'), `${formatFigure(b.investment)} ${texts.moneyUnit}`),
    line(texts.label('benefit'), `${formatFigure(b.annualBenefit)} ${texts.moneyUnit}`),
  ].join('<br/>');
}

/** The whole ECharts option of the curve: x = cumulative annual reduction, y = abatement cost. */
export function maccOption(rects: readonly MaccRect[], totalReduction: string, texts: MaccTexts) {
  return {
    grid: { left: 16, right: 32, top: 40, bottom: 40, containLabel: true },
    tooltip: {
      trigger: 'item',
      formatter: (p: { dataIndex: number }) => {
        const rect = rects[p.dataIndex];
        return rect ? maccTooltip(rect, texts) : '';
      },
    },
    xAxis: {
      type: 'value',
      name: texts.xAxis,
      nameLocation: 'middle',
      nameGap: 28,
      min: 0,
      max: Math.max(Number(totalReduction), 0) || 1,
      // the axis ends at the total reduction, an exact sum: its label reads as a figure on a screen,
      // 2 places at most ("2,729.75", never "2729.7479053733335"; issue 25 item 8)
      axisLabel: { formatter: (v: number) => formatDecimal(v, { decimals: SCREEN_DECIMALS }) },
    },
    yAxis: { type: 'value', name: texts.yAxis, axisLabel: { formatter: formatAxisNumber } },
    series: [
      {
        type: 'custom',
        renderItem: maccRenderItem(rects),
        encode: { x: [0, 1], y: 2 },
        data: maccSeriesData(rects),
      },
    ],
  };
}
