import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.js';
import { Decimal } from '../decimal.js';
import { MESSAGES } from '../../i18n/messages/index.js';
import { LOCALES } from '../../i18n/locale.js';
import { saturationTemperature } from './if97.js';
import { hotWaterHeatGJ, steamHeatGJ } from './steam-heat.js';

/** Sums in the tests must not round either (the shared Decimal keeps 20 digits). */
const Big = Decimal.clone({ precision: 200 });

describe('hotWaterHeatGJ: Ma × (T_w − 20) × 4.1868 × 10⁻³', () => {
  it.each([
    // 100 t × 70 K × 4.1868 kJ/(kg·K) = 29 307.6 MJ
    ['100', '90', '29.3076'],
    // 12.5 × 45.5 = 568.75; × 4.1868 = 2381.2425 MJ
    ['12.5', '65.5', '2.3812425'],
    // 0.001 t × 180 K × 4.1868 = 0.753624 MJ
    ['0.001', '200', '0.000753624'],
    ['1000', '20', '0'],
    ['0', '80', '0'],
  ])('%s t at %s °C → %s GJ', (massT, temperatureC, gj) => {
    const r = hotWaterHeatGJ({ massT, temperatureC });
    expect(r.heatGJ.toString()).toBe(new Decimal(gj).toString());
    expect(r.explanation.formula).toContain('4.1868');
  });
  it.each([['19.9'], ['200.0000000001']])('refuses %s °C', (t) => {
    try {
      hotWaterHeatGJ({ massT: 1, temperatureC: t });
      expect.unreachable();
    } catch (e) {
      expect((e as DomainError).key).toBe('calc.steam.hotWaterTemperatureOutOfRange');
      expect((e as DomainError).params).toMatchObject({ min: 20, max: 200, unit: '°C' });
    }
  });
  it('refuses a negative mass', () => {
    expect(() => hotWaterHeatGJ({ massT: '-1', temperatureC: 50 })).toThrow(DomainError);
  });
});

describe('steamHeatGJ: Ma × (h − 83.74) × 10⁻³', () => {
  it('IF97-R2-3 point: 2 t at 30 MPa, 426.85 °C; h = 2631.49474 → 2 × 2547.75474 / 1000 GJ', () => {
    const r = steamHeatGJ({ state: 'superheated', temperatureC: '426.85', pressureMPa: '30', massT: '2' });
    // h is printed to 5 decimals, so the hand value is good to 2 × 5e-6 / 1000 = 1e-8 GJ.
    expect(Math.abs(r.heatGJ.toNumber() - 5.09550948)).toBeLessThan(2e-8);
    expect(r.heatGJ.toString()).toBe(new Big(2).times(new Big(r.enthalpyKJkg).minus('83.74')).div(1000).toString());
    expect(r.explanation.inputs.find((i) => i.name === 'enthalpy')?.source).toBe('IAPWS-IF97 region 2');
  });
  it("10 t of saturated steam at 100 °C: h'' ≈ 2675.6 → 10 × 2591.86 / 1000 ≈ 25.9186 GJ", () => {
    const r = steamHeatGJ({ state: 'saturated', temperatureC: 100, massT: 10 });
    expect(Math.abs(r.heatGJ.toNumber() - 25.9186)).toBeLessThan(0.001);
    expect(r.explanation.method).toBe('heat.steam.saturated.cn-guideline');
  });
  it('keeps 6 decimals of h and shows gauge conversion in the explanation', () => {
    const r = steamHeatGJ({ state: 'superheated', temperatureC: 250, pressureMPa: '0.5', pressureKind: 'gauge', massT: '3.5' });
    expect(new Decimal(r.enthalpyKJkg).decimalPlaces()).toBeLessThanOrEqual(6);
    const pressure = r.explanation.inputs.find((i) => i.name === 'pressure');
    expect(pressure).toMatchObject({ value: '0.601325', unit: 'MPa(a)' });
    expect(r.explanation.notes).toContain('calc.steam.note.gaugeConverted');
  });
  it('every note key exists in all three languages', () => {
    const r = steamHeatGJ({ state: 'saturated', temperatureC: 372, massT: 1 });
    const w = hotWaterHeatGJ({ massT: 1, temperatureC: 60 });
    const g = steamHeatGJ({ state: 'superheated', temperatureC: 300, pressureMPa: 1, pressureKind: 'gauge', massT: 1 });
    const keys = [...(r.explanation.notes ?? []), ...(w.explanation.notes ?? []), ...(g.explanation.notes ?? [])];
    expect(keys).toContain('calc.steam.note.nearCritical');
    for (const key of keys) for (const locale of LOCALES) expect(MESSAGES[locale][key]).toBeTruthy();
  });
});

/** Masses with up to 3 decimals as strings, 0 … 1e6 t. */
const massArb = fc.integer({ min: 0, max: 1_000_000_000 }).map((n) => new Decimal(n).div(1000).toString());

/** Superheated points inside the domain: p in [0.02, 30] MPa, t above the superheat threshold, ≤ 600 °C. */
const superheatedArb = fc
  .record({ p: fc.integer({ min: 200, max: 300_000 }), f: fc.double({ min: 0.001, max: 1, noNaN: true }) })
  .map(({ p, f }) => {
    const pressure = p / 10_000;
    const tMin = pressure < 22.064 ? saturationTemperature(pressure) - 273.15 : 373.946;
    const t = Math.min(600, tMin + 0.01 + f * (600 - tMin));
    return { state: 'superheated' as const, pressureMPa: pressure.toFixed(4), temperatureC: t.toFixed(3) };
  });

describe('properties', () => {
  it('steam heat is never negative on the valid domain', () => {
    fc.assert(
      fc.property(superheatedArb, massArb, (steam, massT) => {
        expect(steamHeatGJ({ ...steam, massT }).heatGJ.isNegative()).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
  it('saturated steam heat is never negative', () => {
    const tArb = fc.integer({ min: 6981, max: 373680 }).map((n) => (n / 1000).toFixed(3));
    fc.assert(
      fc.property(tArb, massArb, (temperatureC, massT) => {
        expect(steamHeatGJ({ state: 'saturated', temperatureC, massT }).heatGJ.isNegative()).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
  it('steam heat is exactly linear in mass: f(a + b) = f(a) + f(b), f(k·a) = k·f(a)', () => {
    fc.assert(
      fc.property(superheatedArb, massArb, massArb, fc.integer({ min: 0, max: 1000 }), (steam, a, b, k) => {
        const f = (m: string): Decimal => steamHeatGJ({ ...steam, massT: m }).heatGJ;
        const sum = new Big(a).plus(b).toString();
        expect(f(sum).equals(new Big(f(a)).plus(f(b)))).toBe(true);
        expect(f(new Big(a).times(k).toString()).equals(new Big(f(a)).times(k))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
  it('hot-water heat is never negative and exactly linear in mass', () => {
    const tArb = fc.integer({ min: 2000, max: 20000 }).map((n) => (n / 100).toFixed(2));
    fc.assert(
      fc.property(tArb, massArb, massArb, (temperatureC, a, b) => {
        const f = (m: string): Decimal => hotWaterHeatGJ({ massT: m, temperatureC }).heatGJ;
        expect(f(a).isNegative()).toBe(false);
        expect(f(new Big(a).plus(b).toString()).equals(new Big(f(a)).plus(f(b)))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
