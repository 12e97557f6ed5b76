import { z } from 'zod';
import { UNITS } from '../calc/units/unit-table.js';
import type { FactorSeedTable } from './types.js';

/**
 * Request and response shapes of the factor library API (spec §3: emission factor;
 * /api/main/factor/*). Values are decimal strings on the wire; ids are digit strings.
 */

/** Entity codes of the factor library, following the contract's scheme (sys module 20, kind 2600; ours). */
export const FACTOR_CODE = {
  /** the factor row does not exist (or was deleted) */
  NOT_EXIST: 2026001,
  /** another live row already has this code and version */
  VERSION_REPEAT: 2026002,
  /** the row is used by stored results and cannot be edited or deleted */
  IN_USE: 2026003,
  /** a new version without a start date would overlap a version that starts today or later */
  PERIOD_OVERLAP: 2026004,
} as const;

export const FACTOR_TABLE_CODES = [
  'fixed-combustion',
  'mobile-combustion',
  'biomass',
  'default',
  'transport',
  'sector',
  'energy',
] as const satisfies readonly FactorSeedTable[];
export const factorTableCode = z.enum(FACTOR_TABLE_CODES);

/**
 * Activity units the library uses that the conversion table (calc/units UNITS) cannot hold,
 * because they are not convertible to its base units or are compound. Data, so the list can
 * grow; every row says why it exists.
 */
export const FACTOR_EXTRA_UNITS: readonly { code: string; reason: string }[] = [
  { code: 'Gg', reason: 'gigagram (10³ t): IPCC 2006 GL Vol.2 Table 1.2 prints NCVs in TJ/Gg' },
  { code: 'Nm3', reason: 'normal cubic metre (gas at 0 °C, 101.325 kPa): not convertible to m3 without the state' },
  { code: '10^4Nm3', reason: '10⁴ Nm³: the Chinese guidelines quote gaseous-fuel NCVs per 10⁴ Nm³' },
  { code: '%', reason: 'parameter rows such as the carbon oxidation rate (NDRC guideline tables print percent)' },
  { code: 'tkm', reason: 'tonne-kilometre: distance-based transport factors (GHG Protocol Scope 3 Technical Guidance)' },
  { code: 'pkm', reason: 'passenger-kilometre: business-travel factors (GHG Protocol Scope 3 Technical Guidance)' },
];

/** ISO 4217 alphabetic code: spend-based factors are per unit of a currency (e.g. kgCO2e/USD). */
const CURRENCY_CODE = /^[A-Z]{3}$/;
const KNOWN_UNITS: ReadonlySet<string> = new Set([...UNITS.map((u) => u.code), ...FACTOR_EXTRA_UNITS.map((u) => u.code)]);

/** Whether `unit` may be a factor's activity unit: a unit of the domain's table, an extra unit, or a currency. */
export function isFactorActivityUnit(unit: string): boolean {
  return KNOWN_UNITS.has(unit) || CURRENCY_CODE.test(unit);
}

/**
 * Whether `s` is a plain decimal ≥ 0 (digits, optionally a point and digits) with at most
 * `maxDecimals` decimals: no sign, no exponent, no blanks. Spec §5/§9: factor values ≤ 10 decimals.
 */
export function isNonNegativeDecimal(s: string, maxDecimals: number, maxIntegerDigits = 24): boolean {
  const parts = s.split('.');
  if (parts.length > 2) return false;
  const [int = '', frac] = parts;
  if (!/^\d+$/.test(int) || int.length > maxIntegerDigits) return false;
  return frac === undefined || (/^\d+$/.test(frac) && frac.length <= maxDecimals);
}
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);
const isoDate = z.string().regex(ISO_DATE).refine(isRealDate, { message: 'factor.validation.date' });

/** The editable fields of a factor row (add, edit, import). */
export const factorFields = z.object({
  tableCode: factorTableCode,
  class1: required(64),
  class2: text(64).default(''),
  nameZh: required(200),
  nameEn: text(200).default(''),
  code: required(64).regex(/^[\w.\-/()+]+$/, { message: 'factor.validation.code' }),
  factorVersion: required(64),
  country: required(64),
  sector: text(64).default(''),
  gas: text(32).default(''),
  value: z
    .string()
    .trim()
    .refine((v) => isNonNegativeDecimal(v, 10), { message: 'factor.validation.value' }),
  factorUnit: required(32),
  gasUnit: text(32).default(''),
  activityUnit: required(32).refine(isFactorActivityUnit, { message: 'factor.validation.activityUnit' }),
  sourceTitle: required(500),
  sourceYear: z.number().int().min(1900).max(2100).nullable().default(null),
  sourceUrl: text(500)
    .refine((v) => v === '' || /^https?:\/\/\S+$/.test(v), { message: 'factor.validation.url' })
    .default(''),
  validFrom: isoDate.nullable().default(null),
  validTo: isoDate.nullable().default(null),
  note: text(1000).nullable().default(null),
});

/** valid_to ≥ valid_from when both are set. */
const validPeriod = <T extends { validFrom: string | null; validTo: string | null }>(v: T) =>
  !(v.validFrom && v.validTo && v.validTo < v.validFrom);
const periodIssue = { message: 'factor.validation.validTo', path: ['validTo'] };

/** Unknown keys are dropped (the web may send a detail row back); only these fields are ever written. */
export const factorAddRequest = factorFields.refine(validPeriod, periodIssue);
export type FactorAddRequest = z.infer<typeof factorAddRequest>;

const idText = z.string().regex(/^\d{1,18}$/);

/** Edit carries the row's optimistic-lock `version` (not to be confused with `factorVersion`). */
export const factorEditRequest = factorFields.extend({ id: idText, version: z.number().int().min(1) }).refine(validPeriod, periodIssue);
export type FactorEditRequest = z.infer<typeof factorEditRequest>;

export const factorDeleteRequest = z.object({ id: idText, version: z.number().int().min(1).optional() });
export const factorIdQuery = z.object({ id: idText });
export const factorVersionsQuery = z.object({ code: required(64) });

const pageParams = {
  pageNo: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
};

/** Filters of page and export; keyword matches the Chinese or English name or the code. */
export const factorFilter = z.object({
  tableCode: factorTableCode.optional(),
  class1: text(64).optional(),
  class2: text(64).optional(),
  country: text(64).optional(),
  sector: text(64).optional(),
  keyword: text(100).optional(),
  factorVersion: text(64).optional(),
  /** `fuel`: only the rows that stand for a fuel's parameter set (factors/fuels.ts), one per fuel and version. */
  kind: z.enum(['fuel']).optional(),
  /** Only rows per this activity unit (the factor list of a scope 3 method: `tkm`, `pkm`, `room-night`). */
  activityUnit: text(32).optional(),
});
export type FactorFilter = z.infer<typeof factorFilter>;
export const factorPageQuery = factorFilter.extend(pageParams);

/** One factor row on the wire. */
export const factorRow = z.object({
  id: z.string(),
  tableCode: z.string(),
  class1: z.string(),
  class2: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  code: z.string(),
  factorVersion: z.string(),
  country: z.string(),
  sector: z.string(),
  gas: z.string(),
  value: z.string(),
  factorUnit: z.string(),
  gasUnit: z.string(),
  activityUnit: z.string(),
  sourceTitle: z.string(),
  sourceYear: z.number().int().nullable(),
  sourceUrl: z.string(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  note: z.string().nullable(),
  status: z.number().int(),
  /** Optimistic-lock counter: send it back with edit. */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FactorRow = z.infer<typeof factorRow>;

/** Columns of the import template and the export, in order; headers are i18n keys `factor.column.<key>`. */
export const FACTOR_SHEET_KEYS = [
  'tableCode',
  'class1',
  'class2',
  'nameZh',
  'nameEn',
  'code',
  'factorVersion',
  'country',
  'sector',
  'gas',
  'value',
  'factorUnit',
  'gasUnit',
  'activityUnit',
  'sourceTitle',
  'sourceYear',
  'sourceUrl',
  'validFrom',
  'validTo',
  'note',
] as const;
export type FactorSheetKey = (typeof FACTOR_SHEET_KEYS)[number];

/** Import result: how many rows were inserted (a failure is the 1012002 error with its rows). */
export const importResult = z.object({ inserted: z.number().int() });

/** The factor a record pinned (null: none), as the record's row shows it: id, code, version, name, value, unit, source. */
export const pinnedFactorFields = {
  factorId: z.string().nullable(),
  factorCode: z.string().nullable(),
  factorVersion: z.string().nullable(),
  factorName: z.string().nullable(),
  factorValue: z.string().nullable(),
  factorUnit: z.string().nullable(),
  factorSource: z.string().nullable(),
};
