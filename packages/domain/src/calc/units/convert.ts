import { invalid } from '../../errors.js';
import { Decimal, toDecimal, type DecimalInput } from '../decimal.js';
import { UNITS, type UnitDimension, type UnitRow } from './unit-table.js';

const BY_CODE: ReadonlyMap<string, UnitRow> = new Map(UNITS.map((u) => [u.code, u]));

/** Exact products (multiplication only needs the digits the operands hold). */
const Exact = Decimal.clone({ precision: 1000, rounding: Decimal.ROUND_HALF_EVEN });
/** The quotient is approximated to 80 digits before trimming to the 1e-45 window. */
const Wide = Decimal.clone({ precision: 80, rounding: Decimal.ROUND_HALF_EVEN });
const WINDOW = new Exact('1e-45');
const MAX_DIGITS = 70;

/** Looks a unit up by code; unknown codes are a 1012001 error naming the code. */
export function unitRow(code: string): UnitRow {
  const row = BY_CODE.get(code);
  if (!row) throw invalid('calc.units.unknown', { unit: code }, 'unit');
  return row;
}

/** The units of one dimension, in table order. */
export function unitsOf(dimension: UnitDimension): UnitRow[] {
  return UNITS.filter((u) => u.dimension === dimension);
}

/**
 * The shortest decimal y close to num / den, where "close" is tested without division:
 *   |y·den − num| ≤ 1e-45 · max(|num|, |y·den|).
 * An exact quotient with up to ~44 significant digits comes back unchanged; a non-terminating
 * one (GJ → tce) is cut where its digits stop mattering. The test is symmetric: when w is
 * accepted for v·f_a / f_b, v satisfies the very same inequality for w·f_b / f_a, and no number
 * shorter than v lies that close to it, so a → b → a returns a exactly.
 */
function shortestQuotient(num: Decimal, den: Decimal): Decimal {
  const x = new Wide(num).div(den);
  if (x.isZero()) return x;
  const target = new Exact(num);
  for (let digits = 1; digits < MAX_DIGITS; digits++) {
    const y = x.toSignificantDigits(digits);
    const scaled = new Exact(y).times(den);
    const bound = Exact.max(target.abs(), scaled.abs()).times(WINDOW);
    if (scaled.minus(target).abs().lessThanOrEqualTo(bound)) return y;
  }
  return x.toSignificantDigits(MAX_DIGITS);
}

/**
 * Converts a quantity between units of one dimension with Decimal arithmetic: value × toBase(from)
 * ÷ toBase(to). Exact whenever the exact result has at most ~44 significant digits; otherwise the
 * shortest decimal within 1e-45 relative. Round trips a → b → a return a exactly (for any a of
 * up to ~44 significant digits).
 * Accepts any number of decimals (user-input limits belong to the form that collects the value).
 *
 * @throws DomainError 1012001 `calc.units.unknown` for an unknown code, `calc.units.incompatible`
 *   when the dimensions differ, `calc.notANumber` for a non-numeric value
 */
export function convert(value: DecimalInput, from: string, to: string): Decimal {
  const source = unitRow(from);
  const target = unitRow(to);
  if (source.dimension !== target.dimension) {
    throw invalid('calc.units.incompatible', { from, to, fromDimension: source.dimension, toDimension: target.dimension }, 'unit');
  }
  const v = toDecimal(value, 'value', Number.POSITIVE_INFINITY);
  if (from === to) return v;
  const num = new Exact(v).times(source.toBase);
  return new Decimal(shortestQuotient(num, new Exact(target.toBase)));
}
