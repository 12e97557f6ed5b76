import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { FACTOR_SHEET, FACTOR_TABLE, translate, type FailedRow, type ImportJobView, type Locale } from '@carbon/domain';
import { createTestApp, dbKinds, DEMO, login, type TestApp } from '../../test/harness.js';
import { caller } from './testing.js';

/**
 * Issue 9, imports a user can fill, through the HTTP API on each database: the templates of
 * the factor, exchange-rate and account imports (example row, instructions, drop-downs),
 * factor-table labels in any language or codes, and a refused file's row report.
 */
type Failed = { failedRows: FailedRow[]; reportId: string };
type PageData = { totalRows: number; rows: { code: string; tableCode: string }[] };

async function load(buf: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  return wb;
}
const cells = (ws: ExcelJS.Worksheet, r: number) => (ws.getRow(r).values as unknown[]).slice(1);

/** A factor row for the template's columns, with the factor table as given (a label or a code). */
function factorRow(table: string, code: string, value = '74100'): string[] {
  const v: Record<string, string> = {
    tableCode: table,
    class1: '化石燃料',
    nameZh: `标签 ${code}`,
    code,
    factorVersion: 'v1',
    country: 'CN',
    value,
    factorUnit: 'kg/TJ',
    activityUnit: 'TJ',
    sourceTitle: 'label test',
  };
  return FACTOR_SHEET.columns.map((c) => v[c.key] ?? '');
}

describe.each(dbKinds())('import templates, labels and failure reports on %s', (kind) => {
  let t: TestApp;
  let admin = '';
  let manager = '';

  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await login(t.app, 'superAdmin', DEMO.superAdmin);
    manager = await login(t.app, 'manager', DEMO.manager);
  });
  afterAll(() => t.close());

  const template = async (path: string, lang: Locale) => load((await caller(t, () => admin, lang).download(path)).rawPayload);

  /** The downloaded template in `lang` with `rows` appended under its example row. */
  async function filled(lang: Locale, rows: string[][]): Promise<Buffer> {
    const wb = await template('/api/main/factor/template', lang);
    for (const r of rows) wb.worksheets[0]!.addRow(r);
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  it('serves each template with an example row, an instructions sheet and drop-downs on coded columns, in the caller language', async () => {
    const factor = await template('/api/main/factor/template', 'zh-CN');
    const [data, instructions] = factor.worksheets;
    expect(cells(data!, 1)[0]).toBe('因子表');
    expect(cells(data!, 2).slice(0, 1)).toEqual(['固定燃烧']);
    expect(instructions!.name).toBe('填写说明');
    const text = JSON.stringify(instructions!.getSheetValues());
    expect(text).toContain('固定燃烧 (fixed-combustion)');
    expect(text).toContain(translate('zh-CN', 'factor.validation.value'));
    expect(data!.getCell('A3').dataValidation).toMatchObject({
      type: 'list',
      formulae: [`"${FACTOR_TABLE.items.map((i) => translate('zh-CN', i.key)).join(',')}"`],
    });

    const rates = await template('/api/main/exchangeRate/template', 'zh-TW');
    expect(rates.worksheets.map((w) => w.name)).toEqual(['匯率', '填寫說明']);
    expect(cells(rates.worksheets[0]!, 2)).toEqual(['EUR', '2024', '1', '1.0905', 'Example: ECB monthly average']);

    const users = await template('/api/main/sysUser/template', 'en-US');
    const sheet = users.worksheets[0]!;
    expect(cells(sheet, 1)[8]).toBe(translate('en-US', 'user.col.userType'));
    expect(cells(sheet, 2)[8]).toBe('Common user');
    expect(sheet.getCell('I3').dataValidation).toMatchObject({ type: 'list', formulae: ['"Administrator,Manager,Common user"'] });
    expect(JSON.stringify(users.worksheets[1]!.getSheetValues())).toContain('8–14');
  });

  it('accepts the factor table by its label in zh-CN, en-US and zh-TW or by its code; the unchanged example row is not imported', async () => {
    const file = await filled('zh-CN', [
      factorRow('固定燃烧', 'LBL-CN'),
      factorRow('Mobile combustion', 'LBL-EN'),
      factorRow('生質', 'LBL-TW'),
      factorRow('transport', 'LBL-CODE'),
    ]);
    const res = await caller(t, () => admin, 'en-US').upload('/api/main/factor/import', file);
    expect(res).toMatchObject({ success: true, data: { inserted: 4 } });
    const page = (await caller(t, () => admin).get('/api/main/factor/page?keyword=LBL-&pageSize=50')).data as PageData;
    expect(page.rows.map((r) => [r.code, r.tableCode]).sort()).toEqual([
      ['LBL-CN', 'fixed-combustion'],
      ['LBL-CODE', 'transport'],
      ['LBL-EN', 'mobile-combustion'],
      ['LBL-TW', 'biomass'],
    ]);
    const example = (await caller(t, () => admin).get('/api/main/factor/page?keyword=EXAMPLE-NG')).data as PageData;
    expect(example.totalRows).toBe(0);
  });

  it('refuses the file naming row, column label and reason in the caller language, and serves the rows with a reasons column to the importer only', async () => {
    const file = await filled('en-US', [factorRow('固定燃烧', 'RPT-1'), factorRow('燃料', 'RPT-2', '-1'), factorRow('energy', '', '5')]);
    const zhTW = caller(t, () => admin, 'zh-TW');
    const res = await zhTW.upload('/api/main/factor/import', file);
    expect(res).toMatchObject({ success: false, code: 1012002, message: translate('zh-TW', 'error.1012002', { count: 2 }) });
    const { failedRows, reportId } = res.data as Failed;
    expect(failedRows.map((f) => f.row)).toEqual([4, 5]);
    expect(failedRows[0]!.cells).toEqual([
      { column: '係數表', reason: expect.stringContaining('係數表 不能是「燃料」') as string },
      { column: '係數值', reason: translate('zh-TW', 'factor.validation.value') },
    ]);
    expect(failedRows[1]!.cells).toEqual([{ column: '係數編碼', reason: '係數編碼 不能為空' }]);
    expect(((await zhTW.get('/api/main/factor/page?keyword=RPT-')).data as PageData).totalRows).toBe(0);

    const jobs = (await zhTW.get('/api/main/import/progress')).data as ImportJobView[];
    expect(jobs[0]).toMatchObject({ id: reportId, kind: 'factor', phase: 'failed', code: 1012002, hasReport: true });
    const download = await zhTW.download(`/api/main/import/report?id=${reportId}`);
    expect(download.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(download.headers['content-disposition']))).toContain('排放係數-匯入失敗報告.xlsx');
    const report = (await load(download.rawPayload)).worksheets[0]!;
    expect(cells(report, 1).at(-1)).toBe('失敗原因');
    expect(cells(report, 3)[FACTOR_SHEET.columns.length]).toBeUndefined();
    expect(String(report.getRow(4).getCell(FACTOR_SHEET.columns.length + 1).value).split('\n')).toEqual(failedRows[0]!.reasons);
    expect(cells(report, 5)[5]).toBeUndefined();

    const other = await caller(t, () => manager).download(`/api/main/import/report?id=${reportId}`);
    expect(other.json()).toMatchObject({ success: false, code: 1013001 });
  });

  it('names the failing column of an exchange-rate row by its label', async () => {
    const wb = await template('/api/main/exchangeRate/template', 'en-US');
    wb.worksheets[0]!.addRow(['usd', '2024', '13', '0.14', 'test']);
    const res = await caller(t, () => admin, 'zh-CN').upload('/api/main/exchangeRate/import', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.code).toBe(1012002);
    const cellsOf = (res.data as Failed).failedRows[0]!.cells!;
    expect(cellsOf.map((c) => c.column)).toEqual(['月份']);
  });
});
