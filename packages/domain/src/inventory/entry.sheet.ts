import { z } from 'zod';
import { EMISSION_SCOPE, SCOPE3_CATEGORY } from '../enums/inventory.js';
import { defineSheet, enumOptions, type SheetKey } from '../shared/sheet.js';
import { SOURCE_TYPE_SCOPE } from './entry-scope.js';

/**
 * The emission-entry import's sheet (issue 10; headers `inventory.column.<key>`). Every row carries
 * its own scope (issue 25: never the tab the import was started from): the scope column, or when it
 * is empty the scope of the row's calculation; a scope-3 row names its category. Scope, category and
 * calculation are drop-downs of labels (codes are accepted too). `parameters` holds the engine's
 * inputs as `name=value; name=value` (or a JSON object), the same names /calc/preview takes. The
 * factor is named by code, and by version or else the version in force in the task's period.
 */
export const INVENTORY_ENTRY_SHEET = defineSheet({
  name: 'inventory.sheet.entries',
  maxRows: 100_000,
  columns: [
    { key: 'sourceName', label: 'inventory.column.sourceName', kind: 'text', required: true, example: 'Boiler 1', width: 24 },
    { key: 'facility', label: 'inventory.column.facility', kind: 'text', example: 'Plant A', width: 20 },
    {
      key: 'scope',
      label: 'inventory.column.scope',
      kind: 'enum',
      options: enumOptions(EMISSION_SCOPE),
      format: 'inventory.import.format.scope',
      example: '1',
      width: 12,
    },
    {
      key: 'category',
      label: 'inventory.column.category',
      kind: 'enum',
      options: enumOptions(SCOPE3_CATEGORY),
      format: 'inventory.import.format.category',
      example: null,
      width: 24,
    },
    {
      key: 'sourceType',
      label: 'inventory.column.sourceType',
      kind: 'enum',
      options: Object.keys(SOURCE_TYPE_SCOPE).map((code) => ({ value: code, code, label: `report.doc.sourceType.${code}` })),
      required: true,
      format: 'inventory.import.format.sourceType',
      example: 'combustion-ipcc',
      width: 24,
    },
    {
      key: 'parameters',
      label: 'inventory.column.parameters',
      kind: 'text',
      required: true,
      format: 'inventory.import.format.parameters',
      example: 'energyTJ=1; co2KgPerTJ=56100; ch4KgPerTJ=1; n2oKgPerTJ=0.1',
      width: 48,
    },
    { key: 'factorCode', label: 'inventory.column.factorCode', kind: 'text', example: null, width: 20 },
    { key: 'factorVersion', label: 'inventory.column.factorVersion', kind: 'text', example: null },
    {
      key: 'activityQuality',
      label: 'inventory.column.activityQuality',
      kind: 'integer',
      format: 'inventory.import.format.grade',
      example: 3,
    },
    {
      key: 'calibrationLevel',
      label: 'inventory.column.calibrationLevel',
      kind: 'integer',
      format: 'inventory.import.format.grade',
      example: 3,
    },
    { key: 'remark', label: 'inventory.column.remark', kind: 'text', example: null, width: 30 },
  ],
});
export type InventoryEntrySheetKey = SheetKey<typeof INVENTORY_ENTRY_SHEET>;

const cell = (max: number) => z.string().trim().max(max).optional();
const grade = z.number().int().min(1).max(5).optional();

/** One imported row as the sheet reads it (before the parameters are parsed into the engine's input). */
export const inventoryEntryImportRow = z.object({
  sourceName: z.string().trim().min(1).max(100),
  facility: cell(100),
  scope: z.number().int().min(1).max(3).optional(),
  category: z.number().int().min(1).max(15).optional(),
  sourceType: z.string().trim().min(1).max(64),
  parameters: z.string().trim().min(1).max(4000),
  factorCode: cell(100),
  factorVersion: cell(50),
  activityQuality: grade,
  calibrationLevel: grade,
  remark: cell(500),
});
export type InventoryEntryImportRow = z.infer<typeof inventoryEntryImportRow>;

/** `name=value; name=value` (or a JSON object) as an object of strings; undefined when malformed. */
export function parseParameters(text: string): Record<string, unknown> | undefined {
  const t = text.trim();
  if (t.startsWith('{')) {
    try {
      const v: unknown = JSON.parse(t);
      return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  }
  const out: Record<string, unknown> = {};
  for (const part of t.split(/[;；\n]/)) {
    if (!part.trim()) continue;
    const i = part.indexOf('=');
    if (i <= 0) return undefined;
    const key = part.slice(0, i).trim();
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(key) || key === 'type' || Object.hasOwn(out, key)) return undefined;
    out[key] = part.slice(i + 1).trim();
  }
  return Object.keys(out).length ? out : undefined;
}
