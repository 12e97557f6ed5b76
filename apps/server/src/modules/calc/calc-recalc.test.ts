import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { calcResult, sysAudit } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, DEMO, login, type TestApp } from '../../test/harness.js';
import { caller } from '../factor/testing.js';
import { addFactor, gridFactor, orgId, recordGrid, type Api, type RecalcData } from './calc.fixtures.js';

/**
 * Deliberate recalculation with another factor version (ADR 006). Hand-computed figures:
 * v1 = 0.5366 and v2 = 0.5703 kgCO2/kWh (= tCO2/MWh);
 * 1000 MWh: 536.6 → 570.3 (+33.7); 250 MWh: 134.15 → 142.575 (+8.425);
 * totals 670.75 → 712.875 (+42.125).
 */
describe.each(dbKinds())('recalculation of stored results on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let manager: Api;
  let user: Api;
  const org = { ccbgLe1: '', ccbgServer: '', iibgLe1: '' };

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
    org.ccbgServer = await orgId(t, 'fii-ccbg-longhua-le1-server');
    org.iibgLe1 = await orgId(t, 'fii-iibg-zhengzhou-le1');
  });
  afterAll(() => t.close());

  const rowsOf = (code: string) =>
    t.database.db.select().from(calcResult).where(eq(calcResult.factorCode, code)).orderBy(asc(calcResult.id));
  const recalcAudits = (code: string) =>
    t.database.db
      .select()
      .from(sysAudit)
      .where(and(eq(sysAudit.entity, 'calc_result'), eq(sysAudit.action, 'recalculate')))
      .then((rows) => rows.filter((r) => (r.before as { factorCode?: string } | null)?.factorCode === code));

  /** Two results with v1 (1000 and 250 MWh) and a v2; returns the ids. */
  async function setUp(code: string) {
    const v1 = await addFactor(admin, gridFactor(code, 'v1', '0.5366'));
    const a = await recordGrid(admin, org.ccbgLe1, v1, '1000');
    const b = await recordGrid(admin, org.ccbgServer, v1, '250');
    const v2 = await addFactor(admin, gridFactor(code, 'v2', '0.5703'));
    return { v1, v2, a, b };
  }

  it('preview: the hand-computed before and after of each result and the totals; nothing written', async () => {
    const { a, b } = await setUp('T-RC-PRE');
    const before = await rowsOf('T-RC-PRE');
    const res = await admin.post('/api/main/calc/recalculate/preview', { factorCode: 'T-RC-PRE', fromVersion: 'v1', toVersion: 'v2' });
    expect(res.success).toBe(true);
    expect(res.data).toEqual({
      factorCode: 'T-RC-PRE',
      fromVersion: 'v1',
      toVersion: 'v2',
      rows: [
        { resultId: a.id, orgId: org.ccbgLe1, before: '536.6', after: '570.3', difference: '33.7', newResultId: null },
        { resultId: b.id, orgId: org.ccbgServer, before: '134.15', after: '142.575', difference: '8.425', newResultId: null },
      ],
      totals: { count: 2, before: '670.75', after: '712.875', difference: '42.125' },
    });
    expect(await rowsOf('T-RC-PRE')).toEqual(before);
    expect(await recalcAudits('T-RC-PRE')).toEqual([]);
  });

  it('recalculate: new current rows with v2, old rows superseded and otherwise unchanged, one audit each with the reason', async () => {
    const { v1, v2, a, b } = await setUp('T-RC-RUN');
    const reason = 'MEE published the 2023 grid factor';
    const res = await admin.post('/api/main/calc/recalculate', { factorCode: 'T-RC-RUN', fromVersion: 'v1', toVersion: 'v2', reason });
    expect(res.success, res.message).toBe(true);
    const data = res.data as RecalcData;
    expect(data.totals).toEqual({ count: 2, before: '670.75', after: '712.875', difference: '42.125' });
    expect(data.rows.map((r) => [r.resultId, r.before, r.after, r.difference])).toEqual([
      [a.id, '536.6', '570.3', '33.7'],
      [b.id, '134.15', '142.575', '8.425'],
    ]);

    const rows = await rowsOf('T-RC-RUN');
    const old = rows.filter((r) => r.status === 'superseded');
    const fresh = rows.filter((r) => r.status === 'current');
    expect(old.map((r) => [String(r.id), r.tco2e, String(r.factorId), r.factorVersion, r.version])).toEqual([
      [a.id, '536.6', v1, 'v1', 2],
      [b.id, '134.15', v1, 'v1', 2],
    ]);
    expect(old.map((r) => String(r.supersededBy))).toEqual(data.rows.map((r) => r.newResultId));
    expect(fresh.map((r) => [String(r.id), String(r.orgId), r.tco2e, String(r.factorId), r.factorVersion, r.gwpSet, r.reason])).toEqual([
      [data.rows[0]!.newResultId, org.ccbgLe1, '570.3', v2, 'v2', 'AR6', reason],
      [data.rows[1]!.newResultId, org.ccbgServer, '142.575', v2, 'v2', 'AR6', reason],
    ]);
    expect(fresh[0]!.input).toEqual(old[0]!.input);
    // The stored new rows add up to the reported total.
    expect(fresh.reduce((s, r) => s + Number(r.tco2e) * 1000, 0) / 1000).toBe(712.875);

    const audits = await recalcAudits('T-RC-RUN');
    expect(audits.map((x) => [x.entityId, String(x.orgId), x.reason, x.actorAccount])).toEqual([
      [a.id, org.ccbgLe1, reason, 'superAdmin'],
      [b.id, org.ccbgServer, reason, 'superAdmin'],
    ]);
    expect(audits[0]!.before).toMatchObject({ resultId: a.id, tco2e: '536.6', factorVersion: 'v1', factorId: v1 });
    expect(audits[0]!.after).toMatchObject({ resultId: data.rows[0]!.newResultId, tco2e: '570.3', factorVersion: 'v2', factorId: v2 });

    // Nothing is current at v1 any more: a second run changes nothing.
    const again = await admin.post('/api/main/calc/recalculate', { factorCode: 'T-RC-RUN', fromVersion: 'v1', toVersion: 'v2', reason });
    expect((again.data as RecalcData).totals).toEqual({ count: 0, before: '0', after: '0', difference: '0' });
  });

  it('a manager recalculates only results in scope; a foreign organisation is 1013003', async () => {
    const v1 = await addFactor(admin, gridFactor('T-RC-SCOPE', 'v1', '0.5366'));
    const mine = await recordGrid(admin, org.ccbgLe1, v1, '1000');
    const foreign = await recordGrid(admin, org.iibgLe1, v1, '1000');
    await addFactor(admin, gridFactor('T-RC-SCOPE', 'v2', '0.5703'));
    const body = { factorCode: 'T-RC-SCOPE', fromVersion: 'v1', toVersion: 'v2' };
    const preview = (await manager.post('/api/main/calc/recalculate/preview', body)).data as RecalcData;
    expect(preview.rows.map((r) => r.resultId)).toEqual([mine.id]);
    expect((await manager.post('/api/main/calc/recalculate/preview', { ...body, orgId: org.iibgLe1 })).code).toBe(1013003);
    expect((await manager.post('/api/main/calc/recalculate', { ...body, orgId: org.iibgLe1, reason: 'x' })).code).toBe(1013003);

    const done = (await manager.post('/api/main/calc/recalculate', { ...body, reason: 'scope test' })).data as RecalcData;
    expect(done.rows.map((r) => r.resultId)).toEqual([mine.id]);
    const stored = await rowsOf('T-RC-SCOPE');
    expect(stored.find((r) => String(r.id) === foreign.id)).toMatchObject({
      status: 'current',
      factorVersion: 'v1',
      version: 1,
      tco2e: '536.6',
    });
  });

  it('orgId narrows the recalculation to that organisation', async () => {
    const { a } = await setUp('T-RC-ORG');
    const res = await admin.post('/api/main/calc/recalculate/preview', {
      factorCode: 'T-RC-ORG',
      fromVersion: 'v1',
      toVersion: 'v2',
      orgId: org.ccbgLe1,
    });
    expect((res.data as RecalcData).rows.map((r) => r.resultId)).toEqual([a.id]);
  });

  it('a factor row used by a result cannot be edited or deleted (2026003), even after its results are superseded', async () => {
    const { v1, v2 } = await setUp('T-RC-USE');
    const detail = async (id: string) =>
      (await admin.get(`/api/main/factor/detail?id=${id}`)).data as Record<string, unknown> & { version: number };
    const del = await admin.post('/api/main/factor/delete', { id: v1 });
    expect(del.code).toBe(2026003);
    expect(del.message).toContain('2 stored results');
    const d1 = await detail(v1);
    expect((await admin.post('/api/main/factor/edit', { ...gridFactor('T-RC-USE', 'v1', '0.6'), id: v1, version: d1.version })).code).toBe(
      2026003,
    );
    // v2 is not used yet: it may still be edited.
    expect(
      (
        await admin.post('/api/main/factor/edit', {
          ...gridFactor('T-RC-USE', 'v2', '0.5703'),
          id: v2,
          version: (await detail(v2)).version,
        })
      ).success,
    ).toBe(true);

    const done = await admin.post('/api/main/calc/recalculate', {
      factorCode: 'T-RC-USE',
      fromVersion: 'v1',
      toVersion: 'v2',
      reason: 'new version',
    });
    expect(done.success).toBe(true);
    // Superseded results still reference v1: it stays (their history must stay reproducible).
    expect((await admin.post('/api/main/factor/delete', { id: v1 })).code).toBe(2026003);
    expect((await admin.post('/api/main/factor/delete', { id: v2 })).code).toBe(2026003);
    const v3 = await addFactor(admin, gridFactor('T-RC-USE', 'v3', '0.55'));
    expect((await admin.post('/api/main/factor/delete', { id: v3 })).success).toBe(true);
  });

  it.each([
    ['no reason', { reason: undefined }],
    ['an empty reason', { reason: '  ' }],
    ['a 201-character reason', { reason: 'x'.repeat(201) }],
    ['the same version', { toVersion: 'v1' }],
    ['a missing factor code', { factorCode: undefined }],
  ])('refuses %s with 1012001', async (_label, over) => {
    const body = { factorCode: 'T-RC-BAD', fromVersion: 'v1', toVersion: 'v2', reason: 'ok', ...over };
    expect((await admin.post('/api/main/calc/recalculate', body)).code).toBe(1012001);
  });

  it('names an unknown target version (1012001) and refuses a common user (1013002)', async () => {
    await setUp('T-RC-UNK');
    const res = await admin.post('/api/main/calc/recalculate/preview', { factorCode: 'T-RC-UNK', fromVersion: 'v1', toVersion: 'v9' });
    expect(res.code).toBe(1012001);
    expect(res.message).toContain('v9');
    expect(
      (await user.post('/api/main/calc/recalculate/preview', { factorCode: 'T-RC-UNK', fromVersion: 'v1', toVersion: 'v2' })).code,
    ).toBe(1013002);
  });

  it('spend-based: the rate the stored result used is kept (10000 CNY × 0.14 USD/CNY × 0.5 → 0.6 kgCO2e/USD: 0.7 → 0.84 t)', async () => {
    const rate = (
      await admin.post('/api/main/exchangeRate/add', { currency: 'CNY', year: 2023, month: 5, rateToUsd: '0.14', source: 'test' })
    ).data as {
      id: string;
      version: number;
    };
    const usd = (v: string, value: string) => ({
      ...gridFactor('T-RC-SPEND', v, value),
      gas: 'CO2e',
      factorUnit: 'kgCO2e/USD',
      gasUnit: 'kg',
      activityUnit: 'USD',
    });
    const v1 = await addFactor(admin, usd('v1', '0.5'));
    const source = { type: 'scope3-spend', category: 1, amount: '10000', currency: 'CNY', year: 2023, month: 5 };
    const rec = await admin.post('/api/main/calc/record', { orgId: org.ccbgLe1, source, factorId: v1, gwpSet: 'AR6' });
    expect(rec.data).toMatchObject({ tco2e: '0.7' });
    await addFactor(admin, usd('v2', '0.6'));
    // The table's rate changes afterwards (0.15 would give 0.9 t); the recalculation keeps 0.14.
    const edit = await admin.post('/api/main/exchangeRate/edit', {
      currency: 'CNY',
      year: 2023,
      month: 5,
      rateToUsd: '0.15',
      source: 'test',
      id: rate.id,
      version: rate.version,
    });
    expect(edit.success).toBe(true);
    const res = (await admin.post('/api/main/calc/recalculate/preview', { factorCode: 'T-RC-SPEND', fromVersion: 'v1', toVersion: 'v2' }))
      .data as RecalcData;
    expect(res.rows.map((r) => [r.before, r.after, r.difference])).toEqual([['0.7', '0.84', '0.14']]);
  });
});
