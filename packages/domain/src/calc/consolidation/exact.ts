import { Decimal } from '../decimal.js';

/**
 * decimal.js rounds every arithmetic result to `precision` significant digits (default 20).
 * With 10-decimal inputs, a product such as amount × rate × factor or emissions × equity %
 * can need more, and a rounded sum would break "totals reconcile exactly whichever way they
 * are summed" (engineering conventions, Data). Sums and products of finite decimals are exact
 * given enough digits, so they are computed in a clone whose precision never binds. Never
 * divide with it. (The same idea lives in calc/gwp/exact.ts; the two could move to decimal.ts.)
 */
const Exact = Decimal.clone({ precision: 1000 });

/** Exact sum, returned as a shared Decimal (the constructor copies digits without rounding). */
export function exactSum(values: readonly Decimal[]): Decimal {
  let acc = new Exact(0);
  for (const v of values) acc = acc.plus(v);
  return new Decimal(acc);
}

/** Exact product. */
export function exactProduct(...values: Decimal[]): Decimal {
  let acc = new Exact(1);
  for (const v of values) acc = acc.times(v);
  return new Decimal(acc);
}
