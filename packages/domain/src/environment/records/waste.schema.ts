import { z } from 'zod';
import { idString, pageQuery } from '../../shared/envelope.js';
import { pinnedFactorFields } from '../../factors/factor.schema.js';
import { WASTE_CATALOGUE_KIND } from './waste-catalogue-kind.js';
import { WASTE_DISPOSAL_METHOD } from '../dictionary.js';

/**
 * Waste (issue 15): the solid and hazardous waste catalogues (seeded entries and imported
 * ones), the monthly waste records per legal entity, the disposal method → emission factor
 * mapping, and the path of waste records into an inventory task's scope 3 category 5.
 * Messages: i18n/messages/environment-records.ts.
 */

/** Error codes of the waste records (2051xxx). Messages `error.<code>`. */
export const ENV_WASTE_CODE = {
  CATALOGUE_NOT_EXIST: 2051001,
  CATALOGUE_CODE_REPEAT: 2051002,
  /** A catalogue entry still used by a live waste record cannot be deleted. */
  CATALOGUE_IN_USE: 2051003,
  WASTE_NOT_EXIST: 2051004,
  /** The same waste, month and disposal method is already recorded for the entity. */
  WASTE_REPEAT: 2051005,
  /** The disposal method has no emission factor mapped. */
  NO_FACTOR: 2051006,
  /** The task's organisation or period differs from the records'. */
  TASK_MISMATCH: 2051007,
  /** The mapped factor does not exist (deleted from the library). */
  FACTOR_NOT_EXIST: 2051008,
} as const;

export const WASTE_KINDS = WASTE_CATALOGUE_KIND.items.map((i) => i.code) as ['general_solid', 'hazardous'];
const methodCodes = WASTE_DISPOSAL_METHOD.items.map((i) => i.code);

/** Quantities in tonnes: up to 12 integer digits and 6 decimals (a gram is 0.000001 t). */
export const WASTE_QUANTITY_DECIMALS = 6;
/** Digits with an optional point: at most 12 before and 6 after, above zero. */
function isQuantity(s: string): boolean {
  const [int = '', frac, extra] = s.split('.');
  const digits = (t: string, max: number) => t.length >= 1 && t.length <= max && [...t].every((c) => c >= '0' && c <= '9');
  return extra === undefined && digits(int, 12) && (frac === undefined || digits(frac, 6)) && /[1-9]/.test(s);
}
const quantity = z.string().trim().refine(isQuantity, { message: 'envRecords.validation.quantity' });
const method = z.coerce
  .number()
  .int()
  .refine((n) => methodCodes.includes(n as never), { message: 'envRecords.validation.disposalMethod' });
const version = z.coerce.number().int().min(1);
const text = (max: number) => z.string().trim().max(max);

// ---------------------------------------------------------------- catalogue

export const wasteCatalogueFields = z.object({
  kind: z.enum(WASTE_KINDS),
  /** The catalogue's own code: 900-249-08 (hazardous), 900-001-S17 (general). */
  code: z
    .string()
    .trim()
    .regex(/^[0-9A-Z]{3}-[0-9A-Z]{3}-[0-9A-Z]{2,3}$/, { message: 'envRecords.validation.wasteCode' }),
  /** The category: HW08, SW17. */
  category: z
    .string()
    .trim()
    .regex(/^(HW|SW)\d{2}$/, { message: 'envRecords.validation.wasteCategory' }),
  labelZh: z.string().trim().min(1).max(300),
  labelEn: text(300).optional(),
  labelTw: text(300).optional(),
  industryZh: z.string().trim().min(1).max(100),
  industryEn: text(100).optional(),
  industryTw: text(100).optional(),
  /** Hazardous characteristics, e.g. "T,I". */
  hazard: text(20).optional(),
});
export type WasteCatalogueFields = z.infer<typeof wasteCatalogueFields>;
export const wasteCatalogueEditRequest = wasteCatalogueFields.extend({ id: idString, version });
export type WasteCatalogueEditRequest = z.infer<typeof wasteCatalogueEditRequest>;
export const wasteCatalogueFilter = z.object({ kind: z.enum(WASTE_KINDS).optional(), keyword: text(100).optional() });
export type WasteCatalogueFilter = z.infer<typeof wasteCatalogueFilter>;
export const wasteCataloguePageQuery = pageQuery.extend(wasteCatalogueFilter.shape);

export const wasteCatalogueRow = wasteCatalogueFields.extend({
  id: z.string(),
  labelEn: z.string(),
  labelTw: z.string(),
  industryEn: z.string(),
  industryTw: z.string(),
  hazard: z.string(),
  /** The label and source industry in the caller's language (zh-CN when not given in it). */
  label: z.string(),
  industry: z.string(),
  categoryLabel: z.string(),
  /** Seeded from the official catalogue (true) or added by a user. */
  builtin: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type WasteCatalogueRow = z.infer<typeof wasteCatalogueRow>;

// ---------------------------------------------------------------- waste records

export const wasteFields = z.object({
  orgId: idString,
  year: z.coerce.number().int().min(1990).max(2100),
  month: z.coerce.number().int().min(1).max(12),
  catalogueId: idString,
  /** Tonnes, decimal string. */
  quantity,
  disposalMethod: method,
  /** Who received the waste (a licensed disposal company), optional. */
  receiver: text(200).optional(),
  remark: text(500).optional(),
});
export type WasteFields = z.infer<typeof wasteFields>;
export const wasteEditRequest = wasteFields.extend({ id: idString, version });
export type WasteEditRequest = z.infer<typeof wasteEditRequest>;
export const envDeleteRequest = z.object({ id: idString, version: version.optional() });
export type EnvDeleteRequest = z.infer<typeof envDeleteRequest>;

export const wasteFilter = z.object({
  orgId: idString.optional(),
  year: z.coerce.number().int().min(1990).max(2100).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
  kind: z.enum(WASTE_KINDS).optional(),
  disposalMethod: method.optional(),
  keyword: text(100).optional(),
});
export type WasteFilter = z.infer<typeof wasteFilter>;
export const wastePageQuery = pageQuery.extend(wasteFilter.shape);

export const wasteRow = z.object({
  id: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  catalogueId: z.string(),
  wasteCode: z.string(),
  wasteKind: z.enum(WASTE_KINDS),
  wasteCategory: z.string(),
  wasteLabel: z.string(),
  quantity: z.string(),
  disposalMethod: z.number().int(),
  receiver: z.string().nullable(),
  remark: z.string().nullable(),
  /** The inventory tasks this record was added to (ids). */
  inventoryTaskIds: z.array(z.string()),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WasteRow = z.infer<typeof wasteRow>;

// ---------------------------------------------------------------- disposal method → factor

export const wasteFactorRow = z.object({
  disposalMethod: z.number().int(),
  ...pinnedFactorFields,
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type WasteFactorRow = z.infer<typeof wasteFactorRow>;
export const wasteFactorEditRequest = z.object({
  disposalMethod: method,
  /** A factor of the library (its tonne-based row), or null to unmap. */
  factorId: idString.nullable(),
  version: version.optional(),
});
export type WasteFactorEditRequest = z.infer<typeof wasteFactorEditRequest>;

// ---------------------------------------------------------------- into an inventory task

/** The waste records (ids) to add to a task of the same legal entity and period. */
export const wasteToInventoryRequest = z.object({
  taskId: idString,
  ids: z.array(idString).min(1).max(500),
});
export type WasteToInventoryRequest = z.infer<typeof wasteToInventoryRequest>;
export const wasteToInventoryResult = z.object({
  /** The new entries (ids), one per record added now. */
  entryIds: z.array(z.string()),
  /** Records already in the task (not added twice). */
  skipped: z.array(z.string()),
});
export type WasteToInventoryResult = z.infer<typeof wasteToInventoryResult>;

/** Columns of the import template and export (`envRecords.column.<key>`). */
export const WASTE_SHEET_KEYS = ['orgCode', 'year', 'month', 'wasteCode', 'quantity', 'disposalMethod', 'receiver', 'remark'] as const;
export const CATALOGUE_SHEET_KEYS = [
  'kind',
  'code',
  'category',
  'labelZh',
  'labelEn',
  'labelTw',
  'industryZh',
  'industryEn',
  'industryTw',
  'hazard',
] as const;
