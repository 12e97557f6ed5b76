import { FACTOR_SHEET, type FactorRow } from '@carbon/domain';
import { createSheetKit } from '../../platform/files/sheet-kit.js';

/** Template, reading, checks and report of the factor import, from the domain's sheet definition. */
export const FACTOR_KIT = createSheetKit(FACTOR_SHEET);

/** A row of the export (text cells are neutralised, the factor table written as its label). */
export function factorToSheet(r: FactorRow): Record<string, unknown> {
  return { ...r, sourceYear: r.sourceYear ?? '', validFrom: r.validFrom ?? '', validTo: r.validTo ?? '', note: r.note ?? '' };
}
