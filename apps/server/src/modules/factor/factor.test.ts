import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { sysAudit } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, DEMO, login, type TestApp } from '../../test/harness.js';
import { caller } from './testing.js';

type Row = Record<string, unknown> & { id: string; version: number; value: string; factorVersion: string };
type PageData = { pageNo: number; pageSize: number; totalPage: number; totalRows: number; rows: Row[] };

/** A valid add body; `code` keeps tests independent of each other's rows. */
const body = (code: string, over: Record<string, unknown> = {}) => ({
  tableCode: 'energy',
  class1: '电力',
  class2: '测试电网',
  nameZh: `测试因子 ${code}`,
  nameEn: `Test factor ${code}`,
  code,
  factorVersion: 'v1',
  country: 'CN',
  sector: 'electricity',
  gas: 'CO2',
  value: '0.5366',
  factorUnit: 'kgCO2/kWh',
  gasUnit: 'kg',
  activityUnit: 'kWh',
  sourceTitle: 'test source',
  sourceYear: 2024,
  sourceUrl: 'https://example.org/f',
  validFrom: '2022-01-01',
  validTo: '2022-12-31',
  ...over,
});

describe.each(dbKinds())('factor library on %s', (kind) => {
  let t: TestApp;
  let admin = '';
  let user = '';
  let api: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await login(t.app, 'superAdmin', DEMO.superAdmin);
    user = await login(t.app, 'user', DEMO.user);
    api = caller(t, () => admin);
  });
  afterAll(() => t.close());

  it('adds a factor: ids as strings, value a decimal string, version 1, an audit record', async () => {
    const res = await api.post('/api/main/factor/add', body('T-ADD', { value: '0.53660' }));
    expect(res).toMatchObject({ success: true, code: 200 });
    const row = res.data as Row;
    expect(row).toMatchObject({ code: 'T-ADD', factorVersion: 'v1', value: '0.5366', version: 1, status: 0, validTo: '2022-12-31' });
    expect(row.id).toMatch(/^\d+$/);
    const audits = await t.database.db
      .select()
      .from(sysAudit)
      .where(and(eq(sysAudit.entity, 'emission_factor'), eq(sysAudit.entityId, row.id)));
    expect(audits.map((a) => a.action)).toEqual(['add']);
  });

  it('pages with filters, sorted by table, code and version, in the contract shape', async () => {
    await api.post('/api/main/factor/add', body('T-PAGE-B'));
    await api.post('/api/main/factor/add', body('T-PAGE-A', { tableCode: 'default' }));
    await api.post('/api/main/factor/add', body('T-PAGE-A', { tableCode: 'default', factorVersion: 'v0' }));
    const res = await api.get('/api/main/factor/page?keyword=T-PAGE&pageSize=2');
    const data = res.data as PageData;
    expect(data).toMatchObject({ pageNo: 1, pageSize: 2, totalRows: 3, totalPage: 2 });
    expect(data.rows.map((r) => `${r.code}@${r.factorVersion}`)).toEqual(['T-PAGE-A@v0', 'T-PAGE-A@v1']);
    const energy = (await api.get('/api/main/factor/page?keyword=t-page&tableCode=energy')).data as PageData;
    expect(energy.rows.map((r) => r.code)).toEqual(['T-PAGE-B']);
    const byEnglish = (await api.get(`/api/main/factor/page?keyword=${encodeURIComponent('Test factor T-PAGE-B')}`)).data as PageData;
    expect(byEnglish.totalRows).toBe(1);
    const none = (await api.get('/api/main/factor/page?keyword=T-PAGE&factorVersion=v9')).data as PageData;
    expect(none).toMatchObject({ totalRows: 0, rows: [] });
  });

  it('a keyword with % or _ matches itself, not any text', async () => {
    const data = (await api.get(`/api/main/factor/page?keyword=${encodeURIComponent('%')}`)).data as PageData;
    expect(data.totalRows).toBe(0);
  });

  it('adds version 2 of a code: version 1 stays readable and unchanged', async () => {
    const v1 = (await api.post('/api/main/factor/add', body('T-VER', { value: '0.5568' }))).data as Row;
    const v2 = (await api.post('/api/main/factor/add', body('T-VER', { factorVersion: 'v2', value: '0.5306' }))).data as Row;
    expect(v2.id).not.toBe(v1.id);
    expect((await api.get(`/api/main/factor/detail?id=${v1.id}`)).data).toEqual(v1);
    const versions = (await api.get('/api/main/factor/versions?code=T-VER')).data as Row[];
    expect(versions.map((r) => [r.factorVersion, r.value])).toEqual([
      ['v1', '0.5568'],
      ['v2', '0.5306'],
    ]);
  });

  it('refuses a second live row with the same code and version (2026002)', async () => {
    await api.post('/api/main/factor/add', body('T-DUP'));
    const res = await api.post('/api/main/factor/add', body('T-DUP', { nameZh: 'other' }));
    expect(res.code).toBe(2026002);
    expect(res.message).toContain('T-DUP');
  });

  it('edits at the version read; a stale version is a conflict (1017004)', async () => {
    const row = (await api.post('/api/main/factor/add', body('T-EDIT'))).data as Row;
    const edited = await api.post('/api/main/factor/edit', { ...body('T-EDIT', { value: '0.6' }), id: row.id, version: row.version });
    expect(edited.data).toMatchObject({ value: '0.6', version: 2 });
    const stale = await api.post('/api/main/factor/edit', { ...body('T-EDIT', { value: '0.7' }), id: row.id, version: row.version });
    expect(stale.code).toBe(1017004);
    expect(((await api.get(`/api/main/factor/detail?id=${row.id}`)).data as Row).value).toBe('0.6');
  });

  it('an edit may not take the code and version of another row', async () => {
    await api.post('/api/main/factor/add', body('T-TAKEN'));
    const row = (await api.post('/api/main/factor/add', body('T-TAKER'))).data as Row;
    const res = await api.post('/api/main/factor/edit', { ...body('T-TAKEN'), id: row.id, version: row.version });
    expect(res.code).toBe(2026002);
  });

  it('deletes logically: gone from detail and page, and the code + version is free again', async () => {
    const row = (await api.post('/api/main/factor/add', body('T-DEL'))).data as Row;
    expect((await api.post('/api/main/factor/delete', { id: row.id })).success).toBe(true);
    expect((await api.get(`/api/main/factor/detail?id=${row.id}`)).code).toBe(2026001);
    expect(((await api.get('/api/main/factor/page?keyword=T-DEL')).data as PageData).totalRows).toBe(0);
    expect((await api.post('/api/main/factor/delete', { id: row.id })).code).toBe(2026001);
    expect((await api.post('/api/main/factor/add', body('T-DEL'))).success).toBe(true);
  });

  it.each([
    ['a negative value', { value: '-1' }],
    ['11 decimals', { value: '0.12345678901' }],
    ['a non-number', { value: '1e5' }],
    ['an activity unit outside the unit list', { activityUnit: 'bogus' }],
    ['valid-to before valid-from', { validFrom: '2023-01-01', validTo: '2022-12-31' }],
    ['an impossible date', { validFrom: '2023-02-30' }],
    ['an unknown table', { tableCode: 'nope' }],
    ['a missing name', { nameZh: '' }],
  ])('refuses %s with 1012001', async (_label, over) => {
    const res = await api.post('/api/main/factor/add', body('T-BAD', over));
    expect(res).toMatchObject({ success: false, code: 1012001 });
  });

  it('accepts units outside the conversion table that the library needs (10^4Nm3, a currency)', async () => {
    expect((await api.post('/api/main/factor/add', body('T-UNIT-NM3', { activityUnit: '10^4Nm3' }))).success).toBe(true);
    expect((await api.post('/api/main/factor/add', body('T-UNIT-USD', { activityUnit: 'USD' }))).success).toBe(true);
  });

  it('lets a common user read but not change the library', async () => {
    const asUser = caller(t, () => user);
    expect((await asUser.get('/api/main/factor/page')).success).toBe(true);
    expect((await asUser.post('/api/main/factor/add', body('T-USER'))).code).toBe(1013002);
  });
});
