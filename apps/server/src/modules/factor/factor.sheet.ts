import type { z } from 'zod';
import { Decimal, FACTOR_SHEET_KEYS, LOCALES, MESSAGES, translate, type FactorRow, type Locale } from '@carbon/domain';
import type { SheetColumn } from '../../platform/files/excel.js';

/** Import-template / export columns with headers in each language (`<prefix>.column.<key>`). */
export function sheetColumns(keys: readonly string[], prefix: string): Record<Locale, SheetColumn[]> {
  const out = {} as Record<Locale, SheetColumn[]>;
  for (const locale of LOCALES) out[locale] = keys.map((key) => ({ key, header: translate(locale, `${prefix}.column.${key}`), width: 18 }));
  return out;
}

export const FACTOR_COLUMNS = sheetColumns(FACTOR_SHEET_KEYS, 'factor');

const KEY_BY_CODE: Record<string, string> = {
  invalid_type: 'validation.type',
  too_small: 'validation.tooSmall',
  too_big: 'validation.tooBig',
  invalid_format: 'validation.format',
  invalid_value: 'validation.invalid',
};

/**
 * A failed row's reasons in the caller's language, one per zod issue: the schema's own
 * message key when it has one (e.g. factor.validation.value), else the generic one, each
 * naming the column by its header.
 */
export function issueReasons(locale: Locale, error: z.ZodError, prefix: string): string[] {
  return error.issues.map((issue) => {
    const key = String(issue.path[0] ?? '');
    const column = key ? translate(locale, `${prefix}.column.${key}`) : '-';
    if (MESSAGES[locale][issue.message]) return translate(locale, 'factor.import.field', { column, message: translate(locale, issue.message) });
    return translate(locale, KEY_BY_CODE[issue.code] ?? 'validation.invalid', { field: column });
  });
}

/** Excel writes some numbers in exponent form (1e-7): a plain decimal is what the schema expects. */
export function plainNumber(text: string): string {
  if (!/e/i.test(text)) return text;
  try {
    const d = new Decimal(text);
    return d.isFinite() ? d.toFixed() : text;
  } catch {
    return text;
  }
}

const orNull = (s: string | undefined) => (s === undefined || s === '' ? null : s);

/** An integer cell: empty → null, digits → number, anything else stays text so the schema refuses it. */
export function intCell(s: string | undefined): number | string | null {
  if (s === undefined || s === '') return null;
  return /^-?\d{1,9}$/.test(s) ? Number(s) : s;
}

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
