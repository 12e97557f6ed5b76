import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { exchangeRateFields } from '@carbon/domain';
import { zodRule, zodRules } from './form-rules';
import { initI18n } from './i18n';

const i18n = initI18n('en-US');
const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

/** Runs an antd rule's validator: the error message, or null when the value passes. */
async function check(rule: ReturnType<typeof zodRule>, value: unknown): Promise<string | null> {
  if (typeof rule === 'function' || !rule.validator) throw new Error('not a validator rule');
  try {
    await rule.validator({}, value, () => undefined);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

const schema = z.object({
  name: z.string().trim().min(1).max(5),
  sort: z.number().int().min(1).max(100),
  note: z.string().max(3).nullable().optional(),
});

describe('zodRule', () => {
  it('asks for an empty required field by its label, and marks it required', async () => {
    const rule = zodRule(schema, 'name', 'Name', t);
    expect(typeof rule === 'object' && rule.required).toBe(true);
    expect(await check(rule, undefined)).toBe('Please enter Name');
    expect(await check(rule, '   ')).toBe('Please enter Name');
    expect(await check(zodRule(schema, 'sort', 'Sort', t), null)).toBe('Please enter Sort');
  });

  it('lets an optional field stay empty', async () => {
    const rule = zodRule(schema, 'note', 'Note', t);
    expect(typeof rule === 'object' && rule.required).toBe(false);
    expect(await check(rule, '')).toBeNull();
    expect(await check(rule, 'abcd')).toBe('Note must be at most 3 characters');
  });

  it('names the bounds of the schema', async () => {
    expect(await check(zodRule(schema, 'name', 'Name', t), 'abcdef')).toBe('Name must be at most 5 characters');
    expect(await check(zodRule(schema, 'sort', 'Sort', t), 0)).toBe('Sort must not be less than 1');
    expect(await check(zodRule(schema, 'sort', 'Sort', t), 101)).toBe('Sort must not be greater than 100');
    expect(await check(zodRule(schema, 'sort', 'Sort', t), 1.5)).toBe('Sort must be a whole number');
    expect(await check(zodRule(schema, 'sort', 'Sort', t), 50)).toBeNull();
  });

  it("translates the schema's own message key from the domain catalogue", async () => {
    const rule = zodRule(exchangeRateFields, 'currency', 'Currency', t);
    expect(await check(rule, 'usd')).toBe('The currency must be a three-letter upper-case ISO 4217 code');
    expect(await check(rule, 'USD')).toBeNull();
    expect(await check(zodRule(exchangeRateFields, 'rateToUsd', 'Rate', t), '0')).toBe(
      'The rate must be greater than 0, with at most 20 decimals',
    );
  });

  it('says it in Chinese too', async () => {
    const zh = initI18n('zh-CN');
    const tz = (key: string, options?: Record<string, unknown>) => zh.t(key, options);
    expect(await check(zodRule(schema, 'name', '名称', tz), '')).toBe('请输入名称');
    initI18n('en-US');
  });

  it('converts the control value first when asked', async () => {
    const rule = zodRule(exchangeRateFields, 'rateToUsd', 'Rate', t, { toInput: (v) => String(v).replace(/^\+/, '') });
    expect(await check(rule, '+7.1')).toBeNull();
  });

  it('builds the rules of every field at once', async () => {
    const rules = zodRules(schema, (f) => `<${f}>`, t);
    expect(Object.keys(rules)).toEqual(['name', 'sort', 'note']);
    expect(await check(rules.name, '')).toBe('Please enter <name>');
  });

  it('refuses a field the schema does not have', () => {
    expect(() => zodRule(schema, 'nope' as 'name', 'Nope', t)).toThrow(/no field "nope"/);
  });
});
