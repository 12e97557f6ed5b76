import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { FACTOR_SHEET_KEYS, calendarDay, dayBefore, translate } from '@carbon/domain';
import { emissionFactor, sysAudit } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, DEMO, login, type TestApp } from '../../test/harness.js';
import { buildXlsx, caller } from './testing.js';

type Row = { id: string; code: string; factorVersion: string; value: string; validFrom: string | null; validTo: string | null };

/** A valid add body without dates. */
const body = (code: string, factorVersion: string, over: Record<string, unknown> = {}) => ({
  tableCode: 'energy',
  class1: '电力',
  class2: '测试电网',
  nameZh: `版本测试 ${code}`,
  nameEn: `Version test ${code}`,
  code,
  factorVersion,
  country: 'CN',
  sector: 'electricity',
  gas: 'CO2',
  value: '0.5366',
  factorUnit: 'kgCO2/kWh',
  gasUnit: 'kg',
  activityUnit: 'kWh',
  sourceTitle: 'test source',
  sourceYear: 2024,
  sourceUrl: '',
  validFrom: null,
  validTo: null,
  ...over,
});

/** Whether a period covers a day. */
const activeOn = (r: Pick<Row, 'validFrom' | 'validTo'>, day: string) =>
  (r.validFrom === null || r.validFrom <= day) && (r.validTo === null || r.validTo >= day);

/**
 * Issue 9: a new version without a start date starts today (GMT+8) and the version it follows
 * ends the day before, so two versions are never active at once.
 */
describe.each(dbKinds())('factor versions over time on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof caller>;
  const today = () => calendarDay(new Date());

  beforeAll(async () => {
    t = await createTestApp({ kind });
    const admin = await login(t.app, 'superAdmin', DEMO.superAdmin);
    api = caller(t, () => admin);
  });
  afterAll(() => t?.close());

  const versions = async (code: string) => (await api.get(`/api/main/factor/versions?code=${code}`)).data as Row[];

  it('a new version without a start date starts today; the previous one ends yesterday, audited', async () => {
    const v1 = (await api.post('/api/main/factor/add', body('T-V-OPEN', 'v1'))).data as Row;
    expect(v1).toMatchObject({ validFrom: null, validTo: null }); // the first version keeps no dates
    const v2 = (await api.post('/api/main/factor/add', body('T-V-OPEN', 'v2', { value: '0.5306' }))).data as Row;
    expect(v2).toMatchObject({ validFrom: today(), validTo: null });
    const all = await versions('T-V-OPEN');
    expect(all.map((r) => [r.factorVersion, r.validFrom, r.validTo])).toEqual([
      ['v1', null, dayBefore(today())],
      ['v2', today(), null],
    ]);
    expect(all.filter((r) => activeOn(r, today())).map((r) => r.factorVersion)).toEqual(['v2']);
    expect(all[0]!.value).toBe('0.5366'); // only the end date of v1 changed
    const audits = await t.database.db
      .select()
      .from(sysAudit)
      .where(and(eq(sysAudit.entity, 'emission_factor'), eq(sysAudit.entityId, v1.id)))
      .orderBy(asc(sysAudit.id));
    expect(audits.map((a) => a.action)).toEqual(['add', 'edit']);
    expect(audits[1]!.after).toMatchObject({ validTo: dayBefore(today()) });
  });

  it('a version with a start date ends the open version it follows the day before', async () => {
    await api.post('/api/main/factor/add', body('T-V-DATED', 'v1', { validFrom: '2020-01-01' }));
    await api.post('/api/main/factor/add', body('T-V-DATED', 'v2', { validFrom: '2025-01-01' }));
    expect((await versions('T-V-DATED')).map((r) => [r.validFrom, r.validTo])).toEqual([
      ['2020-01-01', '2024-12-31'],
      ['2025-01-01', null],
    ]);
  });

  it('refuses a version without a start date when another starts today or later (2026004), adding nothing', async () => {
    await api.post('/api/main/factor/add', body('T-V-LATER', 'v1', { validFrom: '2099-01-01' }));
    const res = await api.post('/api/main/factor/add', body('T-V-LATER', 'v2'));
    expect(res).toMatchObject({ success: false, code: 2026004, field: 'validFrom' });
    expect(res.message).toContain('2099-01-01');
    expect((await versions('T-V-LATER')).map((r) => r.factorVersion)).toEqual(['v1']);
  });

  it('an import of new versions follows the same rule, in file order; a refused row fails the whole file', async () => {
    await api.post('/api/main/factor/add', body('T-V-IMP', 'v1'));
    const header = FACTOR_SHEET_KEYS.map((k) => translate('en-US', `factor.column.${k}`));
    const row = (code: string, factorVersion: string, validFrom: string | null) => {
      const v: Record<string, string | number | null> = { ...body(code, factorVersion), validFrom, tableCode: 'energy' };
      return FACTOR_SHEET_KEYS.map((k) => v[k] ?? null);
    };
    const later = (await api.post('/api/main/factor/add', body('T-V-IMP-LATER', 'v1', { validFrom: '2099-01-01' }))).data as Row;
    const bad = await buildXlsx(header, [row('T-V-IMP', 'v2', null), row('T-V-IMP-LATER', 'v2', null)]);
    const refused = await api.upload('/api/main/factor/import', bad);
    expect(refused).toMatchObject({ success: false, code: 1012002 });
    const failed = (refused.data as { failedRows: { row: number; reasons: string[] }[] }).failedRows;
    expect(failed.map((f) => f.row)).toEqual([3]);
    expect(failed[0]!.reasons.join(' ')).toContain('2099-01-01');
    expect((await versions('T-V-IMP')).map((r) => r.factorVersion)).toEqual(['v1']); // all or nothing
    expect((await versions('T-V-IMP-LATER')).map((r) => r.id)).toEqual([later.id]);

    const good = await buildXlsx(header, [row('T-V-IMP', 'v2', null), row('T-V-IMP', 'v3', '2099-06-01'), row('T-V-NEW', 'v1', null)]);
    expect(await api.upload('/api/main/factor/import', good)).toMatchObject({ success: true, data: { inserted: 3 } });
    expect((await versions('T-V-IMP')).map((r) => [r.factorVersion, r.validFrom, r.validTo])).toEqual([
      ['v1', null, dayBefore(today())],
      ['v2', today(), '2099-05-31'],
      ['v3', '2099-06-01', null],
    ]);
    const [fresh] = await t.database.db.select().from(emissionFactor).where(eq(emissionFactor.code, 'T-V-NEW'));
    expect([fresh!.validFrom, fresh!.validTo]).toEqual([null, null]); // a new code keeps no dates
  });
});
