import type { z } from 'zod';
import {
  CODE,
  LOCALES,
  MESSAGES,
  translate,
  withData,
  type FailedRow,
  type Locale,
  type MessageParams,
  type SheetColumnDef,
  type SheetDef,
  type SheetOption,
  fail,
} from '@carbon/domain';
import { readSheet, sheetRows, writeSheet, type ReadSheetOptions, type SheetColumn } from './excel.js';
import type { ImportJob } from './import-queue.js';
import { intCell, plainNumber } from './sheet-cells.js';
import { columnLabel, writeReport, writeTemplate, type ReportRow } from './sheet-writer.js';
import { validationKey } from '../http/errors.js';

/**
 * The import kit (issue 9): from a module's sheet definition (packages/domain, `defineSheet`)
 * come the template (example row, instructions sheet, drop-downs), the reading (headers and
 * enumerated values in any language, or codes), the per-row checks (required, allowed values,
 * the module's zod schema), the all-or-nothing refusal naming row, column label and reason,
 * and the failed-rows report. See README.md in this folder.
 *
 * Per-row work is synchronous and map-based: a module resolves its lookups (codes → ids,
 * existing keys) in bulk, once per file, never per row.
 */

/** A data row as read: its sheet row number, the cells' text, and the values parsed from them (empty cells left out). */
export type SheetRow<K extends string> = { row: number; cells: Record<K, string>; values: Partial<Record<K, unknown>> };

/** Lower case, NFKC (full-width → half-width), trimmed: how enumerated cells are compared. */
const norm = (s: string) => s.normalize('NFKC').trim().toLowerCase();

/** Text of an enum column → its option: each option's code, aliases and label in every language. */
function optionIndex(c: SheetColumnDef): Map<string, SheetOption> {
  const index = new Map<string, SheetOption>();
  for (const o of c.options ?? []) {
    for (const s of [o.code, String(o.value), ...(o.aliases ?? []), ...LOCALES.map((l) => translate(l, o.label))]) {
      if (!index.has(norm(s))) index.set(norm(s), o);
    }
  }
  return index;
}

/** A cell's text → the value the schema reads (enum cells are resolved separately). */
function parseCell(c: SheetColumnDef, text: string): unknown {
  switch (c.kind) {
    case 'integer':
      return intCell(text);
    case 'decimal':
      return plainNumber(text);
    case 'codes':
      return [...new Set(text.split(/[,，;；\s]+/).filter(Boolean))];
    default:
      return text;
  }
}

type Failure = { row: number; cells: { key: string | null; reason: string }[] };

/**
 * A row failed on the fast path of an import (sheet-stream.ts): the import stops there and takes its
 * whole path instead, which reads the file again and reports every failed row.
 */
export class UncleanSheet extends Error {
  constructor(readonly row: number) {
    super(`row ${row} failed`);
  }
}

/** Rows parsed by a module's schema, with their sheet row numbers. */
export type CleanRow<T> = { row: number; data: T };

/** The rows of one uploaded sheet being checked: reasons gathered per row, then all or nothing. */
export class ImportSheet<K extends string> {
  private readonly failures = new Map<number, Failure>();

  constructor(
    private readonly def: SheetDef<K>,
    readonly locale: Locale,
    private readonly job: ImportJob,
    /** Every data row read (the unchanged example row left out), in sheet order. */
    readonly rows: SheetRow<K>[],
  ) {}

  /** The label of column `key` in the caller's language. */
  label(key: K): string {
    const c = this.def.columns.find((x) => x.key === key);
    return c ? columnLabel(this.locale, c) : key;
  }

  /** Row `row` fails: `message` (an i18n key, given `column` and `field` = the column's label) at column `key`, or the row as a whole (null). */
  fail(row: number, key: K | null, message: string, params: MessageParams = {}): void {
    const label = key ? this.label(key) : '';
    const reason = translate(this.locale, message, { column: label, field: label, ...params });
    const failure = this.failures.get(row) ?? { row, cells: [] };
    failure.cells.push({ key, reason });
    this.failures.set(row, failure);
  }

  /** Whether row `row` has failed (optionally: at column `key`). */
  failed(row: number, key?: K): boolean {
    const f = this.failures.get(row);
    return key === undefined ? f !== undefined : (f?.cells.some((c) => c.key === key) ?? false);
  }

  /** Row `row` fails with each zod issue not already reported at its column: the schema's own message key, else the generic one. */
  issues(row: number, error: z.ZodError): void {
    for (const issue of error.issues) {
      const key = (this.def.columns.find((c) => c.key === issue.path[0])?.key ?? null) as K | null;
      if (key && this.failed(row, key)) continue;
      if (MESSAGES[this.locale][issue.message]) this.fail(row, key, issue.message);
      else this.fail(row, key, validationKey(issue.code));
    }
  }

  /** The rows that pass the kit's checks and `schema`, parsed; the others fail with their issues. */
  parse<T>(schema: z.ZodType<T>): { row: number; data: T }[] {
    const out: { row: number; data: T }[] = [];
    for (const r of this.rows) {
      const parsed = schema.safeParse(r.values);
      if (!parsed.success) this.issues(r.row, parsed.error);
      else if (!this.failed(r.row)) out.push({ row: r.row, data: parsed.data });
    }
    return out;
  }

  /** The failed rows as the 1012002 answer lists them: row, reasons, and each reason's column label. */
  failedRows(): FailedRow[] {
    return [...this.failures.values()]
      .sort((a, b) => a.row - b.row)
      .map((f) => ({
        row: f.row,
        reasons: f.cells.map((c) => c.reason),
        cells: f.cells.map((c) => ({ column: c.key ? this.label(c.key as K) : null, reason: c.reason })),
      }));
  }

  /**
   * All or nothing: when any row failed, throws 1012002 "N rows failed" with `{ failedRows,
   * reportId }` and leaves the report (every uploaded row, a reasons column) on the job.
   */
  assertNoFailures(): void {
    if (this.failures.size === 0) return;
    const failedRows = this.failedRows();
    const byRow = new Map(failedRows.map((f) => [f.row, f]));
    const keysOf = (row: number) => new Set(this.failures.get(row)?.cells.flatMap((c) => (c.key ? [c.key] : [])) ?? []);
    const reportRows = (): ReportRow[] =>
      this.rows.map((r) => ({ row: r.row, cells: r.cells, reasons: byRow.get(r.row)?.reasons ?? [], failedKeys: keysOf(r.row) }));
    const name = translate(this.locale, 'imports.report.file', { sheet: translate(this.locale, this.def.name) });
    this.job.failed({ filename: `${name}.xlsx`, rows: this.rows.length, build: () => writeReport(this.def, this.locale, reportRows()) });
    const err = fail(CODE.IMPORT_FAILED, { count: failedRows.length });
    throw withData(err, { failedRows, reportId: this.job.id });
  }
}

/** What a module gets from its sheet definition. */
export type SheetKit<K extends string> = {
  readonly def: SheetDef<K>;
  /** Header columns in `locale` (exports of the same columns). */
  columns(locale: Locale): SheetColumn[];
  /** The import template in `locale`. */
  template(locale: Locale): Promise<Buffer>;
  /** The template's file name in `locale` (without extension). */
  templateName(locale: Locale): string;
  /** An export of `rows` with these columns; enum values are written as their labels (importable again). */
  exportRows(locale: Locale, rows: Partial<Record<K, unknown>>[]): Promise<Buffer>;
  /** Reads the upload as a job of the import queue; checks required cells and allowed values. */
  read(data: Buffer, locale: Locale, job: ImportJob): Promise<ImportSheet<K>>;
  /**
   * The fast path's read (sheet-stream.ts): the upload's rows checked like `read` and parsed by `schema`, in
   * chunks of `chunk` rows (the first a tenth of it) as the file is inflated; the first row that fails throws UncleanSheet.
   */
  cleanRows<T>(
    data: Buffer | Uint8Array,
    locale: Locale,
    options: ReadSheetOptions,
    schema: z.ZodType<T>,
    chunk: number,
  ): AsyncGenerator<CleanRow<T>[]>;
};

/** The job of a sheet that only probes rows (cleanRows): it never reports. */
const NO_JOB: ImportJob = {
  id: '',
  reading: () => ({}),
  phase: () => undefined,
  total: () => undefined,
  written: () => undefined,
  failed: () => undefined,
};

export function createSheetKit<K extends string>(def: SheetDef<K>): SheetKit<K> {
  const indexes = new Map(def.columns.filter((c) => c.kind === 'enum').map((c) => [c.key, optionIndex(c)]));
  const columnsByLocale = Object.fromEntries(
    LOCALES.map((l) => [l, def.columns.map((c) => ({ key: c.key, header: columnLabel(l, c), width: c.width ?? 18 }))]),
  ) as unknown as Record<Locale, SheetColumn[]>;
  /** The example row as read back: each column's text, an enum column by its option. */
  const example = def.columns.map((c) => ({ c, text: c.example === null ? '' : String(c.example) }));

  /** An unchanged example row (its enumerated cells in any language): skipped. */
  function isExample(cells: Record<string, string>): boolean {
    return example.every(({ c, text }) => {
      const cell = cells[c.key] ?? '';
      const index = indexes.get(c.key);
      return index ? (cell === '' ? text === '' : index.get(norm(cell))?.code === text) : cell === text;
    });
  }

  function toRow(sheet: ImportSheet<K>, row: number, cells: Record<string, string>): SheetRow<K> {
    const values: Partial<Record<K, unknown>> = {};
    for (const c of def.columns) {
      const text = cells[c.key] ?? '';
      if (text === '') {
        if (c.required) sheet.fail(row, c.key, 'imports.reason.required');
        continue;
      }
      const index = indexes.get(c.key);
      if (!index) values[c.key] = parseCell(c, text);
      else {
        const option = index.get(norm(text));
        if (option) values[c.key] = option.value;
        else sheet.fail(row, c.key, 'imports.reason.notAllowed', { value: text, values: allowed(sheet.locale, c) });
      }
    }
    return { row, cells: cells as Record<K, string>, values };
  }

  const allowed = (locale: Locale, c: SheetColumnDef) =>
    (c.options ?? []).map((o) => translate(locale, o.label)).join(locale === 'en-US' ? ', ' : '、');

  return {
    def,
    columns: (locale) => columnsByLocale[locale],
    template: (locale) => writeTemplate(def, locale),
    templateName: (locale) => translate(locale, 'imports.template.file', { sheet: translate(locale, def.name) }),
    exportRows(locale, rows) {
      const labelled = rows.map((r) => {
        const out: Record<string, unknown> = { ...r };
        for (const c of def.columns) {
          const option = c.options?.find((o) => o.value === r[c.key] || o.code === r[c.key]);
          if (option) out[c.key] = translate(locale, option.label);
        }
        return out;
      });
      return writeSheet(translate(locale, def.name), columnsByLocale[locale], labelled);
    },
    async read(data, locale, job) {
      const parsed = await readSheet(data, columnsByLocale, locale, job.reading(def.maxRows));
      const rows: SheetRow<K>[] = [];
      const sheet = new ImportSheet<K>(def, locale, job, rows);
      for (const r of parsed) if (!isExample(r.values)) rows.push(toRow(sheet, r.row, r.values));
      return sheet;
    },
    async *cleanRows(data, locale, options, schema, chunk) {
      // the failures of the rows gathered here only tell whether a row failed: the whole path reports them
      const probe = new ImportSheet<K>(def, locale, NO_JOB, []);
      let out: CleanRow<z.infer<typeof schema>>[] = [];
      // a tenth first, so the caller's work on the rows starts early; then `chunk` each
      let size = Math.ceil(chunk / 10);
      for await (const r of sheetRows(data, columnsByLocale, locale, options)) {
        if (isExample(r.values)) continue;
        const { values } = toRow(probe, r.row, r.values);
        const parsed = probe.failed(r.row) ? undefined : schema.safeParse(values);
        if (!parsed?.success) throw new UncleanSheet(r.row);
        out.push({ row: r.row, data: parsed.data });
        if (out.length === size) {
          yield out;
          out = [];
          size = chunk;
        }
      }
      if (out.length) yield out;
    },
  };
}
