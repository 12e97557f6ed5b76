import type { Content, TableCell } from './pdf-types.js';
import { fmt } from './format.js';

/**
 * The document's building blocks. Everything here is plain data (no functions), so a document
 * can be handed to a worker thread as it is.
 */

export const HEADER_FILL = '#e8eef5';

export const num = (value: string | null | undefined, dp = 4): TableCell => ({ text: fmt(value, dp), alignment: 'right' });
export const cell = (text: string | null | undefined): TableCell => ({
  text: text === null || text === undefined || text === '' ? '—' : text,
});
export const strong = (text: string): TableCell => ({ text, bold: true });
export const blank: TableCell = { text: '' };

/** A table with a shaded header row repeated on every page; rows are not split across pages. */
export function table(widths: (number | string)[], header: string[], rows: TableCell[][]): Content {
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths,
      body: [header.map((h) => ({ text: h, bold: true, fillColor: HEADER_FILL })), ...rows],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 4, 0, 10],
  };
}

/** Label → value rows (the title page, the boundary section). */
export function facts(rows: [string, string | null | undefined][]): Content {
  return {
    table: {
      widths: [150, '*'],
      body: rows.map(([k, v]) => [
        { text: k, bold: true, fillColor: HEADER_FILL },
        { text: v === null || v === undefined || v === '' ? '—' : v },
      ]),
    },
    layout: 'lightHorizontalLines',
    margin: [0, 4, 0, 10],
  };
}

/** A numbered section heading listed in the table of contents. */
export const heading = (n: number, text: string): Content => ({
  text: `${n}. ${text}`,
  style: 'h1',
  tocItem: true,
  tocMargin: [0, 2, 0, 0],
});

export const subheading = (text: string): Content => ({ text, style: 'h2' });
export const note = (text: string): Content => ({ text, style: 'note' });
export const paragraph = (text: string): Content => ({ text, margin: [0, 2, 0, 8] });
