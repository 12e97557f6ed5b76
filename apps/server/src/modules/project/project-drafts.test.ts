import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_PROJECT_SETTINGS } from '@carbon/domain';
import { energyProjectStatusLog } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, DEMO, login, type TestApp } from '../../test/harness.js';
import { caller } from '../factor/testing.js';
import { addDraft, fullBody, ok, projectWorld, URL, type Detail, type ProjectWorld } from './project.testing.js';

describe.each(dbKinds())('energy-saving project drafts on %s', (kind) => {
  let t: TestApp;
  let w: ProjectWorld;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await projectWorld(t);
  });
  afterAll(() => t.close());

  it('saves a draft with only a name and the implementing organisation; its position follows from the tree', async () => {
    const d = await addDraft(w.engineer, { name: 'Bare draft', orgId: w.server });
    expect(d).toMatchObject({
      name: 'Bare draft',
      status: 'draft',
      stage: 'initiation',
      approvalStatus: 'not_submitted',
      needsFiiReview: false,
      businessGroupName: '云计算事业群',
      parkName: '云计算事业群-龙华园区',
      energySaved: null,
      annualCarbonReduction: null,
      abatementCost: null,
      paybackNotRecovered: false,
      lifetimeUsed: 10,
      version: 1,
    });
    expect(d.number).toBe(`EP${new Date().getUTCFullYear()}${d.id.padStart(6, '0')}`);
    expect(d.legalPersonName).toBeTruthy();
    expect(d.statusLog).toEqual([expect.objectContaining({ from: null, to: 'draft' })]);
  });

  it('keeps the status log append-only and seeds the settings with the domain defaults', async () => {
    const d = await addDraft(w.engineer, { name: 'Log probe', orgId: w.server });
    const db = t.database.db;
    await expect(
      db
        .update(energyProjectStatusLog)
        .set({ opinion: 'rewritten' })
        .where(eq(energyProjectStatusLog.projectId, Number(d.id))),
    ).rejects.toThrow();
    await expect(db.delete(energyProjectStatusLog).where(eq(energyProjectStatusLog.projectId, Number(d.id)))).rejects.toThrow();
    const s = ok<{ discountRate: string; realisationThreshold: string; lifetimes: Record<string, number> }>(
      await w.engineer.get(URL('settings')),
    );
    expect({ discountRate: s.discountRate, realisationThreshold: s.realisationThreshold, lifetimes: s.lifetimes }).toEqual(
      DEFAULT_PROJECT_SETTINGS,
    );
  });

  it('gives the seeded manager the project buttons, the common user none', async () => {
    const token = { mgr: await login(t.app, 'manager', DEMO.manager), user: await login(t.app, 'user', DEMO.user) };
    const manager = caller(t, () => token.mgr);
    const common = caller(t, () => token.user);
    ok(await manager.post(URL('add'), { name: 'Manager draft', orgId: w.le1 }));
    expect((await common.post(URL('add'), { name: 'User draft', orgId: w.le1 })).code).toBe(1013002);
    // the group-wide settings stay with the administrator
    const settings = await manager.get('/api/main/project/settings');
    expect((await manager.post(URL('settingsEdit'), { ...(settings.data as object), discountRate: '0.07' })).code).toBe(1013002);
  });

  it('stores the automatic figures, worked by hand', async () => {
    // 200,000 kWh saved × 0.0005 = 100 t; × 0.4 yuan = 80,000 yuan = 8 (10k yuan); 50 ÷ 8 = 6.25 years;
    // 500,000 ÷ 100 = 5,000 yuan/t; chiller lifetime 23 years at 8 %
    const d = await addDraft(w.engineer, fullBody(w));
    expect(d).toMatchObject({
      energySaved: '200000',
      annualCarbonReduction: '100',
      annualBenefit: '8',
      costEffectiveness: '5000',
      paybackYears: '6.25',
      paybackNotRecovered: false,
      needsFiiReview: false,
      lifetimeUsed: 23,
      discountRate: '0.08',
    });
    // CRF(0.08, 23) = 0.08 ÷ (1 − 1.08^−23) = 0.08 ÷ (1 − 0.1702…) = 0.09642216915…; (500,000 × 0.09642216915… − 80,000) ÷ 100 = −317.88915424589…
    expect(d.abatementCost!.slice(0, 14)).toBe('-317.889154245');
    const page = ok<{ rows: Detail[] }>(await w.engineer.get(`${URL('page')}?name=${encodeURIComponent(String(d.name))}`));
    expect(page.rows.map((r) => [r.id, r.annualCarbonReduction, r.abatementCost])).toEqual([[d.id, '100', d.abatementCost]]);
  });

  it('a benefit of zero is "not recovered"; an override replaces the computed reduction', async () => {
    const d = await addDraft(
      w.engineer,
      fullBody(w, { localEnergyPrice: '0', reductionOverride: '40', reductionOverrideReason: 'Refrigerant change' }),
    );
    expect(d).toMatchObject({
      annualBenefit: '0',
      paybackYears: null,
      paybackNotRecovered: true,
      annualCarbonReduction: '40',
      costEffectiveness: '12500',
    });
  });

  it('refuses 11 decimals on a draft save, naming the field in the caller’s language', async () => {
    const en = await w.engineer.post(URL('add'), { name: 'x', orgId: w.server, investment: '1.12345678901' });
    expect(en).toMatchObject({ success: false, code: 1012001, field: 'investment' });
    expect(en.message).toContain('Investment (10k yuan) allows at most 10 decimal places');
    const zh = await w.engineerZh.post(URL('add'), { name: 'x', orgId: w.server, energyBefore: '1.12345678901' });
    expect(zh.message).toContain('改善前年能耗 最多保留 10 位小数');
    ok(await w.engineer.post(URL('add'), { name: 'ten decimals', orgId: w.server, investment: '1.1234567890' }));
  });

  it('edits a draft at its version; a stale version gets 1017004', async () => {
    const d = await addDraft(w.engineer, fullBody(w));
    const edited = ok<Detail>(await w.engineer.post(URL('edit'), { ...fullBody(w), id: d.id, version: d.version, energyAfter: '900000' }));
    expect(edited).toMatchObject({ version: 2, energySaved: '100000', annualCarbonReduction: '50', annualBenefit: '4' });
    const stale = await w.engineer.post(URL('edit'), { ...fullBody(w), id: d.id, version: d.version });
    expect(stale.code).toBe(1017004);
  });

  it('deletes drafts only, all or none', async () => {
    const a = await addDraft(w.engineer, { name: 'To delete A', orgId: w.server });
    const b = await addDraft(w.engineer, { name: 'To delete B', orgId: w.server });
    ok(await w.engineer.post(URL('delete'), { ids: [a.id, b.id] }));
    expect((await w.engineer.get(`${URL('detail')}?id=${a.id}`)).code).toBe(2034001);
    expect((await w.engineer.post(URL('delete'), { ids: [a.id] })).code).toBe(2034001);
  });

  it('keeps a project of another park out of sight: 1013003 on detail, edit and add; the page omits it', async () => {
    const d = await addDraft(w.engineer, fullBody(w));
    expect((await w.foreign.get(`${URL('detail')}?id=${d.id}`)).code).toBe(1013003);
    expect((await w.foreign.post(URL('edit'), { ...fullBody(w), id: d.id, version: d.version, orgId: String(d.orgId) })).code).toBe(
      1013003,
    );
    expect((await w.foreign.post(URL('add'), { name: 'x', orgId: w.server })).code).toBe(1013003);
    expect((await w.foreign.post(URL('delete'), { ids: [d.id] })).code).toBe(1013003);
    const page = ok<{ rows: Detail[]; totalRows: number }>(await w.foreign.get(`${URL('page')}?pageSize=200`));
    expect(page.rows.some((r) => r.id === d.id)).toBe(false);
    expect((await w.foreign.get(`${URL('page')}?orgId=${w.le1}`)).code).toBe(1013003);
    // the engineer's own page, filtered by the legal entity's subtree, holds it
    const mine = ok<{ rows: Detail[] }>(await w.engineer.get(`${URL('page')}?orgId=${w.le1}&pageSize=200`));
    expect(mine.rows.some((r) => r.id === d.id)).toBe(true);
  });

  it('suggests the library factor of the energy type, converted to tCO2e per unit', async () => {
    // the newest national grid average, 2023: 0.5306 kgCO2/kWh = 0.0005306 t/kWh
    expect(ok(await w.engineer.get(`${URL('defaultFactor')}?energyType=electricity&orgId=${w.server}`))).toMatchObject({
      emissionFactor: '0.0005306',
      unit: 'kWh',
      version: 'MEE-NBS-2023',
    });
    // natural gas: 389.31 GJ/10^4 m³ ÷ 10,000 × 15.30 tC/TJ ÷ 1000 × 99 % × 44/12 = 0.002162188809 tCO2/m³
    expect(ok(await w.engineer.get(`${URL('defaultFactor')}?energyType=natural_gas&orgId=${w.server}`))).toMatchObject({
      emissionFactor: '0.002162188809',
      unit: 'm³',
    });
    expect(ok(await w.engineer.get(`${URL('defaultFactor')}?energyType=heat&orgId=${w.server}`))).toMatchObject({
      emissionFactor: '0.11',
      unit: 'GJ',
    });
    expect(ok(await w.engineer.get(`${URL('defaultFactor')}?energyType=steam&orgId=${w.server}`))).toBeNull();
    expect((await w.foreign.get(`${URL('defaultFactor')}?energyType=heat&orgId=${w.server}`)).code).toBe(1013003);
  });
});
