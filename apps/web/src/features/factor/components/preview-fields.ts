import type { FormRule } from 'antd';
import type { z } from 'zod';
import {
  emissionSourceInput,
  FACTOR_SEED,
  SCOPE3_CATEGORIES,
  type EmissionSourceInput,
  type FactorRow,
  type SourceOf,
} from '@carbon/domain';
import { zodRule, type Translate } from '../../../lib/form-rules';

/** The source types the preview offers (calc/source `type`). */
export const PREVIEW_TYPES = ['steam', 'hot-water', 'combustion-cn', 'electricity-location', 'scope3-spend'] as const;
export type PreviewType = (typeof PREVIEW_TYPES)[number];

export type PreviewValues = Record<string, string | number | undefined> & {
  type: PreviewType;
  gwpSet: 'AR4' | 'AR5' | 'AR6';
  factorId?: string;
};

type Option = { value: string | number; labelKey: string; ns?: 'domain' };

/** The inputs of one source type (its `emissionSourceInput` member's fields, `type` left out). */
export type SourceField<T extends PreviewType> = T extends PreviewType ? Exclude<keyof SourceOf<T>, 'type'> & string : never;

/**
 * One input of a source: a decimal, an integer or a choice; `unit` is shown after the box. Its rule
 * is the domain schema's (`emissionSourceInput`, which the server validates the preview with).
 */
export type FieldSpec<Name extends string = SourceField<PreviewType>> = {
  name: Name;
  kind: 'decimal' | 'int' | 'select' | 'text';
  unit?: string;
  options?: readonly Option[];
  /**
   * Asked although the schema leaves it optional: the engine needs it whenever the field is shown
   * (pressure of superheated steam). Whether any other field is needed is the schema's to say.
   */
  required?: true;
  initial?: string | number;
  /** Shown only for some values of the other fields (e.g. pressure for superheated steam). */
  when?: (values: Partial<PreviewValues>) => boolean;
  /** i18n key of a hint under the box (namespace factor). */
  hint?: string;
};

/**
 * The library's default heat factor (domain seed row, cited there), prefilled so a steam
 * preview works without picking a factor; the user may change it or pick another row.
 */
export const DEFAULT_HEAT_FACTOR = FACTOR_SEED.find((r) => r.code === 'CN-HEAT-DEFAULT');

/** The heat factor box of steam and hot water (an input of both source types). */
const heatFactor = {
  name: 'heatFactor' as const,
  kind: 'decimal' as const,
  unit: 'tCO2/GJ',
  ...(DEFAULT_HEAT_FACTOR ? { initial: DEFAULT_HEAT_FACTOR.value, hint: 'preview.hint.defaultHeatFactor' } : {}),
};
const superheated = (v: Partial<PreviewValues>) => (v.state ?? 'superheated') === 'superheated';
const month = (): number => new Date().getMonth() + 1;

/** Fields per source type, in display order. */
export const PREVIEW_FIELDS: { readonly [T in PreviewType]: readonly FieldSpec<SourceField<T>>[] } = {
  steam: [
    {
      name: 'state',
      kind: 'select',

      initial: 'superheated',
      options: [
        { value: 'superheated', labelKey: 'preview.state.superheated' },
        { value: 'saturated', labelKey: 'preview.state.saturated' },
      ],
    },
    { name: 'pressureMPa', kind: 'decimal', unit: 'MPa', required: true, when: superheated },
    {
      name: 'pressureKind',
      kind: 'select',
      initial: 'absolute',
      when: superheated,
      options: [
        { value: 'absolute', labelKey: 'preview.pressureKind.absolute' },
        { value: 'gauge', labelKey: 'preview.pressureKind.gauge' },
      ],
    },
    { name: 'temperatureC', kind: 'decimal', unit: '°C' },
    { name: 'massT', kind: 'decimal', unit: 't' },
    heatFactor,
  ],
  'hot-water': [{ name: 'massT', kind: 'decimal', unit: 't' }, { name: 'temperatureC', kind: 'decimal', unit: '°C' }, heatFactor],
  'combustion-cn': [
    { name: 'consumption', kind: 'decimal' },
    {
      name: 'consumptionUnit',
      kind: 'select',

      initial: 't',
      options: [
        { value: 't', labelKey: 'preview.unit.t' },
        { value: '10^4 Nm3', labelKey: 'preview.unit.wanNm3' },
      ],
    },
    { name: 'ncv', kind: 'decimal', unit: 'GJ/t' },
    { name: 'carbonContent', kind: 'decimal' },
    {
      name: 'carbonContentUnit',
      kind: 'select',
      initial: 'tC/GJ',
      options: [
        { value: 'tC/GJ', labelKey: 'preview.unit.tcPerGJ' },
        { value: 'tC/TJ', labelKey: 'preview.unit.tcPerTJ' },
      ],
    },
    { name: 'oxidationRate', kind: 'decimal', hint: 'preview.hint.oxidationRate' },
  ],
  'electricity-location': [
    { name: 'kwh', kind: 'decimal', unit: 'kWh', hint: 'preview.hint.oneOfConsumption' },
    { name: 'mwh', kind: 'decimal', unit: 'MWh' },
    { name: 'gridFactor', kind: 'decimal', unit: 'tCO2/MWh' },
  ],
  'scope3-spend': [
    {
      name: 'category',
      kind: 'select',

      initial: 1,
      options: SCOPE3_CATEGORIES.map((c) => ({ value: c.number, labelKey: c.key, ns: 'domain' as const })),
    },
    { name: 'amount', kind: 'decimal' },
    { name: 'currency', kind: 'text', initial: 'CNY', hint: 'preview.hint.currency' },
    { name: 'year', kind: 'int', initial: new Date().getFullYear() },
    { name: 'month', kind: 'int', initial: month() },
    { name: 'factorKgCo2ePerUsd', kind: 'decimal', unit: 'kgCO2e/USD' },
  ],
};

/** The fields shown for the current values. */
export function visibleFields(values: Partial<PreviewValues>): FieldSpec[] {
  const fields: readonly FieldSpec[] = PREVIEW_FIELDS[values.type ?? 'steam'];
  return fields.filter((f) => !f.when || f.when(values));
}

/** Initial values of a type's fields (switching type resets them). */
export function initialFieldValues(type: PreviewType): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const f of PREVIEW_FIELDS[type]) if (f.initial !== undefined) out[f.name] = f.initial;
  return out;
}

/** The schema of each source type (the members of the domain's `emissionSourceInput`). */
const SOURCE_SCHEMAS: ReadonlyMap<string, z.ZodObject> = new Map(
  emissionSourceInput.options.map((o): [string, z.ZodObject] => [o.shape.type.value, o]),
);

function sourceSchema(type: PreviewType): z.ZodObject {
  const schema = SOURCE_SCHEMAS.get(type);
  if (!schema) throw new Error(`preview: the domain has no source type "${type}"`);
  return schema;
}

/** An integer box's text as the number the schema expects. */
const intInput = (v: unknown): unknown => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v);

/** The rules of one field of `type`: the domain schema's, plus "required" where the engine needs more than the schema says. */
export function fieldRules(type: PreviewType, spec: FieldSpec, label: string, t: Translate): FormRule[] {
  const rule = zodRule(sourceSchema(type), spec.name, label, t, spec.kind === 'int' ? { toInput: intInput } : {});
  return spec.required ? [{ required: true, message: t('rule.required', { ns: 'components', field: label }) }, rule] : [rule];
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The `source` of POST /calc/preview from the visible, non-empty fields (decimals stay strings),
 * checked by the domain's `emissionSourceInput` (the fields' rules already ran the same schema).
 */
export function toSource(values: Partial<PreviewValues>): z.ZodSafeParseResult<EmissionSourceInput> {
  const source: Record<string, string | number> = { type: values.type ?? 'steam' };
  for (const f of visibleFields(values)) {
    const v = values[f.name];
    if (v === undefined || isEmpty(v)) continue;
    if (f.kind === 'int') source[f.name] = Number(v);
    else if (f.kind === 'select') source[f.name] = v;
    else source[f.name] = String(v).trim();
  }
  if (typeof source.currency === 'string') source.currency = source.currency.toUpperCase();
  return emissionSourceInput.safeParse(source);
}

/** A type that fits a library row, from its units (to open the preview from a row). */
export function typeForFactor(row: Pick<FactorRow, 'activityUnit' | 'factorUnit'>): PreviewType | undefined {
  const unit = row.activityUnit.trim();
  if (unit === 'GJ' && /CO2/.test(row.factorUnit)) return 'steam';
  if (unit === 'MWh' || unit === 'kWh') return 'electricity-location';
  if (/^[A-Z]{3}$/.test(unit)) return 'scope3-spend';
  if (['tC/TJ', 'tC/GJ', '%'].includes(row.factorUnit.replace(/\s/g, '')) || /^GJ\//.test(row.factorUnit)) return 'combustion-cn';
  return undefined;
}
