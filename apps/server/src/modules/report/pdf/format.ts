import { Decimal, MESSAGES, formulaInWords, translate, type Locale } from '@carbon/domain';

/** A translator bound to the report's language. */
export type Tr = (key: string, params?: Record<string, string | number>) => string;

export const translator =
  (locale: Locale): Tr =>
  (key, params) =>
    translate(locale, key, params);

/** Whether the domain catalogue names `key` (else the document shows the code itself). */
export const known = (key: string): boolean => MESSAGES['en-US'][key] !== undefined;

/** `key` translated when the catalogue has it, else the fallback text. */
export const labelOr = (t: Tr, key: string, fallback: string): string => (known(key) ? t(key) : fallback);

const grouped = (fixed: string): string => {
  const [int = '0', frac] = fixed.split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const digits = sign ? int.slice(1) : int;
  let withCommas = '';
  for (let i = digits.length; i > 0; i -= 3) withCommas = digits.slice(Math.max(0, i - 3), i) + (withCommas ? `,${withCommas}` : '');
  return frac === undefined ? `${sign}${withCommas}` : `${sign}${withCommas}.${frac}`;
};

/**
 * A decimal string as the document shows it: rounded half-up to `dp` places for display only
 * (the figures themselves stay exact), thousands grouped. A null or blank value shows as "—".
 */
export function fmt(value: string | null | undefined, dp = 4): string {
  if (value === null || value === undefined || value.trim() === '') return '—';
  return grouped(new Decimal(value).toFixed(dp, Decimal.ROUND_HALF_UP));
}

/** A percentage: at most two decimals, no trailing zeros ("50", "33.33"). */
export function pct(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === '') return '—';
  return new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed();
}

/** part / whole as a percentage with one decimal ("" when the whole is zero). */
export function shareOf(part: string, whole: string): string {
  const w = new Decimal(whole);
  if (w.isZero()) return '';
  return `${new Decimal(part).dividedBy(w).times(100).toFixed(1, Decimal.ROUND_HALF_UP)}%`;
}

/** An engine formula with its words in the report's language (the domain's one list of formula words). */
export function formulaText(formula: string, t: Tr): string {
  return formulaInWords(formula, (key) => t(`report.doc.formulaWord.${key}`));
}

/** "AR5" → 5, for the GWP line. */
export const assessmentReport = (gwpSet: string): string => gwpSet.replace(/^AR/i, '');
