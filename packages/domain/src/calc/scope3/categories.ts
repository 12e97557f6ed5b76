import { invalid } from '../../errors.js';
import { SCOPE3_CATEGORY, type Scope3CategoryCode } from '../../enums/inventory.js';

/** GHG Protocol Scope 3 category number, 1..15 (the `SCOPE3_CATEGORY` enumeration codes). */
export type Scope3CategoryNumber = Scope3CategoryCode;

/** Upstream (purchased or acquired goods and services) or downstream (sold goods and services). */
export type Scope3Stream = 'upstream' | 'downstream';

export type Scope3CategoryDef = {
  readonly number: Scope3CategoryNumber;
  /** Stable identifier: the name of the `SCOPE3_CATEGORY` enumeration item. */
  readonly code: string;
  /** i18n key of the category name: the enumeration item's key (catalogue: i18n/messages/enums.ts). */
  readonly key: string;
  readonly stream: Scope3Stream;
};

/** Scope 3 Standard (WRI/WBCSD 2011) ch.5, Table 5.1: categories 1-8 upstream, 9-15 downstream. */
const FIRST_DOWNSTREAM = 9;

/**
 * The 15 categories of the GHG Protocol Corporate Value Chain (Scope 3) Accounting and
 * Reporting Standard (WRI/WBCSD 2011), ch.5, Table 5.1, in number order. Numbers, codes and
 * labels come from the `SCOPE3_CATEGORY` enumeration, so the dictionary and the calculators
 * name a category the same way; this adds the upstream/downstream split.
 */
export const SCOPE3_CATEGORIES: readonly Scope3CategoryDef[] = Object.freeze(
  SCOPE3_CATEGORY.items.map((item) =>
    Object.freeze({
      number: item.code,
      code: item.name,
      key: item.key,
      stream: item.code < FIRST_DOWNSTREAM ? 'upstream' : 'downstream',
    } as const),
  ),
);

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
