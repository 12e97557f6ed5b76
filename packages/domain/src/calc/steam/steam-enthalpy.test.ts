import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.js';
import { if97Enthalpy } from './if97.js';
import { evaluateSteam, steamEnthalpy, type SteamInput } from './steam-enthalpy.js';

function errorOf(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    return e as DomainError;
  }
  throw new Error('expected a DomainError');
}

const sh = (temperatureC: number | string, pressureMPa: number | string, gauge = false): SteamInput => ({
  state: 'superheated',
  temperatureC,
  pressureMPa,
  pressureKind: gauge ? 'gauge' : 'absolute',
});

describe('superheated steam', () => {
  it('IF97-R2-3 as a product input: 30 MPa, 426.85 °C (700 K) → 2631.49474 kJ/kg', () => {
    expect(Number(steamEnthalpy(sh(426.85, 30)).toPrecision(9))).toBe(2631.49474);
  });
  it('IF97-R3-1 as a product input: 25.5837018 MPa, 376.85 °C (650 K) is supercritical, region 3', () => {
    const point = evaluateSteam(sh('376.85', '25.5837018'));
    expect(point.region).toBe(3);
    expect(point.enthalpyKJkg).toBeCloseTo(1863.43019, 3);
  });
  it('25 MPa and 400 °C returns the region-3 value (above T_c, below t_B23 = 403.66 °C)', () => {
    const point = evaluateSteam(sh(400, 25));
    expect(point.region).toBe(3);
    expect(point.enthalpyKJkg).toBe(if97Enthalpy(25, 673.15));
  });
  it.each([
    ['25', '403.66', 3], // t_B23(25 MPa) = 403.6605 °C
    ['25', '403.67', 2],
    ['30', '424.99', 3], // t_B23(30 MPa) = 425.00 °C
    ['30', '425.01', 2],
  ])('B23 border: %s MPa, %s °C is region %s', (p, t, region) => {
    expect(evaluateSteam(sh(t, p)).region).toBe(region);
  });
  it('1 MPa and 150 °C is compressed liquid (T_s = 179.886 °C) and is refused', () => {
    const e = errorOf(() => steamEnthalpy(sh(150, 1)));
    expect(e.code).toBe(1012001);
    expect(e.key).toBe('calc.steam.notSuperheated');
    expect(e.field).toBe('temperatureC');
    expect(e.params).toMatchObject({ min: 179.886, max: 600, unit: '°C', value: '150' });
  });
  it.each([
    [179.885, 1, false], // just below T_s(1 MPa) = 453.035632 K = 179.885632 °C
    [179.886, 1, true],
    [373.9, 25, false], // p above p_c but T below T_c = 373.946 °C: liquid-like
    [373.95, 25, true], // supercritical: accepted, though dense (h ≈ 1836 kJ/kg)
    [0, 0.02, false], // 0 °C is in range but never steam at 0.02 MPa or more
    [60.05, 0.02, false], // T_s(0.02 MPa) = 60.06 °C
    [60.07, 0.02, true],
  ])('%s °C at %s MPa accepted: %s', (t, p, ok) => {
    if (ok) expect(steamEnthalpy(sh(t, p))).toBeGreaterThan(1800);
    else expect(errorOf(() => steamEnthalpy(sh(t, p))).key).toBe('calc.steam.notSuperheated');
  });
  it.each([
    ['0.02', '100'],
    ['30', '600'],
    ['0.02', '600'],
    ['30', '450'],
  ])('accepts the domain edges %s MPa, %s °C', (p, t) => {
    expect(steamEnthalpy(sh(t, p))).toBeGreaterThan(2000);
  });
  it.each([
    ['-0.0000000001', '1', 'calc.steam.temperatureOutOfRange', 'temperatureC', 0, 600],
    ['600.0000000001', '1', 'calc.steam.temperatureOutOfRange', 'temperatureC', 0, 600],
    ['300', '0.0199999999', 'calc.steam.pressureOutOfRange', 'pressureMPa', 0.02, 30],
    ['500', '30.0000000001', 'calc.steam.pressureOutOfRange', 'pressureMPa', 0.02, 30],
  ])('refuses t=%s °C, p=%s MPa with the allowed range', (t, p, key, field, min, max) => {
    const e = errorOf(() => steamEnthalpy(sh(t, p)));
    expect(e.code).toBe(1012001);
    expect(e.key).toBe(key);
    expect(e.field).toBe(field);
    expect(e.params).toMatchObject({ min, max });
  });
  it('refuses more than 10 decimals and non-numbers', () => {
    expect(errorOf(() => steamEnthalpy(sh('200.00000000001', 1))).key).toBe('calc.tooManyDecimals');
    expect(errorOf(() => steamEnthalpy(sh(200, 'abc'))).key).toBe('calc.notANumber');
  });
});

describe('gauge pressure', () => {
  it('adds one standard atmosphere, 0.101325 MPa', () => {
    const gauge = evaluateSteam(sh(200, '0.9', true));
    expect(gauge.absolutePressureMPa.toString()).toBe('1.001325');
    expect(gauge.enthalpyKJkg).toBe(steamEnthalpy(sh(200, '1.001325')));
  });
  it('checks the absolute pressure and reports the gauge bounds 0.02 − 0.101325 … 30 − 0.101325', () => {
    expect(steamEnthalpy(sh(500, '29.898675', true))).toBeGreaterThan(2000);
    const e = errorOf(() => steamEnthalpy(sh(500, '29.898676', true)));
    expect(e.params).toMatchObject({ min: -0.081325, max: 29.898675, unit: 'MPa(g)' });
    // 0.0 MPa(g) at 150 °C is 0.101325 MPa(a): steam (T_s ≈ 100 °C).
    expect(steamEnthalpy(sh(150, 0, true))).toBeGreaterThan(2700);
  });
});

describe('saturated steam', () => {
  it("100 °C: h'' = 2675.6 kJ/kg (steam-table value)", () => {
    expect(steamEnthalpy({ state: 'saturated', temperatureC: 100 })).toBeCloseTo(2675.6, 1);
  });
  it("373.68 °C (included): h'' = 2168.01 kJ/kg by region-3 iteration (reference §1)", () => {
    const point = evaluateSteam({ state: 'saturated', temperatureC: '373.68' });
    expect(point.region).toBe(3);
    expect(point.enthalpyKJkg).toBeCloseTo(2168.01, 2);
  });
  it.each([['6.98'], ['373.6800000001'], ['-5']])('refuses %s °C with the range (6.98, 373.68]', (t) => {
    const e = errorOf(() => steamEnthalpy({ state: 'saturated', temperatureC: t }));
    expect(e.key).toBe('calc.steam.saturatedTemperatureOutOfRange');
    expect(e.field).toBe('temperatureC');
    expect(e.params).toMatchObject({ min: 6.98, max: 373.68, unit: '°C', value: t });
  });
  it('accepts just above 6.98 °C', () => {
    expect(steamEnthalpy({ state: 'saturated', temperatureC: '6.9800000001' })).toBeGreaterThan(2500);
  });
  it("h'' falls steeply near the critical point (reference: ~45 kJ/kg per K at 370–373.68 °C)", () => {
    const h370 = steamEnthalpy({ state: 'saturated', temperatureC: 370 });
    const h37368 = steamEnthalpy({ state: 'saturated', temperatureC: '373.68' });
    const slope = (h370 - h37368) / 3.68;
    expect(slope).toBeGreaterThan(35);
    expect(slope).toBeLessThan(55);
  });
});
