import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EXCHANGE_RATE_SHEET_KEYS, translate } from '@carbon/domain';
import { sysAudit } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, DEMO, login, type TestApp } from '../../test/harness.js';
import { buildXlsx, caller, readXlsx } from '../factor/testing.js';

type Row = {
  id: string;
  currency: string;
  year: number;
  month: number;
  rateToUsd: string;
  source: string;
  version: number;
  updatedAt: string;
};
type PageData = { pageNo: number; pageSize: number; totalPage: number; totalRows: number; rows: Row[] };
type Failed = { failedRows: { row: number; reasons: string[] }[] };

const rate = (currency: string, year: number, month: number, rateToUsd = '0.14', source = 'test bank') => ({
  currency,
  year,
  month,
  rateToUsd,
  source,
});
const HEADER = EXCHANGE_RATE_SHEET_KEYS.map((k) => translate('en-US', `exchangeRate.column.${k}`));

describe.each(dbKinds())('exchange rates on %s', (kind) => {
  let t: TestApp;
  let admin = '';
  let api: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await login(t.app, 'superAdmin', DEMO.superAdmin);
    api = caller(t, () => admin);
  });
  afterAll(() => t.close());

  it('adds a rate with an audit record; pages by currency, year and month', async () => {
    const res = await api.post('/api/main/exchangeRate/add', rate('CNY', 2024, 3, '0.13850'));
    expect(res.data).toMatchObject({ currency: 'CNY', year: 2024, month: 3, rateToUsd: '0.1385', version: 1 });
    const id = (res.data as Row).id;
    const audits = await t.database.db
      .select()
      .from(sysAudit)
      .where(and(eq(sysAudit.entity, 'exchange_rate'), eq(sysAudit.entityId, id)));
    expect(audits).toHaveLength(1);
    await api.post('/api/main/exchangeRate/add', rate('CNY', 2024, 4));
    await api.post('/api/main/exchangeRate/add', rate('EUR', 2024, 3, '1.08'));
    const page = (await api.get('/api/main/exchangeRate/page?currency=CNY&year=2024')).data as PageData;
    expect(page).toMatchObject({ pageNo: 1, pageSize: 20, totalRows: 2, totalPage: 1 });
    expect(page.rows.map((r) => r.month)).toEqual([4, 3]);
    expect(((await api.get('/api/main/exchangeRate/page?month=3&year=2024')).data as PageData).totalRows).toBe(2);
  });

  it('keeps one live rate per currency and month (2027002)', async () => {
    await api.post('/api/main/exchangeRate/add', rate('JPY', 2023, 1, '0.0077'));
    const res = await api.post('/api/main/exchangeRate/add', rate('JPY', 2023, 1, '0.0078'));
    expect(res.code).toBe(2027002);
    expect(res.message).toContain('JPY');
  });

  it('edits with the version lock and refuses a stale version', async () => {
    const row = (await api.post('/api/main/exchangeRate/add', rate('GBP', 2024, 1, '1.27'))).data as Row;
    const edited = await api.post('/api/main/exchangeRate/edit', { ...rate('GBP', 2024, 1, '1.2712'), id: row.id, version: row.version });
    expect(edited.data).toMatchObject({ rateToUsd: '1.2712', version: 2 });
    const stale = await api.post('/api/main/exchangeRate/edit', { ...rate('GBP', 2024, 1, '1.3'), id: row.id, version: 1 });
    expect(stale.code).toBe(1017004);
  });

  it('deletes logically; the period can then be entered again', async () => {
    const row = (await api.post('/api/main/exchangeRate/add', rate('HKD', 2024, 2, '0.128'))).data as Row;
    expect((await api.post('/api/main/exchangeRate/delete', { id: row.id, version: row.version })).success).toBe(true);
    expect((await api.get(`/api/main/exchangeRate/detail?id=${row.id}`)).code).toBe(2027001);
    expect((await api.post('/api/main/exchangeRate/add', rate('HKD', 2024, 2, '0.128'))).success).toBe(true);
  });

  it.each([
    ['a lower-case currency', rate('usd', 2024, 1)],
    ['a four-letter currency', rate('USDT', 2024, 1)],
    ['month 13', rate('CHF', 2024, 13)],
    ['month 0', rate('CHF', 2024, 0)],
    ['a zero rate', rate('CHF', 2024, 1, '0')],
    ['a negative rate', rate('CHF', 2024, 1, '-1.1')],
    ['an empty source', rate('CHF', 2024, 1, '1.1', '')],
  ])('refuses %s with 1012001', async (_label, payload) => {
    expect((await api.post('/api/main/exchangeRate/add', payload)).code).toBe(1012001);
  });

  it('keeps tiny rates exactly (USD per VND)', async () => {
    const res = await api.post('/api/main/exchangeRate/add', rate('VND', 2024, 1, '0.0000406504065040650407'.slice(0, 22)));
    expect((res.data as Row).rateToUsd).toBe('0.00004065040650406504');
  });

  it('imports all or nothing and exports with neutralised cells', async () => {
    const bad = await buildXlsx(HEADER, [
      ['SGD', 2024, 1, '0.74', 'MAS'],
      ['SGD', 2024, 2, '-0.74', 'MAS'],
    ]);
    const refused = await api.upload('/api/main/exchangeRate/import', bad);
    expect(refused.code).toBe(1012002);
    expect((refused.data as Failed).failedRows.map((r) => r.row)).toEqual([3]);
    expect(((await api.get('/api/main/exchangeRate/page?currency=SGD')).data as PageData).totalRows).toBe(0);
    const good = await buildXlsx(HEADER, [
      ['SGD', 2024, 1, '0.74', 'MAS'],
      ['sgd', 2024, 2, 0.745, '=cmd|x'],
    ]);
    expect(await api.upload('/api/main/exchangeRate/import', good)).toMatchObject({ success: true, data: { inserted: 2 } });
    const file = await api.download('/api/main/exchangeRate/export?currency=SGD');
    const rows = await readXlsx(file.rawPayload);
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[4]])).toEqual([
      ['SGD', 2024, 2, '0.745', "'=cmd|x"],
      ['SGD', 2024, 1, '0.74', 'MAS'],
    ]);
  });

  it('serves the template', async () => {
    const res = await api.download('/api/main/exchangeRate/template');
    expect((await readXlsx(res.rawPayload))[0]).toEqual(HEADER);
  });
});
