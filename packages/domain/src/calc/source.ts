/**
 * `calculateSource` runs one emission source of the fill-in forms through the engine; the
 * input union and the wire shapes are in source-input.ts (re-exported here).
 */
import { invalid } from '../errors.js';
import { Decimal, toNonNegative } from './decimal.js';
import type { EmissionResult } from './explain.js';
import { combustionBiomass, combustionIpccTier1 } from './combustion/index.js';
import { cnCombustion, factorRef, factorUnitMismatch, ipccFuelFactors, need, type ResolvedFactor } from './fuel-source.js';
import { electricityLocationBased, electricityMarketBased } from './electricity/index.js';
import { mul } from './exact.js';
import type { GwpAssessment } from './gwp/gwp-table.js';
import { emissionResult, explained } from './gwp/result.js';
import { refrigerantMassBalance, refrigerantScreening, refrigerantSimplifiedMassBalance } from './refrigerant/index.js';
import {
  scope3AverageData,
  scope3DistanceBased,
  scope3PassengerDistance,
  scope3SpendBased,
  type ExchangeRateLookup,
} from './scope3/index.js';
import { hotWaterHeatGJ, steamHeatGJ, type HeatResult } from './steam/index.js';
import { convert, unitRow } from './units/index.js';
import { wastewaterCh4 } from './wastewater/index.js';
import type { EmissionResultWire, EmissionSourceInput, EmissionSourceType, SourceOf as Of } from './source-input.js';

export * from './source-input.js';

export { ipccFuelFactors, type IpccFuelFactors, type ResolvedFactor } from './fuel-source.js';

export type SourceContext = {
  gwpSet: GwpAssessment;
  /** The library row chosen in the form; it fills the source's factor parameter. */
  factor?: ResolvedFactor;
  /** Exchange rates (USD per unit) for spend-based scope 3. */
  rates?: ExchangeRateLookup;
};

const mismatch = factorUnitMismatch;

const sameDimension = (a: string, b: string) => {
  try {
    return unitRow(a).dimension === unitRow(b).dimension;
  } catch {
    return false;
  }
};

/** The factor's value with its gas unit converted to `gasTarget` (per its own activity unit). */
function gasFactor(f: ResolvedFactor, gasTarget: string, expected: string): Decimal {
  if (!sameDimension(f.gasUnit, gasTarget)) throw mismatch(f, expected);
  return mul(toNonNegative(f.value, 'factor'), convert(1, f.gasUnit, gasTarget));
}

/**
 * The factor's value in `gasTarget` per `activityTarget` (both codes of calc/units), by exact
 * products only: v [g/a] = v × (g→gasTarget) × (activityTarget→a).
 */
function factorIn(f: ResolvedFactor, gasTarget: string, activityTarget: string): Decimal {
  const expected = `${gasTarget}/${activityTarget}`;
  if (!sameDimension(f.activityUnit, activityTarget)) throw mismatch(f, expected);
  return mul(gasFactor(f, gasTarget, expected), convert(1, activityTarget, f.activityUnit));
}

const ref = factorRef;

const GAS_SLOT: Record<string, 'co2KgPerTJ' | 'ch4KgPerTJ' | 'n2oKgPerTJ'> = {
  CO2: 'co2KgPerTJ',
  CH4: 'ch4KgPerTJ',
  'CH4-FOSSIL': 'ch4KgPerTJ',
  'CH4-NON-FOSSIL': 'ch4KgPerTJ',
  N2O: 'n2oKgPerTJ',
};

function ipccCombustion(s: Of<'combustion-ipcc'> | Of<'biomass'>, ctx: SourceContext): EmissionResult {
  const f = ctx.factor;
  // a fuel's parameter set (an imported IPCC row naming its fuel): each factor it gives, with its row and
  // version; a value the row typed stays the user's
  if (f?.fuel && Object.keys(f.fuel).length > 0 && s.type === 'combustion-ipcc') {
    const lib = ipccFuelFactors(f.fuel, s.sourceType === 'mobile');
    const typed = (k: 'co2KgPerTJ' | 'ch4KgPerTJ' | 'n2oKgPerTJ') => s[k] !== undefined;
    return combustionIpccTier1({
      energyTJ: s.energyTJ,
      co2KgPerTJ: need(s.co2KgPerTJ ?? lib.values.co2KgPerTJ, 'co2KgPerTJ'),
      ch4KgPerTJ: need(s.ch4KgPerTJ ?? lib.values.ch4KgPerTJ, 'ch4KgPerTJ'),
      n2oKgPerTJ: need(s.n2oKgPerTJ ?? lib.values.n2oKgPerTJ, 'n2oKgPerTJ'),
      assessment: ctx.gwpSet,
      ...(s.ch4Gas ? { ch4Gas: s.ch4Gas } : {}),
      ...(s.sourceType ? { sourceType: s.sourceType } : {}),
      factors: {
        ...(typed('co2KgPerTJ') ? {} : { co2: lib.refs.co2, co2Oxidation: lib.refs.co2Oxidation }),
        ...(typed('ch4KgPerTJ') ? {} : { ch4: lib.refs.ch4 }),
        ...(typed('n2oKgPerTJ') ? {} : { n2o: lib.refs.n2o }),
      },
    });
  }
  const p = { co2KgPerTJ: s.co2KgPerTJ, ch4KgPerTJ: s.ch4KgPerTJ, n2oKgPerTJ: s.n2oKgPerTJ };
  if (f) {
    const slot = GAS_SLOT[f.gas.trim().toUpperCase()];
    if (!slot) throw mismatch(f, 'kg CO2/TJ, kg CH4/TJ, kg N2O/TJ');
    p[slot] = factorIn(f, 'kg', 'TJ').toFixed();
  }
  const input = {
    energyTJ: s.energyTJ,
    co2KgPerTJ: need(p.co2KgPerTJ, 'co2KgPerTJ'),
    ch4KgPerTJ: need(p.ch4KgPerTJ, 'ch4KgPerTJ'),
    n2oKgPerTJ: need(p.n2oKgPerTJ, 'n2oKgPerTJ'),
    assessment: ctx.gwpSet,
    ...(s.ch4Gas ? { ch4Gas: s.ch4Gas } : {}),
    ...(s.sourceType ? { sourceType: s.sourceType } : {}),
    ...(f ? { factor: ref(f) } : {}),
  };
  return s.type === 'biomass' ? combustionBiomass(input) : combustionIpccTier1(input);
}

function electricity(s: Of<'electricity-location'> | Of<'electricity-market'>, f: ResolvedFactor | undefined): EmissionResult {
  const gridFactor = need(f ? factorIn(f, 't', 'MWh') : s.gridFactor, 'gridFactor');
  const factor = f ? { factor: ref(f) } : {};
  if (s.type === 'electricity-market') {
    const { type: _t, ...rest } = s;
    return electricityMarketBased({ ...rest, gridFactor, ...factor });
  }
  return electricityLocationBased({ mwh: s.mwh, kwh: s.kwh, gridFactor, ...factor });
}

/** Purchased heat: heat [GJ] from the steam or hot-water formula, then E [tCO2] = heat × EF [tCO2/GJ]. */
function heat(s: Of<'steam'> | Of<'hot-water'>, f: ResolvedFactor | undefined): EmissionResult {
  const ef = toNonNegative(need(f ? factorIn(f, 't', 'GJ') : s.heatFactor, 'heatFactor'), 'heatFactor');
  let h: HeatResult;
  if (s.type === 'hot-water') h = hotWaterHeatGJ({ massT: s.massT, temperatureC: s.temperatureC });
  else if (s.state === 'saturated') h = steamHeatGJ({ state: 'saturated', temperatureC: s.temperatureC, massT: s.massT });
  else {
    const pressureMPa = need(s.pressureMPa, 'pressureMPa');
    h = steamHeatGJ({
      state: 'superheated',
      temperatureC: s.temperatureC,
      pressureMPa,
      massT: s.massT,
      ...(s.pressureKind ? { pressureKind: s.pressureKind } : {}),
    });
  }
  const x = h.explanation;
  return emissionResult({
    gases: [{ gas: 'CO2', massT: mul(h.heatGJ, ef) }],
    explanation: {
      method: `${x.method}+heat-factor`,
      formula: `${x.formula}; E [tCO2] = AD [GJ] × EF [tCO2/GJ]`,
      inputs: [...x.inputs, explained('heat', h.heatGJ, 'GJ', 'derived'), explained('heatFactor', ef, 'tCO2/GJ', f ? 'factor' : 'user')],
      factors: f ? [ref(f)] : [],
      ...(x.notes ? { notes: x.notes } : {}),
    },
  });
}

function spend(s: Of<'scope3-spend'>, ctx: SourceContext): EmissionResult {
  const f = ctx.factor;
  let perUsd = s.factorKgCo2ePerUsd;
  let perUnit = s.factorKgCo2ePerCurrencyUnit;
  if (f) {
    const unit = f.activityUnit.trim();
    const perCurrency = unit.toUpperCase() === s.currency.toUpperCase() || (unit === 'yuan' && s.currency.toUpperCase() === 'CNY');
    if (unit.toUpperCase() !== 'USD' && !perCurrency) throw mismatch(f, `kgCO2e/USD, kgCO2e/${s.currency}`);
    const value = gasFactor(f, 'kg', `kgCO2e/${unit}`).toFixed();
    [perUsd, perUnit] = perCurrency && unit.toUpperCase() !== 'USD' ? [undefined, value] : [value, undefined];
  }
  const common = {
    category: s.category,
    amount: s.amount,
    currency: s.currency,
    period: { year: s.year, month: s.month },
    ...(f ? { factorRef: ref(f) } : {}),
  };
  if (perUsd === undefined && perUnit !== undefined) return scope3SpendBased({ ...common, factorKgCo2ePerCurrencyUnit: perUnit });
  return scope3SpendBased({ ...common, factorKgCo2ePerUsd: need(perUsd, 'factorKgCo2ePerUsd'), rates: ctx.rates ?? (() => undefined) });
}

function distance(s: Of<'scope3-distance'>, f: ResolvedFactor | undefined): EmissionResult {
  let factor = s.factorKgCo2ePerTkm;
  if (f) {
    if (!['tkm', 't·km', 't*km'].includes(f.activityUnit.trim())) throw mismatch(f, 'kgCO2e/tkm');
    factor = gasFactor(f, 'kg', 'kgCO2e/tkm').toFixed();
  }
  const base = { category: s.category, massT: s.massT, distanceKm: s.distanceKm, ...(f ? { factorRef: ref(f) } : {}) };
  return scope3DistanceBased({ ...base, factorKgCo2ePerTkm: need(factor, 'factorKgCo2ePerTkm') });
}

const PKM_UNITS = ['pkm', 'p·km', 'passenger-km', 'passenger.km'];

function passenger(s: Of<'scope3-passenger'>, f: ResolvedFactor | undefined): EmissionResult {
  let factor = s.factorKgCo2ePerPkm;
  if (f) {
    if (!PKM_UNITS.includes(f.activityUnit.trim())) throw mismatch(f, 'kgCO2e/pkm');
    factor = gasFactor(f, 'kg', 'kgCO2e/pkm').toFixed();
  }
  const base = { category: s.category, distanceKm: s.distanceKm, ...(s.passengers === undefined ? {} : { passengers: s.passengers }) };
  return scope3PassengerDistance({ ...base, ...(f ? { factorRef: ref(f) } : {}), factorKgCo2ePerPkm: need(factor, 'factorKgCo2ePerPkm') });
}

function average(s: Of<'scope3-average'>, f: ResolvedFactor | undefined): EmissionResult {
  let unit = s.unit ?? '';
  let factor = s.factor;
  if (f) {
    unit ||= f.activityUnit;
    // Same unit: as is; another unit of the same dimension: converted; else refused.
    factor = (unit === f.activityUnit ? gasFactor(f, 'kg', `kgCO2e/${unit}`) : factorIn(f, 'kg', unit)).toFixed();
  }
  if (!unit) throw invalid('calc.source.parameterRequired', { field: 'unit' }, 'unit');
  const base = { category: s.category, quantity: s.quantity, unit, ...(f ? { factorRef: ref(f) } : {}) };
  return scope3AverageData({ ...base, factor: need(factor, 'factor') });
}

function noFactor(type: EmissionSourceType, f: ResolvedFactor | undefined): void {
  if (f) throw invalid('calc.source.factorNotApplicable', { type }, 'factorId');
}

function dispatch(s: EmissionSourceInput, ctx: SourceContext): EmissionResult {
  const f = ctx.factor;
  switch (s.type) {
    case 'combustion-cn':
      return cnCombustion(s, f, ctx.gwpSet);
    case 'combustion-ipcc':
    case 'biomass':
      return ipccCombustion(s, ctx);
    case 'electricity-location':
    case 'electricity-market':
      return electricity(s, f);
    case 'steam':
    case 'hot-water':
      return heat(s, f);
    case 'wastewater': {
      noFactor(s.type, f);
      const { type: _t, ...rest } = s;
      return wastewaterCh4({ ...rest, assessment: ctx.gwpSet });
    }
    case 'refrigerant-screening':
    case 'refrigerant-simplified':
    case 'refrigerant-mass-balance':
      return refrigerantSource(s, ctx);
    case 'scope3-spend':
      return spend(s, ctx);
    case 'scope3-distance':
      return distance(s, f);
    case 'scope3-passenger':
      return passenger(s, f);
    case 'scope3-average':
      return average(s, f);
  }
}

function refrigerantSource(
  s: Of<'refrigerant-screening' | 'refrigerant-simplified' | 'refrigerant-mass-balance'>,
  ctx: SourceContext,
): EmissionResult {
  noFactor(s.type, ctx.factor);
  const { type, ...rest } = s;
  const input = { ...rest, assessment: ctx.gwpSet };
  if (type === 'refrigerant-screening') return refrigerantScreening(input);
  if (type === 'refrigerant-simplified') return refrigerantSimplifiedMassBalance(input);
  return refrigerantMassBalance(input);
}

/**
 * Calculates one emission source with the engine. A factor-library row, when given, fills the
 * source's factor parameter (converted to the engine's unit by exact products) and its value,
 * unit, code, id and version go into the explanation; inline parameters are used otherwise.
 *
 * @throws DomainError 1012001 for invalid input, a missing parameter, a factor whose unit does
 *   not fit the source (`calc.source.factorUnitMismatch`), or any engine domain error (steam out
 *   of range, missing exchange rate naming currency and period, …)
 */
export function calculateSource(input: EmissionSourceInput, ctx: SourceContext): EmissionResult {
  const result = dispatch(input, ctx);
  const f = ctx.factor;
  if (!f) return result;
  const shown = { name: 'libraryFactor', value: f.value, unit: f.factorUnit, source: `factor ${f.code} ${f.factorVersion} (id ${f.id})` };
  return { ...result, explanation: { ...result.explanation, inputs: [...result.explanation.inputs, shown] } };
}

const plain = (rec: Record<string, Decimal>) => Object.fromEntries(Object.entries(rec).map(([k, v]) => [k, v.toFixed()]));

/** Converts an EmissionResult to its wire form (decimal strings). */
export function emissionResultToWire(r: EmissionResult): EmissionResultWire {
  return {
    tco2e: r.tco2e.toFixed(),
    gases: plain(r.gases),
    gasesCo2e: plain(r.gasesCo2e),
    ...(r.biogenicCo2 !== undefined ? { biogenicCo2: r.biogenicCo2.toFixed() } : {}),
    ...(r.outsideScopes !== undefined ? { outsideScopes: r.outsideScopes.toFixed() } : {}),
    explanation: r.explanation,
  };
}
