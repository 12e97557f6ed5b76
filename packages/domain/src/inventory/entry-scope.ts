import type { EmissionSourceType } from '../calc/source-input.js';

/**
 * The scope each of the engine's source types reports in (GHG Protocol Corporate Standard ch. 4:
 * direct combustion, process and fugitive emissions are scope 1; purchased electricity, steam and
 * heat scope 2; the value chain scope 3). Every source type belongs to exactly one scope, so an
 * entry's scope follows from its source type; a section (or an import row) that names another is
 * refused, never filed under it.
 */
export const SOURCE_TYPE_SCOPE: Readonly<Record<EmissionSourceType, 1 | 2 | 3>> = {
  'combustion-cn': 1,
  'combustion-ipcc': 1,
  biomass: 1,
  'refrigerant-screening': 1,
  'refrigerant-simplified': 1,
  'refrigerant-mass-balance': 1,
  wastewater: 1,
  'electricity-location': 2,
  'electricity-market': 2,
  steam: 2,
  'hot-water': 2,
  'scope3-spend': 3,
  'scope3-distance': 3,
  'scope3-passenger': 3,
  'scope3-average': 3,
};

/** The scope of a source type; undefined for a type the engine does not know. */
export function scopeOfSourceType(type: string): 1 | 2 | 3 | undefined {
  return Object.hasOwn(SOURCE_TYPE_SCOPE, type) ? SOURCE_TYPE_SCOPE[type as EmissionSourceType] : undefined;
}

/** Why an entry's scope, category and source type do not fit together: the field at fault and the message's key and parameters. */
export type EntryScopeFault = {
  field: 'scope' | 'category' | 'sourceType';
  key: string;
  params: Record<string, string | number>;
};

/**
 * Checks that a source type is entered in its own scope, and that a scope-3 entry names its
 * category (scopes 1 and 2 name none). `scope` undefined: the source type's own scope is taken.
 * Returns the scope the entry is filed under, or the first fault.
 */
export function entryScopeOf(e: { scope?: number; category?: number; sourceType: string }): { scope: 1 | 2 | 3 } | EntryScopeFault {
  const own = scopeOfSourceType(e.sourceType);
  if (own === undefined) return { field: 'sourceType', key: 'inventory.import.sourceType', params: { value: e.sourceType } };
  if (e.scope !== undefined && e.scope !== own)
    return { field: 'sourceType', key: 'inventory.entry.sourceScope', params: { scope: e.scope, expected: own } };
  if ((own === 3) !== (e.category !== undefined)) return { field: 'category', key: 'inventory.import.category', params: {} };
  return { scope: own };
}
