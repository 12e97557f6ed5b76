import type { z } from 'zod';
import { Decimal, LOCALES, MESSAGES, translate, type Locale } from '@carbon/domain';
import type { SheetColumn } from './excel.js';
import { validationKey } from '../http/errors.js';

/** Import-template / export columns with headers in each language (`<prefix>.column.<key>`). */
export function sheetColumns(keys: readonly string[], prefix: string): Record<Locale, SheetColumn[]> {
  const out = {} as Record<Locale, SheetColumn[]>;
  for (const locale of LOCALES) out[locale] = keys.map((key) => ({ key, header: translate(locale, `${prefix}.column.${key}`), width: 18 }));
  return out;
}

/**
 * A failed row's reasons in the caller's language, one per zod issue: the schema's own
 * message key when it has one (e.g. factor.validation.value), else the generic one, each
 * naming the column by its header.
 */
export function issueReasons(locale: Locale, error: z.ZodError, prefix: string): string[] {
  return error.issues.map((issue) => {
    const key = String(issue.path[0] ?? '');
    const column = key ? translate(locale, `${prefix}.column.${key}`) : '-';
    if (MESSAGES[locale][issue.message])
      return translate(locale, 'factor.import.field', { column, message: translate(locale, issue.message) });
    return translate(locale, validationKey(issue.code), { field: column });
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

/** An integer cell: empty → null, digits → number, anything else stays text so the schema refuses it. */
export function intCell(s: string | undefined): number | string | null {
  if (s === undefined || s === '') return null;
  return /^-?\d{1,9}$/.test(s) ? Number(s) : s;
}
