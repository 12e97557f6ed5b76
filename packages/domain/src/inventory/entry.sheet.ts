import { z } from 'zod';
import { EMISSION_SCOPE, SCOPE3_CATEGORY } from '../enums/inventory.js';
import { defineSheet, enumOptions, type SheetColumnDef, type SheetKey } from '../shared/sheet.js';
import { ENTRY_PARAMETERS, fuelOptions, parameterOptions, type EntryParameter } from './entry-parameters.js';
import { SOURCE_TYPE_SCOPE } from './entry-scope.js';

/** The columns every version of the entry sheet has, before the calculation's parameters. */
const HEAD = [
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
] as const satisfies readonly SheetColumnDef[];

const sourceTypeColumn = (example: string) =>
  ({
    key: 'sourceType',
    label: 'inventory.column.sourceType',
    kind: 'enum',
    options: Object.keys(SOURCE_TYPE_SCOPE).map((code) => ({ value: code, code, label: `report.doc.sourceType.${code}` })),
    required: true,
    format: 'inventory.import.format.sourceType',
    example,
    width: 24,
  }) as const satisfies SheetColumnDef;

const TAIL = [
  {
    key: 'factorCode',
    label: 'inventory.column.factorCode',
    kind: 'text',
    format: 'inventory.import.format.factorCode',
    example: null,
    width: 20,
  },
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
] as const satisfies readonly SheetColumnDef[];

/** The example row's parameters: natural gas burnt in a boiler, 1 TJ, the rest from the library's fuel set. */
const EXAMPLE_PARAMETERS: Readonly<Record<string, string>> = { energyTJ: '1', combustionKind: 'stationary' };

/** A parameter's column: its header names it with its unit; an empty cell takes the library's value (where the method has one). */
const parameterColumn = (p: EntryParameter): SheetColumnDef<string> => ({
  key: p.key,
  label: `inventory.param.${p.key}`,
  kind: p.kind === 'enum' ? 'enum' : p.kind,
  ...(p.kind === 'enum' ? { options: parameterOptions(p) } : {}),
  format: p.kind === 'enum' ? 'inventory.import.format.choice' : `inventory.import.format.param.${p.kind}`,
  formatParams: { methods: p.methods.length },
  example: EXAMPLE_PARAMETERS[p.key] ?? null,
  width: 16,
});

/**
 * The emission-entry import's sheet (issues 10 and 25; headers `inventory.column.<key>` and
 * `inventory.param.<key>`). Every row carries its own scope (never the tab the import was started
 * from): the scope column, or when it is empty the scope of the row's calculation; a scope-3 row names
 * its category. Scope, category, calculation, fuel and every choice of a parameter (units, stationary
 * or mobile, …) are drop-downs of labels (codes are accepted too). Each engine input has its own
 * column (entry-parameters.ts); an empty one takes the factor library's value where the method has
 * one (the fuel's parameter set, the factor code's row). The last column, `parameters`, is read as
 * before (`name=value; name=value` or a JSON object) so that files made with the earlier template
 * still import. The factor is named by code, and by version or else the version in force in the
 * task's period.
 */
export const INVENTORY_ENTRY_SHEET = defineSheet({
  name: 'inventory.sheet.entries',
  maxRows: 100_000,
  columns: [
    ...HEAD,
    sourceTypeColumn('combustion-ipcc'),
    {
      key: 'fuel',
      label: 'inventory.column.fuel',
      kind: 'enum',
      options: fuelOptions(),
      format: 'inventory.import.format.fuel',
      example: 'IPCC2006-FUEL-NG',
      width: 28,
    },
    ...ENTRY_PARAMETERS.map(parameterColumn),
    ...TAIL,
    {
      key: 'parameters',
      label: 'inventory.column.parameters',
      kind: 'text',
      format: 'inventory.import.format.parametersOld',
      example: null,
      width: 30,
    },
  ],
});
export type InventoryEntrySheetKey = SheetKey<typeof INVENTORY_ENTRY_SHEET>;

/**
 * The entry sheet of the earlier template (one `parameters` cell, required): a file whose header has
 * the `parameters` column but not the parameters' own columns is read with it, so it still imports.
 */
export const INVENTORY_ENTRY_SHEET_V1 = defineSheet({
  name: 'inventory.sheet.entries',
  maxRows: 100_000,
  columns: [
    ...HEAD,
    sourceTypeColumn('combustion-ipcc'),
    {
      key: 'parameters',
      label: 'inventory.column.parameters',
      kind: 'text',
      required: true,
      format: 'inventory.import.format.parameters',
      example: 'energyTJ=1; co2KgPerTJ=56100; ch4KgPerTJ=1; n2oKgPerTJ=0.1',
      width: 48,
    },
    ...TAIL,
  ],
});

/** The example row's texts in the reader's language (the sheet's own example is the English one). */
export const ENTRY_EXAMPLE_TEXT = { sourceName: 'inventory.example.sourceName', facility: 'inventory.example.facility' } as const;

const cell = (max: number) => z.string().trim().max(max).optional();
const grade = z.number().int().min(1).max(5).optional();
const parameterCell = (p: EntryParameter) => (p.kind === 'integer' ? z.number().int().optional() : cell(200));

/** One imported row as the sheet reads it (before its parameters are put together into the engine's input). */
export const inventoryEntryImportRow = z.object({
  sourceName: z.string().trim().min(1).max(100),
  facility: cell(100),
  scope: z.number().int().min(1).max(3).optional(),
  category: z.number().int().min(1).max(15).optional(),
  sourceType: z.string().trim().min(1).max(64),
  fuel: cell(100),
  ...(Object.fromEntries(ENTRY_PARAMETERS.map((p) => [p.key, parameterCell(p)])) as Record<
    string,
    z.ZodOptional<z.ZodString> | z.ZodOptional<z.ZodNumber>
  >),
  parameters: z.string().trim().min(1).max(4000).optional(),
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
