import { invalid } from '../../errors.js';
import { Decimal, toNonNegative, type DecimalInput } from '../decimal.js';
import { sum } from '../exact.js';
import { scope3Category } from '../scope3/categories.js';
import {
  DEFAULT_ISO14064_MAPPING,
  ISO14064_CATEGORIES,
  validateIso14064Mapping,
  type Iso14064CategoryNumber,
  type Iso14064Mapping,
} from './categories.js';

/** One inventory line to classify. `scope3Category` is read only for scope 3. */
export type Iso14064Entry = { scope: 1 | 2 | 3; scope3Category?: number; tco2e: DecimalInput };

export type Iso14064Line = {
  category: Iso14064CategoryNumber;
  code: string;
  key: string;
  tco2e: Decimal;
  /** How many entries fell into this category. */
  entries: number;
};

/** All six categories in order (zero where empty), and the input total they add up to. */
export type Iso14064Summary = { categories: Iso14064Line[]; total: Decimal; mappingSource: string };

/** The ISO category of one entry under `mapping`. */
export function iso14064CategoryOf(
  entry: Pick<Iso14064Entry, 'scope' | 'scope3Category'>,
  mapping: Iso14064Mapping,
): Iso14064CategoryNumber {
  if (entry.scope === 1) return mapping.scope1;
  if (entry.scope === 2) return mapping.scope2;
  if (entry.scope !== 3) throw invalid('calc.iso14064.invalidScope', { scope: String(entry.scope) }, 'scope');
  if (entry.scope3Category === undefined || entry.scope3Category === null) return mapping.fallback;
  const cat = scope3Category(entry.scope3Category, 'scope3Category');
  return mapping.scope3[cat.number] ?? mapping.fallback;
}

/**
 * Aggregates tCO2e per ISO 14064-1:2018 category. Sums are exact, so the six category
 * totals add up to `total`, the exact sum of the inputs. Emission quantities must be
 * non-negative: removals are reported separately, not netted here.
 */
export function mapToIso14064(entries: readonly Iso14064Entry[], mapping: Iso14064Mapping = DEFAULT_ISO14064_MAPPING): Iso14064Summary {
  validateIso14064Mapping(mapping);
  const buckets = new Map<Iso14064CategoryNumber, Decimal[]>(ISO14064_CATEGORIES.map((c) => [c.number, []]));
  const all: Decimal[] = [];
  entries.forEach((entry, i) => {
    const value = toNonNegative(entry.tco2e, `entries[${i}].tco2e`);
    buckets.get(iso14064CategoryOf(entry, mapping))?.push(value);
    all.push(value);
  });
  const categories = ISO14064_CATEGORIES.map((c) => {
    const values = buckets.get(c.number) ?? [];
    return { category: c.number, code: c.code, key: c.key, tco2e: sum(values), entries: values.length };
  });
  return { categories, total: sum(all), mappingSource: mapping.source };
}
