import type { FormRule } from 'antd';
import type { z } from 'zod';
import { zodRule } from '../../../lib/form-rules';
import { endBeforeStart, toDay, type RecordLabels } from './labels';

/**
 * The date rules of the records' forms: a date field checked by its zod schema (as YYYY-MM-DD),
 * and an end not before its start, in the server's words (error 2052006 names both by label), so
 * the form refuses what the server would.
 */
export function dateRules<S extends z.ZodObject>(L: RecordLabels, schema: S) {
  const dateRule = (field: keyof S['shape'] & string): FormRule => zodRule(schema, field, L.field(field), L.td, { toInput: toDay });
  /** On the end field: not earlier than `start` (the same day is allowed); add `dependencies={[start]}`. */
  const orderRule =
    (start: string, end: string): FormRule =>
    ({ getFieldValue }) => ({
      validator: async (_r, value: unknown) => {
        if (endBeforeStart(toDay(getFieldValue(start)), toDay(value)))
          throw new Error(L.td('error.2052006', { start: L.field(start), end: L.field(end) }));
      },
    });
  return { dateRule, orderRule };
}
