import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import { FACTOR_SEED, FACTOR_SHEET_KEYS, translate } from '@carbon/domain';
import { emissionFactor } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, DEMO, login, type TestApp } from '../../test/harness.js';
import { seedFactors } from './factor.seed.js';
import { buildXlsx, caller, readXlsx } from './testing.js';

type PageData = { totalRows: number; rows: { code: string; value: string }[] };
type Failed = { failedRows: { row: number; reasons: string[] }[] };

const EN_HEADER = FACTOR_SHEET_KEYS.map((k) => translate('en-US', `factor.column.${k}`));

/** One sheet row in FACTOR_SHEET_KEYS order. */
function sheetRow(code: string, value: string | number): (string | number | null)[] {
  const v: Record<string, string | number | null> = {
    tableCode: 'default',
    class1: '化石燃料',
    class2: '液体燃料',
    nameZh: `导入 ${code}`,
    nameEn: `Imported ${code}`,
    code,
    factorVersion: 'v1',
    country: 'CN',
    sector: 'industry',
    gas: 'CO2',
    value,
    factorUnit: 'kg/TJ',
    gasUnit: 'kg',
    activityUnit: 'TJ',
    sourceTitle: 'import test',
    sourceYear: 2006,
    sourceUrl: '',
    validFrom: '2006-01-01',
    validTo: null,
    note: null,
  };
  return FACTOR_SHEET_KEYS.map((k) => v[k] ?? null);
}

describe.each(dbKinds())('factor import, export and seed on %s', (kind) => {
  let t: TestApp;
  let admin = '';
  let api: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await login(t.app, 'superAdmin', DEMO.superAdmin);
    api = caller(t, () => admin);
  });
  afterAll(() => t.close());

  it('serves the import template with the headers in the caller language', async () => {
    const res = await caller(t, () => admin, 'zh-CN').download('/api/main/factor/template');
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('attachment');
    const [header] = await readXlsx(res.rawPayload);
    expect(header).toEqual(FACTOR_SHEET_KEYS.map((k) => translate('zh-CN', `factor.column.${k}`)));
  });

  it('refuses a file with one bad row as a whole (1012002): row reasons, nothing inserted', async () => {
    const file = await buildXlsx(EN_HEADER, [sheetRow('IMP-A', '74100'), sheetRow('IMP-B', '-5'), sheetRow('IMP-C', '69300')]);
    const res = await api.upload('/api/main/factor/import', file);
    expect(res).toMatchObject({ success: false, code: 1012002 });
    expect(res.message).toContain('1');
    const rows = (res.data as Failed).failedRows;
    expect(rows.map((r) => r.row)).toEqual([3]);
    expect(rows[0]!.reasons.join(' ')).toContain(translate('en-US', 'factor.validation.value'));
    expect(((await api.get('/api/main/factor/page?keyword=IMP-')).data as PageData).totalRows).toBe(0);
  });

  it('gives the row reasons in the caller language', async () => {
    const file = await buildXlsx(EN_HEADER, [sheetRow('IMP-Z', 'abc')]);
    const res = await caller(t, () => admin, 'zh-TW').upload('/api/main/factor/import', file);
    expect((res.data as Failed).failedRows[0]!.reasons.join(' ')).toContain(translate('zh-TW', 'factor.validation.value'));
  });

  it('inserts every row of the corrected file, then refuses the same rows again as existing', async () => {
    const file = await buildXlsx(EN_HEADER, [sheetRow('IMP-A', '74100'), sheetRow('IMP-B', 74100.5), sheetRow('IMP-C', '69300')]);
    const res = await api.upload('/api/main/factor/import', file);
    expect(res).toMatchObject({ success: true, data: { inserted: 3 } });
    const page = (await api.get('/api/main/factor/page?keyword=IMP-')).data as PageData;
    expect(page.rows.map((r) => [r.code, r.value])).toEqual([
      ['IMP-A', '74100'],
      ['IMP-B', '74100.5'],
      ['IMP-C', '69300'],
    ]);
    const again = await api.upload('/api/main/factor/import', file);
    expect(again.code).toBe(1012002);
    expect((again.data as Failed).failedRows).toHaveLength(3);
  });

  it('refuses duplicates inside one file', async () => {
    const file = await buildXlsx(EN_HEADER, [sheetRow('IMP-D', '1'), sheetRow('IMP-D', '2')]);
    const res = await api.upload('/api/main/factor/import', file);
    expect((res.data as Failed).failedRows.map((r) => r.row)).toEqual([3]);
  });

  it('refuses a file that is not .xlsx (1012003)', async () => {
    const res = await api.upload('/api/main/factor/import', Buffer.from('a,b\n1,2'), 'factors.csv');
    expect(res.code).toBe(1012003);
  });

  it('exports with the page filters and neutralises formula cells', async () => {
    const add = await api.post('/api/main/factor/add', {
      tableCode: 'sector',
      class1: 'x',
      nameZh: "=cmd|' /C calc'!A0",
      code: 'EXP-CMD',
      factorVersion: 'v1',
      country: 'CN',
      value: '1',
      factorUnit: 'kg/t',
      activityUnit: 't',
      sourceTitle: '@SUM(A1)',
    });
    expect(add.success).toBe(true);
    const res = await api.download('/api/main/factor/export?keyword=EXP-CMD&tableCode=sector');
    expect(res.statusCode).toBe(200);
    const rows = await readXlsx(res.rawPayload);
    expect(rows).toHaveLength(2);
    const cell = (key: string) => rows[1]![FACTOR_SHEET_KEYS.indexOf(key as (typeof FACTOR_SHEET_KEYS)[number])];
    expect(cell('nameZh')).toBe("'=cmd|' /C calc'!A0");
    expect(cell('sourceTitle')).toBe("'@SUM(A1)");
    expect(cell('code')).toBe('EXP-CMD');
  });

  it('seedFactors inserts every FACTOR_SEED row once', async () => {
    const db = t.database.db;
    await db.update(emissionFactor).set({ status: 2 }).where(ne(emissionFactor.status, 2));
    expect(await seedFactors(db)).toBe(FACTOR_SEED.length);
    expect(await seedFactors(db)).toBe(0);
    const live = await db.select().from(emissionFactor).where(ne(emissionFactor.status, 2));
    expect(live).toHaveLength(FACTOR_SEED.length);
    const [ng] = await db.select().from(emissionFactor).where(eq(emissionFactor.code, 'IPCC2006-SC-NG-CO2'));
    // IPCC 2006 GL Vol.2 Table 2.2: natural gas 56,100 kg CO2/TJ (ghg-calculations.md §5)
    expect(ng).toMatchObject({ value: '56100', factorUnit: 'kg/TJ', factorVersion: 'IPCC-2006', tableCode: 'fixed-combustion' });
  });
});
