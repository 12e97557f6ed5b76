import { Decimal, toDecimal, toNonNegative, type DecimalInput } from '../decimal.js';
import { invalid } from '../../errors.js';

/**
 * Products of emission inputs are computed without rounding: with 10-decimal inputs a chain of
 * five factors can exceed the default 20 significant digits, and rounding there would break both
 * reconciliation and f(k·a) = k·f(a). Multiplication only needs as many digits as the operands
 * hold, so a large precision costs nothing; never divide with this constructor (except by powers
 * of ten, which are exact).
 */
const Exact = Decimal.clone({ precision: 1000, rounding: Decimal.ROUND_HALF_EVEN });

/** Exact product of the values, returned under the shared Decimal constructor (digits unchanged). */
export function mul(...values: Decimal[]): Decimal {
  let acc = new Exact(1);
  for (const v of values) acc = acc.times(v);
  return new Decimal(acc);
}

/** Exact sum. */
export function add(...values: Decimal[]): Decimal {
  let acc = new Exact(0);
  for (const v of values) acc = acc.plus(v);
  return new Decimal(acc);
}

/** Exact difference a − b. */
export function sub(a: Decimal, b: Decimal): Decimal {
  return new Decimal(new Exact(a).minus(b));
}

/** x / 1000, exact (unit prefixes: kg → t, kWh → MWh, tC/TJ → tC/GJ, mg/L → kg/m³). */
export function milli(x: Decimal): Decimal {
  return new Decimal(new Exact(x).div(1000));
}

/** Parses a fraction in [0, 1] (rates, shares, efficiencies). */
export function toFraction(value: DecimalInput, field: string): Decimal {
  const d = toNonNegative(value, field);
  if (d.greaterThan(1)) throw invalid('calc.emissions.fractionOutOfRange', { field }, field);
  return d;
}

/** Optional non-negative input, zero when absent. */
export function optNonNegative(value: DecimalInput | undefined, field: string): Decimal {
  return value === undefined ? new Decimal(0) : toNonNegative(value, field);
}

export { toDecimal, toNonNegative };
