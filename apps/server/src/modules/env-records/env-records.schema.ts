import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, authored, createdAt, editable, id, ref, status, storedFile, version } from '../../platform/db/schema/columns.js';

/**
 * Environmental records (issue 15, ADR 015): the waste catalogues, monthly waste records, the
 * disposal method → emission factor mapping and the waste records added to inventory tasks; EIA
 * projects, emergency plans, honours and their files (in the file storage).
 */

/** Solid and hazardous waste catalogue entries (seeded ones `builtin`), one live row per code. */
export const envWasteCatalogue = pgTable(
  'env_waste_catalogue',
  {
    id: id(),
    /** 'general_solid' | 'hazardous' */
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    category: text('category').notNull(),
    labelZh: text('label_zh').notNull(),
    labelEn: text('label_en').notNull().default(''),
    labelTw: text('label_tw').notNull().default(''),
    industryZh: text('industry_zh').notNull(),
    industryEn: text('industry_en').notNull().default(''),
    industryTw: text('industry_tw').notNull().default(''),
    hazard: text('hazard').notNull().default(''),
    builtin: boolean('builtin').notNull().default(false),
    ...editable(),
  },
  (t) => [
    uniqueIndex('env_waste_catalogue_code_uq')
      .on(t.code)
      .where(sql`status <> 2`),
  ],
);

/** Waste per legal entity and month: one live row per waste and disposal method. */
export const envWaste = pgTable(
  'env_waste',
  {
    id: id(),
    orgId: ref('org_id').notNull(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    catalogueId: ref('catalogue_id').notNull(),
    /** Tonnes. */
    quantity: numeric('quantity').notNull(),
    disposalMethod: smallint('disposal_method').notNull(),
    receiver: text('receiver'),
    remark: text('remark'),
    ...authored(),
  },
  (t) => [
    uniqueIndex('env_waste_period_uq')
      .on(t.orgId, t.year, t.month, t.catalogueId, t.disposalMethod)
      .where(sql`status <> 2`),
    index('env_waste_catalogue_idx').on(t.catalogueId),
  ],
);

/** The emission factor (a library row, so its version is pinned) of each disposal method; administrators change it. */
export const envWasteFactor = pgTable('env_waste_factor', {
  disposalMethod: smallint('disposal_method').primaryKey(),
  factorId: ref('factor_id'),
  version: version(),
  updatedAt: at('updated_at'),
});

/** A waste record added to an inventory task, and the entry it became (null while being added). */
export const envWasteInventory = pgTable(
  'env_waste_inventory',
  {
    id: id(),
    wasteId: ref('waste_id').notNull(),
    taskId: ref('task_id').notNull(),
    entryId: ref('entry_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('env_waste_inventory_uq').on(t.wasteId, t.taskId)],
);

/** Environmental-impact (EIA) projects. */
export const envPermit = pgTable(
  'env_permit',
  {
    id: id(),
    orgId: ref('org_id').notNull(),
    name: text('name').notNull(),
    applicationType: smallint('application_type').notNull(),
    reportForm: smallint('report_form').notNull(),
    constructionStatus: smallint('construction_status').notNull().default(1),
    approvalNumber: text('approval_number'),
    approvalAuthority: text('approval_authority'),
    applicationDate: date('application_date'),
    approvalDate: date('approval_date'),
    plannedStart: date('planned_start'),
    plannedEnd: date('planned_end'),
    startedAt: date('started_at'),
    completedAt: date('completed_at'),
    acceptedAt: date('accepted_at'),
    contact: text('contact'),
    remark: text('remark'),
    ...authored(),
  },
  (t) => [index('env_permit_org_idx').on(t.orgId)],
);

/** Emergency plans; `reminded_for` is the end of validity a reminder went out for (once per plan and window). */
export const envEmergencyPlan = pgTable(
  'env_emergency_plan',
  {
    id: id(),
    orgId: ref('org_id').notNull(),
    planType: smallint('plan_type').notNull(),
    name: text('name').notNull(),
    filingNumber: text('filing_number').notNull(),
    filingAuthority: text('filing_authority'),
    filingDate: date('filing_date'),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    remindedFor: date('reminded_for'),
    remark: text('remark'),
    ...authored(),
  },
  (t) => [index('env_emergency_plan_org_idx').on(t.orgId), index('env_emergency_plan_valid_idx').on(t.validTo)],
);

/** Honours (15 types); `reminded_for` as for the plans. */
export const envHonor = pgTable(
  'env_honor',
  {
    id: id(),
    orgId: ref('org_id').notNull(),
    honorType: smallint('honor_type').notNull(),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    certificateNumber: text('certificate_number'),
    issuedDate: date('issued_date').notNull(),
    validTo: date('valid_to'),
    remindedFor: date('reminded_for'),
    remark: text('remark'),
    ...authored(),
  },
  (t) => [index('env_honor_org_idx').on(t.orgId)],
);

/** Files of EIA projects (approval documents), plans and honours (certificates), in the file storage. */
export const envRecordFile = pgTable(
  'env_record_file',
  {
    id: id(),
    /** 'permit' | 'plan' | 'honor' */
    ownerKind: text('owner_kind').notNull(),
    ownerId: ref('owner_id').notNull(),
    orgId: ref('org_id').notNull(),
    ...storedFile(),
    status: status(),
    createdAt: createdAt(),
  },
  (t) => [index('env_record_file_owner_idx').on(t.ownerKind, t.ownerId)],
);
