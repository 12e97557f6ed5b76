import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { issue, ok, project, saveEntry, world, type Entry, type World } from '../inventory/inventory.testing.js';

type Row = { id: string; code: string; factorVersion: string; factorUnit: string };
type Detail = Entry & {
  factorCode: string | null;
  explanation: { inputs: { name: string; value: string; source?: string }[]; factors: { version: string; name?: string }[] };
};

/** Issue 25 item 5: a fuel chosen from the library fills its whole parameter set, CH4 and N2O included. */
describe.each(dbKinds())('fuel sets of the factor library on %s', (kind) => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await world(t);
  });
  afterAll(() => t.close());

  const fuels = async (query = '') => ok<{ rows: Row[] }>(await w.user.get(`/api/main/factor/page?kind=fuel&pageSize=100${query}`)).rows;

  it('lists one row per fuel (its NCV row) with the library unit, for the guideline and IPCC 2006', async () => {
    const rows = await fuels();
    expect(rows.every((r) => r.code.endsWith('-NCV'))).toBe(true);
    const byCode = new Map(rows.map((r) => [r.code, r]));
    expect(byCode.get('CN-FUEL-NG-NCV')).toMatchObject({ factorVersion: 'CN-NDRC-2015', factorUnit: 'GJ/10^4Nm3' });
    expect(byCode.get('CN-FUEL-LPG-NCV')?.factorUnit).toBe('GJ/t');
    expect(byCode.get('IPCC2006-FUEL-DIESEL-NCV')).toMatchObject({ factorVersion: 'IPCC-2006', factorUnit: 'GJ/t' });
    expect(rows.some((r) => r.code === 'CN-FUEL-NG-CC')).toBe(false);
  });

  it('an entry with only the fuel and the quantity gets NCV, carbon content, oxidation and non-zero CH4/N2O, and keeps the version', async () => {
    const p = await project(w);
    const [task] = await issue(w, p.id, ['fii-ccbg-longhua-le1']);
    const ng = (await fuels('&keyword=CN-FUEL-NG-NCV'))[0]!;
    const saved = ok<Entry>(
      await saveEntry(w.user, task!.id, {
        scope: 1,
        sourceName: 'Boiler',
        factorId: ng.id,
        input: { type: 'combustion-cn', consumption: '1', consumptionUnit: '10^4 Nm3' },
      }),
    );
    // AR5 (the project's set). CO2 1 × 389.31 × 0.0153 × 0.99 × 44/12 = 21.62188809 t; energy 0.38931 TJ;
    // CH4 0.38931 × 1 kg/TJ = 0.00038931 t × 28 = 0.01090068; N2O 0.000038931 t × 265 = 0.010316715.
    expect(p.gwpSet).toBe('AR5');
    expect(saved.tco2e).toBe('21.643105485');
    expect(saved.factorVersion).toBe('CN-NDRC-2015');
    const detail = ok<Detail>(await w.user.get(`/api/main/inventoryEntry/detail?id=${saved.id}`));
    expect(detail.factorCode).toBe('CN-FUEL-NG-NCV');
    const inputs = Object.fromEntries(detail.explanation.inputs.map((i) => [i.name, i]));
    expect(inputs.ncv).toMatchObject({ value: '389.31', source: 'factor' });
    expect(inputs.carbonContent).toMatchObject({ value: '15.3', source: 'factor' });
    expect(inputs.oxidationRate).toMatchObject({ value: '0.99', source: 'factor' });
    expect(inputs.ch4Factor?.value).toBe('1');
    expect(inputs.n2oFactor?.value).toBe('0.1');
    expect(detail.explanation.factors.map((f) => f.version)).toEqual(Array(5).fill('CN-NDRC-2015'));
  });

  it('refuses a typed value differing from the fuel without a reason, naming the input', async () => {
    const p = await project(w);
    const [task] = await issue(w, p.id, ['fii-ccbg-longhua-le1']);
    const ng = (await fuels('&keyword=CN-FUEL-NG-NCV'))[0]!;
    const input = { type: 'combustion-cn', consumption: '1', consumptionUnit: '10^4 Nm3', ncv: '400' };
    const refused = await saveEntry(w.user, task!.id, { scope: 1, factorId: ng.id, input });
    expect(refused).toMatchObject({ success: false, field: 'input.ncv' });
    const kept = ok<Entry>(
      await saveEntry(w.user, task!.id, { scope: 1, factorId: ng.id, input: { ...input, overrideReason: 'lab test' } }),
    );
    // CO2 1 × 400 × 0.0153 × 0.99 × 44/12 = 22.2156; energy 0.4 TJ: CH4 0.0004 t × 28 = 0.0112; N2O 0.00004 t × 265 = 0.0106.
    expect(kept.tco2e).toBe('22.2374');
  });
});
