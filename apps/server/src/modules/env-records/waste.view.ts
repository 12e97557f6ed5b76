import { categoryLabel, type Locale, type WasteCatalogueKindCode, type WasteCatalogueRow, type WasteRow } from '@carbon/domain';
import type { CatalogueRecord, WasteListed } from './waste.repo.js';

const index = (locale: Locale): 0 | 1 | 2 => (locale === 'en-US' ? 1 : locale === 'zh-TW' ? 2 : 0);
const pick = (locale: Locale, zh: string, en: string, tw: string) => [zh, en, tw][index(locale)] || zh;

/** A catalogue entry's label in the reader's language (zh-CN when the entry has none in it). */
export const catalogueLabel = (c: CatalogueRecord, locale: Locale) => pick(locale, c.labelZh, c.labelEn, c.labelTw);

export function toCatalogueRow(c: CatalogueRecord, locale: Locale): WasteCatalogueRow {
  return {
    id: String(c.id),
    kind: c.kind as WasteCatalogueKindCode,
    code: c.code,
    category: c.category,
    labelZh: c.labelZh,
    labelEn: c.labelEn,
    labelTw: c.labelTw,
    industryZh: c.industryZh,
    industryEn: c.industryEn,
    industryTw: c.industryTw,
    hazard: c.hazard,
    label: catalogueLabel(c, locale),
    industry: pick(locale, c.industryZh, c.industryEn, c.industryTw),
    categoryLabel: categoryLabel(c.category, index(locale)),
    builtin: c.builtin,
    version: c.version,
    updatedAt: c.updatedAt.toISOString(),
  };
}

export function toWasteRow({ w, c, orgName, taskIds }: WasteListed, locale: Locale): WasteRow {
  return {
    id: String(w.id),
    orgId: String(w.orgId),
    orgName,
    year: w.year,
    month: w.month,
    catalogueId: String(w.catalogueId),
    wasteCode: c.code,
    wasteKind: c.kind as WasteCatalogueKindCode,
    wasteCategory: c.category,
    wasteLabel: catalogueLabel(c, locale),
    quantity: w.quantity,
    disposalMethod: w.disposalMethod,
    receiver: w.receiver,
    remark: w.remark,
    inventoryTaskIds: taskIds ?? [],
    version: w.version,
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
  };
}
