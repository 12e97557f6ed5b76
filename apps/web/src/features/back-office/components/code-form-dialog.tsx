import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SYS_CODE_PATTERN, type InputOf } from '@carbon/domain';
import { EntityFormDialog } from '../../../components/entity-form-dialog';
import type { GuardedDialog } from '../../../components/use-unsaved-guard';
import { zodRule } from '../../../lib/form-rules';
import { RESOURCES, SCHEMAS, type Resource } from '../api/back-office-api';

/** The label field: `name` for positions and dictionary types, `value` for dictionary entries. */
export type LabelField = 'name' | 'value';
export type CodeRow = { id: string; code: string; sort: number; remark: string | null; name?: string; value?: string };
type Values = { label: string; code: string; sort: number; remark?: string | null };

type Props = {
  resource: Resource;
  /** data-testid prefix: `<prefix>-label`, `-code`, `-sort`, `-remark`, `-submit`, `-cancel`, `-dialog`, `-form`. */
  prefix: string;
  labelField: LabelField;
  dialog: GuardedDialog<CodeRow>;
  /** Extra body fields (the entry's typeId). */
  extra?: Record<string, string>;
};

/** The request schemas of the three resources share these fields (the label is `name` or `value`). */
type SharedField = 'name' | 'value' | 'code' | 'sort' | 'remark';
type AddEndpoint = (typeof RESOURCES)[Resource]['add'];
type EditEndpoint = (typeof RESOURCES)[Resource]['edit'];

/**
 * Add / edit a coded row (position, dictionary type or entry); the rules are the resource's
 * request schema's, with the code's allowed characters spelt out (a more precise reason, and
 * dictionary entries' codes follow it too) and the sort the form needs although the server defaults it.
 */
export function CodeFormDialog({ resource, prefix, labelField, dialog, extra }: Props) {
  const { t } = useTranslation('backOffice');
  const endpoints = RESOURCES[resource];
  // One form for three schemas of the same shape: each field is checked against the resource's own schema.
  const schema = SCHEMAS[resource] as z.ZodObject<Partial<Record<SharedField, z.ZodType>>>;
  const rule = (field: SharedField, label: string) => zodRule(schema, field, label, t);
  const bodyOf = (v: Values) =>
    ({ ...extra, [labelField]: v.label.trim(), code: v.code.trim(), sort: v.sort, remark: v.remark ?? null }) as InputOf<AddEndpoint>;
  const valuesOf = (row: CodeRow | undefined): Partial<Values> =>
    row ? { label: row[labelField] ?? '', code: row.code, sort: row.sort, remark: row.remark } : { sort: 100 };

  return (
    <EntityFormDialog<CodeRow, Values, undefined, AddEndpoint, EditEndpoint>
      prefix={prefix}
      dialog={dialog}
      title={(mode) => t(`${prefix}.${mode}`)}
      initialValues={valuesOf}
      add={{ endpoint: endpoints.add, body: bodyOf }}
      edit={{ endpoint: endpoints.edit, body: bodyOf }}
    >
      <Form.Item name="label" label={t(`field.${labelField}`)} rules={[rule(labelField, t(`field.${labelField}`))]}>
        <Input data-testid={`${prefix}-label`} maxLength={labelField === 'value' ? 128 : 64} />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('field.code')}
        validateFirst
        rules={[{ pattern: SYS_CODE_PATTERN, message: t('rule.codeFormat') }, rule('code', t('field.code'))]}
      >
        <Input data-testid={`${prefix}-code`} maxLength={64} />
      </Form.Item>
      <Form.Item
        name="sort"
        label={t('field.sort')}
        validateFirst
        rules={[{ required: true, message: t('rule.sortRequired') }, rule('sort', t('field.sort'))]}
      >
        <InputNumber data-testid={`${prefix}-sort`} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remark" label={t('field.remark')} rules={[rule('remark', t('field.remark'))]}>
        <Input.TextArea data-testid={`${prefix}-remark`} maxLength={255} rows={2} />
      </Form.Item>
    </EntityFormDialog>
  );
}
