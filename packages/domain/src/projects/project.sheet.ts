import { z } from 'zod';
import { ENERGY_TYPE, PROJECT_TECHNOLOGY, TECHNOLOGY_SOURCE } from '../enums/projects.js';
import { defineSheet, enumOptions, type SheetKey, type SheetOption } from '../shared/sheet.js';
import { THREE_R, reductionTypeOf, threeRLabelKey } from './project.constants.js';
import { projectAddRequest } from './project.schema.js';

/**
 * The energy-saving project import's sheet (issue 12: "Projects import from an Excel template, all
 * or nothing, with row reasons"). Headers are the project form's field labels
 * (`field.project.<key>`), so a refusal names the column the way the form names the field. The
 * implementing organisation is named by its code (as the account import does); the reviewers are
 * chosen later in the form, before submission. Every imported row becomes a draft under the same
 * rules as `project/add`.
 */

const field = (key: string) => `field.project.${key}`;

/** The 3R classes by REDUCTION_TYPE's labels, or their codes: reduce/replace/resolve, 1/2/3, 1R/2R/3R. */
const threeROptions: SheetOption[] = THREE_R.map((r) => ({
  value: r,
  code: r,
  label: threeRLabelKey(r),
  aliases: [String(reductionTypeOf(r)), `${reductionTypeOf(r)}R`],
}));

const text = (key: string, max: number, example: string | null, width = 20) =>
  ({
    key,
    label: field(key),
    kind: 'text',
    format: 'imports.format.maxLength',
    formatParams: { max },
    example,
    width,
  }) as const;
const decimal = (key: string, example: string | null) =>
  ({ key, label: field(key), kind: 'decimal', format: 'projectOverview.format.decimal', example, width: 18 }) as const;
const date = (key: string, example: string | null) => ({ key, label: field(key), kind: 'date', example, width: 14 }) as const;

export const PROJECT_SHEET = defineSheet({
  name: 'projectOverview.sheet.projects',
  columns: [
    {
      key: 'name',
      label: field('name'),
      kind: 'text',
      required: true,
      format: 'imports.format.maxLength',
      formatParams: { max: 100 },
      example: '示例-冷水机组节能改造',
      width: 28,
    },
    {
      key: 'orgCode',
      label: 'projectOverview.column.orgCode',
      kind: 'text',
      required: true,
      format: 'imports.format.orgCode',
      example: 'fii-ccbg-longhua-le1-server',
      width: 28,
    },
    text('projectType', 50, '节能改造'),
    {
      key: 'technology',
      label: field('technology'),
      kind: 'enum',
      options: enumOptions(PROJECT_TECHNOLOGY),
      example: 'chiller',
      width: 18,
    },
    text('energyObject', 100, '空调系统'),
    { key: 'energyType', label: field('energyType'), kind: 'enum', options: enumOptions(ENERGY_TYPE), example: 'electricity', width: 14 },
    text('energyUnit', 20, 'kWh', 12),
    {
      key: 'technologySource',
      label: field('technologySource'),
      kind: 'enum',
      options: enumOptions(TECHNOLOGY_SOURCE),
      example: 'external',
      width: 14,
    },
    { key: 'threeR', label: field('threeR'), kind: 'enum', options: threeROptions, example: 'reduce', width: 18 },
    text('responsiblePerson', 50, '张三', 14),
    text('initiatorName', 50, '李四', 14),
    text('initiatorContact', 100, 'lisi@example.com', 20),
    text('initiatorPhone', 30, '13800138000', 16),
    text('initiatorEmail', 100, 'lisi@example.com', 22),
    date('estimatedStart', '2025-03-01'),
    date('estimatedEnd', '2025-09-30'),
    date('actualStart', null),
    date('actualEnd', null),
    text('statusDescription', 500, null, 24),
    text('principle', 2000, '以磁悬浮变频冷水机组替换旧机组', 30),
    text('benefitAnalysis', 2000, '年节电 120 万 kWh', 30),
    decimal('energyBefore', '3000000'),
    decimal('energyAfter', '1800000'),
    decimal('emissionFactor', '0.0005366'),
    decimal('investment', '150'),
    decimal('localEnergyPrice', '0.8'),
    {
      key: 'lifetimeYears',
      label: field('lifetimeYears'),
      kind: 'integer',
      format: 'projectOverview.format.lifetime',
      example: null,
      width: 12,
    },
    decimal('reductionOverride', null),
    text('reductionOverrideReason', 200, null, 24),
  ],
});
export type ProjectSheetKey = SheetKey<typeof PROJECT_SHEET>;

/** One imported row: the add request's fields (same rules), the organisation by its code instead of its id. */
export const projectImportRow = projectAddRequest
  .omit({
    orgId: true,
    emissionFactorSource: true,
    supervisorReviewerId: true,
    businessGroupReviewerId: true,
    fiiReviewerId: true,
    energyReviewerIds: true,
  })
  .extend({ orgCode: z.string().trim().min(1).max(100) });
export type ProjectImportRow = z.infer<typeof projectImportRow>;

/**
 * Columns the export writes after the sheet's (not read back by the import, which ignores them):
 * the number, status and stage, the position in the tree and the automatic figures.
 * Headers `projectOverview.column.<key>` (or the form's `field.project.<key>`).
 */
export const PROJECT_EXPORT_COLUMNS = [
  { key: 'number', label: field('number') },
  { key: 'status', label: field('status') },
  { key: 'stage', label: field('stage') },
  { key: 'orgName', label: 'projectOverview.column.orgName' },
  { key: 'businessGroupName', label: 'projectOverview.column.businessGroupName' },
  { key: 'parkName', label: 'projectOverview.column.parkName' },
  { key: 'legalPersonName', label: 'projectOverview.column.legalPersonName' },
  { key: 'energySaved', label: 'projectOverview.column.energySaved' },
  { key: 'annualCarbonReduction', label: 'projectOverview.column.annualCarbonReduction' },
  { key: 'annualBenefit', label: 'projectOverview.column.annualBenefit' },
  { key: 'costEffectiveness', label: 'projectOverview.column.costEffectiveness' },
  { key: 'paybackYears', label: 'projectOverview.column.paybackYears' },
  { key: 'abatementCost', label: 'projectOverview.column.abatementCost' },
  { key: 'lifetimeUsed', label: 'projectOverview.column.lifetimeUsed' },
  { key: 'needsFiiReview', label: 'projectOverview.column.needsFiiReview' },
  { key: 'acceptanceTime', label: field('acceptanceTime') },
] as const;
export type ProjectExportKey = (typeof PROJECT_EXPORT_COLUMNS)[number]['key'];
