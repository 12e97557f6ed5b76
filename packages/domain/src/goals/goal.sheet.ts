import { defineSheet, type SheetColumnDef } from '../shared/sheet.js';
import { DEFAULT_BASELINE_YEAR, GOAL_NUMBER_MAX_CHARS } from './goal.schema.js';

/**
 * The goal import's sheets (issue 13: "goals import from and export to an Excel template, all
 * or nothing, with row reasons"), one per kind; headers `goal.column.<key>`. The organisation is
 * named by its code; its name is written on export and ignored on import. A file may hold
 * several years: each year is checked as one save (rules.ts) and written as drafts.
 */

export const GOAL_MONTH_KEYS = [
  'month1',
  'month2',
  'month3',
  'month4',
  'month5',
  'month6',
  'month7',
  'month8',
  'month9',
  'month10',
  'month11',
  'month12',
] as const;

const number = (key: string, example: string, required = true) =>
  ({
    key,
    label: `goal.column.${key}`,
    kind: 'decimal',
    required,
    format: 'goal.format.number',
    formatParams: { max: GOAL_NUMBER_MAX_CHARS },
    example,
  }) as const;

const head = [
  {
    key: 'orgCode',
    label: 'goal.column.orgCode',
    kind: 'text',
    required: true,
    format: 'goal.format.orgCode',
    example: 'example-park',
    width: 24,
  },
  { key: 'orgName', label: 'goal.column.orgName', kind: 'text', format: 'goal.format.orgName', example: 'Example park', width: 24 },
  { key: 'year', label: 'goal.column.year', kind: 'integer', required: true, format: 'imports.format.year', example: 2030 },
  {
    key: 'baselineYear',
    label: 'goal.column.baselineYear',
    kind: 'integer',
    format: 'goal.format.baselineYear',
    formatParams: { year: DEFAULT_BASELINE_YEAR },
    example: DEFAULT_BASELINE_YEAR,
  },
] as const;

/** Absolute control targets: annual value and the twelve months. */
export const GOAL_CONTROL_SHEET = defineSheet({
  name: 'goal.sheet.control',
  columns: [...head, number('annual', '1200'), ...GOAL_MONTH_KEYS.map((m) => number(m, '100'))] as SheetColumnDef<
    'orgCode' | 'orgName' | 'year' | 'baselineYear' | 'annual' | (typeof GOAL_MONTH_KEYS)[number]
  >[],
});
export type GoalControlSheetKey = 'orgCode' | 'orgName' | 'year' | 'baselineYear' | 'annual' | (typeof GOAL_MONTH_KEYS)[number];

/** Project reduction targets: the total and its 1R/2R/3R split. */
export const GOAL_REDUCTION_SHEET = defineSheet({
  name: 'goal.sheet.reduction',
  columns: [...head, number('total', '100'), number('reduce', '60'), number('replace', '30'), number('resolve', '10')],
});
export type GoalReductionSheetKey = 'orgCode' | 'orgName' | 'year' | 'baselineYear' | 'total' | 'reduce' | 'replace' | 'resolve';
