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

export { Decimal };
