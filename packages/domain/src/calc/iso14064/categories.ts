import { invalid } from '../../errors.js';
import { ISO14064_CATEGORY, type Iso14064CategoryCode } from '../../enums/inventory.js';
import { isScope3Category, type Scope3CategoryNumber } from '../scope3/categories.js';

/** ISO 14064-1 inventory category number, 1..6 (the `ISO14064_CATEGORY` enumeration codes). */
export type Iso14064CategoryNumber = Iso14064CategoryCode;

export type Iso14064CategoryDef = {
  readonly number: Iso14064CategoryNumber;
  /** Stable identifier: the name of the `ISO14064_CATEGORY` enumeration item. */
  readonly code: string;
  /** i18n key of the category name: the enumeration item's key (catalogue: i18n/messages/enums.ts). */
  readonly key: string;
};

/**
 * ISO 14064-1:2018 clause 5.2.4 inventory categories 1-6 (calculation reference §8), in number
 * order, taken from the `ISO14064_CATEGORY` enumeration so labels have one source.
 */
export const ISO14064_CATEGORIES: readonly Iso14064CategoryDef[] = Object.freeze(
  ISO14064_CATEGORY.items.map((item) => Object.freeze({ number: item.code, code: item.name, key: item.key })),
);

/** Where each scope, and each scope-3 category, is reported under ISO 14064-1. */
export type Iso14064Mapping = {
  readonly scope1: Iso14064CategoryNumber;
  readonly scope2: Iso14064CategoryNumber;
  readonly scope3: Readonly<Partial<Record<Scope3CategoryNumber, Iso14064CategoryNumber>>>;
  /** Anything the mapping does not cover: scope-3 entries without a category, or categories left out. */
  readonly fallback: Iso14064CategoryNumber;
  readonly source: string;
};

/**
 * Default mapping, calculation reference §8: scope 1 → 1, scope 2 → 2; scope-3 categories
 * 4, 6, 7, 9 → 3; 1, 2, 3, 5, 8 → 4; 10-15 → 5; anything else → 6. The ISO text (Annex B)
 * was not readable, and the placement of categories 3, 10, 14 and 15 is a common convention
 * (some put 14 and 15 in category 6), so this is data an administrator may replace.
 */
export const DEFAULT_ISO14064_MAPPING: Iso14064Mapping = Object.freeze({
  scope1: 1,
  scope2: 2,
  scope3: Object.freeze({
    1: 4,
    2: 4,
    3: 4,
    4: 3,
    5: 4,
    6: 3,
    7: 3,
    8: 4,
    9: 3,
    10: 5,
    11: 5,
    12: 5,
    13: 5,
    14: 5,
    15: 5,
  }),
  fallback: 6,
  source: 'ISO 14064-1:2018 cl.5.2.4 and Annex B as summarised in the calculation reference §8 (S3 categories 3, 10, 14, 15 unconfirmed)',
});

function isIsoCategory(value: unknown): value is Iso14064CategoryNumber {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6;
}

/** Rejects a mapping that sends anything outside categories 1..6 or names an unknown scope-3 category. */
export function validateIso14064Mapping(mapping: Iso14064Mapping): Iso14064Mapping {
  const bad = (where: string, value: unknown): never => {
    throw invalid('calc.iso14064.invalidMapping', { where, value: String(value) }, 'mapping');
  };
  if (!isIsoCategory(mapping.scope1)) bad('scope1', mapping.scope1);
  if (!isIsoCategory(mapping.scope2)) bad('scope2', mapping.scope2);
  if (!isIsoCategory(mapping.fallback)) bad('fallback', mapping.fallback);
  for (const [key, value] of Object.entries(mapping.scope3 ?? {})) {
    if (!isScope3Category(Number(key))) bad(`scope3.${key}`, key);
    if (!isIsoCategory(value)) bad(`scope3.${key}`, value);
  }
  return mapping;
}
