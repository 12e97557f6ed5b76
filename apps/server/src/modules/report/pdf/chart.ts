import { Decimal } from '@carbon/domain';
import type { Content, TableCell } from './pdf-types.js';
import { num } from './tables.js';

/**
 * Charts drawn with pdfmake's vector canvas (no browser, no raster): bars are rectangles, every
 * label and value is real text in the embedded font, so the chart is searchable and sharp.
 */

export const PALETTE = ['#4e79a7', '#f28e2b', '#59a14f', '#e15759', '#76b7b2', '#edc948', '#b07aa1', '#ff9da7', '#9c755f', '#bab0ac'];
const BAR_WIDTH = 250;
const BAR_HEIGHT = 9;

export type ChartRow = { label: string; value: string };

const positive = (v: string) => Decimal.max(new Decimal(v), 0);

function bar(width: number, color: string): TableCell {
  if (width <= 0.1) return { text: '' };
  return { canvas: [{ type: 'rect', x: 0, y: 1, w: width, h: BAR_HEIGHT, color }] };
}

/** Horizontal bars, the longest the largest value; one row per label, the value beside its bar. */
export function barChart(rows: readonly ChartRow[], color = PALETTE[0]!): Content {
  const max = rows.reduce((m, r) => Decimal.max(m, positive(r.value)), new Decimal(0));
  const body = rows.map((r) => [
    { text: r.label, fontSize: 8 },
    bar(max.isZero() ? 0 : positive(r.value).dividedBy(max).times(BAR_WIDTH).toNumber(), color),
    { ...(num(r.value) as object), fontSize: 8 } as TableCell,
  ]);
  return { table: { widths: [170, BAR_WIDTH, 70], body }, layout: 'noBorders', margin: [0, 4, 0, 10] };
}

/** One bar split into the parts' shares of their sum, with a legend under it. */
export function stackedBar(parts: readonly ChartRow[]): Content {
  const values = parts.map((p) => positive(p.value));
  const sum = values.reduce((a, b) => a.plus(b), new Decimal(0));
  const width = BAR_WIDTH + 240;
  let x = 0;
  const rects = sum.isZero()
    ? [{ type: 'rect' as const, x: 0, y: 0, w: width, h: 16, lineColor: '#999999' }]
    : values.map((v, i) => {
        const w = v.dividedBy(sum).times(width).toNumber();
        const r = { type: 'rect' as const, x, y: 0, w, h: 16, color: PALETTE[i % PALETTE.length]! };
        x += w;
        return r;
      });
  const legend = parts.map((p, i) => ({
    columns: [
      { width: 12, canvas: [{ type: 'rect' as const, x: 0, y: 2, w: 8, h: 8, color: PALETTE[i % PALETTE.length]! }] },
      { width: '*', text: p.label, fontSize: 8 },
      { width: 80, ...(num(p.value) as object), fontSize: 8 },
    ],
    margin: [0, 1, 0, 1] as [number, number, number, number],
  }));
  return { stack: [{ canvas: rects, margin: [0, 4, 0, 6] }, ...legend], margin: [0, 0, 0, 10] } as Content;
}
