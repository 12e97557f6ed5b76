import type { ReactNode } from 'react';
import { Form, Input, Select, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { emissionSourceInput, type EmissionSourceType } from '@carbon/domain';
import {
  isDecimalText,
  getPath,
  groupOf,
  SOURCE_FIELDS,
  STEAM_RANGES,
  visibleSourceFields,
  type SourceFieldSpec,
  type SourceFieldTable,
  type SourceValues,
} from './source-fields';

export const SOURCE_INPUT_NS = 'sourceInput';

type T = (key: string, options?: Record<string, unknown>) => string;

/** The schema of each source type (the members of the domain's `emissionSourceInput`). */
const SCHEMAS: ReadonlyMap<string, z.ZodObject> = new Map(
  emissionSourceInput.options.map((o): [string, z.ZodObject] => [o.shape.type.value, o]),
);

/** The domain's schema of one source type (a member of `emissionSourceInput`). */
export function sourceSchemaOf(type: EmissionSourceType): z.ZodObject {
  const schema = SCHEMAS.get(type);
  if (!schema) throw new Error(`source-input: the domain has no source type "${type}"`);
  return schema;
}

/** Whether the engine's schema needs the top-level input `name` of `type`. */
export function schemaRequires(type: EmissionSourceType, name: string): boolean {
  if (name.includes('.')) return false;
  const field = (SCHEMAS.get(type)?.shape as Record<string, z.ZodType> | undefined)?.[name];
  return !!field && !field.safeParse(undefined).success;
}

const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The rules of one field: required (schema, spec or its stage group), number format, the spec §5 steam ranges. */
export function sourceFieldRules(type: EmissionSourceType, spec: SourceFieldSpec, label: string, t: T, prefix: string): FormRule[] {
  const required = t('rule.required', { ns: 'components', field: label });
  const rules: FormRule[] = [];
  if (spec.required || schemaRequires(type, spec.name)) rules.push({ required: true, message: required });
  const group = groupOf(spec.name);
  if (group) {
    const siblings = SOURCE_FIELDS[type].filter((f) => groupOf(f.name) === group).map((f) => f.name);
    rules.push(({ getFieldValue }) => ({
      validator: async (_r, v: unknown) => {
        const stage = (getFieldValue(prefix) ?? {}) as SourceValues;
        if (empty(v) && siblings.some((s) => !empty(getPath(stage, s)))) throw new Error(required);
      },
    }));
  }
  if (spec.kind === 'decimal')
    rules.push({
      validator: async (_r, v: unknown) => {
        if (!empty(v) && !isDecimalText(String(v).trim())) throw new Error(t('rule.decimal', { ns: SOURCE_INPUT_NS, field: label }));
      },
    });
  if (spec.kind === 'int')
    rules.push({
      validator: async (_r, v: unknown) => {
        if (!empty(v) && !/^\d{1,4}$/.test(String(v).trim())) throw new Error(t('rule.integer', { ns: 'components', field: label }));
      },
    });
  if (spec.name === 'currency')
    rules.push({
      validator: async (_r, v: unknown) => {
        if (!empty(v) && !/^[A-Za-z]{3}$/.test(String(v).trim()))
          throw new Error(t('rule.currency', { ns: SOURCE_INPUT_NS, field: label }));
      },
    });
  if (type === 'steam' && (spec.name === 'temperatureC' || spec.name === 'pressureMPa'))
    rules.push(({ getFieldValue }) => ({
      validator: async (_r, v: unknown) => {
        if (empty(v) || !isDecimalText(String(v).trim())) return;
        const n = Number(v);
        const state = (getFieldValue([prefix, 'state']) as string | undefined) ?? 'superheated';
        if (spec.name === 'pressureMPa') {
          const [min, max] = STEAM_RANGES.superheated.pressure;
          if (n < min || n > max) throw new Error(t('rule.range', { ns: SOURCE_INPUT_NS, field: label, min, max }));
          return;
        }
        if (state === 'saturated') {
          const [min, max] = STEAM_RANGES.saturated.temperature;
          if (n <= min || n > max) throw new Error(t('rule.rangeAbove', { ns: SOURCE_INPUT_NS, field: label, min, max }));
        } else {
          const [min, max] = STEAM_RANGES.superheated.temperature;
          if (n < min || n > max) throw new Error(t('rule.range', { ns: SOURCE_INPUT_NS, field: label, min, max }));
        }
      },
    }));
  return rules;
}

type Props = {
  /** The source types offered (the section's). */
  types: readonly EmissionSourceType[];
  /** The form's values under `prefix` (Form.useWatch). */
  values: SourceValues;
  /** Where the source sits in the form's values (default `source`). */
  prefix?: string;
  /** data-testid prefix: `<testId>-type`, `<testId>-field-<name>`. */
  testId?: string;
  /** A refusal the server placed on one input (`source.<name>`), shown under it. */
  failure?: { field: string; message: string } | null;
  /** The fields asked for (default `SOURCE_FIELDS`, the inventory's; fewer with `pickSourceFields`). */
  fields?: SourceFieldTable;
  /** Shown between the type and its fields (the preview's factor picker). */
  afterType?: ReactNode;
  /** The rules of each field (default `sourceFieldRules`). */
  rules?: (type: EmissionSourceType, spec: SourceFieldSpec, label: string) => FormRule[];
};

/**
 * The inputs of one emission source: the type (among `types`), then that type's fields with
 * their labels, units, hints and rules. Put it inside an antd Form; read the input with
 * `toSourceInput(form.getFieldValue(prefix))`.
 */
export function SourceInputFields({ types, values, prefix = 'source', testId = 'source', failure, fields, afterType, rules }: Props) {
  const { t } = useTranslation(SOURCE_INPUT_NS);
  const rulesOf =
    rules ?? ((type: EmissionSourceType, spec: SourceFieldSpec, label: string) => sourceFieldRules(type, spec, label, t, prefix));
  const type = values.type;
  return (
    <>
      <Form.Item
        name={[prefix, 'type']}
        label={t('field.type')}
        rules={[{ required: true, message: t('rule.required', { ns: 'components', field: t('field.type') }) }]}
      >
        <Select
          data-testid={`${testId}-type`}
          options={types.map((v) => ({ value: v, label: <span data-testid={`${testId}-type-${v}`}>{t(`type.${v}`)}</span> }))}
        />
      </Form.Item>
      {afterType}
      {type &&
        visibleSourceFields(values, fields).map((spec) => {
          const label = t(`field.${spec.name}`);
          const id = `${testId}-field-${spec.name}`;
          const mine = failure?.field === spec.name;
          return (
            <Form.Item
              key={`${type}-${spec.name}`}
              name={[prefix, ...spec.name.split('.')]}
              label={label}
              hidden={spec.hidden}
              rules={rulesOf(type, spec, label)}
              extra={spec.hint ? t(spec.hint) : undefined}
              {...(mine ? { validateStatus: 'error' as const, help: <span data-testid={`${testId}-error`}>{failure.message}</span> } : {})}
            >
              {spec.kind === 'select' ? (
                <Select
                  data-testid={id}
                  allowClear={!spec.initial}
                  options={(spec.options ?? []).map((o) => ({
                    value: o.value,
                    label: <span data-testid={`${id}-${String(o.value)}`}>{o.ns ? t(o.labelKey, { ns: o.ns }) : t(o.labelKey)}</span>,
                  }))}
                />
              ) : (
                <Input
                  data-testid={id}
                  inputMode={spec.kind === 'text' ? 'text' : spec.kind === 'int' ? 'numeric' : 'decimal'}
                  maxLength={spec.kind === 'text' ? 64 : 30}
                  suffix={typeof spec.unit === 'function' ? spec.unit(values) : spec.unit}
                />
              )}
            </Form.Item>
          );
        })}
    </>
  );
}
