import { Decimal, toNonNegative, type DecimalInput } from '../decimal.js';
import type { EmissionResult, ExplainedInput, Explanation, FactorRef } from '../explain.js';
import { mul } from '../exact.js';
import { scope3Category, type Scope3CategoryDef } from './categories.js';
import { formatPeriod, normaliseCurrency, usdRate, type ExchangeRateLookup, type ExchangeRatePeriod } from './exchange-rate.js';

/** kg → t: scope-3 factors are quoted in kgCO2e per unit, results are in tCO2e. */
const KG_TO_T = new Decimal('0.001');

type Common = {
  /** GHG Protocol Scope 3 category, 1..15. */
  category: number;
  /** The factor-library row used, so the number can be reproduced. */
  factorRef?: FactorRef;
};

/** Spend factor in kgCO2e per USD (EEIO style): spend is converted to USD first. */
type PerUsd = { factorKgCo2ePerUsd: DecimalInput; factorKgCo2ePerCurrencyUnit?: never; rates: ExchangeRateLookup };
/** Spend factor already per unit of the spend currency (e.g. kgCO2e/CNY): no conversion. */
type PerCurrencyUnit = { factorKgCo2ePerCurrencyUnit: DecimalInput; factorKgCo2ePerUsd?: never; rates?: ExchangeRateLookup };

export type Scope3SpendInput = Common & {
  /** Spend in `currency`. */
  amount: DecimalInput;
  /** ISO 4217 code, e.g. 'CNY'. */
  currency: string;
  /** Month whose exchange rate applies. */
  period: ExchangeRatePeriod;
} & (PerUsd | PerCurrencyUnit);

export type Scope3DistanceInput = Common & {
  /** Mass transported in tonnes. */
  massT: DecimalInput;
  distanceKm: DecimalInput;
  /** kgCO2e per tonne-kilometre. */
  factorKgCo2ePerTkm: DecimalInput;
};

export type Scope3PassengerInput = Common & {
  /** Travellers on the trip (default 1). */
  passengers?: DecimalInput;
  /** Distance per traveller, km. */
  distanceKm: DecimalInput;
  /** kgCO2e per passenger-kilometre. */
  factorKgCo2ePerPkm: DecimalInput;
};

export type Scope3AverageDataInput = Common & {
  /** Activity quantity in `unit` (e.g. 12 t of steel, 300 nights of hotel stay). */
  quantity: DecimalInput;
  unit: string;
  /** kgCO2e per `unit`. */
  factor: DecimalInput;
};

function categoryInput(cat: Scope3CategoryDef): ExplainedInput {
  return { name: 'category', value: String(cat.number), unit: 'GHG Protocol Scope 3 category', source: cat.key };
}

/**
 * Scope-3 factors are CO2e aggregates (the gas split is not known), so the result carries
 * one 'CO2e' entry in gasesCo2e and no per-gas masses.
 */
function result(tco2e: Decimal, explanation: Explanation): EmissionResult {
  return { tco2e, gases: {}, gasesCo2e: { CO2e: tco2e }, explanation };
}

/**
 * Spend-based method (GHG Protocol Scope 3 Technical Guidance 2013): E = spend × rate × EF.
 * With a per-USD factor, spend is converted with the exchange-rate table's USD rate for the
 * entry's month (USD itself at 1); a missing rate throws `calc.scope3.missingExchangeRate`
 * naming the currency and the period. Returns tCO2e.
 */
export function scope3SpendBased(input: Scope3SpendInput): EmissionResult {
  const cat = scope3Category(input.category);
  const amount = toNonNegative(input.amount, 'amount');
  const inputs: ExplainedInput[] = [categoryInput(cat)];
  if (input.factorKgCo2ePerUsd === undefined) {
    const factor = toNonNegative(input.factorKgCo2ePerCurrencyUnit, 'factorKgCo2ePerCurrencyUnit');
    const currency = normaliseCurrency(input.currency);
    formatPeriod(input.period);
    inputs.push(
      { name: 'amount', value: amount.toFixed(), unit: currency, source: 'user' },
      { name: 'factor', value: factor.toFixed(), unit: `kgCO2e/${currency}`, source: 'factor' },
    );
    const tco2e = mul(amount, factor, KG_TO_T);
    return result(
      tco2e,
      explain('scope3.spend-based', 'E = spend × EF / 1000', inputs, input.factorRef, ['calc.scope3.note.factorInSpendCurrency']),
    );
  }
  const factor = toNonNegative(input.factorKgCo2ePerUsd, 'factorKgCo2ePerUsd');
  const rate = usdRate(input.currency, input.period, input.rates);
  inputs.push(
    { name: 'amount', value: amount.toFixed(), unit: rate.currency, source: 'user' },
    {
      name: 'exchangeRate',
      value: rate.usdPerUnit.toFixed(),
      unit: `USD/${rate.currency}`,
      source: rate.identity ? 'identity' : `exchange-rate ${rate.currency} ${rate.period}`,
    },
    { name: 'factor', value: factor.toFixed(), unit: 'kgCO2e/USD', source: 'factor' },
  );
  const tco2e = mul(amount, rate.usdPerUnit, factor, KG_TO_T);
  const notes = rate.identity ? ['calc.scope3.note.usdIdentity'] : [];
  return result(tco2e, explain('scope3.spend-based', 'E = spend × rate(USD, period) × EF / 1000', inputs, input.factorRef, notes));
}

/**
 * Distance-based transport (GHG Protocol Scope 3 Technical Guidance, categories 4 and 9):
 * E = mass [t] × distance [km] × EF [kgCO2e/t·km] / 1000. Returns tCO2e.
 */
export function scope3DistanceBased(input: Scope3DistanceInput): EmissionResult {
  const cat = scope3Category(input.category);
  const massT = toNonNegative(input.massT, 'massT');
  const distanceKm = toNonNegative(input.distanceKm, 'distanceKm');
  const factor = toNonNegative(input.factorKgCo2ePerTkm, 'factorKgCo2ePerTkm');
  const tkm = mul(massT, distanceKm);
  const inputs: ExplainedInput[] = [
    categoryInput(cat),
    { name: 'massT', value: massT.toFixed(), unit: 't', source: 'user' },
    { name: 'distanceKm', value: distanceKm.toFixed(), unit: 'km', source: 'user' },
    { name: 'tonneKm', value: tkm.toFixed(), unit: 't·km', source: 'derived' },
    { name: 'factor', value: factor.toFixed(), unit: 'kgCO2e/t·km', source: 'factor' },
  ];
  const tco2e = mul(tkm, factor, KG_TO_T);
  return result(tco2e, explain('scope3.distance-based', 'E = mass × distance × EF / 1000', inputs, input.factorRef, []));
}

/**
 * Distance-based passenger travel (GHG Protocol Scope 3 Technical Guidance, categories 6 and 7):
 * E = passengers × distance [km] × EF [kgCO2e/passenger·km] / 1000. Returns tCO2e.
 */
export function scope3PassengerDistance(input: Scope3PassengerInput): EmissionResult {
  const cat = scope3Category(input.category);
  const passengers = toNonNegative(input.passengers ?? 1, 'passengers');
  const distanceKm = toNonNegative(input.distanceKm, 'distanceKm');
  const factor = toNonNegative(input.factorKgCo2ePerPkm, 'factorKgCo2ePerPkm');
  const pkm = mul(passengers, distanceKm);
  const inputs: ExplainedInput[] = [
    categoryInput(cat),
    { name: 'passengers', value: passengers.toFixed(), unit: '-', source: input.passengers === undefined ? 'default' : 'user' },
    { name: 'distanceKm', value: distanceKm.toFixed(), unit: 'km', source: 'user' },
    { name: 'passengerKm', value: pkm.toFixed(), unit: 'pkm', source: 'derived' },
    { name: 'factor', value: factor.toFixed(), unit: 'kgCO2e/pkm', source: 'factor' },
  ];
  const tco2e = mul(pkm, factor, KG_TO_T);
  return result(tco2e, explain('scope3.passenger-distance', 'E = passengers × distance × EF / 1000', inputs, input.factorRef, []));
}

/**
 * Average-data method: E = quantity [unit] × EF [kgCO2e/unit] / 1000. Returns tCO2e.
 */
export function scope3AverageData(input: Scope3AverageDataInput): EmissionResult {
  const cat = scope3Category(input.category);
  const quantity = toNonNegative(input.quantity, 'quantity');
  const factor = toNonNegative(input.factor, 'factor');
  const unit = String(input.unit ?? '').trim();
  const inputs: ExplainedInput[] = [
    categoryInput(cat),
    { name: 'quantity', value: quantity.toFixed(), unit, source: 'user' },
    { name: 'factor', value: factor.toFixed(), unit: `kgCO2e/${unit}`, source: 'factor' },
  ];
  const tco2e = mul(quantity, factor, KG_TO_T);
  return result(tco2e, explain('scope3.average-data', 'E = quantity × EF / 1000', inputs, input.factorRef, []));
}

function explain(
  method: string,
  formula: string,
  inputs: ExplainedInput[],
  factorRef: FactorRef | undefined,
  notes: string[],
): Explanation {
  return { method, formula, inputs, factors: factorRef ? [factorRef] : [], ...(notes.length ? { notes } : {}) };
}
