import type { FormRule } from 'antd';
import { isNonNegativeDecimal, RATE_MAX_DECIMALS } from '@carbon/domain';

/**
 * The reasons behind the domain's rate rule, one at a time: the zod schema
 * (`exchangeRateFields.rateToUsd`, checked by zodRule) decides; this says why.
 */

const DIGITS = /^\d+$/;

/** Optional sign, digits, optional dot and digits (no exponent). */
function isPlainNumber(text: string): boolean {
  const [whole = '', fraction, ...rest] = text.replace(/^[+-]/, '').split('.');
  return rest.length === 0 && DIGITS.test(whole) && (fraction === undefined || DIGITS.test(fraction));
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** The user's rate as the server receives it: trimmed, without a leading plus. */
export const rateInput = (raw: unknown): string =>
  String(raw ?? '')
    .trim()
    .replace(/^\+/, '');

/** Rate to USD: a decimal > 0 (the domain's rule, so web and server agree). */
export function rateProblem(raw: string, t: T): string | null {
  const value = raw.trim();
  if (!isPlainNumber(value)) return t('validation.rate');
  if (value.startsWith('-') || !/[1-9]/.test(value)) return t('validation.ratePositive');
  const decimals = value.split('.')[1]?.length ?? 0;
  if (decimals > RATE_MAX_DECIMALS) return t('validation.rateDecimals', { max: RATE_MAX_DECIMALS });
  if (!isNonNegativeDecimal(value.replace(/^\+/, ''), RATE_MAX_DECIMALS, 12)) return t('validation.rate');
  return null;
}

/** The precise reason a rate is refused (put it before the zod rule, with `validateFirst`). */
export function rateRule(t: T): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const problem = rateProblem(String(value), t);
      if (problem) throw new Error(problem);
    },
  };
}
