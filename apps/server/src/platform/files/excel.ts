import ExcelJS from 'exceljs';
import { CODE, DomainError, withData, translate, type Locale, fail } from '@carbon/domain';
import { FileRefusal } from './zip-guard.js';
import { readFirstSheet, type ReadProgress, type SheetLimits } from './xlsx-reader.js';

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

/** An import's limits unless the caller says otherwise (the configuration sets the byte limit: IMPORT_MAX_INFLATED_MB). */
export const DEFAULT_SHEET_LIMITS: SheetLimits = { maxRows: 20_000, maxInflatedBytes: 64 * 1024 * 1024 };

export type ReadSheetOptions = Partial<SheetLimits> & {
  /** Updated while reading (rows read, bytes inflated): the import's progress. */
  progress?: ReadProgress;
};

/** 1012003 with the reason in the caller's language; `data` says how far the reading got. */
function refused(locale: Locale, refusal: FileRefusal, progress: ReadProgress, limits: SheetLimits): DomainError {
  const reason = translate(locale, `import.refused.${refusal.reason}`, refusal.params);
  const err = fail(CODE.FILE_REJECTED, { reason });
  return withData(err, { reason: refusal.reason, ...progress, ...limits });
}

/** Column index → row key, from the header row (any language's header, or the key itself). */
function headerKeys(header: ExcelJS.Row | undefined, columnsByLocale: Record<Locale, SheetColumn[]>, locale: Locale) {
  const headerToKey = new Map<string, string>();
  for (const cols of Object.values(columnsByLocale)) for (const c of cols) headerToKey.set(c.header.trim().toLowerCase(), c.key);
  for (const c of columnsByLocale[locale]) headerToKey.set(c.key.toLowerCase(), c.key);
  const keys: (string | undefined)[] = [];
  header?.eachCell({ includeEmpty: true }, (cell, col) => (keys[col] = headerToKey.get(cellText(cell.value).toLowerCase())));
  const missing = columnsByLocale[locale].filter((c) => !keys.includes(c.key)).map((c) => c.header);
  if (missing.length) {
    throw fail(CODE.FILE_REJECTED, {
      reason: translate(locale, 'import.missingColumns', { columns: missing.join(', ') }),
    });
  }
  return keys;
}

/**
 * The data rows of the first sheet of an uploaded .xlsx whose header row (row 1) matches `columns` (in
 * any of the three languages' headers or the keys), one at a time as the file is inflated
 * (xlsx-reader.ts): refuses non-zips, archives inflating beyond the byte limit (counted, not
 * declared) and sheets of more than maxRows rows, stopping there. Empty rows are left out.
 */
export async function* sheetRows(
  buf: Buffer | Uint8Array,
  columnsByLocale: Record<Locale, SheetColumn[]>,
  locale: Locale,
  options: ReadSheetOptions = {},
): AsyncGenerator<ParsedRow> {
  const limits: SheetLimits = {
    maxRows: options.maxRows ?? DEFAULT_SHEET_LIMITS.maxRows,
    maxInflatedBytes: options.maxInflatedBytes ?? DEFAULT_SHEET_LIMITS.maxInflatedBytes,
  };
  const progress = options.progress ?? { rowsRead: 0, bytesInflated: 0 };
  let keys: (string | undefined)[] | undefined;
  let count = 0;
  try {
    for await (const r of readFirstSheet(
      Buffer.isBuffer(buf) ? buf : Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength),
      limits,
      progress,
    )) {
      if (!keys) {
        keys = headerKeys(r.number === 1 ? r : undefined, columnsByLocale, locale);
        if (r.number === 1) continue;
      }
      const values: Record<string, string> = {};
      r.eachCell({ includeEmpty: true }, (cell, col) => {
        const key = keys![col];
        if (key) values[key] = cellText(cell.value);
      });
      if (!Object.values(values).some((v) => v !== '')) continue;
      if (count === limits.maxRows) throw new FileRefusal('tooManyRows', { max: limits.maxRows });
      count++;
      yield { row: r.number, values };
    }
  } catch (e) {
    throw e instanceof FileRefusal ? refused(locale, e, progress, limits) : e;
  }
  if (!keys) headerKeys(undefined, columnsByLocale, locale);
}

/** Every data row of the upload (sheetRows), read to the end. */
export async function readSheet(
  buf: Buffer,
  columnsByLocale: Record<Locale, SheetColumn[]>,
  locale: Locale,
  options: ReadSheetOptions = {},
): Promise<ParsedRow[]> {
  const rows: ParsedRow[] = [];
  for await (const r of sheetRows(buf, columnsByLocale, locale, options)) rows.push(r);
  return rows;
}

export type RowFailure = { row: number; reasons: string[] };

/** All or nothing: throws 1012002 "N rows failed" with each row's reasons when any row failed. */
export function assertNoFailures(failures: RowFailure[]): void {
  if (failures.length === 0) return;
  const err = fail(CODE.IMPORT_FAILED, { count: failures.length });
  throw withData(err, { failedRows: failures });
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
