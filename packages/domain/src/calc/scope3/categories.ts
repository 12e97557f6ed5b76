import { invalid } from '../../errors.js';

/** GHG Protocol Scope 3 category number, 1..15. */
export type Scope3CategoryNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15;

/** Upstream (purchased or acquired goods and services) or downstream (sold goods and services). */
export type Scope3Stream = 'upstream' | 'downstream';

export type Scope3CategoryDef = {
  readonly number: Scope3CategoryNumber;
  /** Stable identifier; the same names as the `SCOPE3_CATEGORY` enumeration items. */
  readonly code: string;
  /** i18n key of the category name (catalogue: i18n/messages/calc-reporting.ts). */
  readonly key: string;
  readonly stream: Scope3Stream;
};

const def = (number: Scope3CategoryNumber, code: string, stream: Scope3Stream): Scope3CategoryDef =>
  Object.freeze({ number, code, key: `calc.scope3.category.${number}`, stream });

/**
 * The 15 categories of the GHG Protocol Corporate Value Chain (Scope 3) Accounting and
 * Reporting Standard (WRI/WBCSD 2011), ch.5, Table 5.1: categories 1-8 are upstream and
 * 9-15 downstream. Names as listed in the calculation reference §8.
 */
export const SCOPE3_CATEGORIES: readonly Scope3CategoryDef[] = Object.freeze([
  def(1, 'purchasedGoodsAndServices', 'upstream'),
  def(2, 'capitalGoods', 'upstream'),
  def(3, 'fuelAndEnergyRelated', 'upstream'),
  def(4, 'upstreamTransportation', 'upstream'),
  def(5, 'wasteInOperations', 'upstream'),
  def(6, 'businessTravel', 'upstream'),
  def(7, 'employeeCommuting', 'upstream'),
  def(8, 'upstreamLeasedAssets', 'upstream'),
  def(9, 'downstreamTransportation', 'downstream'),
  def(10, 'processingOfSoldProducts', 'downstream'),
  def(11, 'useOfSoldProducts', 'downstream'),
  def(12, 'endOfLifeOfSoldProducts', 'downstream'),
  def(13, 'downstreamLeasedAssets', 'downstream'),
  def(14, 'franchises', 'downstream'),
  def(15, 'investments', 'downstream'),
]);

/** True when `value` is an integer 1..15. */
export function isScope3Category(value: unknown): value is Scope3CategoryNumber {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 15;
}

/**
 * Validates a scope-3 category number (integer 1..15) and returns its definition.
 * Throws 1012001 `calc.scope3.invalidCategory` otherwise.
 */
export function scope3Category(value: unknown, field = 'category'): Scope3CategoryDef {
  if (!isScope3Category(value)) throw invalid('calc.scope3.invalidCategory', { value: String(value) }, field);
  // Index is safe: the array is ordered by number and isScope3Category bounded it.
  return SCOPE3_CATEGORIES[value - 1] as Scope3CategoryDef;
}
