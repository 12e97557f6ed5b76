import ExcelJS from 'exceljs';
import { translate, type Locale, type SheetColumnDef, type SheetDef } from '@carbon/domain';
import { DEFAULT_SHEET_LIMITS, safeCell } from './excel.js';

/**
 * Writes the workbooks of the import kit from a sheet definition (packages/domain
 * shared/sheet.ts): the template (header, example row, instructions, drop-downs) and the
 * failed-rows report (the uploaded rows with a reasons column, same instructions and drop-downs).
 */

/** A row of the report: its sheet row number, the cells as uploaded, and its reasons (empty when it passed). */
export type ReportRow = { row: number; cells: Record<string, string>; reasons: string[]; failedKeys: ReadonlySet<string> };

type Content = { example: true } | { example: false; rows: ReportRow[] };

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF0F0F0' } };
const FAILED_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFE1E1' } };
const EXAMPLE_FONT: Partial<ExcelJS.Font> = { italic: true, color: { argb: 'FF8C8C8C' } };
/** Excel refuses an in-line list longer than 255 characters; longer lists go to a hidden sheet. */
const INLINE_LIST_MAX = 250;

const t = (locale: Locale, key: string, params?: Record<string, string | number>) => translate(locale, key, params);

/** The header text of a column in `locale`. */
export const columnLabel = (locale: Locale, c: SheetColumnDef) => t(locale, c.label);

/** The labels of an enum column's options in `locale`. */
const optionLabels = (locale: Locale, c: SheetColumnDef) => (c.options ?? []).map((o) => t(locale, o.label));

/** The example row's cell in `locale`: an enum example is shown by its label. */
export function exampleCell(locale: Locale, c: SheetColumnDef): string | number | null {
  if (c.example === null || c.example === '') return null;
  if (c.kind !== 'enum') return c.example;
  const option = c.options?.find((o) => o.code === c.example);
  return option ? t(locale, option.label) : c.example;
}

/** An uploaded cell written back: a number stays as typed, other text that a spreadsheet would run as a formula is neutralised. */
const uploadedCell = (text: string | undefined) => (text && /^[-+]?\d/.test(text) ? text : safeCell(text || null));

const colName = (i: number): string => (i < 26 ? String.fromCharCode(65 + i) : colName(Math.floor(i / 26) - 1) + colName(i % 26));

/** The format the instructions state for a column. */
const formatText = (locale: Locale, c: SheetColumnDef) => t(locale, c.format ?? `imports.format.${c.kind}`, c.formatParams);

function addInstructions(wb: ExcelJS.Workbook, def: SheetDef, locale: Locale, sheetName: string): void {
  const ws = wb.addWorksheet(t(locale, 'imports.instructions.sheet').slice(0, 31));
  ws.columns = [{ width: 28 }, { width: 10 }, { width: 48 }, { width: 48 }, { width: 28 }];
  const title = ws.addRow([t(locale, 'imports.instructions.title')]);
  title.font = { bold: true, size: 14 };
  for (const key of ['fill', 'example', 'required', 'enum', 'allOrNothing'])
    ws.addRow([t(locale, `imports.instructions.${key}`, { sheet: sheetName })]);
  ws.addRow([]);
  const head = ws.addRow(['column', 'required', 'format', 'allowed', 'example'].map((k) => t(locale, `imports.instructions.head.${k}`)));
  head.font = { bold: true };
  head.eachCell((cell) => (cell.fill = HEADER_FILL));
  for (const c of def.columns) {
    const allowed = (c.options ?? []).map((o) => `${t(locale, o.label)} (${o.code})`).join('\n');
    const example = exampleCell(locale, c);
    const row = ws.addRow([
      columnLabel(locale, c),
      t(locale, c.required ? 'imports.instructions.yes' : 'imports.instructions.no'),
      formatText(locale, c),
      allowed,
      example === null ? '' : safeCell(String(example)),
    ]);
    row.alignment = { wrapText: true, vertical: 'top' };
    if (c.required) row.getCell(1).font = { bold: true };
  }
}

/** The list a drop-down offers: in-line when short, else a range of a hidden sheet. */
function listFormula(wb: ExcelJS.Workbook, labels: string[], index: number): string {
  const inline = labels.join(',');
  if (inline.length <= INLINE_LIST_MAX && !labels.some((l) => /[,"]/.test(l))) return `"${inline}"`;
  const lists = wb.getWorksheet('lists') ?? wb.addWorksheet('lists', { state: 'veryHidden' });
  labels.forEach((label, r) => (lists.getCell(r + 1, index + 1).value = label));
  return `lists!$${colName(index)}$1:$${colName(index)}$${labels.length}`;
}

/** exceljs 4.4 has range validations (`worksheet.dataValidations.add`) but its typings lack them. */
type RangeValidations = { dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void } };

function addDropDowns(wb: ExcelJS.Workbook, ws: ExcelJS.Worksheet, def: SheetDef, locale: Locale): void {
  const validations = (ws as unknown as RangeValidations).dataValidations;
  const last = (def.maxRows ?? DEFAULT_SHEET_LIMITS.maxRows) + 1;
  def.columns.forEach((c, i) => {
    if (c.kind !== 'enum') return;
    const labels = optionLabels(locale, c);
    validations.add(`${colName(i)}2:${colName(i)}${last}`, {
      type: 'list',
      allowBlank: !c.required,
      formulae: [listFormula(wb, labels, i)],
      showErrorMessage: true,
      errorStyle: 'warning',
      errorTitle: columnLabel(locale, c),
      error: t(locale, 'imports.dropDown.error', { values: labels.join(', ') }),
    });
  });
}

/** The data sheet, first in the workbook (the one an import reads): header, then the example row or the report's rows. */
function addDataSheet(wb: ExcelJS.Workbook, def: SheetDef, locale: Locale, content: Content): ExcelJS.Worksheet {
  const ws = wb.addWorksheet(t(locale, def.name).slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = def.columns.map((c) => ({ header: columnLabel(locale, c), key: c.key, width: c.width ?? 18, style: { numFmt: '@' } }));
  if (!content.example) columns.push({ header: t(locale, 'imports.report.reasons'), key: '_reasons', width: 60, style: { numFmt: '@' } });
  ws.columns = columns;
  const header = ws.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell, col) => {
    cell.fill = HEADER_FILL;
    const c = def.columns[col - 1];
    if (c?.required) cell.font = { bold: true, color: { argb: 'FFCF1322' } };
    if (c)
      cell.note = `${t(locale, c.required ? 'imports.instructions.requiredNote' : 'imports.instructions.optionalNote')}\n${formatText(locale, c)}`;
  });
  if (content.example) {
    const row = ws.getRow(2);
    def.columns.forEach((c, i) => (row.getCell(i + 1).value = safeCell(exampleCell(locale, c)?.toString() ?? null)));
    row.font = EXAMPLE_FONT;
    return ws;
  }
  for (const r of content.rows) {
    const row = ws.getRow(r.row);
    def.columns.forEach((c, i) => {
      const cell = row.getCell(i + 1);
      cell.value = uploadedCell(r.cells[c.key]);
      if (r.failedKeys.has(c.key)) cell.fill = FAILED_FILL;
    });
    if (r.reasons.length) {
      const cell = row.getCell(def.columns.length + 1);
      cell.value = safeCell(r.reasons.join('\n'));
      cell.font = { color: { argb: 'FFCF1322' } };
      cell.fill = FAILED_FILL;
    }
  }
  return ws;
}

async function workbook(def: SheetDef, locale: Locale, content: Content): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Carbon Steward';
  const ws = addDataSheet(wb, def, locale, content);
  addInstructions(wb, def, locale, ws.name);
  addDropDowns(wb, ws, def, locale);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The import template in `locale`: header, example row (ignored on import while unchanged), instructions, drop-downs. */
export const writeTemplate = (def: SheetDef, locale: Locale) => workbook(def, locale, { example: true });

/** The failed-rows report: the uploaded rows at their row numbers, failed cells marked, a reasons column; re-importable once corrected. */
export const writeReport = (def: SheetDef, locale: Locale, rows: ReportRow[]) => workbook(def, locale, { example: false, rows });
