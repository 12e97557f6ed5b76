import Decimal from 'decimal.js';
import { invalid } from '../errors.js';

/** Emission quantities: a number or a decimal string on input, Decimal inside. */
export type DecimalInput = number | string | Decimal;

/** Spec §5 and §9: parameters carry at most 10 decimals. */
export const MAX_DECIMALS = 10;

/**
 * Parses an input quantity into a Decimal. Rejects NaN, ±Infinity, non-numeric
 * strings and more than `maxDecimals` decimals with a 1012001 error naming `field`.
 */
export function toDecimal(value: DecimalInput, field = 'value', maxDecimals = MAX_DECIMALS): Decimal {
  let d: Decimal;
  try {
    d = value instanceof Decimal ? value : new Decimal(typeof value === 'string' ? value.trim() : value);
  } catch {
    throw invalid('calc.notANumber', { field }, field);
  }
  if (!d.isFinite()) throw invalid('calc.notANumber', { field }, field);
  if (d.decimalPlaces() > maxDecimals) throw invalid('calc.tooManyDecimals', { field, max: maxDecimals }, field);
  return d;
}

/** Like toDecimal, and also refuses a negative quantity. */
export function toNonNegative(value: DecimalInput, field = 'value', maxDecimals = MAX_DECIMALS): Decimal {
  const d = toDecimal(value, field, maxDecimals);
  if (d.isNegative()) throw invalid('calc.negative', { field }, field);
  return d;
}

/** Parses a fraction in [0, 1] (rates, shares, efficiencies); 1012001 `calc.emissions.fractionOutOfRange` above 1. */
export function toFraction(value: DecimalInput, field: string): Decimal {
  const d = toNonNegative(value, field);
  if (d.greaterThan(1)) throw invalid('calc.emissions.fractionOutOfRange', { field }, field);
  return d;
}

/** Optional non-negative input, zero when absent. */
export function optNonNegative(value: DecimalInput | undefined, field: string): Decimal {
  return value === undefined ? new Decimal(0) : toNonNegative(value, field);
}

export { Decimal };
