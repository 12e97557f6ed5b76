import type { z } from 'zod';
import { emissionSourceInput, type EmissionSourceInput, type EmissionSourceType } from '@carbon/domain';

/**
 * The fields of every source type the engine knows (calc/source-input.ts `emissionSourceInput`),
 * for forms that fill one source: the inventory entry form and the factor library's preview
 * (`pickSourceFields`). Field names are the engine's input names; a dotted name (`operation.charge`) is a
 * nested input (the refrigerant screening stages). Labels live in the `sourceInput` namespace
 * (`field.<name>`), units are symbols shown after the box.
 */

export type SourceFieldKind = 'decimal' | 'int' | 'select' | 'text';

export type SourceFieldOption = { value: string | number; labelKey: string; ns?: 'domain' };

export type SourceValues = Record<string, unknown> & { type?: EmissionSourceType };

export type SourceFieldSpec = {
  name: string;
  kind: SourceFieldKind;
  /** The unit after the box; a function when it follows another field (GJ/t or GJ/10⁴Nm³ after the consumption unit). */
  unit?: string | ((values: SourceValues) => string);
  options?: readonly SourceFieldOption[];
  /** Asked although the schema leaves it optional (pressure of superheated steam). */
  required?: true;
  initial?: string | number;
  /** Shown only for some values of the other fields. */
  when?: (values: SourceValues) => boolean;
  /** i18n key (namespace sourceInput) of a hint under the box. */
  hint?: string;
  /** Set by the form's context (the scope-3 category of the section), never typed. */
  hidden?: true;
};

/** The source types an inventory section offers (issue 10 "Fill-in"). */
export const SCOPE_SOURCE_TYPES: Readonly<Record<1 | 2 | 3, readonly EmissionSourceType[]>> = {
  1: [
    'combustion-cn',
    'combustion-ipcc',
    'biomass',
    'refrigerant-screening',
    'refrigerant-simplified',
    'refrigerant-mass-balance',
    'wastewater',
  ],
  2: ['electricity-market', 'steam', 'hot-water'],
  3: ['scope3-spend', 'scope3-distance', 'scope3-passenger', 'scope3-average'],
};

/** Every source type, in the order forms offer them (location-based electricity belongs to no section: the factor preview offers it). */
export const SOURCE_TYPES: readonly EmissionSourceType[] = [
  ...SCOPE_SOURCE_TYPES[1],
  'electricity-market',
  'electricity-location',
  'steam',
  'hot-water',
  ...SCOPE_SOURCE_TYPES[3],
];

/**
 * A choice among fixed values, each labelled `option.<name>.<key>` (`choices` maps value → key);
 * `more` sets the initial value and the rest.
 */
const choice = (name: string, choices: Readonly<Record<string, string>>, more: Partial<SourceFieldSpec> = {}): SourceFieldSpec => ({
  name,
  kind: 'select',
  options: Object.entries(choices).map(([value, key]) => ({ value, labelKey: `option.${name}.${key}` })),
  ...more,
});
const sourceTypeField = choice('sourceType', { stationary: 'stationary', mobile: 'mobile' }, { initial: 'stationary' });
const ch4Gas = choice('ch4Gas', { CH4: 'CH4', 'CH4-fossil': 'fossil', 'CH4-non-fossil': 'nonFossil' });
const ipcc: readonly SourceFieldSpec[] = [
  { name: 'energyTJ', kind: 'decimal', unit: 'TJ' },
  { name: 'co2KgPerTJ', kind: 'decimal', unit: 'kg/TJ', hint: 'hint.libraryDefault' },
  { name: 'ch4KgPerTJ', kind: 'decimal', unit: 'kg/TJ', hint: 'hint.libraryDefault' },
  { name: 'n2oKgPerTJ', kind: 'decimal', unit: 'kg/TJ', hint: 'hint.libraryDefault' },
  ch4Gas,
  sourceTypeField,
];
const refrigerantCommon: readonly SourceFieldSpec[] = [
  { name: 'refrigerant', kind: 'text', hint: 'hint.refrigerant' },
  choice('massUnit', { kg: 'kg', t: 't' }, { initial: 'kg' }),
];
/** A consumption unit as shown: `10^4 Nm3` reads 10⁴Nm³. */
export const unitText = (unit: unknown) => (unit === '10^4 Nm3' || unit === '10^4Nm3' ? '10⁴Nm³' : String(unit ?? ''));
const perText = (field: string, fallback: string) => (v: SourceValues) => {
  const unit = typeof v[field] === 'string' ? (v[field] as string).trim() : '';
  return unit ? `kgCO2e/${unitText(unit)}` : fallback;
};
const superheated = (v: SourceValues) => (v.state ?? 'superheated') === 'superheated';
const heatFactor: SourceFieldSpec = { name: 'heatFactor', kind: 'decimal', unit: 'tCO2/GJ', hint: 'hint.heatFactor' };
const category: SourceFieldSpec = { name: 'category', kind: 'int', hidden: true };
/** Plain decimal boxes without unit or hint (the refrigerant quantities, in the mass unit chosen above them). */
const decimals = (...names: string[]): SourceFieldSpec[] => names.map((name) => ({ name, kind: 'decimal' }));
const thisYear = () => new Date().getFullYear();
const MONTHS: readonly SourceFieldOption[] = Array.from({ length: 12 }, (_, i) => ({ value: i + 1, labelKey: `option.month.${i + 1}` }));

/** Fields per source type, in display order. */
export const SOURCE_FIELDS: Readonly<Record<EmissionSourceType, readonly SourceFieldSpec[]>> = {
  'combustion-cn': [
    { name: 'consumption', kind: 'decimal' },
    choice('consumptionUnit', { t: 't', '10^4 Nm3': 'wanNm3' }, { initial: 't' }),
    { name: 'ncv', kind: 'decimal', unit: (v) => `GJ/${unitText(v.consumptionUnit ?? 't')}`, hint: 'hint.libraryDefault' },
    { name: 'carbonContent', kind: 'decimal', hint: 'hint.libraryDefault' },
    choice('carbonContentUnit', { 'tC/GJ': 'perGJ', 'tC/TJ': 'perTJ' }, { initial: 'tC/GJ' }),
    { name: 'oxidationRate', kind: 'decimal', hint: 'hint.fraction' },
    sourceTypeField,
    { name: 'ch4KgPerTJ', kind: 'decimal', unit: 'kg/TJ', hint: 'hint.libraryDefault' },
    { name: 'n2oKgPerTJ', kind: 'decimal', unit: 'kg/TJ', hint: 'hint.libraryDefault' },
    { name: 'overrideReason', kind: 'text', hint: 'hint.overrideReason' },
  ],
  'combustion-ipcc': ipcc,
  biomass: ipcc,
  'electricity-location': [
    { name: 'kwh', kind: 'decimal', unit: 'kWh' },
    { name: 'mwh', kind: 'decimal', unit: 'MWh' },
    { name: 'gridFactor', kind: 'decimal', unit: 'tCO2/MWh', hint: 'hint.libraryDefault' },
  ],
  'electricity-market': [
    { name: 'consumptionKwh', kind: 'decimal', unit: 'kWh' },
    { name: 'greenPowerKwh', kind: 'decimal', unit: 'kWh' },
    { name: 'greenCertificateKwh', kind: 'decimal', unit: 'kWh' },
    { name: 'residualMixFactor', kind: 'decimal', unit: 'tCO2/MWh', hint: 'hint.residualMix' },
    { name: 'gridFactor', kind: 'decimal', unit: 'tCO2/MWh', hint: 'hint.libraryDefault' },
  ],
  steam: [
    choice('state', { superheated: 'superheated', saturated: 'saturated' }, { initial: 'superheated' }),
    { name: 'pressureMPa', kind: 'decimal', unit: 'MPa', required: true, when: superheated, hint: 'hint.pressure' },
    choice('pressureKind', { absolute: 'absolute', gauge: 'gauge' }, { initial: 'absolute', when: superheated }),
    { name: 'temperatureC', kind: 'decimal', unit: '°C' },
    { name: 'massT', kind: 'decimal', unit: 't' },
    heatFactor,
  ],
  'hot-water': [{ name: 'massT', kind: 'decimal', unit: 't' }, { name: 'temperatureC', kind: 'decimal', unit: '°C' }, heatFactor],
  wastewater: [
    { name: 'codInMgL', kind: 'decimal', unit: 'mg/L' },
    { name: 'codOutMgL', kind: 'decimal', unit: 'mg/L' },
    { name: 'volumeM3', kind: 'decimal', unit: 'm³' },
    { name: 'mcf', kind: 'decimal', hint: 'hint.mcf' },
    { name: 'b0', kind: 'decimal', unit: 'kg CH4/kg COD', hint: 'hint.b0' },
    { name: 'recoveredR', kind: 'decimal', unit: 'kg CH4' },
    { name: 'sludgeS', kind: 'decimal', unit: 'kg COD' },
    ch4Gas,
  ],
  'refrigerant-screening': [
    ...refrigerantCommon,
    { name: 'installation.newCharge', kind: 'decimal' },
    { name: 'installation.lossRate', kind: 'decimal', hint: 'hint.fraction' },
    { name: 'operation.charge', kind: 'decimal' },
    { name: 'operation.annualLeakRate', kind: 'decimal', hint: 'hint.fraction' },
    { name: 'operation.years', kind: 'decimal' },
    { name: 'disposal.charge', kind: 'decimal' },
    { name: 'disposal.remainingShare', kind: 'decimal', hint: 'hint.fraction' },
    { name: 'disposal.recoveryEfficiency', kind: 'decimal', hint: 'hint.fraction' },
  ],
  'refrigerant-simplified': [
    ...refrigerantCommon,
    ...decimals('purchasedForNewEquipment', 'newEquipmentCharge', 'servicing', 'retiredEquipmentCharge', 'recoveredFromRetired'),
  ],
  'refrigerant-mass-balance': [
    ...refrigerantCommon,
    ...decimals('inventoryBegin', 'inventoryEnd', 'purchased', 'sold', 'newEquipmentCharge', 'retiredEquipmentCharge'),
  ],
  'scope3-spend': [
    category,
    { name: 'amount', kind: 'decimal' },
    { name: 'currency', kind: 'text', initial: 'CNY', hint: 'hint.currency' },
    { name: 'year', kind: 'int', initial: thisYear() },
    { name: 'month', kind: 'select', initial: 1, options: MONTHS },
    { name: 'factorKgCo2ePerUsd', kind: 'decimal', unit: 'kgCO2e/USD', hint: 'hint.libraryDefault' },
    { name: 'factorKgCo2ePerCurrencyUnit', kind: 'decimal', unit: perText('currency', 'kgCO2e') },
  ],
  'scope3-distance': [
    category,
    { name: 'massT', kind: 'decimal', unit: 't' },
    { name: 'distanceKm', kind: 'decimal', unit: 'km' },
    { name: 'factorKgCo2ePerTkm', kind: 'decimal', unit: 'kgCO2e/tkm', hint: 'hint.libraryDefault' },
  ],
  'scope3-passenger': [
    category,
    { name: 'passengers', kind: 'decimal', initial: '1' },
    { name: 'distanceKm', kind: 'decimal', unit: 'km' },
    { name: 'factorKgCo2ePerPkm', kind: 'decimal', unit: 'kgCO2e/pkm', hint: 'hint.libraryDefault' },
  ],
  'scope3-average': [
    category,
    { name: 'quantity', kind: 'decimal' },
    { name: 'unit', kind: 'text' },
    // the factor's unit beside the box, not only in the explanation (issue 26 item 6): kg per unit, ÷ 1,000
    { name: 'factor', kind: 'decimal', unit: perText('unit', 'kgCO2e'), hint: 'hint.averageFactor' },
  ],
};

/** The nested groups (refrigerant screening stages): all fields of a group or none. */
export const groupOf = (name: string): string | undefined => (name.includes('.') ? name.slice(0, name.indexOf('.')) : undefined);

/** The fields a form asks for, per source type: `SOURCE_FIELDS` (the inventory's), or fewer (`pickSourceFields`). */
export type SourceFieldTable = { readonly [T in EmissionSourceType]?: readonly SourceFieldSpec[] };

/**
 * A form that asks for fewer inputs than the inventory (the factor library's preview): the named
 * fields of each type, in the kit's order, each changed by `changes[name]` where given (another
 * initial value or hint, a category to choose rather than set by the section).
 */
export function pickSourceFields(
  names: { readonly [T in EmissionSourceType]?: readonly string[] },
  changes: Readonly<Record<string, Partial<SourceFieldSpec>>> = {},
): SourceFieldTable {
  const table: { [T in EmissionSourceType]?: readonly SourceFieldSpec[] } = {};
  for (const [type, picked] of Object.entries(names) as [EmissionSourceType, readonly string[]][])
    table[type] = SOURCE_FIELDS[type].filter((f) => picked.includes(f.name)).map((f) => ({ ...f, ...changes[f.name] }));
  return table;
}

/** The fields shown for the current values. */
export function visibleSourceFields(values: SourceValues, table: SourceFieldTable = SOURCE_FIELDS): SourceFieldSpec[] {
  if (!values.type) return [];
  return (table[values.type] ?? []).filter((f) => !f.when || f.when(values));
}

/** Initial values of a type's fields (switching the type resets them). */
export function initialSourceValues(
  type: EmissionSourceType,
  context: { category?: number | null } = {},
  table: SourceFieldTable = SOURCE_FIELDS,
): SourceValues {
  const out: SourceValues = { type };
  const fields = table[type] ?? [];
  for (const f of fields) if (f.initial !== undefined) setPath(out, f.name, f.initial);
  if (context.category && fields.some((f) => f.name === 'category')) out.category = context.category;
  return out;
}

/** The value at a dotted name. */
export function getPath(values: Record<string, unknown>, name: string): unknown {
  return name.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), values);
}

function setPath(values: Record<string, unknown>, name: string, value: unknown): void {
  const parts = name.split('.');
  let o = values;
  for (const k of parts.slice(0, -1)) {
    if (!o[k] || typeof o[k] !== 'object') o[k] = {};
    o = o[k] as Record<string, unknown>;
  }
  o[parts[parts.length - 1]!] = value;
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The engine's source input from the form's values: the visible, non-empty fields (decimals stay
 * strings, integers and months numbers), checked by the domain's `emissionSourceInput`.
 */
export function toSourceInput(
  values: SourceValues,
  table: SourceFieldTable = SOURCE_FIELDS,
): { success: true; data: EmissionSourceInput } | { success: false; error?: z.ZodError } {
  if (!values.type) return { success: false };
  const source: Record<string, unknown> = { type: values.type };
  for (const f of visibleSourceFields(values, table)) {
    const v = getPath(values, f.name);
    if (isEmpty(v)) continue;
    if (f.kind === 'int') setPath(source, f.name, Number(v));
    else if (f.kind === 'select') setPath(source, f.name, v);
    else setPath(source, f.name, String(v).trim());
  }
  if (typeof source.currency === 'string') source.currency = source.currency.toUpperCase();
  const parsed = emissionSourceInput.safeParse(source);
  return parsed.success ? { success: true, data: parsed.data } : { success: false, error: parsed.error };
}

/** Form values from a stored input (editing an entry): the input itself, with defaults for what it leaves out. */
export function sourceValuesOf(input: Record<string, unknown> & { type: string }): SourceValues {
  const type = (SOURCE_TYPES as readonly string[]).includes(input.type) ? (input.type as EmissionSourceType) : undefined;
  if (!type) return {};
  const out = initialSourceValues(type);
  for (const f of SOURCE_FIELDS[type]) {
    const v = getPath(input, f.name);
    if (v !== undefined) setPath(out, f.name, f.kind === 'decimal' || f.kind === 'text' ? String(v) : v);
  }
  return out;
}

const DIGITS = /^\d+$/;

/** Spec §5/§9: a number of at least 0, numbers only, at most 15 digits before the point and 10 decimals. */
export function isDecimalText(text: string): boolean {
  const [whole = '', fraction, ...rest] = text.split('.');
  if (rest.length > 0 || !DIGITS.test(whole) || whole.length > 15) return false;
  return fraction === undefined || (DIGITS.test(fraction) && fraction.length <= 10);
}

/** Spec §5 steam ranges: superheated 0-600 °C and 0.02-30 MPa; saturated above 6.98 up to 373.68 °C. */
export const STEAM_RANGES = {
  superheated: { temperature: [0, 600] as const, pressure: [0.02, 30] as const },
  saturated: { temperature: [6.98, 373.68] as const },
};
