import { Decimal } from './decimal.js';

/**
 * Exact sums and products for the calculators. decimal.js rounds every result to `precision`
 * significant digits (default 20); with 10-decimal inputs a chain such as amount × rate × factor
 * × equity % can need more, and rounding there would break both "totals reconcile exactly
 * whichever way they are summed" (engineering conventions, Data) and f(k·a) = k·f(a). Sums and
 * products of finite decimals are exact given enough digits, and they only need as many as the
 * operands hold, so a clone whose precision never binds costs nothing. Never divide with it
 * (except by powers of ten, which are exact). Re-exported from the package only under explicit
 * names (exactSum, exactMul…), where names like `add` would be too generic.
 */
const Exact = Decimal.clone({ precision: 1000, rounding: Decimal.ROUND_HALF_EVEN });

/** Exact product of the values, returned under the shared Decimal constructor (digits unchanged). */
export function mul(...values: Decimal[]): Decimal {
  let acc = new Exact(1);
  for (const v of values) acc = acc.times(v);
  return new Decimal(acc);
}

/** Exact sum of a list (any length; prefer it to `add(...list)` for long lists). */
export function sum(values: readonly Decimal[]): Decimal {
  let acc = new Exact(0);
  for (const v of values) acc = acc.plus(v);
  return new Decimal(acc);
}

/** Exact sum of the arguments. */
export function add(...values: Decimal[]): Decimal {
  return sum(values);
}

/** Exact difference a − b. */
export function sub(a: Decimal, b: Decimal): Decimal {
  return new Decimal(new Exact(a).minus(b));
}

/** x / 1000, exact (unit prefixes: kg → t, kWh → MWh, tC/TJ → tC/GJ, mg/L → kg/m³). */
export function milli(x: Decimal): Decimal {
  return new Decimal(new Exact(x).div(1000));
}
