import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { calcResult, sysAudit } from '../../platform/db/schema/index.js';
import { rowsOf as sqlRows } from '../../platform/db/sql-kit.js';
import { createTestApp, dbKinds, DEMO, login, type TestApp } from '../../test/harness.js';
import { caller } from '../factor/testing.js';
import { explained } from './explanation-store.js';
import { addFactor, gridFactor, orgId, recordGrid, type Api, type ResultRow } from './calc.fixtures.js';

type PageData = { pageNo: number; pageSize: number; totalPage: number; totalRows: number; rows: ResultRow[] };

/** Stored results: POST /calc/record and GET /calc/results (ADR 006 "Stored results and recalculation"). */
describe.each(dbKinds())('stored calculation results on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let manager: Api;
  let user: Api;
  const org = { ccbgLe1: '', iibgLe1: '' };

  beforeAll(async () => {
    t = await createTestApp({ kind });
    const [a, m, u] = [
      await login(t.app, 'superAdmin', DEMO.superAdmin),
      await login(t.app, 'manager', DEMO.manager),
      await login(t.app, 'user', DEMO.user),
    ];
    admin = caller(t, () => a);
    manager = caller(t, () => m);
    user = caller(t, () => u);
    org.ccbgLe1 = await orgId(t, 'fii-ccbg-longhua-le1');
    org.iibgLe1 = await orgId(t, 'fii-iibg-zhengzhou-le1');
  });
  afterAll(() => t.close());

  const rowsOf = (code: string) => t.database.db.select().from(calcResult).where(eq(calcResult.factorCode, code));

  it('records 1000 MWh × 0.5366 kgCO2/kWh = 536.6 t with the factor id + version, the GWP set and the explanation', async () => {
    const v1 = await addFactor(admin, gridFactor('T-REC', 'v1', '0.5366'));
    const row = await recordGrid(user, org.ccbgLe1, v1, '1000');
    expect(row).toMatchObject({
      orgId: org.ccbgLe1,
      sourceType: 'electricity-location',
      input: { type: 'electricity-location', mwh: '1000' },
      factorId: v1,
      factorCode: 'T-REC',
      factorVersion: 'v1',
      gwpSet: 'AR6',
      tco2e: '536.6',
      gases: { CO2: '536.6' },
      gasesCo2e: { CO2: '536.6' },
      status: 'current',
      supersededBy: null,
      reason: null,
      version: 1,
    });
    expect(row.id).toMatch(/^\d+$/);
    expect(row.explanation.factors).toEqual([expect.objectContaining({ id: v1, version: 'v1' })]);
    expect(row.explanation.inputs).toContainEqual(expect.objectContaining({ name: 'libraryFactor', value: '0.5366', unit: 'kgCO2/kWh' }));

    const [stored] = await rowsOf('T-REC');
    expect(stored).toMatchObject({ factorId: Number(v1), factorVersion: 'v1', tco2e: '536.6', gwpSet: 'AR6', status: 'current' });
    const audits = await t.database.db
      .select()
      .from(sysAudit)
      .where(and(eq(sysAudit.entity, 'calc_result'), eq(sysAudit.entityId, row.id)));
    expect(audits.map((a) => [a.action, String(a.orgId), a.actorAccount])).toEqual([['add', org.ccbgLe1, 'user']]);
  });

  it('stores an explanation as its template once and the values per result, and answers it whole (ADR 017)', async () => {
    const v1 = await addFactor(admin, gridFactor('T-TPL', 'v1', '0.5366'));
    const preview = (
      await user.post('/api/main/calc/preview', { source: { type: 'electricity-location', mwh: '1000' }, factorId: v1, gwpSet: 'AR6' })
    ).data as { explanation: ResultRow['explanation'] };
    const a = await recordGrid(user, org.ccbgLe1, v1, '1000');
    const b = await recordGrid(user, org.ccbgLe1, v1, '250');
    // the answer of record is the engine's explanation, as the preview showed it
    expect(a.explanation).toEqual(preview.explanation);
    const rows = await rowsOf('T-TPL');
    const stored = rows.map((r) => r.explanation as { template: string; values: string[] });
    // one template for both; each row holds its own values (the amount among them), not the formula
    expect(stored[0]!.template).toBe(stored[1]!.template);
    expect(stored.map((e) => e.values.includes('1000'))).toEqual([true, false]);
    expect(stored.map((e) => e.values.includes('250'))).toEqual([false, true]);
    expect(JSON.stringify(stored)).not.toContain('kgCO2/kWh');
    const templates = await sqlRows<{ body: { formula: string } }>(
      t.database.db,
      sql`select body from calc_explanation_template where digest = ${stored[0]!.template}`,
    );
    expect(templates.map((x) => x.body.formula)).toEqual([(a.explanation as { formula?: string }).formula]);
    // the page answers both whole
    const page = (await user.get('/api/main/calc/results?factorCode=T-TPL')).data as PageData;
    const byId = new Map(page.rows.map((r) => [r.id, r.explanation]));
    expect(byId.get(a.id)).toEqual(a.explanation);
    expect(byId.get(b.id)).toEqual({
      ...a.explanation,
      inputs: a.explanation.inputs.map((i) => (i.value === '1000' ? { ...i, value: '250' } : i)),
    });
  });

  it('answers a result stored whole, before templates, as it was stored', async () => {
    const v1 = await addFactor(admin, gridFactor('T-OLD', 'v1', '0.5'));
    const row = await recordGrid(user, org.ccbgLe1, v1, '10');
    const whole = { method: 'm', formula: 'E = a', inputs: [{ name: 'a', value: '10', unit: 'MWh' }], factors: [] };
    await t.database.db
      .update(calcResult)
      .set({ explanation: whole })
      .where(eq(calcResult.id, Number(row.id)));
    const page = (await user.get('/api/main/calc/results?factorCode=T-OLD')).data as PageData;
    expect(page.rows[0]!.explanation).toEqual(whole);
  });

  it('explained (a list joins stored explanations in the process) answers what calc_explanation() answers in SQL', async () => {
    const v1 = await addFactor(admin, gridFactor('T-JOIN', 'v1', '0.42'));
    const steam = { type: 'combustion-ipcc', energyTJ: '2', co2KgPerTJ: '56100', ch4KgPerTJ: '1', n2oKgPerTJ: '0.1' };
    await recordGrid(user, org.ccbgLe1, v1, '120');
    await recordGrid(user, org.ccbgLe1, v1, '7.5');
    const inline = (await user.post('/api/main/calc/record', { orgId: org.ccbgLe1, source: steam, gwpSet: 'AR5' })).data as { id: string };
    const whole = { method: 'm', formula: 'E = a', inputs: [{ name: 'a', value: '10', unit: 'MWh' }], factors: [] };
    const old = await recordGrid(user, org.ccbgLe1, v1, '10');
    await t.database.db
      .update(calcResult)
      .set({ explanation: whole })
      .where(eq(calcResult.id, Number(old.id)));
    const rows = await sqlRows<{ stored: unknown; joined: unknown }>(
      t.database.db,
      sql`select explanation as stored, calc_explanation(explanation) as joined from calc_result
          where factor_code = 'T-JOIN' or id = ${Number(inline.id)} order by id`,
    );
    expect(rows).toHaveLength(4);
    // a digest without its row: both answer null; no explanation: null
    const lost = { template: 'no-such-digest', values: ['1'] };
    const [lostInSql] = await sqlRows<{ joined: unknown }>(
      t.database.db,
      sql`select calc_explanation(${JSON.stringify(lost)}::jsonb) as joined`,
    );
    const answered = await explained(t.database.db, [...rows.map((r) => r.stored), lost, null]);
    expect(answered).toEqual([...rows.map((r) => r.joined), lostInSql!.joined, null]);
    expect(answered[3]).toEqual(whole);
    expect((answered[1] as { inputs: { value: string }[] }).inputs.map((i) => i.value)).toContain('7.5');
  });

  it('records inline parameters without a factor: factor columns null', async () => {
    const res = await user.post('/api/main/calc/record', {
      orgId: org.ccbgLe1,
      source: { type: 'electricity-location', mwh: '10', gridFactor: '0.5' },
      gwpSet: 'AR5',
    });
    expect(res.data).toMatchObject({ tco2e: '5', factorId: null, factorCode: null, factorVersion: null, gwpSet: 'AR5' });
  });

  it('adding a new factor version does not change a stored result', async () => {
    const v1 = await addFactor(admin, gridFactor('T-KEEP', 'v1', '0.5366'));
    const before = await recordGrid(admin, org.ccbgLe1, v1, '1000');
    await addFactor(admin, gridFactor('T-KEEP', 'v2', '0.5703'));
    const page = (await admin.get('/api/main/calc/results?factorCode=T-KEEP')).data as PageData;
    expect(page.rows).toEqual([before]);
    expect(await rowsOf('T-KEEP')).toHaveLength(1);
  });

  it('refuses to record for an organisation outside the caller scope (1013003), storing nothing', async () => {
    const v1 = await addFactor(admin, gridFactor('T-FOREIGN', 'v1', '0.5'));
    const body = { orgId: org.iibgLe1, source: { type: 'electricity-location', mwh: '1' }, factorId: v1, gwpSet: 'AR6' };
    expect((await user.post('/api/main/calc/record', body)).code).toBe(1013003);
    expect((await manager.post('/api/main/calc/record', body)).code).toBe(1013003);
    expect(await rowsOf('T-FOREIGN')).toHaveLength(0);
    expect((await admin.post('/api/main/calc/record', { ...body, orgId: '987654321' })).code).toBe(2017001);
  });

  it('refuses a factor outside the library and bad input with 1012001', async () => {
    const source = { type: 'electricity-location', mwh: '1' };
    const unknown = await user.post('/api/main/calc/record', { orgId: org.ccbgLe1, source, factorId: '999999999', gwpSet: 'AR6' });
    expect(unknown.code).toBe(1012001);
    expect(unknown.message).toContain('999999999');
    expect((await user.post('/api/main/calc/record', { source, gwpSet: 'AR6' })).code).toBe(1012001);
    expect((await user.post('/api/main/calc/record', { orgId: 'x', source, gwpSet: 'AR6' })).code).toBe(1012001);
  });

  it('lists only results in the caller scope, newest first, in the page shape', async () => {
    const v1 = await addFactor(admin, gridFactor('T-LIST', 'v1', '0.5'));
    const inCcbg = await recordGrid(admin, org.ccbgLe1, v1, '2');
    const inIibg = await recordGrid(admin, org.iibgLe1, v1, '4');
    const all = (await admin.get('/api/main/calc/results?factorCode=T-LIST&pageSize=1')).data as PageData;
    expect(all).toMatchObject({ pageNo: 1, pageSize: 1, totalRows: 2, totalPage: 2 });
    expect(all.rows.map((r) => r.id)).toEqual([inIibg.id]);

    for (const who of [manager, user]) {
      const mine = (await who.get('/api/main/calc/results?factorCode=T-LIST')).data as PageData;
      expect(mine.rows.map((r) => r.id)).toEqual([inCcbg.id]);
      expect((await who.get(`/api/main/calc/results?orgId=${org.iibgLe1}`)).code).toBe(1013003);
    }
    const current = (await admin.get(`/api/main/calc/results?factorCode=T-LIST&status=superseded`)).data as PageData;
    expect(current.totalRows).toBe(0);
    expect((await admin.get('/api/main/calc/results?status=gone')).code).toBe(1012001);
  });
});
