import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * Form rules from the domain's zod schemas (ADR 007): the web checks a field with the very
 * schema the server validates the request with, so the two cannot drift apart. Messages
 * name the field's label; a schema's own message that is an i18n key (e.g.
 * `exchangeRate.validation.currency`) is translated from the domain catalogue.
 */

/** A translation function (any namespace; the rule passes `ns` for its own keys). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

type Issue = z.core.$ZodIssue;

export type ZodRuleOptions = {
  /** Turns the control's value into the schema's input (e.g. a Dayjs into 'YYYY-MM-DD'). */
  toInput?: (value: unknown) => unknown;
};

/** An i18n key, not a sentence: `exchangeRate.validation.rate`. */
const KEY_LIKE = /^[A-Za-z][\w.-]*\.[\w-]+$/;

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const num = (value: unknown) => (typeof value === 'bigint' ? Number(value) : value);

/** The translated message of one zod issue, naming the field. */
export function issueMessage(issue: Issue, label: string, t: Translate): string {
  const own = (key: string, params: Record<string, unknown> = {}) => t(key, { ns: 'components', field: label, ...params });
  if (KEY_LIKE.test(issue.message)) return t(issue.message, { ns: 'domain', field: label, defaultValue: own('rule.invalid') });
  switch (issue.code) {
    case 'too_big':
      return own(issue.origin === 'string' ? 'rule.tooLong' : 'rule.tooBig', { max: num(issue.maximum) });
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return own('rule.required');
      return own(issue.origin === 'string' ? 'rule.tooShort' : 'rule.tooSmall', { min: num(issue.minimum) });
    case 'invalid_type':
      return own(issue.expected === 'int' ? 'rule.integer' : 'rule.type');
    case 'invalid_format':
      return own('rule.format');
    default:
      return own('rule.invalid');
  }
}

/** The schema of one field of an object schema. */
function fieldSchema<S extends z.ZodObject>(schema: S, field: keyof S['shape'] & string): z.ZodType {
  const fieldType = (schema.shape as Record<string, z.ZodType | undefined>)[field];
  if (!fieldType) throw new Error(`zodRule: the schema has no field "${field}"`);
  return fieldType;
}

/**
 * An antd rule checking `field` with its zod schema in `schema`: an empty value is refused
 * with "please enter <label>" unless the schema accepts undefined (the asterisk follows);
 * any other value gets the first issue's message. Use it alone on the Form.Item:
 * `rules={[zodRule(exchangeRateFields, 'currency', t('field.currency'), t)]}`.
 */
export function zodRule<S extends z.ZodObject>(
  schema: S,
  field: keyof S['shape'] & string,
  label: string,
  t: Translate,
  options: ZodRuleOptions = {},
): FormRule {
  const fieldType = fieldSchema(schema, field);
  const optional = fieldType.safeParse(undefined).success;
  return {
    required: !optional,
    validator: async (_rule, raw: unknown) => {
      const value = options.toInput ? options.toInput(raw) : raw;
      if (isEmpty(value)) {
        if (optional) return;
        throw new Error(t('rule.required', { ns: 'components', field: label }));
      }
      const result = fieldType.safeParse(value);
      const issue = result.success ? undefined : result.error.issues[0];
      if (issue) throw new Error(issueMessage(issue, label, t));
    },
  };
}

/**
 * Rules for several fields at once, labelled by `labelOf(field)`:
 * `const rules = zodRules(exchangeRateFields, (f) => t(\`field.${f}\`), t)` → `rules.currency`.
 */
export function zodRules<S extends z.ZodObject>(
  schema: S,
  labelOf: (field: keyof S['shape'] & string) => string,
  t: Translate,
): Record<keyof S['shape'] & string, FormRule> {
  const rules = {} as Record<keyof S['shape'] & string, FormRule>;
  for (const field of Object.keys(schema.shape) as (keyof S['shape'] & string)[]) rules[field] = zodRule(schema, field, labelOf(field), t);
  return rules;
}
