import type { FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { isNonNegativeDecimal } from '@carbon/domain';

type T = (key: string, options?: Record<string, unknown>) => string;

/** Spec §5/§9: factor values are decimals ≥ 0 with at most this many decimals. */
export const MAX_VALUE_DECIMALS = 10;

const DIGITS = /^\d+$/;

/** "12", "-0.5", "+3.25": optional sign, digits, optional dot and digits (no exponent). */
export function isPlainNumber(text: string): boolean {
  const [whole = '', fraction, ...rest] = text.replace(/^[+-]/, '').split('.');
  return rest.length === 0 && DIGITS.test(whole) && (fraction === undefined || DIGITS.test(fraction));
}

/** The user's value as the server receives it: trimmed, without a leading plus (what toRequest sends). */
export const valueInput = (raw: unknown): string =>
  String(raw ?? '')
    .trim()
    .replace(/^\+/, '');

/**
 * The reason a factor value is refused, or null: not a number, negative, too many
 * decimals. The final check is the domain's own rule, so web and server agree.
 */
export function valueProblem(raw: string, t: T): string | null {
  const value = raw.trim();
  if (!isPlainNumber(value)) return t('validation.decimal');
  if (value.startsWith('-') && /[1-9]/.test(value)) return t('validation.nonNegative');
  const decimals = value.split('.')[1]?.length ?? 0;
  if (decimals > MAX_VALUE_DECIMALS) return t('validation.maxDecimals', { max: MAX_VALUE_DECIMALS });
  if (!isNonNegativeDecimal(value.replace(/^[+-]/, ''), MAX_VALUE_DECIMALS)) return t('validation.decimal');
  return null;
}

/** A date field's value (dayjs while editing, ISO string when prefilled) as YYYY-MM-DD. */
export function isoDay(value: Dayjs | string | null | undefined): string | null {
  if (!value) return null;
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY-MM-DD') : null;
}

/** The precise reason a value is refused (put it before the zod rule of `factorFields.value`, with `validateFirst`). */
export function valueRule(t: T): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const problem = valueProblem(String(value), t);
      if (problem) throw new Error(problem);
    },
  };
}

/**
 * valid-to ≥ valid-from when both are set: the server's factorAddRequest refinement, which spans
 * two fields and so is not part of the per-field schema `factorFields`.
 */
export function validToRule(t: T): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: Dayjs | string | null | undefined) => {
      const to = isoDay(value);
      const from = isoDay(getFieldValue('validFrom') as Dayjs | string | null | undefined);
      if (to && from && to < from) throw new Error(t('validation.validTo'));
    },
  });
}
