/**
 * Purchased steam and hot water as heat in GJ, by the Chinese guideline formulas
 * (ghg-calculations.md §1; constants and sources in steam-constants.ts):
 *   AD_steam = Ma_st × (En_st − 83.74) × 10⁻³       [GJ; t, kJ/kg]
 *   AD_water = Ma_w × (T_w − 20) × 4.1868 × 10⁻³    [GJ; t, °C]
 */
import { Decimal, toDecimal, toNonNegative, type DecimalInput } from '../decimal.js';
import type { ExplainedInput, Explanation } from '../explain.js';
import { STEAM_CONSTANTS, STEAM_LIMITS } from './steam-constants.js';
import { checkRange, evaluateSteam, type SteamInput, type SteamPoint } from './steam-enthalpy.js';

/**
 * Result of a heat conversion. `enthalpyKJkg` is the specific enthalpy the formula used: for
 * steam the IF97 value rounded to 6 decimals (1e-6 kJ/kg, far inside IF97's own uncertainty) so
 * the Decimal result reproduces exactly on every JavaScript engine; for hot water 4.1868 × T_w,
 * the enthalpy on the formula's kcal basis (0 °C reference).
 */
export type HeatResult = { heatGJ: Decimal; enthalpyKJkg: number; explanation: Explanation };

export type SteamHeatInput = SteamInput & { massT: DecimalInput };
export type HotWaterHeatInput = { massT: DecimalInput; temperatureC: DecimalInput };

/** Multiplication and division by 1000 only, so a large precision keeps every digit (f(k·m) = k·f(m)). */
const Exact = Decimal.clone({ precision: 1000, rounding: Decimal.ROUND_HALF_EVEN });

const USER = 'user';

function pressureInput(point: SteamPoint): ExplainedInput {
  const source =
    point.pressureKind === 'gauge'
      ? `user, gauge + ${STEAM_CONSTANTS.atmosphericPressure.value} MPa`
      : point.pressureKind === 'saturation'
        ? 'IAPWS-IF97 Eq. 30, p_s(T)'
        : USER;
  return { name: 'pressure', value: point.absolutePressureMPa.toString(), unit: 'MPa(a)', source };
}

function steamNotes(input: SteamInput, point: SteamPoint): string[] {
  const notes: string[] = [];
  if (point.pressureKind === 'gauge') notes.push('calc.steam.note.gaugeConverted');
  // Above 370 °C h'' changes by ~45 kJ/kg per K; implementations differ by up to 0.45 kJ/kg (§1).
  if (input.state === 'saturated' && point.temperatureC.greaterThan(370)) notes.push('calc.steam.note.nearCritical');
  notes.push('calc.steam.note.constantUnconfirmed');
  return notes;
}

/**
 * Heat in purchased steam, GJ: mass (t) × (h − 83.74 kJ/kg) × 10⁻³, with h from IAPWS-IF97
 * (see steamEnthalpy for the steam domain). Exact Decimal arithmetic; linear in mass.
 *
 * @param input steam state plus `massT`, the steam mass in tonnes (number or decimal string, ≥ 0)
 * @throws DomainError 1012001 for a mass or steam state outside the domain
 */
export function steamHeatGJ(input: SteamHeatInput): HeatResult {
  const mass = toNonNegative(input.massT, 'massT');
  const point = evaluateSteam(input);
  const h = new Exact(point.enthalpyKJkg.toFixed(6));
  const feed = STEAM_CONSTANTS.feedWaterEnthalpy;
  const heat = new Exact(mass).times(h.minus(feed.value)).div(1000);
  const inputs: ExplainedInput[] = [
    { name: 'mass', value: mass.toString(), unit: 't', source: USER },
    { name: 'temperature', value: point.temperatureC.toString(), unit: '°C', source: USER },
    pressureInput(point),
    { name: 'enthalpy', value: h.toString(), unit: 'kJ/kg', source: `IAPWS-IF97 region ${point.region}` },
    { name: 'feedWaterEnthalpy', value: feed.value, unit: feed.unit, source: feed.source },
  ];
  const explanation: Explanation = {
    method: input.state === 'saturated' ? 'heat.steam.saturated.cn-guideline' : 'heat.steam.superheated.cn-guideline',
    formula: 'AD = Ma × (h − 83.74) × 10⁻³',
    inputs,
    factors: [],
    notes: steamNotes(input, point),
  };
  return { heatGJ: new Decimal(heat), enthalpyKJkg: h.toNumber(), explanation };
}

/**
 * Heat in purchased hot water, GJ: mass (t) × (T_w − 20 °C) × 4.1868 × 10⁻³.
 * T_w from 20 to 200 °C (STEAM_LIMITS.hotWaterTemperature), so the heat is never negative.
 *
 * @throws DomainError 1012001 `calc.steam.hotWaterTemperatureOutOfRange` or a mass error
 */
export function hotWaterHeatGJ(input: HotWaterHeatInput): HeatResult {
  const mass = toNonNegative(input.massT, 'massT');
  const t = toDecimal(input.temperatureC, 'temperatureC');
  checkRange(t, STEAM_LIMITS.hotWaterTemperature, 'calc.steam.hotWaterTemperatureOutOfRange', 'temperatureC');
  const { waterSpecificHeat: cp, hotWaterReferenceTemperature: ref } = STEAM_CONSTANTS;
  const heat = new Exact(mass).times(new Exact(t).minus(ref.value)).times(cp.value).div(1000);
  const explanation: Explanation = {
    method: 'heat.hotWater.cn-guideline',
    formula: 'AD = Ma × (T_w − 20) × 4.1868 × 10⁻³',
    inputs: [
      { name: 'mass', value: mass.toString(), unit: 't', source: USER },
      { name: 'temperature', value: t.toString(), unit: '°C', source: USER },
      { name: 'referenceTemperature', value: ref.value, unit: ref.unit, source: ref.source },
      { name: 'specificHeat', value: cp.value, unit: cp.unit, source: cp.source },
    ],
    factors: [],
    notes: ['calc.steam.note.constantUnconfirmed'],
  };
  return { heatGJ: new Decimal(heat), enthalpyKJkg: new Exact(t).times(cp.value).toNumber(), explanation };
}
