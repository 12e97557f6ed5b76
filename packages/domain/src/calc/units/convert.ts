import { invalid } from '../../errors.js';
import { Decimal, toDecimal, type DecimalInput } from '../decimal.js';
import { UNITS, type UnitDimension, type UnitRow } from './unit-table.js';

const BY_CODE: ReadonlyMap<string, UnitRow> = new Map(UNITS.map((u) => [u.code, u]));

/** 60 digits inside a conversion: the result is then trimmed to 1e-30 relative (see convert). */
const Wide = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_EVEN });
const WINDOW = new Wide('1e-30');
const MAX_DIGITS = 40;

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
 * The shortest decimal within 1e-30 relative of x. An exact result with up to ~29 significant
 * digits comes back unchanged; a non-terminating one (GJ → tce) is cut where its digits stop
 * mattering. Because a → b → a multiplies and divides by the same ratio, the error on the way
 * back is the same relative 1e-30, inside the window around a itself, and a shorter number than
 * a cannot lie that close to it: so the round trip returns a exactly.
 */
function shortest(x: Decimal): Decimal {
  if (x.isZero()) return x;
  const tolerance = x.abs().times(WINDOW);
  for (let digits = 1; digits < MAX_DIGITS; digits++) {
    const y = x.toSignificantDigits(digits);
    if (y.minus(x).abs().lessThanOrEqualTo(tolerance)) return y;
  }
  return x.toSignificantDigits(MAX_DIGITS);
}

/**
 * Converts a quantity between units of one dimension with Decimal arithmetic: value × toBase(from)
 * ÷ toBase(to). Exact whenever the exact result has at most ~29 significant digits; otherwise the
 * shortest decimal within 1e-30 relative. Round trips a → b → a return a exactly.
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
  const x = new Wide(v).times(source.toBase).div(target.toBase);
  return new Decimal(shortest(x));
}
