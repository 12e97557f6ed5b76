/** A constant of the steam and hot-water heat formulas, as data with its source. */
export type SteamConstant = { value: string; unit: string; source: string };

/**
 * Constants a user or reviewer may need to check or change. Decimal strings, so the heat
 * formulas stay exact.
 */
export const STEAM_CONSTANTS = {
  /** Feed-water enthalpy subtracted from the steam enthalpy. */
  feedWaterEnthalpy: {
    value: '83.74',
    unit: 'kJ/kg',
    source:
      'NDRC 2013–2015 24-sector GHG accounting and reporting guidelines (heat section) and GB/T 32151.x: ' +
      'AD_steam = Ma_st × (En_st − 83.74) × 10⁻³; 83.74 ≈ 20 kcal/kg × 4.1868 kJ/kcal = 83.736 (20 °C feed water). ' +
      'UNCONFIRMED against the guideline text (ghg-calculations.md §1).',
  },
  /** Specific heat of water on the kcal basis: 1 kcal/(kg·°C) = 4.1868 kJ/(kg·°C). */
  waterSpecificHeat: {
    value: '4.1868',
    unit: 'kJ/(kg·°C)',
    source:
      'Same guidelines, hot-water formula AD_water = Ma_w × (T_w − 20) × 4.1868 × 10⁻³ (UNCONFIRMED, ' +
      'ghg-calculations.md §1); 4.1868 J = 1 cal_IT (5th International Conference on the Properties of Steam, 1956).',
  },
  /** Return-water temperature of the hot-water formula. */
  hotWaterReferenceTemperature: {
    value: '20',
    unit: '°C',
    source: 'Hot-water formula of the same guidelines (T_w − 20), ghg-calculations.md §1.',
  },
  /** Added to a gauge pressure to obtain the absolute pressure IF97 needs. */
  atmosphericPressure: {
    value: '0.101325',
    unit: 'MPa',
    source: 'Standard atmosphere, 101 325 Pa: 10th CGPM (1954), Resolution 4; ISO 2533:1975.',
  },
} as const satisfies Record<string, SteamConstant>;

/** An input range; `minExclusive` marks a lower bound that is itself refused. */
export type SteamRange = { min: string; max: string; minExclusive?: boolean; unit: string; source: string };

/** Input domains of the steam and hot-water calculations. */
export const STEAM_LIMITS = {
  superheatedTemperature: {
    min: '0',
    max: '600',
    unit: '°C',
    source: 'Product spec §5 and §9: superheated steam 0–600 °C.',
  },
  /** Absolute pressure; a gauge input is checked after adding the atmosphere. */
  superheatedPressure: {
    min: '0.02',
    max: '30',
    unit: 'MPa',
    source: 'Product spec §5 and §9: superheated steam 0.02–30 MPa (read as absolute, ghg-calculations.md §1).',
  },
  saturatedTemperature: {
    min: '6.98',
    max: '373.68',
    minExclusive: true,
    unit: '°C',
    source:
      'Product spec §5 and §9: saturated steam above 6.98 °C, at most 373.68 °C ' +
      '(table rows at 0.001 MPa and 22 MPa, ghg-calculations.md §1).',
  },
  hotWaterTemperature: {
    min: '20',
    max: '200',
    unit: '°C',
    source:
      'Product decision: 20 °C is the formula’s reference (below it the heat would be negative); ' +
      '200 °C bounds pressurised hot-water networks and catches typing errors.',
  },
} as const satisfies Record<string, SteamRange>;
