import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { emissionFactor } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, DEMO, login, type TestApp } from '../../test/harness.js';
import { seedFactors } from '../factor/factor.seed.js';
import { caller } from '../factor/testing.js';

type Wire = {
  tco2e: string;
  gases: Record<string, string>;
  gasesCo2e: Record<string, string>;
  biogenicCo2?: string;
  explanation: { factors: { id: string; version: string }[]; inputs: { name: string; value: string; unit: string }[]; gwpSet?: string };
};

describe.each(dbKinds())('calc preview on %s', (kind) => {
  let t: TestApp;
  let user = '';
  let admin = '';
  let api: ReturnType<typeof caller>;
  const idOf = async (code: string) => {
    const [row] = await t.database.db
      .select({ id: emissionFactor.id })
      .from(emissionFactor)
      .where(and(eq(emissionFactor.code, code), ne(emissionFactor.status, 2)));
    return String(row!.id);
  };
  const preview = (body: unknown, as = api) => as.post('/api/main/calc/preview', body);

  beforeAll(async () => {
    t = await createTestApp({ kind });
    await seedFactors(t.database.db);
    user = await login(t.app, 'user', DEMO.user);
    admin = await login(t.app, 'superAdmin', DEMO.superAdmin);
    // Any signed-in user may preview ('authenticated').
    api = caller(t, () => user);
  });
  afterAll(() => t.close());

  it('uses a library factor by id: 1000 MWh × 0.5366 (MEE/NBS 2022 national average) = 536.6 tCO2', async () => {
    const id = await idOf('CN-GRID-AVG-2022');
    const res = await preview({ source: { type: 'electricity-location', mwh: '1000' }, factorId: id, gwpSet: 'AR6' });
    expect(res.success).toBe(true);
    const data = res.data as Wire;
    expect(data).toMatchObject({ tco2e: '536.6', gases: { CO2: '536.6' }, gasesCo2e: { CO2: '536.6' } });
    expect(data.explanation.factors).toEqual([expect.objectContaining({ id, version: 'MEE-NBS-2022' })]);
    expect(data.explanation.inputs).toContainEqual(expect.objectContaining({ name: 'libraryFactor', value: '0.5366', unit: 'kgCO2/kWh' }));
  });

  it('IPCC Tier 1 with the seeded CO2 row: 100 TJ natural gas, AR5 → 5610 + 0.1 × 28 + 0.01 × 265 = 5615.45', async () => {
    const id = await idOf('IPCC2006-SC-NG-CO2');
    const res = await preview({
      source: { type: 'combustion-ipcc', energyTJ: '100', ch4KgPerTJ: '1', n2oKgPerTJ: '0.1' },
      factorId: id,
      gwpSet: 'AR5',
    });
    expect(res.data).toMatchObject({
      tco2e: '5615.45',
      gases: { CO2: '5610', CH4: '0.1', N2O: '0.01' },
      gasesCo2e: { CH4: '2.8', N2O: '2.65' },
    });
    expect((res.data as Wire).explanation.gwpSet).toBe('AR5');
  });

  it('inline parameters without a factor: biomass CO2 reported apart (10 TJ × 112000 kg/TJ = 1120 t)', async () => {
    const source = { type: 'biomass', energyTJ: '10', co2KgPerTJ: '112000', ch4KgPerTJ: '30', n2oKgPerTJ: '4' };
    const res = await preview({ source, gwpSet: 'AR6' });
    expect(res.data).toMatchObject({ tco2e: '19.02', biogenicCo2: '1120' });
  });

  it('hot water with the seeded heat factor: 100 t × 60 K × 4.1868 / 1000 = 25.1208 GJ × 0.11 = 2.763288 t', async () => {
    const id = await idOf('CN-HEAT-DEFAULT');
    const res = await preview({ source: { type: 'hot-water', massT: '100', temperatureC: '80' }, factorId: id, gwpSet: 'AR6' });
    expect((res.data as Wire).tco2e).toBe('2.763288');
  });

  it('a factor id outside the library is a clear error naming it', async () => {
    const res = await preview({ source: { type: 'electricity-location', mwh: '1' }, factorId: '999999999', gwpSet: 'AR6' });
    expect(res).toMatchObject({ success: false, code: 1012001 });
    expect(res.message).toContain('999999999');
  });

  it('spend-based scope 3 uses the period rate: 10000 CNY × 0.14 × 0.5 kg/USD = 0.7 t', async () => {
    const asAdmin = caller(t, () => admin);
    expect(
      (await asAdmin.post('/api/main/exchangeRate/add', { currency: 'CNY', year: 2024, month: 3, rateToUsd: '0.14', source: 'test' }))
        .success,
    ).toBe(true);
    const source = { type: 'scope3-spend', category: 1, amount: '10000', currency: 'CNY', year: 2024, month: 3, factorKgCo2ePerUsd: '0.5' };
    expect((await preview({ source, gwpSet: 'AR6' })).data).toMatchObject({ tco2e: '0.7', gasesCo2e: { CO2e: '0.7' } });
  });

  it('a missing exchange rate names the currency and the period', async () => {
    const source = { type: 'scope3-spend', category: 1, amount: '10000', currency: 'CNY', year: 2024, month: 4, factorKgCo2ePerUsd: '0.5' };
    const res = await preview({ source, gwpSet: 'AR6' });
    expect(res).toMatchObject({ success: false, code: 1012001 });
    expect(res.message).toContain('CNY');
    expect(res.message).toContain('2024-04');
  });

  it('steam at 25 MPa and 400 °C (IF97 region 3) returns a value', async () => {
    const source = { type: 'steam', state: 'superheated', temperatureC: '400', pressureMPa: '25', massT: '10', heatFactor: '0.11' };
    const res = await preview({ source, gwpSet: 'AR6' });
    expect(res.success).toBe(true);
    // h ≈ 2580 kJ/kg (steam tables): 10 × (2580 − 83.74) / 1000 × 0.11 ≈ 2.746 t
    expect(Number((res.data as Wire).tco2e)).toBeCloseTo(2.746, 2);
  });

  it('1.0 MPa and 150 °C declared superheated is a clear 1012001 in the user language', async () => {
    const source = { type: 'steam', state: 'superheated', temperatureC: '150', pressureMPa: '1.0', massT: '10', heatFactor: '0.11' };
    const zh = await preview(
      { source, gwpSet: 'AR6' },
      caller(t, () => user, 'zh-CN'),
    );
    const en = await preview({ source, gwpSet: 'AR6' });
    expect(zh.code).toBe(1012001);
    expect(en.code).toBe(1012001);
    expect(en.message).toContain('150');
    expect(zh.message).not.toBe(en.message);
  });

  it('a refusal names the input it is about in the envelope field, as a request path', async () => {
    const steam = { type: 'steam', state: 'superheated', temperatureC: '150', pressureMPa: '1.0', massT: '10', heatFactor: '0.11' };
    expect(await preview({ source: steam, gwpSet: 'AR6' })).toMatchObject({ code: 1012001, field: 'source.temperatureC' });
    const high = { ...steam, temperatureC: '400', pressureMPa: '31' };
    expect(await preview({ source: high, gwpSet: 'AR6' })).toMatchObject({ code: 1012001, field: 'source.pressureMPa' });
    const unknown = { source: { type: 'electricity-location', mwh: '1' }, factorId: '999999999', gwpSet: 'AR6' };
    expect(await preview(unknown)).toMatchObject({ code: 1012001, field: 'factorId' });
    // A grid factor does not fit a fuel: the refusal is about the chosen library row.
    const fuel = { type: 'combustion-cn', consumption: '1', consumptionUnit: 't' };
    expect(await preview({ source: fuel, factorId: await idOf('CN-GRID-AVG-2022'), gwpSet: 'AR6' })).toMatchObject({
      code: 1012001,
      field: 'factorId',
    });
    // A missing parameter is named even though the body left it out.
    expect(await preview({ source: fuel, gwpSet: 'AR6' })).toMatchObject({ code: 1012001, field: 'source.ncv' });
    // Zod names the same inputs the same way.
    const negative = { source: { type: 'steam', state: 'superheated', temperatureC: '400', pressureMPa: '25', massT: {} }, gwpSet: 'AR6' };
    expect((await preview(negative)).field).toBe('source.massT');
  });

  it.each([
    ['no GWP set', { source: { type: 'electricity-location', mwh: '1', gridFactor: '0.5' } }],
    ['an unknown source type', { source: { type: 'magic' }, gwpSet: 'AR6' }],
    ['a negative quantity', { source: { type: 'electricity-location', mwh: '-1', gridFactor: '0.5' }, gwpSet: 'AR6' }],
    ['11 decimals', { source: { type: 'electricity-location', mwh: '0.12345678901', gridFactor: '0.5' }, gwpSet: 'AR6' }],
    ['a malformed factor id', { source: { type: 'wastewater', tow: '1' }, factorId: 'X', gwpSet: 'AR6' }],
  ])('refuses %s with 1012001', async (_label, body) => {
    expect((await preview(body)).code).toBe(1012001);
  });
});
