import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { checkPassword, PASSWORD_POLICY } from '@carbon/domain';

/** The spec's password policy (domain checkPassword), one problem at a time. */
export function policyRule(t: TFunction): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value === '') return; // "required" reports the empty case
      const [first] = checkPassword(value);
      if (first) throw new Error(t(`pwd.problem.${first}`, { min: PASSWORD_POLICY.minLength, max: PASSWORD_POLICY.maxLength }));
    },
  };
}

/** Spec §5: the repeat must match ("password differs from the original"). */
export function repeatRule(t: TFunction): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (!value || value === getFieldValue('password')) return;
      throw new Error(t('pwd.mismatch'));
    },
  });
}
