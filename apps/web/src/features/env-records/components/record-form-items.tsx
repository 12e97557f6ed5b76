import type { ReactNode } from 'react';
import { DatePicker, Form, Input } from 'antd';
import type { z } from 'zod';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { zodRule } from '../../../lib/form-rules';
import { dateRules } from './date-rules';
import type { RecordLabels } from './labels';

type DateOptions<F> = {
  /** The start this date may not precede (the same day is allowed); the item re-checks when it changes. */
  after?: F;
  extra?: ReactNode;
};

/** The fields every record has. */
type RecordShape = { orgId: z.ZodType; remark: z.ZodType };

/**
 * The form items of a record's dialog, built one way for every record (honours, plans, EIA
 * projects, waste): each field labelled by its contract label (or `label`), checked by the
 * record's zod schema (`rule`), its input's testid `<prefix>-<field>`.
 */
export function recordFormItems<S extends z.ZodObject<RecordShape>>(L: RecordLabels, schema: S, prefix: string) {
  type Field = keyof S['shape'] & string;
  const rule = (field: Field, label: string = L.field(field)) => zodRule(schema, field, label, L.td);
  const { dateRule, orderRule } = dateRules(L, schema);
  const id = (field: string) => `${prefix}-${field}`;
  return {
    rule,
    id,
    /** The organisation the record belongs to. */
    org: (extra?: ReactNode) => (
      <Form.Item name="orgId" label={L.field('orgId')} rules={[rule('orgId')]} extra={extra}>
        <OrgTreeSelect testId={id('orgId')} />
      </Form.Item>
    ),
    /** A one-line text of at most `maxLength` characters. */
    text: (field: Field, maxLength: number, label?: string) => (
      <Form.Item name={field as string} label={label ?? L.field(field)} rules={[rule(field, label)]}>
        <Input data-testid={id(field)} maxLength={maxLength} />
      </Form.Item>
    ),
    /** A day, checked as YYYY-MM-DD; `after`: not before that start. */
    date: (field: Field, { after, extra }: DateOptions<Field> = {}) => (
      <Form.Item
        name={field as string}
        label={L.field(field)}
        dependencies={after ? [after] : undefined}
        rules={[dateRule(field), ...(after ? [orderRule(after, field)] : [])]}
        extra={extra}
      >
        <DatePicker data-testid={id(field)} style={{ width: '100%' }} />
      </Form.Item>
    ),
    /** The remarks. */
    remark: (maxLength = 1000, rows = 3) => (
      <Form.Item name="remark" label={L.field('remark')} rules={[rule('remark')]}>
        <Input.TextArea data-testid={id('remark')} maxLength={maxLength} rows={rows} />
      </Form.Item>
    ),
  };
}
