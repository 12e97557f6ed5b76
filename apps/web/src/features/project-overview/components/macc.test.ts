import { describe, expect, it } from 'vitest';
import type { CustomSeriesRenderItemAPI, CustomSeriesRenderItemParams } from 'echarts';
import { maccOption, maccRects, maccRenderItem, maccSeriesData, maccTooltip, MACC_COLORS, type MaccTexts } from './macc';
import { MACC } from './overview-fixtures';

const TEXTS: MaccTexts = {
  xAxis: 'Cumulative reduction (tCO2e/yr)',
  yAxis: 'Abatement cost (yuan/tCO2e)',
  reductionUnit: 'tCO2e/yr',
  costUnit: 'yuan/tCO2e',
  moneyUnit: '10k yuan',
  label: (key) => `[${key}]`,
};

/**
 * A stand-in for ECharts' coordinate API: `value(i)` reads dimension i of the item drawn, `coord`
 * maps data to pixels linearly (x px = 50 + sx·x, y px = 300 − 0.1·y: y grows downwards).
 */
function fakeApi(item: readonly number[], sx = 2): CustomSeriesRenderItemAPI {
  return {
    value: (dim: number | string) => item[Number(dim)] ?? 0,
    coord: ([x, y]: number[]) => [50 + sx * (x ?? 0), 300 - 0.1 * (y ?? 0)],
  } as unknown as CustomSeriesRenderItemAPI;
}
const params = (dataIndex: number) => ({ dataIndex }) as CustomSeriesRenderItemParams;
type Drawn = { type: string; shape: Record<string, number>; style: Record<string, unknown> };
/** What renderItem returned, as the rect it draws. */
const drawn = (element: unknown) => element as Drawn;

describe('the MACC series built from a macc response', () => {
  const rects = maccRects(MACC);

  it('is one rectangle per bar, in the server order: x from cumulativeStart to cumulativeEnd, y up to the abatement cost', () => {
    expect(rects.map((r) => r.bar.id)).toEqual(['11', '7', '3']);
    expect(maccSeriesData(rects)).toEqual([
      [0, 120.5, -350.25],
      [120.5, 200.5, 0],
      [200.5, 500.5, 1250.75],
    ]);
    // Below zero the project pays for itself (green); zero and above cost money (blue).
    expect(rects.map((r) => r.color)).toEqual([MACC_COLORS.saving, MACC_COLORS.cost, MACC_COLORS.cost]);
  });

  it('draws each bar as a rect between (x0, cost) and (x1, 0) with literal styles', () => {
    const draw = maccRenderItem(rects);
    const data = maccSeriesData(rects);
    // Chiller: x 50+2·0 = 50 to 50+2·120.5 = 291; y 300 (zero) down to 300+35.025 = 335.025 (a negative cost).
    const chiller = drawn(draw(params(0), fakeApi(data[0]!)));
    expect(chiller.type).toBe('rect');
    expect(chiller.shape.x).toBe(50);
    expect(chiller.shape.width).toBe(241);
    expect(chiller.shape.y).toBe(300);
    expect(chiller.shape.height).toBeCloseTo(35.025, 9);
    expect(chiller.style).toEqual({ fill: MACC_COLORS.saving, stroke: '#ffffff', lineWidth: 1 });
    // Solar: x 50+401 = 451 to 50+1001 = 1051; y from 300−125.075 = 174.925 down to 300.
    const solar = drawn(draw(params(2), fakeApi(data[2]!)));
    expect(solar.shape.x).toBe(451);
    expect(solar.shape.width).toBe(600);
    expect(solar.shape.y).toBeCloseTo(174.925, 9);
    expect(solar.shape.height).toBeCloseTo(125.075, 9);
    expect(solar.style.fill).toBe(MACC_COLORS.cost);
    // The pump costs nothing: a bar of no height, 160 px wide (80 × 2).
    const pump = drawn(draw(params(1), fakeApi(data[1]!)));
    expect(pump.shape).toEqual({ x: 291, y: 300, width: 160, height: 0 });
    expect(draw(params(3), fakeApi([0, 0, 0]))).toBeNull();
  });

  it('drops the white outline of a bar thinner than 3 px, which would hide it', () => {
    // At 0.01 px per tCO2e the chiller is 1.205 px wide.
    const thin = drawn(maccRenderItem(rects)(params(0), fakeApi(maccSeriesData(rects)[0]!, 0.01)));
    expect(thin.style).toEqual({ fill: MACC_COLORS.saving, stroke: MACC_COLORS.saving, lineWidth: 1 });
  });

  it('has the axes with their units from 0 to the total reduction, and a custom series over the rects', () => {
    const option = maccOption(rects, MACC.totalReduction, TEXTS);
    expect(option.xAxis).toMatchObject({ type: 'value', name: 'Cumulative reduction (tCO2e/yr)', min: 0, max: 500.5 });
    expect(option.yAxis).toMatchObject({ type: 'value', name: 'Abatement cost (yuan/tCO2e)' });
    // the cost axis reads in thousands separators, not raw numbers
    expect(option.yAxis.axisLabel.formatter(-12500)).toBe('-12,500');
    expect(option.series).toHaveLength(1);
    expect(option.series[0]).toMatchObject({ type: 'custom', encode: { x: [0, 1], y: 2 }, data: maccSeriesData(rects) });
    expect(option.tooltip.formatter({ dataIndex: 1 })).toBe(maccTooltip(rects[1]!, TEXTS));
    expect(maccOption([], '0', TEXTS).xAxis.max).toBe(1);
    // the reduction axis ends at the exact total: its label reads with 2 places at most (issue 25 item 8)
    const end = maccOption(rects, '2729.74790537333333333', TEXTS).xAxis;
    expect(end.axisLabel.formatter(end.max)).toBe('2,729.75');
    expect(end.axisLabel.formatter(500)).toBe('500');
  });

  it('gives the tooltip the name (escaped), number, organisation and figures with units', () => {
    expect(maccTooltip(rects[0]!, TEXTS).split('<br/>')).toEqual([
      '<b>Chiller &lt;retrofit&gt; &amp; VFD</b>',
      '[number]: EP2025000011',
      '[org]: Park North',
      '[reduction]: 120.50 tCO2e/yr',
      '[cost]: -350.25 yuan/tCO2e',
      '[investment]: 1,200.00 10k yuan',
      '[benefit]: 85.50 10k yuan',
    ]);
  });
});
