/** Steam: IAPWS-IF97 enthalpy and the Chinese purchased-steam / hot-water heat formulas. */
export {
  if97Enthalpy,
  if97Region,
  saturationPressure,
  saturationTemperature,
  saturatedVapourEnthalpy,
  superheatThresholdK,
  IF97_T_MIN_K,
  IF97_T_MAX_K,
  IF97_P_MAX_MPA,
  IF97_PSAT_MIN_MPA,
  type If97Region,
} from './if97.js';
export { b23Pressure, b23Temperature } from './if97-regions.js';
export { IF97_R, IF97_TC, IF97_PC, IF97_RHOC } from './if97-coefficients.js';
export { STEAM_CONSTANTS, STEAM_LIMITS, type SteamConstant, type SteamRange } from './steam-constants.js';
export {
  steamEnthalpy,
  evaluateSteam,
  type SteamInput,
  type SuperheatedSteamInput,
  type SaturatedSteamInput,
  type SteamPoint,
} from './steam-enthalpy.js';
export { steamHeatGJ, hotWaterHeatGJ, type HeatResult, type SteamHeatInput, type HotWaterHeatInput } from './steam-heat.js';
