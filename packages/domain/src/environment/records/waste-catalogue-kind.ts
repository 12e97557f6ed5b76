/**
 * Solid and hazardous waste catalogues (spec §3: "code, label, type, source industry").
 * These are reference data maintained by users or imported from the official lists,
 * not enumerations: only their shape is defined here, and no entries, because the spec
 * lists none and inventing catalogue rows would mislead.
 */
import { defineEnum, type EnumCode } from '../../enums/types.js';

/** Which catalogue an entry belongs to; mirrors monitoring types 6 and 7. */
export const WASTE_CATALOGUE_KIND = defineEnum('waste_catalogue_kind', 'wasteCatalogueKind', [
  ['general_solid', 'generalSolid'],
  ['hazardous', 'hazardous'],
]);
export type WasteCatalogueKindCode = EnumCode<typeof WASTE_CATALOGUE_KIND>;

/** One catalogue row. `label` is catalogue data in the source's language, not an i18n key. */
export type WasteCatalogueEntry = {
  readonly kind: WasteCatalogueKindCode;
  /** The catalogue's own waste code, kept as text (leading zeros, letters). */
  readonly code: string;
  readonly label: string;
  /** The catalogue's waste type or class. */
  readonly type: string;
  readonly sourceIndustry: string;
};
