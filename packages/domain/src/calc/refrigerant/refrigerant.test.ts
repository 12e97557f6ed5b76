import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal.js';
import { decimalString, expectDomainError, expectReconciled, expectScaled, fraction, scale, times } from '../gwp/testing.js';
import { REFRIGERANT_SCREENING_DEFAULTS } from './defaults.js';
import { refrigerantMassBalance, refrigerantSimplifiedMassBalance } from './mass-balance.js';
import { refrigerantScreening } from './screening.js';

const co2eOf = (r: { gasesCo2e: Record<string, Decimal> }) =>
  Object.fromEntries(Object.entries(r.gasesCo2e).map(([g, v]) => [g, v.toFixed()]));

describe('refrigerantScreening: C_N·k + C·x·T + C_D·y·(1 − z)', () => {
  it('R-410A, AR5, all three stages', () => {
    // 100 × 0.01 = 1; 500 × 0.1 × 1 = 50; 200 × 0.8 × (1 − 0.8) = 32; E = 83 kg = 0.083 t.
    // Per gas 0.0415 t: HFC-32 × 677 = 28.0955; HFC-125 × 3170 = 131.555; total 159.6505 (= 0.083 × 1923.5).
    const r = refrigerantScreening({
      refrigerant: 'R-410A',
      assessment: 'AR5',
      installation: { newCharge: 100, lossRate: '0.01' },
      operation: { charge: 500, annualLeakRate: '0.1', years: 1 },
      disposal: { charge: 200, remainingShare: '0.8', recoveryEfficiency: '0.8' },
      equipmentType: 'residential-commercial-ac',
    });
    expect(r.tco2e.toFixed()).toBe('159.6505');
    expect(co2eOf(r)).toEqual({ 'HFC-32': '28.0955', 'HFC-125': '131.555' });
    expect(r.gases['HFC-32']?.toFixed()).toBe('0.0415');
    expect(r.explanation.inputs.find((i) => i.name === 'refrigerantGwp')?.value).toBe('1923.5');
    expect(r.explanation.inputs.find((i) => i.name === 'emitted')).toMatchObject({ value: '83', unit: 'kg' });
    expectReconciled(r);
  });
  it('half a year of operation in tonnes: 2 t × 0.35 × 0.5 = 0.35 t HFC-134a × 1530 (AR6) = 535.5', () => {
    const r = refrigerantScreening({
      refrigerant: 'HFC-134a',
      massUnit: 't',
      assessment: 'AR6',
      operation: { charge: 2, annualLeakRate: '0.35', years: '0.5' },
    });
    expect(r.tco2e.toFixed()).toBe('535.5');
  });
  it('R-22 is a memo item: 100 kg × 0.1 × 1 = 10 kg = 0.01 t × 1810 (AR4) = 18.1 outside scopes', () => {
    const r = refrigerantScreening({
      refrigerant: 'R-22',
      assessment: 'AR4',
      operation: { charge: 100, annualLeakRate: '0.1', years: 1 },
    });
    expect(r.tco2e.toFixed()).toBe('0');
    expect(r.outsideScopes?.toFixed()).toBe('18.1');
    expect(r.gases['HCFC-22']?.toFixed()).toBe('0.01');
    expect(r.gasesCo2e).toEqual({});
    expect(r.explanation.notes).toContain('calc.emissions.note.montrealOutsideScopes');
  });
  it('refuses rates above 1 and unknown refrigerants', () => {
    expectDomainError(
      () =>
        refrigerantScreening({
          refrigerant: 'R-410A',
          assessment: 'AR6',
          operation: { charge: 1, annualLeakRate: 15, years: 1 },
        }),
      'calc.emissions.fractionOutOfRange',
    );
    expectDomainError(() => refrigerantScreening({ refrigerant: 'R-999', assessment: 'AR6' }), 'calc.gwp.unknownGas');
  });
  it('default factors are data with a source, all fractions', () => {
    expect(REFRIGERANT_SCREENING_DEFAULTS).toHaveLength(8);
    const chillers = REFRIGERANT_SCREENING_DEFAULTS.find((d) => d.equipmentType === 'chillers');
    expect(chillers).toMatchObject({
      installLossRate: '0.01',
      annualLeakRate: '0.15',
      remainingAtDisposal: '1',
      recoveryEfficiency: '0.95',
    });
    for (const d of REFRIGERANT_SCREENING_DEFAULTS) {
      expect(d.source).toMatch(/EPA/);
      for (const v of [d.installLossRate, d.annualLeakRate, d.remainingAtDisposal, d.recoveryEfficiency])
        expect(Number(v)).toBeLessThanOrEqual(1);
    }
  });
});

describe('refrigerantSimplifiedMassBalance: (P_N − C_N) + P_S + (C_D − R_D)', () => {
  it('HFC-134a AR6: (50 − 45) + 10 + (30 − 25) = 20 kg = 0.02 t × 1530 = 30.6', () => {
    const r = refrigerantSimplifiedMassBalance({
      refrigerant: 'HFC-134a',
      assessment: 'AR6',
      purchasedForNewEquipment: 50,
      newEquipmentCharge: 45,
      servicing: 10,
      retiredEquipmentCharge: 30,
      recoveredFromRetired: 25,
    });
    expect(r.tco2e.toFixed()).toBe('30.6');
    expectReconciled(r);
  });
  it('a negative balance (10 − 50 = −40) is reported as 0 with a note', () => {
    const r = refrigerantSimplifiedMassBalance({
      refrigerant: 'R-410A',
      assessment: 'AR6',
      purchasedForNewEquipment: 10,
      newEquipmentCharge: 50,
    });
    expect(r.tco2e.toFixed()).toBe('0');
    expect(r.explanation.notes).toEqual(['calc.refrigerant.note.negativeClamped']);
    expect(r.explanation.inputs.find((i) => i.name === 'emitted')?.value).toBe('-40');
  });
});

describe('refrigerantMassBalance: (Inv_b − Inv_e) + P − S − (C_new − C_retired)', () => {
  it('R-404A AR4: (500 − 300) + 200 − 50 − (150 − 100) = 300 kg = 0.3 t × 3921.6 = 1176.48', () => {
    // Per gas: HFC-125 0.132 t × 3500 = 462; HFC-143a 0.156 t × 4470 = 697.32; HFC-134a 0.012 t × 1430 = 17.16.
    const r = refrigerantMassBalance({
      refrigerant: 'R-404A',
      assessment: 'AR4',
      inventoryBegin: 500,
      inventoryEnd: 300,
      purchased: 200,
      sold: 50,
      newEquipmentCharge: 150,
      retiredEquipmentCharge: 100,
    });
    expect(r.tco2e.toFixed()).toBe('1176.48');
    expect(co2eOf(r)).toEqual({ 'HFC-125': '462', 'HFC-143a': '697.32', 'HFC-134a': '17.16' });
    expectReconciled(r);
  });
  it('custom mixture with a Montreal component splits scope and memo CO2e', () => {
    // 100 kg = 0.1 t: HFC-32 0.05 × 771 = 38.55 in tco2e; HCFC-22 0.05 × 1960 = 98 outside scopes.
    const r = refrigerantMassBalance({
      refrigerant: [
        { gas: 'HFC-32', massFraction: '0.5' },
        { gas: 'R-22', massFraction: '0.5' },
      ],
      assessment: 'AR6',
      purchased: 100,
    });
    expect(r.tco2e.toFixed()).toBe('38.55');
    expect(r.outsideScopes?.toFixed()).toBe('98');
    expect(r.explanation.inputs[0]?.value).toBe('HFC-32 0.5 / HCFC-22 0.5');
  });
  it('refuses a custom mixture whose fractions do not sum to 1', () => {
    expectDomainError(
      () =>
        refrigerantMassBalance({
          refrigerant: [
            { gas: 'HFC-32', massFraction: '0.5' },
            { gas: 'HFC-125', massFraction: '0.4' },
          ],
          assessment: 'AR6',
          purchased: 1,
        }),
      'calc.gwp.fractionsNotOne',
    );
  });
});

describe('refrigerant properties', () => {
  const gas = fc.constantFrom('R-410A', 'R-404A', 'R-407C', 'R-507A', 'HFC-134a', 'SF6', 'R-22');
  const set = fc.constantFrom('AR4', 'AR5', 'AR6' as const);
  const q = decimalString(1e5, 2);
  it('screening: never negative, reconciles, exactly linear in the charges', () => {
    fc.assert(
      fc.property(
        gas,
        set,
        q,
        q,
        q,
        fraction(),
        fraction(),
        fraction(),
        fraction(),
        decimalString(10, 1),
        scale,
        (g, a, cn, c, cd, k, x, y, z, t, m) => {
          const f = (s: string) =>
            refrigerantScreening({
              refrigerant: g,
              assessment: a,
              installation: { newCharge: times(s, new Decimal(cn)), lossRate: k },
              operation: { charge: times(s, new Decimal(c)), annualLeakRate: x, years: t },
              disposal: { charge: times(s, new Decimal(cd)), remainingShare: y, recoveryEfficiency: z },
            });
          const base = f('1');
          expectReconciled(base);
          expectScaled(f(m), base, m);
        },
      ),
    );
  });
  it('mass balances: never negative, reconcile, exactly linear in all masses', () => {
    fc.assert(
      fc.property(gas, set, fc.array(q, { minLength: 6, maxLength: 6 }), scale, (g, a, xs, m) => {
        const s = (i: number, k: string) => times(k, new Decimal(xs[i] as string));
        const full = (k: string) =>
          refrigerantMassBalance({
            refrigerant: g,
            assessment: a,
            inventoryBegin: s(0, k),
            inventoryEnd: s(1, k),
            purchased: s(2, k),
            sold: s(3, k),
            newEquipmentCharge: s(4, k),
            retiredEquipmentCharge: s(5, k),
          });
        const simple = (k: string) =>
          refrigerantSimplifiedMassBalance({
            refrigerant: g,
            assessment: a,
            purchasedForNewEquipment: s(0, k),
            newEquipmentCharge: s(1, k),
            servicing: s(2, k),
            retiredEquipmentCharge: s(3, k),
            recoveredFromRetired: s(4, k),
          });
        for (const f of [full, simple]) {
          const base = f('1');
          expectReconciled(base);
          expectScaled(f(m), base, m);
        }
      }),
    );
  });
});
