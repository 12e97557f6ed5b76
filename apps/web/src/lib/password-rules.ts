import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { checkPassword, PASSWORD_POLICY } from '@carbon/domain';

/**
 * Form rules for a new password, shared by the personal centre and the account screen.
 * `t` is the caller's namespace, which holds `pwd.problem.<problem>` and `pwd.mismatch`.
 */
export function policyRule(t: TFunction): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value === '') return; // "required" reports the empty case
      const [first] = checkPassword(value);
      if (first) throw new Error(t(`pwd.problem.${first}`, { min: PASSWORD_POLICY.minLength, max: PASSWORD_POLICY.maxLength }));
    },
  };
}

/**
 * Spec §5: the repeat must equal the field `passwordField`. The text is the caller's `pwd.mismatch`: the personal
 * centre says "password differs from the original", the account form "the two passwords you entered differ".
 */
export function repeatRule(t: TFunction, passwordField: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (!value || value === getFieldValue(passwordField)) return;
      throw new Error(t('pwd.mismatch'));
    },
  });
}
