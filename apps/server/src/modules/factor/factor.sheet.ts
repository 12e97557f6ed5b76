import { FACTOR_SHEET_KEYS, type FactorRow } from '@carbon/domain';
import { intCell, plainNumber, sheetColumns } from '../../platform/files/sheet-cells.js';

export const FACTOR_COLUMNS = sheetColumns(FACTOR_SHEET_KEYS, 'factor');

const orNull = (s: string | undefined) => (s === undefined || s === '' ? null : s);

/** One sheet row (all text) as the body the add schema parses. */
export function factorFromSheet(v: Record<string, string>): Record<string, unknown> {
  return {
    ...v,
    value: plainNumber(v.value ?? ''),
    sourceYear: intCell(v.sourceYear),
    validFrom: orNull(v.validFrom),
    validTo: orNull(v.validTo),
    note: orNull(v.note),
  };
}

/** A row of the export (text cells are neutralised by writeSheet). */
export function factorToSheet(r: FactorRow): Record<string, unknown> {
  return { ...r, sourceYear: r.sourceYear ?? '', validFrom: r.validFrom ?? '', validTo: r.validTo ?? '', note: r.note ?? '' };
}
