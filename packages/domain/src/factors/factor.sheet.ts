import { FACTOR_TABLE } from '../enums/inventory.js';
import { defineSheet, enumOptions, type SheetColumnDef } from '../shared/sheet.js';
import { FACTOR_SHEET_KEYS, type FactorSheetKey } from './factor.schema.js';

type Column = Omit<SheetColumnDef<FactorSheetKey>, 'key' | 'label'>;

const text = (example: string, required = false): Column => ({ kind: 'text', required, example });

/** Each column of the factor import (headers `factor.column.<key>`), in FACTOR_SHEET_KEYS order. */
const COLUMNS: Record<FactorSheetKey, Column> = {
  tableCode: { kind: 'enum', required: true, options: enumOptions(FACTOR_TABLE), example: 'fixed-combustion', width: 16 },
  class1: text('化石燃料', true),
  class2: text('气体燃料'),
  nameZh: text('天然气（示例）', true),
  nameEn: text('Natural gas (example)'),
  code: { kind: 'text', required: true, format: 'factor.validation.code', example: 'EXAMPLE-NG-CO2' },
  factorVersion: text('example-v1', true),
  country: text('CN', true),
  sector: text(''),
  gas: text('CO2'),
  value: { kind: 'decimal', required: true, format: 'factor.validation.value', example: '56100' },
  factorUnit: text('kgCO2/TJ', true),
  gasUnit: text('kg'),
  activityUnit: { kind: 'text', required: true, format: 'imports.format.activityUnit', example: 'TJ' },
  sourceTitle: text('IPCC 2006 Vol.2 Table 2.2', true),
  sourceYear: { kind: 'integer', format: 'imports.format.year', example: 2006 },
  sourceUrl: { kind: 'text', format: 'factor.validation.url', example: '' },
  validFrom: { kind: 'date', example: '2024-01-01' },
  validTo: { kind: 'date', example: '' },
  note: text(''),
};

/** The factor import's sheet: template, instructions, checks and report (issue 9). */
export const FACTOR_SHEET = defineSheet({
  name: 'factor.sheet.name',
  columns: FACTOR_SHEET_KEYS.map((key) => ({ key, label: `factor.column.${key}`, ...COLUMNS[key] })),
});
