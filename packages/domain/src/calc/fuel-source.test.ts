import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { FACTOR_SEED, fuelCodeParts, type FuelKind } from '../factors/index.js';
import { calculateSource, emissionResultToWire, emissionSourceInput, type ResolvedFactor } from './source.js';

/** A fuel's set as the server resolves it: its seed rows, keyed by parameter, on the NCV row. */
function fuelSet(prefix: string): ResolvedFactor {
  const rows = FACTOR_SEED.filter((r) => fuelCodeParts(r.code)?.prefix === prefix);
  const resolved = rows.map((r, i): [FuelKind, ResolvedFactor] => [
    fuelCodeParts(r.code)!.kind,
    {
      id: String(100 + i),
      code: r.code,
      factorVersion: r.version,
      name: r.nameEn,
      gas: r.gas,
      value: r.value,
      factorUnit: r.factorUnit,
      gasUnit: r.gasUnit,
      activityUnit: r.activityUnit,
      sourceTitle: r.sourceTitle,
    },
  ]);
  const set = Object.fromEntries(resolved) as Partial<Record<FuelKind, ResolvedFactor>>;
  return { ...set.NCV!, fuel: set };
}

const run = (source: unknown, f: ResolvedFactor, gwpSet: 'AR5' | 'AR6') =>
  emissionResultToWire(calculateSource(emissionSourceInput.parse(source), { gwpSet, factor: f }));

function refusal(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('no error thrown');
}

// Hand-computed from the seed's cited values: CN guideline NCV/CC/OF (reference §5), IPCC 2006 Vol.2
// Table 2.3 (stationary, NG 1 / 0.1 kg/TJ) and Table 3.2.2 (road diesel 3.9 / 3.9 kg/TJ); GWP reference §3.
describe('combustion-cn with a fuel chosen from the library', () => {
  it('natural gas boiler, only the quantity typed: NCV, CC, OF and CH4/N2O come from the set', () => {
    // CO2: 100 × 389.31 × 0.0153 × 0.99 × 44/12 = 2162.188809 t. Energy 100 × 389.31 / 1000 = 38.931 TJ;
    // CH4 38.931 × 1 / 1000 = 0.038931 t × 28 = 1.090068; N2O 0.0038931 t × 265 = 1.0316715 (AR5).
    const r = run({ type: 'combustion-cn', consumption: 100, consumptionUnit: '10^4 Nm3' }, fuelSet('CN-FUEL-NG'), 'AR5');
    expect(r.gases).toEqual({ CO2: '2162.188809', CH4: '0.038931', N2O: '0.0038931' });
    expect(r.gasesCo2e).toEqual({ CO2: '2162.188809', CH4: '1.090068', N2O: '1.0316715' });
    expect(r.tco2e).toBe('2164.3105485');
    const inputs = Object.fromEntries(r.explanation.inputs.map((i) => [i.name, i]));
    expect(inputs.ncv).toMatchObject({ value: '389.31', unit: 'GJ/10^4 Nm3', source: 'factor' });
    expect(inputs.carbonContent).toMatchObject({ value: '15.3', unit: 'tC/TJ', source: 'factor' });
    expect(inputs.oxidationRate).toMatchObject({ value: '0.99', source: 'factor' });
    expect(inputs.energy).toMatchObject({ value: '38.931', unit: 'TJ' });
    const codes = r.explanation.factors.map((f) => f.name?.split(' ')[0]);
    expect(codes).toEqual(['CN-FUEL-NG-NCV', 'CN-FUEL-NG-CC', 'CN-FUEL-NG-OF', 'CN-FUEL-NG-CH4-S', 'CN-FUEL-NG-N2O-S']);
    expect(r.explanation.factors.every((f) => f.version === 'CN-NDRC-2015')).toBe(true);
  });

  it('diesel vehicles take the mobile CH4/N2O factors', () => {
    // CO2: 10 × 42.652 × 0.0202 × 0.98 × 44/12 = 30.95909637333…; energy 0.42652 TJ;
    // CH4 0.42652 × 3.9 / 1000 = 0.001663428 t × 27.9 = 0.0464096412; N2O 0.001663428 t × 273 = 0.454115844 (AR6).
    const r = run({ type: 'combustion-cn', consumption: 10, consumptionUnit: 't', sourceType: 'mobile' }, fuelSet('CN-FUEL-DIESEL'), 'AR6');
    expect(r.gasesCo2e.CH4).toBe('0.0464096412');
    expect(r.gasesCo2e.N2O).toBe('0.454115844');
    expect(Number(r.tco2e).toFixed(10)).toBe('31.4596218585');
  });

  it('a typed value equal to the library value needs no reason; a different one does, and the reason is kept', () => {
    const ng = fuelSet('CN-FUEL-NG');
    const base = { type: 'combustion-cn', consumption: 1, consumptionUnit: '10^4 Nm3' };
    // 0.99 is the library's 99 %; 0.0153 tC/GJ is its 15.30 tC/TJ.
    expect(run({ ...base, oxidationRate: '0.99', carbonContent: '0.0153', carbonContentUnit: 'tC/GJ' }, ng, 'AR5').tco2e).toBe(
      run(base, ng, 'AR5').tco2e,
    );
    const e = refusal(() => run({ ...base, ncv: '400' }, ng, 'AR5'));
    expect(e.key).toBe('calc.source.overrideReasonRequired');
    expect(e.field).toBe('ncv');
    const r = run({ ...base, ncv: '400', overrideReason: 'supplier certificate' }, ng, 'AR5');
    const ncv = r.explanation.inputs.find((i) => i.name === 'ncv');
    expect(ncv?.value).toBe('400');
    expect(ncv?.source).toContain('supplier certificate');
    // 1 × 400 × 0.0153 × 0.99 × 44/12 = 22.2156 t CO2
    expect(r.gases.CO2).toBe('22.2156');
  });

  it('refuses a fuel whose NCV is per another unit than the consumption', () => {
    const e = refusal(() => run({ type: 'combustion-cn', consumption: 1, consumptionUnit: 't' }, fuelSet('CN-FUEL-NG'), 'AR5'));
    expect(e.key).toBe('calc.source.factorUnitMismatch');
  });

  it('IPCC fuel sets work the same way (oxidation factor 1)', () => {
    // 1 t gasoline: 1 × 44.3 × 0.0189 × 1 × 44 = 36.83988, / 12 = 3.06999 t CO2; energy 0.0443 TJ; CH4 0.0443 × 3 / 1000 = 0.0001329 t.
    const r = run({ type: 'combustion-cn', consumption: 1, consumptionUnit: 't' }, fuelSet('IPCC2006-FUEL-GASOLINE'), 'AR5');
    expect(r.gases.CO2).toBe('3.06999');
    expect(r.gases.CH4).toBe('0.0001329');
  });
});

// IPCC 2006 Tier 1 with a fuel's set as the row's factor (an imported row naming its fuel): the kg/TJ
// factors come from the set with their rows and versions. Hand-worked from the seed's cited values.
describe('combustion-ipcc with a fuel chosen from the library', () => {
  it('natural gas, 1 TJ: CO2 15.3 tC/TJ × 1 × 44/12 × 1000 = 56,100 kg/TJ; CH4 1, N2O 0.1 (stationary); each factor traced', () => {
    // 56.1 + 0.001 × 28 + 0.0001 × 265 = 56.1 + 0.028 + 0.0265 = 56.1545 tCO2e (AR5)
    const r = run({ type: 'combustion-ipcc', energyTJ: '1' }, fuelSet('IPCC2006-FUEL-NG'), 'AR5');
    expect(r.gases).toEqual({ CO2: '56.1', CH4: '0.001', N2O: '0.0001' });
    expect(r.tco2e).toBe('56.1545');
    const inputs = Object.fromEntries(r.explanation.inputs.map((i) => [i.name, i]));
    expect(inputs.co2Factor).toMatchObject({ value: '56100', source: 'factor' });
    expect(inputs.ch4Factor).toMatchObject({ value: '1', source: 'factor' });
    expect(inputs.n2oFactor).toMatchObject({ value: '0.1', source: 'factor' });
    const codes = r.explanation.factors.map((f) => f.name?.split(' ')[0]);
    expect(codes).toEqual(['IPCC2006-FUEL-NG-CC', 'IPCC2006-FUEL-NG-OF', 'IPCC2006-FUEL-NG-CH4-S', 'IPCC2006-FUEL-NG-N2O-S']);
    expect(r.explanation.factors.every((f) => f.version === 'IPCC-2006')).toBe(true);
  });

  it('diesel vehicles: CO2 20.2 × 44/12 × 1000 = 74,066.6667 kg/TJ, the mobile CH4/N2O; a typed factor stays the user’s', () => {
    // 2 TJ: CO2 2 × 74066.6667 / 1000 = 148.1333334 t; CH4 2 × 3.9 / 1000 = 0.0078 t; N2O 0.0078 t
    const r = run({ type: 'combustion-ipcc', energyTJ: '2', sourceType: 'mobile' }, fuelSet('IPCC2006-FUEL-DIESEL'), 'AR5');
    expect(r.gases).toEqual({ CO2: '148.1333334', CH4: '0.0078', N2O: '0.0078' });
    const typed = run({ type: 'combustion-ipcc', energyTJ: '1', co2KgPerTJ: '74100' }, fuelSet('IPCC2006-FUEL-DIESEL'), 'AR5');
    expect(typed.gases.CO2).toBe('74.1');
    const co2 = typed.explanation.inputs.find((i) => i.name === 'co2Factor');
    expect(co2?.source).toBe('user');
    expect(typed.explanation.factors.map((f) => f.name?.split(' ')[0])).toEqual([
      'IPCC2006-FUEL-DIESEL-CH4-S',
      'IPCC2006-FUEL-DIESEL-N2O-S',
    ]);
  });

  it('a factor the set lacks is required of the row, naming its field', () => {
    const ng = fuelSet('IPCC2006-FUEL-NG');
    const lacking = { ...ng, fuel: { CC: ng.fuel!.CC!, OF: ng.fuel!.OF! } };
    const e = refusal(() => run({ type: 'combustion-ipcc', energyTJ: '1' }, lacking, 'AR5'));
    expect(e.key).toBe('calc.source.parameterRequired');
    expect(e.field).toBe('ch4KgPerTJ');
  });
});
