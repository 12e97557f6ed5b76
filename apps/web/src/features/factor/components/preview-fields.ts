import type { FormRule } from 'antd';
import { FACTOR_SEED, SCOPE3_CATEGORIES, type EmissionSourceType, type FactorRow } from '@carbon/domain';
import { zodRule, type Translate } from '../../../lib/form-rules';
import { pickSourceFields, sourceSchemaOf, type SourceFieldSpec } from '../../../components/source-input';

/** The source types the preview offers (calc/source `type`). */
export const PREVIEW_TYPES = ['steam', 'hot-water', 'combustion-cn', 'electricity-location', 'scope3-spend'] as const;
export type PreviewType = (typeof PREVIEW_TYPES)[number];

/**
 * The library's default heat factor (domain seed row, cited there), prefilled so a steam
 * preview works without picking a factor; the user may change it or pick another row.
 */
export const DEFAULT_HEAT_FACTOR = FACTOR_SEED.find((r) => r.code === 'CN-HEAT-DEFAULT');

/**
 * The inputs the preview asks for: the source-input kit's fields of each type, fewer than an
 * inventory entry's (no fuel parameter set, no override reason). No section sets the scope 3
 * category, so it is chosen; the heat factor starts at the library default; the inventory's
 * "leave empty for the library default" hints do not hold here (only a picked factor fills in).
 */
export const PREVIEW_FIELDS = pickSourceFields(
  {
    steam: ['state', 'pressureMPa', 'pressureKind', 'temperatureC', 'massT', 'heatFactor'],
    'hot-water': ['massT', 'temperatureC', 'heatFactor'],
    'combustion-cn': ['consumption', 'consumptionUnit', 'ncv', 'carbonContent', 'carbonContentUnit', 'oxidationRate'],
    'electricity-location': ['kwh', 'mwh', 'gridFactor'],
    'scope3-spend': ['category', 'amount', 'currency', 'year', 'month', 'factorKgCo2ePerUsd'],
  },
  {
    heatFactor: DEFAULT_HEAT_FACTOR ? { initial: DEFAULT_HEAT_FACTOR.value, hint: 'hint.defaultHeatFactor' } : { hint: undefined },
    category: {
      kind: 'select',
      hidden: undefined,
      initial: 1,
      options: SCOPE3_CATEGORIES.map((c) => ({ value: c.number, labelKey: c.key, ns: 'domain' as const })),
    },
    month: { initial: new Date().getMonth() + 1 },
    kwh: { hint: 'hint.oneOfConsumption' },
    ncv: { hint: undefined },
    carbonContent: { hint: undefined },
    gridFactor: { hint: undefined },
    factorKgCo2ePerUsd: { hint: undefined },
  },
);

/** An integer box's text as the number the schema expects. */
const intInput = (v: unknown): unknown => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v);

/**
 * The rules of one preview field: the domain schema's only (the one the server checks the preview
 * with), plus "required" where the engine needs more than the schema says. Ranges and formats are
 * left to the engine, whose refusal shows under the field: the preview is where one tries it out.
 */
export function previewRules(type: EmissionSourceType, spec: SourceFieldSpec, label: string, t: Translate): FormRule[] {
  const rule = zodRule(sourceSchemaOf(type), spec.name, label, t, spec.kind === 'int' ? { toInput: intInput } : {});
  return spec.required ? [{ required: true, message: t('rule.required', { ns: 'components', field: label }) }, rule] : [rule];
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
