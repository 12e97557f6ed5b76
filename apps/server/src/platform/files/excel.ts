import ExcelJS from 'exceljs';
import { CODE, DomainError, withData, translate, type Locale } from '@carbon/domain';
import { zipProblem } from './zip-guard.js';

/** One column of an import template / export: header text per language, and the row key. */
export type SheetColumn<K extends string = string> = { key: K; header: string; width?: number };

/** Cells starting with these are formulas to a spreadsheet; exports neutralise them (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Makes a value safe for a cell: text that a spreadsheet would run as a formula gets a leading apostrophe. */
export function safeCell(value: unknown): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Builds an .xlsx with a header row and the rows, every text cell neutralised. */
export async function writeSheet(name: string, columns: SheetColumn[], rows: Record<string, unknown>[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Carbon Steward';
  const ws = wb.addWorksheet(name.slice(0, 31));
  ws.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 18 }));
  ws.getRow(1).font = { bold: true };
  for (const row of rows) ws.addRow(Object.fromEntries(columns.map((c) => [c.key, safeCell(row[c.key])])));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export type ParsedRow = { row: number; values: Record<string, string> };

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('result' in v && v.result !== undefined) return cellText(v.result as ExcelJS.CellValue);
    if ('text' in v) return String(v.text);
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    return '';
  }
  return String(v).trim();
}

/**
 * Reads the first sheet of an uploaded .xlsx whose header row matches `columns` (in any of
 * the three languages' headers or the keys). Refuses non-zips, zip bombs and > maxRows rows.
 */
export async function readSheet(
  buf: Buffer,
  columnsByLocale: Record<Locale, SheetColumn[]>,
  locale: Locale,
  maxRows = 20_000,
): Promise<ParsedRow[]> {
  const problem = zipProblem(buf);
  if (problem) throw new DomainError(CODE.FILE_REJECTED, `error.${CODE.FILE_REJECTED}`, { reason: problem });
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw new DomainError(CODE.FILE_REJECTED, `error.${CODE.FILE_REJECTED}`, { reason: 'not a readable .xlsx workbook' });
  }
  const ws = wb.worksheets[0];
  if (!ws) return [];
  if (ws.rowCount > maxRows + 1)
    throw new DomainError(CODE.FILE_REJECTED, `error.${CODE.FILE_REJECTED}`, { reason: `more than ${maxRows} rows` });
  const headerToKey = new Map<string, string>();
  for (const cols of Object.values(columnsByLocale)) for (const c of cols) headerToKey.set(c.header.trim().toLowerCase(), c.key);
  for (const c of columnsByLocale[locale]) headerToKey.set(c.key.toLowerCase(), c.key);
  const header = ws.getRow(1);
  const keys: (string | undefined)[] = [];
  header.eachCell({ includeEmpty: true }, (cell, col) => (keys[col] = headerToKey.get(cellText(cell.value).toLowerCase())));
  const missing = columnsByLocale[locale].filter((c) => !keys.includes(c.key)).map((c) => c.header);
  if (missing.length) {
    throw new DomainError(CODE.FILE_REJECTED, `error.${CODE.FILE_REJECTED}`, {
      reason: translate(locale, 'import.missingColumns', { columns: missing.join(', ') }),
    });
  }
  const rows: ParsedRow[] = [];
  ws.eachRow({ includeEmpty: false }, (r, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Record<string, string> = {};
    r.eachCell({ includeEmpty: true }, (cell, col) => {
      const key = keys[col];
      if (key) values[key] = cellText(cell.value);
    });
    if (Object.values(values).some((v) => v !== '')) rows.push({ row: rowNumber, values });
  });
  return rows;
}

export type RowFailure = { row: number; reasons: string[] };

/** All or nothing: throws 1012002 "N rows failed" with each row's reasons when any row failed. */
export function assertNoFailures(failures: RowFailure[]): void {
  if (failures.length === 0) return;
  const err = new DomainError(CODE.IMPORT_FAILED, `error.${CODE.IMPORT_FAILED}`, { count: failures.length });
  throw withData(err, { failedRows: failures });
}

/** A Content-Disposition that is safe for any file name (RFC 6266 / 5987). */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\w.\- ]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
