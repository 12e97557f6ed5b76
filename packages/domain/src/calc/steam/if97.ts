/**
 * Public IAPWS-IF97 functions on plain numbers: h(p,T) over regions 1–3 with region selection,
 * and the saturation line (region 4). Inputs are checked against the formulation's range of
 * validity (IF97 §2, Fig. 1, without region 5) and refused with a 1012001 DomainError.
 */
import { invalid } from '../../errors.js';
import { IF97_PC, IF97_T13, IF97_TC } from './if97-coefficients.js';
import { region3Enthalpy } from './if97-region3.js';
import { b23Pressure, region1Enthalpy, region2Enthalpy, saturationPressureRaw, saturationTemperatureRaw } from './if97-regions.js';

/** The IF97 regions this engine evaluates (region 5, above 1073.15 K, is outside the product). */
export type If97Region = 1 | 2 | 3;

/** Range of validity of regions 1–3 (IF97 §2): 273.15 K ≤ T ≤ 1073.15 K, 0 < p ≤ 100 MPa. */
export const IF97_T_MIN_K = 273.15;
export const IF97_T_MAX_K = 1073.15;
export const IF97_P_MAX_MPA = 100;
/** Lowest pressure of the saturation line: p_s(273.15 K) = 611.213 Pa (IF97 §8.1, Eq. 30). */
export const IF97_PSAT_MIN_MPA = 0.000611213;

function checkRange(value: number, min: number, max: number, unit: string, key: string, field: string): void {
  if (!(value >= min && value <= max)) throw invalid(key, { min, max, unit, value }, field);
}

function checkPressure(pressureMPa: number): void {
  if (!(pressureMPa > 0 && pressureMPa <= IF97_P_MAX_MPA)) {
    throw invalid('calc.steam.if97.pressureOutOfRange', { min: 0, max: IF97_P_MAX_MPA, unit: 'MPa', value: pressureMPa }, 'pressureMPa');
  }
}

/**
 * The region of (p, T) following IF97 §4: at T ≤ 623.15 K region 2 below the saturation
 * pressure, region 1 at or above it; at T > 623.15 K region 3 above the B23 line, region 2 on or
 * below it. Inputs must already be inside the range of validity.
 */
export function if97Region(pressureMPa: number, temperatureK: number): If97Region {
  if (temperatureK <= IF97_T13) return pressureMPa < saturationPressureRaw(temperatureK) ? 2 : 1;
  return pressureMPa > b23Pressure(temperatureK) ? 3 : 2;
}

/**
 * Specific enthalpy h(p, T) in kJ/kg from IAPWS-IF97, selecting region 1, 2 or 3 itself. In
 * region 3 the density is found by iterating p(ρ,T) = p; below the critical temperature the
 * liquid root is taken at or above the saturation pressure and the vapour root below it.
 *
 * @param pressureMPa absolute pressure, 0 < p ≤ 100 MPa
 * @param temperatureK 273.15 K ≤ T ≤ 1073.15 K
 * @throws DomainError 1012001 `calc.steam.if97.*OutOfRange` with {min, max, unit, value}
 */
export function if97Enthalpy(pressureMPa: number, temperatureK: number): number {
  checkRange(temperatureK, IF97_T_MIN_K, IF97_T_MAX_K, 'K', 'calc.steam.if97.temperatureOutOfRange', 'temperatureK');
  checkPressure(pressureMPa);
  const region = if97Region(pressureMPa, temperatureK);
  if (region === 1) return region1Enthalpy(pressureMPa, temperatureK);
  if (region === 2) return region2Enthalpy(pressureMPa, temperatureK);
  const liquid = temperatureK < IF97_TC && pressureMPa >= saturationPressureRaw(temperatureK);
  return region3Enthalpy(pressureMPa, temperatureK, liquid ? 'liquid' : 'vapour');
}

/**
 * Saturation pressure p_s(T) in MPa (IF97 Eq. 30), 273.15 K ≤ T ≤ 647.096 K.
 * @throws DomainError 1012001 `calc.steam.if97.saturationTemperatureOutOfRange`
 */
export function saturationPressure(temperatureK: number): number {
  checkRange(temperatureK, IF97_T_MIN_K, IF97_TC, 'K', 'calc.steam.if97.saturationTemperatureOutOfRange', 'temperatureK');
  return saturationPressureRaw(temperatureK);
}

/**
 * Saturation temperature T_s(p) in K (IF97 Eq. 31), 611.213 Pa ≤ p ≤ 22.064 MPa.
 * @throws DomainError 1012001 `calc.steam.if97.saturationPressureOutOfRange`
 */
export function saturationTemperature(pressureMPa: number): number {
  checkRange(pressureMPa, IF97_PSAT_MIN_MPA, IF97_PC, 'MPa', 'calc.steam.if97.saturationPressureOutOfRange', 'pressureMPa');
  return saturationTemperatureRaw(pressureMPa);
}

/**
 * Enthalpy of saturated vapour h''(T) in kJ/kg: region 2 at p_s(T) up to 623.15 K; above it the
 * vapour root of the region-3 equation at p_s(T) (ghg-calculations.md §1). 273.15 K ≤ T < T_c.
 */
export function saturatedVapourEnthalpy(temperatureK: number): number {
  if (!(temperatureK >= IF97_T_MIN_K && temperatureK < IF97_TC)) {
    throw invalid(
      'calc.steam.if97.saturationTemperatureOutOfRange',
      { min: IF97_T_MIN_K, max: IF97_TC, unit: 'K', value: temperatureK },
      'temperatureK',
    );
  }
  const ps = saturationPressureRaw(temperatureK);
  return temperatureK <= IF97_T13 ? region2Enthalpy(ps, temperatureK) : region3Enthalpy(ps, temperatureK, 'vapour');
}

/** Temperature above which (p, T) counts as superheated or supercritical steam: T_s(p) below p_c, T_c from p_c up. */
export function superheatThresholdK(pressureMPa: number): number {
  return pressureMPa < IF97_PC ? saturationTemperatureRaw(pressureMPa) : IF97_TC;
}
