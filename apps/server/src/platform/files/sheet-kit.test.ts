import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { DomainError, ENUMS, FACTOR_TABLE, defineSheet, enumOptions, translate, type FailedRow, type Locale } from '@carbon/domain';
import { createImportQueue, type ImportJob } from './import-queue.js';
import { createSheetKit } from './sheet-kit.js';

/**
 * The import kit on real .xlsx files (exceljs writes and reads them): a small sheet with an
 * enumerated, a required, an integer and a decimal column.
 */
const SHEET = defineSheet({
  name: 'factor.sheet.name',
  columns: [
    {
      key: 'tableCode',
      label: 'factor.column.tableCode',
      kind: 'enum',
      required: true,
      options: enumOptions(FACTOR_TABLE),
      example: 'biomass',
    },
    { key: 'code', label: 'factor.column.code', kind: 'text', required: true, format: 'factor.validation.code', example: 'EXAMPLE-1' },
    { key: 'sourceYear', label: 'factor.column.sourceYear', kind: 'integer', format: 'imports.format.year', example: 2006 },
    { key: 'value', label: 'factor.column.value', kind: 'decimal', required: true, example: '1.5' },
  ],
});
const schema = z.object({
  tableCode: z.string(),
  code: z.string(),
  sourceYear: z.number().int().min(1900).nullable().default(null),
  value: z.string().regex(/^[\d.]+$/, { message: 'factor.validation.value' }),
});
const kit = createSheetKit(SHEET);
const queue = createImportQueue({ concurrency: 1, maxWaiting: 5, maxInflatedBytes: 64 * 1024 * 1024 });
const owner = { user: { id: 7 } };

async function load(buf: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  return wb;
}

/** The template in `locale` with `rows` added under the example row (values in column order). */
async function filled(locale: Locale, rows: (string | number | null)[][], keepExample = true): Promise<Buffer> {
  const wb = await load(await kit.template(locale));
  const ws = wb.worksheets[0]!;
  if (!keepExample) ws.spliceRows(2, 1);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Reads `file` as an import job would, checks it with the schema, and returns what the import saw or its refusal. */
async function importOf(file: Buffer, locale: Locale) {
  let job: ImportJob | undefined;
  try {
    const rows = await queue.run(owner, 'factor', async (j) => {
      job = j;
      const sheet = await kit.read(file, locale, j);
      const valid = sheet.parse(schema);
      sheet.assertNoFailures();
      return valid;
    });
    return { rows, error: undefined, job: job! };
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    return { rows: [], error: e, job: job! };
  }
}

const cellsOf = (ws: ExcelJS.Worksheet, r: number) => (ws.getRow(r).values as unknown[]).slice(1);

describe('sheet kit', () => {
  it('writes a template in the user language: header, example row, instructions sheet, drop-down on the enumerated column', async () => {
    for (const locale of ['zh-CN', 'en-US', 'zh-TW'] as const) {
      const wb = await load(await kit.template(locale));
      const [data, instructions] = wb.worksheets;
      expect(data!.name).toBe(translate(locale, 'factor.sheet.name'));
      expect(cellsOf(data!, 1)).toEqual(SHEET.columns.map((c) => translate(locale, c.label)));
      expect(cellsOf(data!, 2)).toEqual([translate(locale, 'enum.factorTable.biomass'), 'EXAMPLE-1', '2006', '1.5']);
      expect(instructions!.name).toBe(translate(locale, 'imports.instructions.sheet'));
      const text = JSON.stringify(instructions!.getSheetValues());
      expect(text).toContain(translate(locale, 'factor.validation.code'));
      expect(text).toContain(translate(locale, 'imports.format.year'));
      for (const item of FACTOR_TABLE.items) expect(text).toContain(`${translate(locale, item.key)} (${item.code})`);
      const dv = data!.getCell('A5').dataValidation;
      expect(dv).toMatchObject({ type: 'list', showErrorMessage: true, errorStyle: 'warning' });
      expect(dv.allowBlank).toBeFalsy();
      expect(dv.formulae).toEqual([`"${FACTOR_TABLE.items.map((i) => translate(locale, i.key)).join(',')}"`]);
      expect(data!.getCell('A20001').dataValidation?.type).toBe('list');
      expect(data!.getCell('B5').dataValidation).toBeUndefined();
    }
  });

  it('accepts enumerated values as labels in any language or as codes, and ignores the unchanged example row', async () => {
    const file = await filled('en-US', [
      ['固定燃烧', 'A-1', 2006, '2'],
      ['Mobile combustion', 'A-2', null, '3'],
      ['第三方運輸', 'A-3', null, '4'],
      ['energy', 'A-4', null, '5'],
      [' FIXED-COMBUSTION ', 'A-5', null, '6'],
    ]);
    const { rows, error } = await importOf(file, 'en-US');
    expect(error).toBeUndefined();
    expect(rows.map((r) => [r.row, r.data.tableCode, r.data.code])).toEqual([
      [3, 'fixed-combustion', 'A-1'],
      [4, 'mobile-combustion', 'A-2'],
      [5, 'transport', 'A-3'],
      [6, 'energy', 'A-4'],
      [7, 'fixed-combustion', 'A-5'],
    ]);
    expect(rows[0]!.data.sourceYear).toBe(2006);
  });

  it('imports the example row once it is changed, and a zh-TW example left unchanged in a zh-CN upload is still skipped', async () => {
    const wb = await load(await kit.template('zh-TW'));
    wb.worksheets[0]!.getCell('B2').value = 'REAL-1';
    const changed = await importOf(Buffer.from(await wb.xlsx.writeBuffer()), 'zh-CN');
    expect(changed.rows.map((r) => [r.row, r.data.code, r.data.tableCode])).toEqual([[2, 'REAL-1', 'biomass']]);
    const unchanged = await importOf(await filled('zh-TW', [['生質', 'X-1', null, '1']]), 'zh-CN');
    expect(unchanged.rows.map((r) => r.row)).toEqual([3]);
  });

  it('refuses all rows when one fails, naming row, column label and reason in the user language; the report holds every row with a reasons column', async () => {
    const file = await filled('zh-CN', [
      ['固定燃烧', 'OK-1', null, '1'],
      ['燃气', '', 1800, 'abc'],
      ['Biomass', 'OK-2', null, '=1+1'],
    ]);
    const { error, job } = await importOf(file, 'en-US');
    expect(error?.code).toBe(1012002);
    expect(translate('en-US', error!.key, error!.params)).toBe(translate('en-US', 'error.1012002', { count: 2 }));
    const data = error!.data as { failedRows: FailedRow[]; reportId: string };
    expect(data.reportId).toBe(job.id);
    expect(data.failedRows.map((f) => f.row)).toEqual([4, 5]);
    const allowed = FACTOR_TABLE.items.map((i) => translate('en-US', i.key)).join(', ');
    expect(data.failedRows[0]!.cells).toEqual([
      { column: 'Factor table', reason: `Factor table cannot be "燃气"; allowed: ${allowed}` },
      { column: 'Factor code', reason: 'Factor code is required' },
      { column: 'Source year', reason: translate('en-US', 'validation.tooSmall', { field: 'Source year' }) },
      { column: 'Factor value', reason: translate('en-US', 'factor.validation.value') },
    ]);
    expect(data.failedRows[1]!.cells).toEqual([{ column: 'Factor value', reason: translate('en-US', 'factor.validation.value') }]);
    expect(queue.list(7)[0]).toMatchObject({ id: job.id, phase: 'failed', code: 1012002, hasReport: true });

    const report = queue.report(7, job.id)!;
    expect(report.filename).toBe(`${translate('en-US', 'imports.report.file', { sheet: 'Emission factors' })}.xlsx`);
    expect(queue.report(8, job.id)).toBeUndefined();
    const ws = (await load(await report.build())).worksheets[0]!;
    expect(cellsOf(ws, 1)).toEqual([...SHEET.columns.map((c) => translate('en-US', c.label)), 'Reasons']);
    expect(ws.getRow(2).values).toEqual([]);
    expect(cellsOf(ws, 3)).toEqual(['固定燃烧', 'OK-1', undefined, '1']);
    expect(cellsOf(ws, 4).slice(0, 4)).toEqual(['燃气', undefined, '1800', 'abc']);
    expect(String(ws.getCell('E4').value).split('\n')).toEqual(data.failedRows[0]!.reasons);
    expect(ws.getCell('D5').value).toBe("'=1+1");
    expect((ws.getCell('B4').fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFFFE1E1');
    expect((ws.getCell('B3').fill as ExcelJS.FillPattern | undefined)?.fgColor).toBeUndefined();
    const wb = await load(await report.build());
    expect(wb.worksheets[1]!.name).toBe('Instructions');
    expect(wb.worksheets[0]!.getCell('A9').dataValidation?.type).toBe('list');
  });

  it('a required column left empty fails once, with the kit reason and not the schema one too', async () => {
    const { error } = await importOf(await filled('zh-CN', [[null, 'C-1', null, '1']], false), 'zh-CN');
    const rows = (error!.data as { failedRows: FailedRow[] }).failedRows;
    expect(rows).toEqual([{ row: 2, reasons: ['因子表 不能为空'], cells: [{ column: '因子表', reason: '因子表 不能为空' }] }]);
  });

  it('puts a drop-down list too long for Excel in-line on a hidden sheet, still accepting its labels', async () => {
    const joined = (items: readonly { key: string }[]) => items.map((i) => translate('en-US', i.key)).join(',').length;
    const big = [...ENUMS].sort((a, b) => joined(b.items) - joined(a.items))[0]!;
    expect(joined(big.items)).toBeGreaterThan(255);
    const long = createSheetKit(
      defineSheet({
        name: 'factor.sheet.name',
        columns: [{ key: 'kind', label: 'factor.column.class1', kind: 'enum', options: enumOptions(big), example: null }],
      }),
    );
    const wb = await load(await long.template('en-US'));
    const lists = wb.getWorksheet('lists')!;
    expect(lists.state).toBe('veryHidden');
    expect(wb.worksheets[0]!.getCell('A2').dataValidation.formulae).toEqual([`lists!$A$1:$A$${big.items.length}`]);
    expect(lists.getCell(`A${big.items.length}`).value).toBe(translate('en-US', big.items.at(-1)!.key));
  });
});
