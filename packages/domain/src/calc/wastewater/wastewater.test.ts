import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal.js';
import { decimalString, expectDomainError, expectReconciled, expectScaled, fraction, scale, times } from '../gwp/testing.js';
import { WASTEWATER_DEFAULTS, WASTEWATER_MCF_TABLE } from './defaults.js';
import { wastewaterCh4, type WastewaterCh4Input } from './wastewater.js';

describe('wastewaterCh4: max(0, (TOW − S) × B0 × MCF − R)', () => {
  it.each([
    // Defaults B0 0.25, MCF 0.5: (10000 − 1000) × 0.125 = 1125 kg = 1.125 t CH4; AR6 non-fossil 27.0 → 30.375.
    ['TOW given, defaults', { tow: 10000, sludgeS: 1000, assessment: 'AR6' }, '1.125', '30.375'],
    // 50000 m³ × (2000 − 100) mg/L = 50000 × 1.9 kg/m³ = 95000 kg COD; (95000 − 5000) × 0.25 × 0.8 = 18000;
    // − 2000 = 16000 kg = 16 t; AR5 × 28 = 448.
    [
      'COD in mg/L',
      {
        volumeM3: 50000,
        codInMgL: 2000,
        codOutMgL: 100,
        sludgeS: 5000,
        mcf: '0.8',
        recoveredR: 2000,
        assessment: 'AR5',
      },
      '16',
      '448',
    ],
    // Same, AR4 × 25 = 400.
    [
      'COD in mg/L, AR4',
      {
        volumeM3: 50000,
        codInMgL: 2000,
        codOutMgL: 100,
        sludgeS: 5000,
        mcf: '0.8',
        recoveredR: 2000,
        assessment: 'AR4',
      },
      '16',
      '400',
    ],
    // 1000 m³ × (3.5 − 0.5) kg/m³ = 3000 kg COD × 0.125 = 375 kg = 0.375 t; AR6 × 27.0 = 10.125.
    ['COD in kg/m³', { volumeM3: 1000, codInKgM3: '3.5', codOutKgM3: '0.5', assessment: 'AR6' }, '0.375', '10.125'],
    // 1000 × 0.125 = 125 − 200 = −75 → 0.
    ['recovery above generation clamps', { tow: 1000, recoveredR: 200, assessment: 'AR6' }, '0', '0'],
    // (100 − 200) × 0.125 = −12.5 → 0.
    ['sludge above TOW clamps', { tow: 100, sludgeS: 200, assessment: 'AR6' }, '0', '0'],
  ] as const)('%s', (_, input, ch4T, co2e) => {
    const r = wastewaterCh4(input);
    expect(r.gases['CH4-non-fossil']?.toFixed()).toBe(ch4T);
    expect(r.tco2e.toFixed()).toBe(co2e);
    expect(r.explanation.method).toBe('wastewater.ch4');
    expect(r.explanation.gwpSet).toBe(input.assessment);
    expectReconciled(r);
  });
  it('notes the clamp, the removed-COD TOW, and the defaults with their source', () => {
    expect(wastewaterCh4({ tow: 1000, recoveredR: 200, assessment: 'AR6' }).explanation.notes).toEqual([
      'calc.wastewater.note.clampedToZero',
    ]);
    const r = wastewaterCh4({ volumeM3: 1, codInMgL: 10, codOutMgL: 5, assessment: 'AR6' });
    expect(r.explanation.notes).toEqual(['calc.wastewater.note.towRemovedCod']);
    expect(r.explanation.inputs.find((i) => i.name === 'tow')).toMatchObject({
      value: '0.005',
      unit: 'kg COD',
      source: 'derived',
    });
    expect(r.explanation.inputs.find((i) => i.name === 'b0')?.source).toMatch(/^default: IPCC 2006/);
    expect(r.explanation.inputs.find((i) => i.name === 'codIn')?.unit).toBe('mg/L');
  });
  it('defaults are spec §9 values with sources', () => {
    expect(WASTEWATER_DEFAULTS.b0.value).toBe('0.25');
    expect(WASTEWATER_DEFAULTS.mcf.value).toBe('0.5');
    expect(WASTEWATER_MCF_TABLE.find((r) => r.pathway === 'anaerobic-reactor')?.mcf).toBe('0.8');
  });
  it.each([
    ['COD out above in', { volumeM3: 1, codInMgL: 10, codOutMgL: 11, assessment: 'AR6' }, 'calc.wastewater.codOutAboveIn'],
    ['no activity', { assessment: 'AR6' }, 'calc.wastewater.activityRequired'],
    ['volume without COD', { volumeM3: 1, assessment: 'AR6' }, 'calc.wastewater.activityRequired'],
    ['mixed COD units', { volumeM3: 1, codInMgL: 10, codOutKgM3: 0, assessment: 'AR6' }, 'calc.wastewater.activityRequired'],
    ['TOW and volume', { tow: 1, volumeM3: 1, codInMgL: 1, codOutMgL: 0, assessment: 'AR6' }, 'calc.emissions.exactlyOneOf'],
    ['MCF above 1', { tow: 1, mcf: '1.5', assessment: 'AR6' }, 'calc.emissions.fractionOutOfRange'],
    ['negative TOW', { tow: -1, assessment: 'AR6' }, 'calc.negative'],
  ] as const)('refuses %s', (_, input, key) => {
    expectDomainError(() => wastewaterCh4(input as WastewaterCh4Input), key);
  });
  it('property: never negative, reconciles, scales exactly with TOW, S and R together', () => {
    fc.assert(
      fc.property(decimalString(1e6, 2), decimalString(1e5, 2), decimalString(1e5, 2), fraction(), scale, (tow, s, r, mcf, k) => {
        const f = (m: string) =>
          wastewaterCh4({
            tow: times(m, new Decimal(tow)),
            sludgeS: times(m, new Decimal(s)),
            recoveredR: times(m, new Decimal(r)),
            mcf,
            assessment: 'AR6',
          });
        const base = f('1');
        expectReconciled(base);
        expectScaled(f(k), base, k);
      }),
    );
  });
  it('property: scales exactly with the wastewater volume', () => {
    fc.assert(
      fc.property(decimalString(1e6, 2), decimalString(5000, 1), decimalString(5000, 1), scale, (v, a, b, k) => {
        const [hi, lo] = new Decimal(a).gte(b) ? [a, b] : [b, a];
        const f = (vol: string) => wastewaterCh4({ volumeM3: vol, codInMgL: hi, codOutMgL: lo, assessment: 'AR5' });
        const base = f(v);
        expectReconciled(base);
        expectScaled(f(times(k, new Decimal(v))), base, k);
      }),
    );
  });
});
