import { bigint, boolean, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, authored, id, ref, timestamps, version } from './columns.js';

/**
 * A report's lines (entities), largest first: all of them, the head the detail shows
 * (REPORT_DETAIL_LINES), their count and their organisations (the detail's data-scope check);
 * and its counted tasks. Kept out of `figures` so that the detail reads a few kB whatever the
 * size of the group.
 */
const lineColumns = () => ({
  lines: jsonb('lines').notNull().default([]),
  linesHead: jsonb('lines_head').notNull().default([]),
  lineCount: integer('line_count').notNull().default(0),
  lineOrgIds: bigint('line_org_ids', { mode: 'number' }).array().notNull().default([]),
  /** The tasks whose entries count (ReportFigures.taskIds), kept apart: a group report names thousands. */
  taskIds: bigint('task_ids', { mode: 'number' }).array().notNull().default([]),
});

/**
 * Inventory reports (issue 11, ADR 010). `inventory_report` is the working copy: texts several
 * users edit (optimistic version) and the figures as of the last generation. Publishing appends
 * an immutable `inventory_report_version` (figures + texts frozen) and the entries behind its
 * figures to `inventory_report_entry` (entry → the stored engine result it used, and the share
 * applied); neither is ever updated (triggers refuse it), so later changes to entries, factors
 * or the tree never change a published report.
 */
export const inventoryReport = pgTable(
  'inventory_report',
  {
    id: id(),
    /** task | consolidated */
    kind: text('kind').notNull(),
    /** ghg | iso14064 */
    template: text('template').notNull(),
    projectId: ref('project_id').notNull(),
    /** The task a task report is drawn from; null for a consolidated report. */
    taskId: ref('task_id'),
    /** The reporting organisation (the task's, or the subtree root consolidated). */
    orgId: ref('org_id').notNull(),
    /** The boundary method (engine consolidation approach code). */
    boundaryMethod: text('boundary_method').notNull(),
    title: text('title').notNull(),
    /** The report number, e.g. GHG-2025-000012. */
    number: text('number').notNull(),
    texts: jsonb('texts').notNull(),
    /** ReportFigures as of generatedAt, without `lines` (kept apart so the detail never reads them all). */
    figures: jsonb('figures').notNull(),
    ...lineColumns(),
    generatedAt: at('generated_at').notNull(),
    publishedVersion: integer('published_version').notNull().default(0),
    ...authored(),
  },
  (t) => [index('inventory_report_project_idx').on(t.projectId, t.orgId), index('inventory_report_org_idx').on(t.orgId, t.id)],
);

export const inventoryReportVersion = pgTable(
  'inventory_report_version',
  {
    id: id(),
    reportId: ref('report_id').notNull(),
    versionNo: integer('version_no').notNull(),
    title: text('title').notNull(),
    texts: jsonb('texts').notNull(),
    figures: jsonb('figures').notNull(),
    ...lineColumns(),
    publishedBy: ref('published_by').notNull(),
    publishedAt: at('published_at').notNull(),
  },
  (t) => [uniqueIndex('inventory_report_version_no_idx').on(t.reportId, t.versionNo)],
);

export const inventoryReportEntry = pgTable(
  'inventory_report_entry',
  {
    reportId: ref('report_id').notNull(),
    versionNo: integer('version_no').notNull(),
    entryId: ref('entry_id').notNull(),
    taskId: ref('task_id').notNull(),
    orgId: ref('org_id').notNull(),
    /** The consolidation line (entity) the entry counts in. */
    lineOrgId: ref('line_org_id').notNull(),
    scope: smallint('scope').notNull(),
    category: smallint('category'),
    sourceType: text('source_type').notNull(),
    sourceName: text('source_name'),
    facility: text('facility'),
    resultId: ref('result_id'),
    marketResultId: ref('market_result_id'),
    tco2e: numeric('tco2e').notNull(),
    tco2eMarket: numeric('tco2e_market'),
    /** The share of the entity applied (0..100). */
    appliedPct: numeric('applied_pct').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.versionNo, t.entryId] }),
    index('inventory_report_entry_line_idx').on(t.reportId, t.versionNo, t.lineOrgId),
    index('inventory_report_entry_cat_idx').on(t.reportId, t.versionNo, t.scope, t.category),
  ],
);

/**
 * An organisation's base year (issue 11): its figures consolidated from the base year's approved
 * inventory, the significance threshold, and whether and why it was recalculated. Reports and
 * targets read it; every set and recalculation appends to `base_year_history` (append-only).
 */
export const baseYear = pgTable(
  'base_year',
  {
    id: id(),
    orgId: ref('org_id').notNull(),
    year: integer('year').notNull(),
    projectId: ref('project_id').notNull(),
    boundaryMethod: text('boundary_method').notNull(),
    thresholdPct: numeric('threshold_pct').notNull(),
    /** { totals, lines } as the report figures give them. */
    figures: jsonb('figures').notNull(),
    recalculated: boolean('recalculated').notNull().default(false),
    reason: text('reason'),
    recalculatedAt: at('recalculated_at'),
    recalculatedBy: ref('recalculated_by'),
    createdBy: ref('created_by').notNull(),
    version: version(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('base_year_org_idx').on(t.orgId)],
);

export const baseYearHistory = pgTable(
  'base_year_history',
  {
    id: id(),
    baseYearId: ref('base_year_id').notNull(),
    /** set | recalculate */
    action: text('action').notNull(),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after').notNull(),
    actorId: ref('actor_id').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('base_year_history_idx').on(t.baseYearId, t.id)],
);
