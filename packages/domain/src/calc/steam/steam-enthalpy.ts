/**
 * Steam enthalpy for the purchased-heat calculation: user inputs (°C, MPa absolute or gauge,
 * at most 10 decimals) checked against the product's steam domain, then IAPWS-IF97.
 */
import { invalid } from '../../errors.js';
import { Decimal, toDecimal, type DecimalInput } from '../decimal.js';
import { if97Enthalpy, if97Region, saturatedVapourEnthalpy, saturationPressure, superheatThresholdK, type If97Region } from './if97.js';
import { IF97_T13 } from './if97-coefficients.js';
import { STEAM_CONSTANTS, STEAM_LIMITS, type SteamRange } from './steam-constants.js';

/** Superheated (or supercritical) steam given by temperature and pressure. */
export type SuperheatedSteamInput = {
  state: 'superheated';
  temperatureC: DecimalInput;
  pressureMPa: DecimalInput;
  /** Absolute unless marked gauge (ghg-calculations.md §1); gauge adds 0.101325 MPa. */
  pressureKind?: 'absolute' | 'gauge';
};

/** Saturated steam given by its temperature; the enthalpy is that of saturated vapour. */
export type SaturatedSteamInput = { state: 'saturated'; temperatureC: DecimalInput };

export type SteamInput = SuperheatedSteamInput | SaturatedSteamInput;

/** An evaluated steam state, with what an explanation needs to show. */
export type SteamPoint = {
  enthalpyKJkg: number;
  region: If97Region;
  temperatureC: Decimal;
  /** Absolute pressure in MPa; for saturated steam the saturation pressure (rounded to 6 decimals). */
  absolutePressureMPa: Decimal;
  pressureKind: 'absolute' | 'gauge' | 'saturation';
};

const KELVIN_OFFSET = 273.15; // 0 °C = 273.15 K (SI Brochure, 9th ed., §2.3.1)

/** Throws the range error with {min, max, unit, value} the UI renders in the user's language. */
export function checkRange(value: Decimal, range: SteamRange, key: string, field: string, shift = '0'): void {
  const min = new Decimal(range.min).minus(shift);
  const max = new Decimal(range.max).minus(shift);
  const belowMin = range.minExclusive ? value.lessThanOrEqualTo(min) : value.lessThan(min);
  if (belowMin || value.greaterThan(max)) {
    throw invalid(key, { min: min.toNumber(), max: max.toNumber(), unit: range.unit, value: value.toString() }, field);
  }
}

function superheatedPoint(input: SuperheatedSteamInput): SteamPoint {
  const t = toDecimal(input.temperatureC, 'temperatureC');
  const p = toDecimal(input.pressureMPa, 'pressureMPa');
  const gauge = input.pressureKind === 'gauge';
  const atm = gauge ? STEAM_CONSTANTS.atmosphericPressure.value : '0';
  checkRange(t, STEAM_LIMITS.superheatedTemperature, 'calc.steam.temperatureOutOfRange', 'temperatureC');
  // The domain is on absolute pressure; a gauge reading is shown its own bounds (limits − 1 atm).
  const range = { ...STEAM_LIMITS.superheatedPressure, unit: gauge ? 'MPa(g)' : 'MPa' };
  checkRange(p, range, 'calc.steam.pressureOutOfRange', 'pressureMPa', atm);
  const pAbs = p.plus(atm);
  const pNum = pAbs.toNumber();
  const tK = t.toNumber() + KELVIN_OFFSET;
  const thresholdK = superheatThresholdK(pNum);
  if (!(tK > thresholdK)) {
    const minC = Number((thresholdK - KELVIN_OFFSET).toFixed(3));
    const params = {
      min: minC,
      max: Number(STEAM_LIMITS.superheatedTemperature.max),
      unit: '°C',
      value: t.toString(),
      pressure: pAbs.toString(),
    };
    throw invalid('calc.steam.notSuperheated', params, 'temperatureC');
  }
  const enthalpyKJkg = if97Enthalpy(pNum, tK);
  return {
    enthalpyKJkg,
    region: if97Region(pNum, tK),
    temperatureC: t,
    absolutePressureMPa: pAbs,
    pressureKind: gauge ? 'gauge' : 'absolute',
  };
}

function saturatedPoint(input: SaturatedSteamInput): SteamPoint {
  const t = toDecimal(input.temperatureC, 'temperatureC');
  checkRange(t, STEAM_LIMITS.saturatedTemperature, 'calc.steam.saturatedTemperatureOutOfRange', 'temperatureC');
  const tK = t.toNumber() + KELVIN_OFFSET;
  const enthalpyKJkg = saturatedVapourEnthalpy(tK);
  const ps = new Decimal(saturationPressure(tK).toFixed(6));
  return { enthalpyKJkg, region: tK <= IF97_T13 ? 2 : 3, temperatureC: t, absolutePressureMPa: ps, pressureKind: 'saturation' };
}

/** Evaluates a steam input: validation, region, enthalpy; used by steamEnthalpy and steamHeatGJ. */
export function evaluateSteam(input: SteamInput): SteamPoint {
  return input.state === 'saturated' ? saturatedPoint(input) : superheatedPoint(input);
}

/**
 * Specific enthalpy of steam in kJ/kg (IAPWS-IF97), for the purchased-steam formula.
 *
 * Superheated: 0 ≤ t ≤ 600 °C and 0.02 ≤ p ≤ 30 MPa absolute (gauge input: p + 0.101325 MPa is
 * checked). The point must be steam: t above the saturation temperature T_s(p) when p is below
 * the critical pressure 22.064 MPa, and above the critical temperature 373.946 °C from 22.064 MPa
 * up (supercritical fluid, e.g. 25 MPa and 400 °C, region 3). Compressed liquid, saturated and
 * sub-critical-temperature states at p ≥ p_c are refused with `calc.steam.notSuperheated`, whose
 * `min` is the threshold temperature in °C.
 *
 * Saturated: 6.98 < t ≤ 373.68 °C; the enthalpy of saturated vapour h''(t).
 *
 * @throws DomainError 1012001 with {min, max, unit, value} and `field` naming the input
 */
export function steamEnthalpy(input: SteamInput): number {
  return evaluateSteam(input).enthalpyKJkg;
}
