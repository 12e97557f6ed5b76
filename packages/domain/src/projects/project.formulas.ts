import { Decimal } from '../calc/decimal.js';
import { FII_REVIEW_THRESHOLD_YUAN } from './project.constants.js';

/**
 * The automatic figures of an energy-saving project (issue 12, spec §3), each with its unit.
 * Inputs are decimal strings (null or undefined when the user has not given them); outputs are
 * decimal strings in plain notation, or null when an input is missing or a division has no
 * divisor. Sums, differences and products are exact (a clone whose precision never binds);
 * quotients carry decimal.js's 20 significant digits. Nothing is rounded for display here.
 */

/** Exact + − × and ÷ by powers of ten (see calc/exact.ts); never a general division. */
const Exact = Decimal.clone({ precision: 1000, rounding: Decimal.ROUND_HALF_EVEN });
/** Quotients: 20 significant digits, half-even. */
const Q = Decimal.clone({ precision: 20, rounding: Decimal.ROUND_HALF_EVEN });

export type DecimalText = string | null | undefined;

const num = (v: DecimalText): Decimal | null => {
  if (v === null || v === undefined || v.trim() === '') return null;
  try {
    const d = new Exact(v.trim());
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
};

/** Plain notation, no exponent, no negative zero. */
export const plain = (d: Decimal): string => (d.isZero() ? '0' : d.toFixed());

/** Energy saved per year, in the energy unit: energy use before − energy use after. */
export function energySaved(before: DecimalText, after: DecimalText): string | null {
  const b = num(before);
  const a = num(after);
  return b === null || a === null ? null : plain(b.minus(a));
}

/**
 * Annual carbon reduction, tCO2e: the override when the user gave one (a process or refrigerant
 * project, with its reason kept), else energy saved × emission factor (tCO2e per energy unit).
 */
export function annualCarbonReduction(saved: DecimalText, emissionFactor: DecimalText, override?: DecimalText): string | null {
  const o = num(override);
  if (o !== null) return plain(o);
  const s = num(saved);
  const f = num(emissionFactor);
  return s === null || f === null ? null : plain(s.times(f));
}

/** Annual investment benefit, ten thousand yuan: energy saved × local energy price (yuan per unit) ÷ 10,000. */
export function annualBenefit(saved: DecimalText, localEnergyPrice: DecimalText): string | null {
  const s = num(saved);
  const p = num(localEnergyPrice);
  return s === null || p === null ? null : plain(s.times(p).div(10000));
}

/** Carbon cost-effectiveness, yuan per tCO2e: investment (ten thousand yuan) × 10,000 ÷ annual reduction; null when the reduction is not positive. */
export function costEffectiveness(investment: DecimalText, reduction: DecimalText): string | null {
  const i = num(investment);
  const r = num(reduction);
  if (i === null || r === null || r.lte(0)) return null;
  return plain(new Q(i.times(10000)).div(r));
}

/** Payback: years, or 'notRecovered' when the benefit is zero or less. */
export type Payback = { paybackYears: string | null; paybackNotRecovered: boolean };

/** Payback period, years: investment ÷ annual benefit (both ten thousand yuan); "not recovered" when the benefit is zero or less. */
export function payback(investment: DecimalText, benefit: DecimalText): Payback {
  const i = num(investment);
  const b = num(benefit);
  if (b !== null && b.lte(0)) return { paybackYears: null, paybackNotRecovered: true };
  if (i === null || b === null) return { paybackYears: null, paybackNotRecovered: false };
  return { paybackYears: plain(new Q(i).div(b)), paybackNotRecovered: false };
}

/**
 * Capital recovery factor CRF = r ÷ (1 − (1 + r)^−n), for a discount rate r and n whole years;
 * 1 ÷ n when r = 0 (the limit). Null for n < 1 or r ≤ −1.
 */
export function crf(rate: DecimalText, years: number): string | null {
  const r = num(rate);
  if (r === null || !Number.isInteger(years) || years < 1 || r.lte(-1)) return null;
  if (r.isZero()) return plain(new Q(1).div(years));
  const growth = new Q(r).plus(1).pow(-years);
  return plain(new Q(r).div(new Q(1).minus(growth)));
}

/**
 * Abatement cost for the MACC, yuan per tCO2e:
 * (investment × 10,000 × CRF − annual benefit × 10,000) ÷ annual reduction. Negative for a project
 * that pays for itself; null when an input is missing or the reduction is not positive.
 */
export function abatementCost(
  investment: DecimalText,
  benefit: DecimalText,
  reduction: DecimalText,
  rate: DecimalText,
  years: number,
): string | null {
  const i = num(investment);
  const b = num(benefit);
  const r = num(reduction);
  const f = num(crf(rate, years));
  if (i === null || b === null || r === null || f === null || r.lte(0)) return null;
  const annualised = i.times(10000).times(f).minus(b.times(10000));
  return plain(new Q(annualised).div(r));
}

/** Spec §4/§9: Fii reviews first when the annual benefit × 10,000 (yuan) is at least 100,000. */
export function needsFiiReview(benefit: DecimalText): boolean {
  const b = num(benefit);
  return b !== null && b.times(10000).gte(FII_REVIEW_THRESHOLD_YUAN);
}

/** What the figures are computed from (a project's fields). */
export type FigureInputs = {
  energyBefore?: DecimalText;
  energyAfter?: DecimalText;
  emissionFactor?: DecimalText;
  reductionOverride?: DecimalText;
  investment?: DecimalText;
  localEnergyPrice?: DecimalText;
};

/** Every automatic figure of a project. */
export type ProjectFigures = {
  energySaved: string | null;
  annualCarbonReduction: string | null;
  annualBenefit: string | null;
  costEffectiveness: string | null;
  paybackYears: string | null;
  paybackNotRecovered: boolean;
  abatementCost: string | null;
  needsFiiReview: boolean;
};

/** All figures of a project, given the discount rate and its lifetime in years (see lifetimeOf). */
export function projectFigures(p: FigureInputs, discountRate: string, lifetimeYears: number): ProjectFigures {
  const saved = energySaved(p.energyBefore, p.energyAfter);
  const reduction = annualCarbonReduction(saved, p.emissionFactor, p.reductionOverride);
  const benefit = annualBenefit(saved, p.localEnergyPrice);
  return {
    energySaved: saved,
    annualCarbonReduction: reduction,
    annualBenefit: benefit,
    costEffectiveness: costEffectiveness(p.investment, reduction),
    ...payback(p.investment, benefit),
    abatementCost: abatementCost(p.investment, benefit, reduction, discountRate, lifetimeYears),
    needsFiiReview: needsFiiReview(benefit),
  };
}
