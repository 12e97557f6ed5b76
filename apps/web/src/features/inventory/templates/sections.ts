import { EMISSION_SCOPE, ORG_TYPE, SCOPE3_CATEGORY, type InventorySection, type OrgTypeCode } from '@carbon/domain';
import { enumOptions, enumText } from '../../../lib/enum-labels';
import type { Td } from '../projects/enum-labels';

/**
 * A template's sections as the picker holds them: "1", "2" (scopes 1 and 2) and "3:<n>"
 * (scope 3, GHG Protocol category n). Scope 3 is always chosen by category (the server refuses
 * scope 3 without one).
 */
export type SectionKey = `${1 | 2}` | `3:${number}`;

export const SCOPE3_CATEGORIES: readonly number[] = SCOPE3_CATEGORY.items.map((i) => i.code);

export function sectionKey(s: { scope: number; category?: number | null }): SectionKey {
  return s.scope === 3 ? `3:${s.category ?? 0}` : (String(s.scope) as SectionKey);
}

export function sectionOf(key: SectionKey): InventorySection {
  const [scope, category] = key.split(':');
  return { scope: Number(scope), category: category === undefined ? null : Number(category) };
}

/** Scopes first, then the categories in their GHG Protocol order. */
export function sortSections(keys: readonly SectionKey[]): SectionKey[] {
  const rank = (k: SectionKey) => {
    const s = sectionOf(k);
    return s.scope * 100 + (s.category ?? 0);
  };
  return [...new Set(keys)].sort((a, b) => rank(a) - rank(b));
}

/** "Scope 1", or "Scope 3 · 6 Business travel". */
export function sectionLabel(s: { scope: number; category?: number | null }, td: Td): string {
  const scope = enumText(td, EMISSION_SCOPE, s.scope, '-');
  if (s.scope !== 3 || !s.category) return scope;
  return `${scope} · ${s.category} ${enumText(td, SCOPE3_CATEGORY, s.category, '-')}`;
}

/** The template's organisation type: an ORG_TYPE code (as an organisation's type), offered by its label. */
export const ORG_TYPE_OPTIONS = (td: Td) => enumOptions(td, ORG_TYPE);

export function orgTypeText(orgType: OrgTypeCode | null, td: Td): string {
  return enumText(td, ORG_TYPE, orgType, '-');
}
