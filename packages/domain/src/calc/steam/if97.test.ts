import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.js';
import { if97Enthalpy, if97Region, saturatedVapourEnthalpy, saturationPressure, saturationTemperature } from './if97.js';
import { region3Density, region3EnthalpyRhoT, region3Pressure } from './if97-region3.js';
import { b23Pressure, b23Temperature, region1Enthalpy, region1Volume, region2Enthalpy, region2Volume } from './if97-regions.js';

/** The release prints 9 significant digits: the computed value must round to the printed one. */
const nine = (x: number): number => Number(x.toPrecision(9));

// Verification values: ghg-calculations.md §1 (IAPWS R7-97(2012) Tables 5, 15, 33, 35 and Eq. 5 check).
describe('IAPWS-IF97 verification values, to the printed 9 digits', () => {
  it.each([
    ['IF97-R1-1', 3, 300, 115.331273],
    ['IF97-R1-2', 80, 300, 184.142828],
    ['IF97-R1-3', 3, 500, 975.542239],
  ])('%s region 1 h(p=%s MPa, T=%s K)', (_id, p, t, h) => {
    expect(nine(region1Enthalpy(p, t))).toBe(h);
    expect(nine(if97Enthalpy(p, t))).toBe(h);
  });
  it('IF97-R1-4 region 1 v(3 MPa, 300 K)', () => {
    expect(nine(region1Volume(3, 300))).toBe(0.00100215168);
  });
  it.each([
    ['IF97-R2-1', 0.0035, 300, 2549.91145],
    ['IF97-R2-2', 0.0035, 700, 3335.68375],
    ['IF97-R2-3', 30, 700, 2631.49474],
  ])('%s region 2 h(p=%s MPa, T=%s K)', (_id, p, t, h) => {
    expect(nine(region2Enthalpy(p, t))).toBe(h);
    expect(nine(if97Enthalpy(p, t))).toBe(h);
  });
  it('IF97-R2-4 region 2 v(30 MPa, 700 K)', () => {
    expect(nine(region2Volume(30, 700))).toBe(0.00542946619);
  });
  it.each([
    ['IF97-R3-1', 500, 650, 25.5837018, 1863.43019],
    ['IF97-R3-2', 200, 650, 22.2930643, 2375.12401],
    ['IF97-R3-3', 500, 750, 78.3095639, 2258.68845],
  ])('%s region 3 p, h(ρ=%s, T=%s K)', (_id, rho, t, p, h) => {
    expect(nine(region3Pressure(rho, t))).toBe(p);
    expect(nine(region3EnthalpyRhoT(rho, t))).toBe(h);
  });
  it.each([
    ['IF97-R3-1', 500, 650, 25.5837018, 1863.43019],
    ['IF97-R3-2', 200, 650, 22.2930643, 2375.12401],
    ['IF97-R3-3', 500, 750, 78.3095639, 2258.68845],
  ])('%s through the density iteration: h(p, T) from the printed p', (_id, rho, t, p, h) => {
    expect(if97Region(p, t)).toBe(3);
    // p is printed to 9 digits, so ρ and h come back to ~1e-7 relative, not to the last digit.
    expect(region3Density(p, t, 'vapour')).toBeCloseTo(rho, 4);
    expect(Math.abs(if97Enthalpy(p, t) - h) / h).toBeLessThan(1e-7);
  });
  it.each([
    ['IF97-R4-ps-1', 300, 0.00353658941],
    ['IF97-R4-ps-2', 500, 2.63889776],
    ['IF97-R4-ps-3', 600, 12.3443146],
  ])('%s p_s(T=%s K)', (_id, t, p) => {
    expect(nine(saturationPressure(t))).toBe(p);
  });
  it.each([
    ['IF97-R4-Ts-1', 0.1, 372.755919],
    ['IF97-R4-Ts-2', 1, 453.035632],
    ['IF97-R4-Ts-3', 10, 584.149488],
  ])('%s T_s(p=%s MPa)', (_id, p, t) => {
    expect(nine(saturationTemperature(p))).toBe(t);
  });
  it('IF97-B23-1 p(623.15 K) and its inverse', () => {
    expect(nine(b23Pressure(623.15))).toBe(16.5291643);
    expect(b23Temperature(16.5291643)).toBeCloseTo(623.15, 5);
  });
});

// Derived figures quoted in ghg-calculations.md §1 (IF97 values at the stated rounding).
describe('figures quoted in the reference', () => {
  it.each([
    [25, 403.66],
    [30, 425.0],
  ])('t_B23(%s MPa) = %s °C', (p, t) => {
    expect(b23Temperature(p) - 273.15).toBeCloseTo(t, 2);
  });
  it('T_s(0.001 MPa) = 6.9696 °C, T_s(22 MPa) = 373.7066 °C, p_s(373.68 °C) = 21.9929 MPa', () => {
    expect(saturationTemperature(0.001) - 273.15).toBeCloseTo(6.9696, 4);
    expect(saturationTemperature(22) - 273.15).toBeCloseTo(373.7066, 4);
    expect(saturationPressure(373.68 + 273.15)).toBeCloseTo(21.9929, 4);
  });
  it("h''(373.68 °C) by region-3 iteration is 2168.01 kJ/kg", () => {
    expect(saturatedVapourEnthalpy(373.68 + 273.15)).toBeCloseTo(2168.01, 2);
  });
});

describe('region selection', () => {
  it.each([
    [1, 400, 1], // compressed liquid: p above p_s(400 K) = 0.2456 MPa
    [0.1, 400, 2],
    [25, 673.15, 3], // 25 MPa, 400 °C: above B23 (t_B23 = 403.66 °C)
    [25, 678.15, 2], // 405 °C: beyond B23
    [16.6, 623.15, 1], // on the 623.15 K line, above p_s: region 1 by the T ≤ 623.15 K rule
    [16.6, 623.16, 3],
    [30, 698.14, 3],
    [30, 698.16, 2],
  ])('(%s MPa, %s K) is region %s', (p, t, region) => {
    expect(if97Region(p, t)).toBe(region);
  });
  it('region 3 joins regions 1 and 2 within IF97 consistency (< 0.5 kJ/kg)', () => {
    for (const p of [17, 20, 25, 30]) {
      const t = b23Temperature(p);
      expect(Math.abs(if97Enthalpy(p, t + 1e-9) - if97Enthalpy(p, t - 1e-9))).toBeLessThan(0.5);
      expect(Math.abs(if97Enthalpy(p, 623.15 + 1e-9) - if97Enthalpy(p, 623.15))).toBeLessThan(0.5);
    }
    const tSat = 623.15;
    const hGas = saturatedVapourEnthalpy(tSat);
    expect(Math.abs(saturatedVapourEnthalpy(tSat + 1e-6) - hGas)).toBeLessThan(0.5);
  });
});

describe('region 3 density iteration', () => {
  it('recovers ρ from p(ρ, T) on both sides of the dome and above T_c', () => {
    const cases: Array<[number, number, 'vapour' | 'liquid']> = [
      [120, 630, 'vapour'],
      [160, 640, 'vapour'],
      [600, 625, 'liquid'],
      [500, 645, 'liquid'],
      [322, 660, 'vapour'],
      [650, 700, 'liquid'],
      [250, 800, 'vapour'],
    ];
    for (const [rho, t, branch] of cases) {
      expect(region3Density(region3Pressure(rho, t), t, branch)).toBeCloseTo(rho, 7);
    }
  });
  it('picks the vapour root at the saturation pressure, below the critical density', () => {
    for (const t of [630, 640, 646]) {
      const rho = region3Density(saturationPressure(t), t, 'vapour');
      expect(rho).toBeLessThan(322);
      expect(region3Density(saturationPressure(t), t, 'liquid')).toBeGreaterThan(322);
    }
  });
});

describe('range of validity', () => {
  it.each([
    [() => if97Enthalpy(1, 273.14), 'calc.steam.if97.temperatureOutOfRange'],
    [() => if97Enthalpy(1, 1073.16), 'calc.steam.if97.temperatureOutOfRange'],
    [() => if97Enthalpy(0, 500), 'calc.steam.if97.pressureOutOfRange'],
    [() => if97Enthalpy(100.01, 500), 'calc.steam.if97.pressureOutOfRange'],
    [() => if97Enthalpy(Number.NaN, 500), 'calc.steam.if97.pressureOutOfRange'],
    [() => saturationPressure(647.1), 'calc.steam.if97.saturationTemperatureOutOfRange'],
    [() => saturationTemperature(22.07), 'calc.steam.if97.saturationPressureOutOfRange'],
    [() => saturatedVapourEnthalpy(647.096), 'calc.steam.if97.saturationTemperatureOutOfRange'],
  ])('refuses out-of-range input (%#)', (fn, key) => {
    try {
      fn();
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(DomainError);
      expect((e as DomainError).code).toBe(1012001);
      expect((e as DomainError).key).toBe(key);
      expect(Object.keys((e as DomainError).params).sort()).toEqual(['max', 'min', 'unit', 'value']);
    }
  });
});
