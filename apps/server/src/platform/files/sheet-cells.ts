import { Decimal } from '@carbon/domain';

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
