import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, authored, editable, id, ref, status, storedFile, timestamps } from './columns.js';

/**
 * The carbon inventory (issue 10). A project opens a period; tasks flow down the organisation
 * tree (parent_id, with the ancestor task ids in `path` for roll-ups); entries hold one emission
 * source each and point at their stored engine result (calc_result), so the factor version and
 * GWP set stay pinned and a recalculation reaches them. Totals of submitted or approved entries are
 * kept per task for its whole subtree in inventory_task_total, changed in the same transaction as
 * the entries or the task status (a summary is one indexed read, not a scan).
 */
export const inventoryProject = pgTable(
  'inventory_project',
  {
    id: id(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    year: integer('year').notNull(),
    month: integer('month'),
    /** The main body (spec §3). */
    orgId: ref('org_id').notNull(),
    deadline: date('deadline').notNull(),
    gwpSet: text('gwp_set').notNull().default('AR5'),
    /** A submission while distributed subtasks are open: 'warn' (listed, the submitter confirms) or 'refuse' (issue 25). */
    openSubtasks: text('open_subtasks').notNull().default('warn'),
    remark: text('remark'),
    ...authored(),
  },
  (t) => [index('inventory_project_org_idx').on(t.orgId), index('inventory_project_year_idx').on(t.year)],
);

export const inventoryTask = pgTable(
  'inventory_task',
  {
    id: id(),
    projectId: ref('project_id').notNull(),
    parentId: ref('parent_id'),
    /** Ancestor task ids, root first (empty for a top task). */
    path: bigint('path', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    orgId: ref('org_id').notNull(),
    name: text('name').notNull(),
    /** Spec §4 fill-task status 1-7 (domain inventory/task-machine.ts). */
    taskStatus: smallint('task_status').notNull(),
    /** The user who issued or distributed it ("tasks I initiated"; only they see the approval progress). */
    initiatorId: ref('initiator_id').notNull(),
    boundaryMethod: text('boundary_method').notNull(),
    inventoryWay: text('inventory_way').notNull(),
    inventoryObject: text('inventory_object'),
    legalCompany: text('legal_company'),
    purpose: text('purpose'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    deadline: date('deadline').notNull(),
    reportTemplate: text('report_template'),
    templateId: ref('template_id'),
    source: text('source'),
    factory: text('factory'),
    country: text('country'),
    registeredAddress: text('registered_address'),
    operatingBoundary: text('operating_boundary'),
    exemptions: jsonb('exemptions')
      .notNull()
      .default(sql`'[]'::jsonb`),
    significantIndirect: jsonb('significant_indirect')
      .notNull()
      .default(sql`'[]'::jsonb`),
    reductionProjects: jsonb('reduction_projects')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * Spec §6 "some nodes let the initiator specify later approvers": approvers the initiator
     * names for every submission of this task, after the submitter's own (sys_user ids, in order).
     */
    laterApproverIds: bigint('later_approver_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    /** The latest approval flow of the task (approval_flow.id), null before the first submission. */
    flowId: ref('flow_id'),
    submittedBy: ref('submitted_by'),
    submittedAt: at('submitted_at'),
    ...editable(),
  },
  (t) => [
    index('inventory_task_project_idx').on(t.projectId),
    index('inventory_task_parent_idx').on(t.parentId),
    index('inventory_task_org_idx').on(t.orgId, t.id),
    index('inventory_task_initiator_idx').on(t.initiatorId, t.id),
    index('inventory_task_due_idx').on(t.taskStatus, t.deadline),
    uniqueIndex('inventory_task_project_org_idx')
      .on(t.projectId, t.orgId)
      .where(sql`${t.status} <> 2`),
  ],
);

/** Collaborators of a task (spec §4 "collaboration"). */
export const inventoryTaskMember = pgTable(
  'inventory_task_member',
  { taskId: ref('task_id').notNull(), userId: ref('user_id').notNull() },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index('inventory_task_member_user_idx').on(t.userId)],
);

export const inventoryEntry = pgTable(
  'inventory_entry',
  {
    id: id(),
    taskId: ref('task_id').notNull(),
    orgId: ref('org_id').notNull(),
    scope: smallint('scope').notNull(),
    category: smallint('category'),
    sourceName: text('source_name'),
    facility: text('facility'),
    sourceType: text('source_type').notNull(),
    /**
     * The engine's source input; null when it is the input of the stored result `result_id` (an import's rows sharing a
     * calculation keep it once, there: ADR 019). Read it through `entryInput` (the SQL function inventory_entry_input).
     */
    input: jsonb('input'),
    factorId: ref('factor_id'),
    factorCode: text('factor_code'),
    factorVersion: text('factor_version'),
    /** Snapshot of the factor row shown with the entry (name, value, unit, source, region). */
    factorSnapshot: jsonb('factor_snapshot'),
    gwpSet: text('gwp_set').notNull(),
    /** The stored engine result (calc_result.id); the market-based one for electricity. Null while amounts are missing. */
    resultId: ref('result_id'),
    marketResultId: ref('market_result_id'),
    tco2e: numeric('tco2e'),
    tco2eMarket: numeric('tco2e_market'),
    biogenicCo2: numeric('biogenic_co2'),
    activityQuality: smallint('activity_quality'),
    calibrationLevel: smallint('calibration_level'),
    factorQuality: smallint('factor_quality'),
    qualityScore: numeric('quality_score'),
    remark: text('remark'),
    createdBy: ref('created_by').notNull(),
    updatedBy: ref('updated_by').notNull(),
    ...editable(),
  },
  (t) => [
    index('inventory_entry_task_idx').on(t.taskId, t.scope, t.category, t.id),
    index('inventory_entry_result_idx').on(t.resultId),
    // most entries have no market-based result: only those that do are indexed
    index('inventory_entry_market_result_idx')
      .on(t.marketResultId)
      .where(sql`${t.marketResultId} is not null`),
  ],
);

/**
 * An entry's engine input as stored or, when null, as its stored result holds it (migration 0024, ADR 019). `alias`
 * names the entry's table in the statement (default: the table itself, for drizzle's single-table selects).
 */
export const entryInput = (alias = 'inventory_entry') =>
  sql<unknown>`inventory_entry_input(${sql.identifier(alias)}.input, ${sql.identifier(alias)}.result_id)`;

/** Purchased offsets of a task: reported apart from the scopes, never netted. */
export const inventoryOffset = pgTable(
  'inventory_offset',
  {
    id: id(),
    taskId: ref('task_id').notNull(),
    orgId: ref('org_id').notNull(),
    name: text('name').notNull(),
    standard: text('standard').notNull(),
    serialNumber: text('serial_number'),
    vintage: integer('vintage'),
    tco2e: numeric('tco2e').notNull(),
    ...authored(),
  },
  (t) => [index('inventory_offset_task_idx').on(t.taskId)],
);

/**
 * Roll-up of submitted or approved entries of a task and all its subordinate tasks, one row per
 * bucket: s1, s2l, s2m, s3, c1..c15, bio, off, qw (Σ (activity + factor + calibration grade) × weight, i.e.
 * 3 × Σ score × weight, kept exact), qn (Σ weight = location tCO2e), n (entries). Score = qw / (3 × qn).
 */
export const inventoryTaskTotal = pgTable(
  'inventory_task_total',
  {
    taskId: ref('task_id').notNull(),
    bucket: text('bucket').notNull(),
    value: numeric('value').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.bucket] })],
);

/**
 * Live (not deleted) entries of a task per section, kept by statement-level triggers on
 * inventory_entry (migration 0011), so the task list's progress is one indexed read. category 0
 * stands for "no category" (a primary key holds no null); a missing row means 0 entries.
 */
export const inventoryTaskSection = pgTable(
  'inventory_task_section',
  {
    taskId: ref('task_id').notNull(),
    scope: smallint('scope').notNull(),
    category: smallint('category').notNull().default(0),
    entries: integer('entries').notNull(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.scope, t.category] })],
);

/** Evidence files of an entry; the bytes live in the file storage (DATA_DIR or S3) under storage_key. */
export const inventoryAttachment = pgTable(
  'inventory_attachment',
  {
    id: id(),
    entryId: ref('entry_id').notNull(),
    taskId: ref('task_id').notNull(),
    orgId: ref('org_id').notNull(),
    ...storedFile(),
    status: status(),
    ...timestamps(),
  },
  (t) => [index('inventory_attachment_entry_idx').on(t.entryId)],
);

/** Carbon templates: which sections (scope, scope-3 category) an entity type fills. */
export const carbonTemplate = pgTable('carbon_template', {
  id: id(),
  name: text('name').notNull(),
  /** An ORG_TYPE code ('group', 'business_group', 'park', 'legal_entity', 'bu', 'building'); informational. */
  orgType: text('org_type'),
  /** [{ scope, category }] */
  sections: jsonb('sections').notNull(),
  remark: text('remark'),
  ...authored(),
});
