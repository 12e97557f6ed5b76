import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, authored, id, ref, status, storedFile, timestamps, version } from './columns.js';

/**
 * Energy-saving (reduction) projects (issue 12). A project row holds every field of spec §3, its
 * position in the organisation tree, and its automatic figures, recomputed on every save (and for
 * every project when the settings change), so lists, the MACC and the overviews read columns.
 * `status` is the live/deleted flag every table has; the workflow status is `project_status`
 * (domain PROJECT_STATUS), moved only by conditional updates through the domain's machine.
 */
export const energyProject = pgTable(
  'energy_project',
  {
    id: id(),
    /** 'EP' + year + the id, six digits at least: unique because the id is. */
    number: text('number').notNull(),
    name: text('name').notNull(),
    /** The implementing organisation (legal entity or BU). */
    orgId: ref('org_id').notNull(),
    businessGroupId: ref('business_group_id'),
    parkId: ref('park_id'),
    legalPersonId: ref('legal_person_id'),
    projectType: text('project_type'),
    technology: text('technology'),
    energyObject: text('energy_object'),
    energyType: text('energy_type'),
    energyUnit: text('energy_unit'),
    technologySource: text('technology_source'),
    /** reduce | replace | resolve */
    threeR: text('three_r'),
    responsiblePerson: text('responsible_person'),
    initiatorName: text('initiator_name'),
    initiatorContact: text('initiator_contact'),
    initiatorPhone: text('initiator_phone'),
    initiatorEmail: text('initiator_email'),
    estimatedStart: date('estimated_start'),
    estimatedEnd: date('estimated_end'),
    actualStart: date('actual_start'),
    actualEnd: date('actual_end'),
    acceptanceTime: date('acceptance_time'),
    statusDescription: text('status_description'),
    principle: text('principle'),
    benefitAnalysis: text('benefit_analysis'),
    energyBefore: numeric('energy_before'),
    energyAfter: numeric('energy_after'),
    emissionFactor: numeric('emission_factor'),
    emissionFactorId: ref('emission_factor_id'),
    emissionFactorVersion: text('emission_factor_version'),
    investment: numeric('investment'),
    localEnergyPrice: numeric('local_energy_price'),
    lifetimeYears: integer('lifetime_years'),
    /** The lifetime the abatement cost used (own, else the technology's default from the settings). */
    lifetimeUsed: integer('lifetime_used').notNull(),
    reductionOverride: numeric('reduction_override'),
    reductionOverrideReason: text('reduction_override_reason'),
    energySaved: numeric('energy_saved'),
    annualCarbonReduction: numeric('annual_carbon_reduction'),
    annualBenefit: numeric('annual_benefit'),
    costEffectiveness: numeric('cost_effectiveness'),
    paybackYears: numeric('payback_years'),
    paybackNotRecovered: boolean('payback_not_recovered').notNull().default(false),
    abatementCost: numeric('abatement_cost'),
    needsFii: boolean('needs_fii').notNull().default(false),
    projectStatus: text('project_status').notNull().default('draft'),
    /** not_submitted | in_approval | passed | rejected */
    approvalStatus: text('approval_status').notNull().default('not_submitted'),
    flowId: ref('flow_id'),
    /** The PROJECT_APPROVAL_STEP code of each step of the latest flow, in order. */
    approvalSteps: jsonb('approval_steps')
      .notNull()
      .default(sql`'[]'::jsonb`),
    supervisorReviewerId: ref('supervisor_reviewer_id'),
    businessGroupReviewerId: ref('business_group_reviewer_id'),
    fiiReviewerId: ref('fii_reviewer_id'),
    energyReviewerIds: bigint('energy_reviewer_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    /** The effect evaluation's realised ÷ estimated share (null before any measurement) and whether it is under the threshold. */
    realisationRatio: numeric('realisation_ratio'),
    flagged: boolean('flagged').notNull().default(false),
    submittedAt: at('submitted_at'),
    ...authored(),
  },
  (t) => [
    uniqueIndex('energy_project_number_idx').on(t.number),
    index('energy_project_status_idx').on(t.projectStatus),
    index('energy_project_org_idx').on(t.orgId),
    index('energy_project_start_idx').on(t.estimatedStart),
  ],
);

/** Every status change of a project, append-only (trigger): from, to, opinion, acceptance time, attachment, who and when. */
export const energyProjectStatusLog = pgTable(
  'energy_project_status_log',
  {
    id: id(),
    projectId: ref('project_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    opinion: text('opinion'),
    acceptanceTime: date('acceptance_time'),
    attachmentId: ref('attachment_id'),
    actorId: ref('actor_id').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('energy_project_status_log_project_idx').on(t.projectId, t.id)],
);

/** Files of a project (proposal, approval material, acceptance, other); the bytes are in the file storage. */
export const energyProjectAttachment = pgTable(
  'energy_project_attachment',
  {
    id: id(),
    projectId: ref('project_id').notNull(),
    orgId: ref('org_id').notNull(),
    kind: text('kind').notNull(),
    ...storedFile(),
    status: status(),
    ...timestamps(),
  },
  (t) => [index('energy_project_attachment_project_idx').on(t.projectId)],
);

/** Measured energy use after acceptance, one row per project and month (YYYY-MM). */
export const energyProjectMeasurement = pgTable(
  'energy_project_measurement',
  {
    id: id(),
    projectId: ref('project_id').notNull(),
    month: text('month').notNull(),
    energyAfter: numeric('energy_after').notNull(),
    createdBy: ref('created_by').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('energy_project_measurement_month_idx').on(t.projectId, t.month)],
);

/** The settings of the figures: one row (id 1), seeded by migration 0012 with the domain's defaults. */
export const energyProjectSetting = pgTable('energy_project_setting', {
  id: integer('id').primaryKey(),
  discountRate: numeric('discount_rate').notNull(),
  realisationThreshold: numeric('realisation_threshold').notNull(),
  /** { technology code: years } */
  lifetimes: jsonb('lifetimes').notNull(),
  version: version(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
