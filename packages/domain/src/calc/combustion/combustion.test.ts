import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal.js';
import { decimalString, expectDomainError, expectReconciled, expectScaled, fraction, scale, times } from '../gwp/testing.js';
import { combustionCnGuideline } from './cn-guideline.js';
import { combustionBiomass, combustionIpccTier1 } from './ipcc-tier1.js';

describe('combustionCnGuideline: FC × NCV × CC × OF × 44/12', () => {
  it.each([
    // Natural gas, reference §5 defaults: 100 × 389.31 = 38931 GJ; × 0.0153 tC/GJ = 595.6443 tC;
    // × 0.99 = 589.687857; × 44 = 25946.265708; / 12 = 2162.188809 tCO2.
    [
      'natural gas',
      {
        consumption: 100,
        consumptionUnit: '10^4 Nm3',
        ncv: '389.31',
        carbonContent: '15.30',
        carbonContentUnit: 'tC/TJ',
        oxidationRate: '0.99',
      },
      '2162.188809',
    ],
    // Raw coal: 1000 × 20.908 = 20908 GJ; × 0.02637 = 551.34396 tC; × 0.94 = 518.2633224;
    // × 44 = 22803.5861856; / 12 = 1900.2988488 tCO2.
    [
      'raw coal',
      {
        consumption: 1000,
        consumptionUnit: 't',
        ncv: '20.908',
        carbonContent: '26.37',
        carbonContentUnit: 'tC/TJ',
        oxidationRate: '0.94',
      },
      '1900.2988488',
    ],
    // CC already in tC/GJ: 1 × 12 × 1 × 1 × 44/12 = 44.
    ['unit check', { consumption: 1, consumptionUnit: 't', ncv: 12, carbonContent: 1, oxidationRate: 1 }, '44'],
  ] as const)('%s', (_, input, expected) => {
    const r = combustionCnGuideline(input);
    expect(r.tco2e.toFixed()).toBe(expected);
    expect(r.gases.CO2?.toFixed()).toBe(expected);
    expect(r.explanation.method).toBe('combustion.cn-guideline');
    expect(r.explanation.inputs.find((i) => i.name === 'ncv')?.unit).toBe(`GJ/${input.consumptionUnit}`);
    expect(r.explanation.inputs.find((i) => i.name === 'co2PerC')?.value).toBe('44/12');
    expectReconciled(r);
  });
  it('diesel: 10 × 42.652 × 0.0202 × 0.98 × 44 = 371.50915648, /12 = 30.95909637333… (non-terminating)', () => {
    const r = combustionCnGuideline({
      consumption: 10,
      consumptionUnit: 't',
      ncv: '42.652',
      carbonContent: '20.20',
      carbonContentUnit: 'tC/TJ',
      oxidationRate: '0.98',
      sourceType: 'mobile',
    });
    expect(r.tco2e.toDecimalPlaces(12).toFixed()).toBe('30.959096373333');
    expect(r.explanation.inputs.find((i) => i.name === 'sourceType')?.value).toBe('mobile');
  });
  it('records factor refs and marks factor-sourced inputs', () => {
    const factor = { id: '42', version: '3', name: 'Natural gas' };
    const r = combustionCnGuideline({
      consumption: 1,
      consumptionUnit: 't',
      ncv: 1,
      carbonContent: 1,
      oxidationRate: 1,
      factor,
    });
    expect(r.explanation.factors).toEqual([factor]);
    expect(r.explanation.inputs.find((i) => i.name === 'ncv')?.source).toBe('factor');
  });
  it('refuses an oxidation rate above 1 and negative consumption', () => {
    expectDomainError(
      () => combustionCnGuideline({ consumption: 1, consumptionUnit: 't', ncv: 1, carbonContent: 1, oxidationRate: 99 }),
      'calc.emissions.fractionOutOfRange',
    );
    expectDomainError(
      () => combustionCnGuideline({ consumption: -1, consumptionUnit: 't', ncv: 1, carbonContent: 1, oxidationRate: 1 }),
      'calc.negative',
    );
  });
  it('reference consistency check: CC 15.3 tC/TJ × 44/12 = EF 56.1 tCO2/TJ, same as Tier 1 with 56100 kg/TJ', () => {
    const cn = combustionCnGuideline({
      consumption: 1,
      consumptionUnit: 't',
      ncv: 1000,
      carbonContent: '15.3',
      carbonContentUnit: 'tC/TJ',
      oxidationRate: 1,
    });
    const t1 = combustionIpccTier1({ energyTJ: 1, co2KgPerTJ: 56100, ch4KgPerTJ: 0, n2oKgPerTJ: 0, assessment: 'AR6' });
    expect(cn.tco2e.toFixed()).toBe('56.1');
    expect(t1.tco2e.toFixed()).toBe('56.1');
  });
  it('property: non-negative, and f(k·FC) = k·f(FC) to within the final division by 12', () => {
    fc.assert(
      fc.property(decimalString(1e6, 3), decimalString(500, 3), decimalString(40, 2), fraction(), scale, (fc0, ncv, cc, of, k) => {
        const args = {
          consumptionUnit: 't',
          ncv,
          carbonContent: cc,
          carbonContentUnit: 'tC/TJ',
          oxidationRate: of,
        } as const;
        const base = combustionCnGuideline({ ...args, consumption: fc0 });
        const scaled = combustionCnGuideline({ ...args, consumption: times(k, new Decimal(fc0)) });
        expectReconciled(base);
        // 44/12 does not terminate in decimal, so both sides carry one rounding at 20 significant digits.
        const diff = scaled.tco2e.minus(times(k, base.tco2e)).abs();
        expect(diff.lte(scaled.tco2e.times('1e-18'))).toBe(true);
      }),
    );
  });
});

describe('combustionIpccTier1: E = TJ × kg/TJ / 1000, CO2e via GWP', () => {
  it.each([
    // NG, energy industries (reference §5): CO2 100 × 56100 / 1000 = 5610 t; CH4 0.1 t × 28 = 2.8; N2O 0.01 t × 265 = 2.65.
    [
      'NG AR5',
      { energyTJ: 100, co2KgPerTJ: 56100, ch4KgPerTJ: 1, n2oKgPerTJ: '0.1', assessment: 'AR5' },
      '5615.45',
      { CO2: '5610', CH4: '2.8', N2O: '2.65' },
    ],
    // Same in AR6: CH4 0.1 × 27.9 = 2.79; N2O 0.01 × 273 = 2.73.
    [
      'NG AR6',
      { energyTJ: 100, co2KgPerTJ: 56100, ch4KgPerTJ: 1, n2oKgPerTJ: '0.1', assessment: 'AR6' },
      '5615.52',
      { CO2: '5610', CH4: '2.79', N2O: '2.73' },
    ],
    // Fossil CH4 AR6: 0.1 × 29.8 = 2.98.
    [
      'NG AR6 fossil CH4',
      { energyTJ: 100, co2KgPerTJ: 56100, ch4KgPerTJ: 1, n2oKgPerTJ: '0.1', assessment: 'AR6', ch4Gas: 'CH4-fossil' },
      '5615.71',
      { CO2: '5610', 'CH4-fossil': '2.98', N2O: '2.73' },
    ],
    // Diesel, commercial: 50 × 74100 / 1000 = 3705; CH4 0.5 t × 25 = 12.5; N2O 0.03 t × 298 = 8.94.
    [
      'diesel AR4',
      { energyTJ: 50, co2KgPerTJ: 74100, ch4KgPerTJ: 10, n2oKgPerTJ: '0.6', assessment: 'AR4', sourceType: 'mobile' },
      '3726.44',
      { CO2: '3705', CH4: '12.5', N2O: '8.94' },
    ],
  ] as const)('%s', (_, input, total, perGas) => {
    const r = combustionIpccTier1(input);
    expect(r.tco2e.toFixed()).toBe(total);
    expect(Object.fromEntries(Object.entries(r.gasesCo2e).map(([g, v]) => [g, v.toFixed()]))).toEqual(perGas);
    expect(r.explanation.gwpSet).toBe(input.assessment);
    expect(r.explanation.inputs.find((i) => i.name === 'energy')?.unit).toBe('TJ');
    expectReconciled(r);
  });
  it('biomass: CO2 biogenic and outside tco2e; CH4 non-fossil and N2O count', () => {
    // 10 TJ: CO2 10 × 100000 / 1000 = 1000 t biogenic; CH4 0.3 t × 27.0 = 8.1; N2O 0.04 t × 273 = 10.92.
    const r = combustionBiomass({ energyTJ: 10, co2KgPerTJ: 100000, ch4KgPerTJ: 30, n2oKgPerTJ: 4, assessment: 'AR6' });
    expect(r.biogenicCo2?.toFixed()).toBe('1000');
    expect(r.tco2e.toFixed()).toBe('19.02');
    expect(r.gases.CO2).toBeUndefined();
    expect(r.gasesCo2e['CH4-non-fossil']?.toFixed()).toBe('8.1');
    expect(r.explanation.notes).toContain('calc.emissions.note.biogenicSeparate');
  });
  it('property: non-negative, exactly linear in energy, per-gas CO2e reconciles', () => {
    fc.assert(
      fc.property(
        decimalString(1e5, 3),
        decimalString(1e5, 1),
        decimalString(50, 2),
        decimalString(5, 2),
        scale,
        fc.boolean(),
        (e, co2, ch4, n2o, k, bio) => {
          const f = bio ? combustionBiomass : combustionIpccTier1;
          const args = { co2KgPerTJ: co2, ch4KgPerTJ: ch4, n2oKgPerTJ: n2o, assessment: 'AR5' } as const;
          const base = f({ ...args, energyTJ: e });
          expectReconciled(base);
          expectScaled(f({ ...args, energyTJ: times(k, new Decimal(e)) }), base, k);
        },
      ),
    );
  });
});
