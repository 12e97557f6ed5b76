import { z } from 'zod';
import { idString, pageQuery } from '../shared/envelope.js';
import { approvalHistory } from '../approval/approval.schema.js';
import { ENERGY_TYPE, PROJECT_STAGE, PROJECT_STATUS, PROJECT_TECHNOLOGY, TECHNOLOGY_SOURCE } from '../enums/projects.js';
import { THREE_R } from './project.constants.js';
import { OVERRIDE_REASON_MAX, decimalProblem, isDate, isMonth } from './project.rules.js';

/**
 * Request and row shapes of the energy-saving projects (issue 12). Ids are digit strings, figures
 * decimal strings, dates YYYY-MM-DD, months YYYY-MM, timestamps ISO strings. A refinement's
 * message is a message key (i18n/messages/projects.ts) the server renders with the field's label.
 */

const codes = <C extends string>(e: { items: readonly { code: C }[] }) => e.items.map((i) => i.code) as [C, ...C[]];

export const projectStatusCode = z.enum(codes(PROJECT_STATUS));
export const projectStageCode = z.enum(codes(PROJECT_STAGE));
export const projectTechnologyCode = z.enum(codes(PROJECT_TECHNOLOGY));
export const energyTypeCode = z.enum(codes(ENERGY_TYPE));
export const technologySourceCode = z.enum(codes(TECHNOLOGY_SOURCE));
export const threeRCode = z.enum(THREE_R);

/** A non-negative decimal string with at most 10 decimals (spec §5), checked on every save. */
export const projectDecimal = z
  .string()
  .trim()
  .max(40)
  .superRefine((v, ctx) => {
    const key = decimalProblem(v);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  });
export const projectDate = z.string().trim().refine(isDate, { message: 'project.rule.date' });
export const projectMonth = z.string().trim().refine(isMonth, { message: 'project.rule.month' });
const text = (max: number) => z.string().trim().max(max);
/** Optional on the wire; null clears it. */
const opt = <T extends z.ZodType>(t: T) => t.nullish();

/** At most this many energy-saving reviewers a project names (spec §4 "energy-saving reviewers"). */
export const ENERGY_REVIEWERS_MAX = 5;

export const projectFields = {
  name: z.string().trim().min(1).max(100),
  /** The implementing organisation (a legal entity or BU); business group, park and legal person follow from the tree. */
  orgId: idString,
  projectType: opt(text(50)),
  technology: opt(projectTechnologyCode),
  energyObject: opt(text(100)),
  energyType: opt(energyTypeCode),
  energyUnit: opt(text(20)),
  technologySource: opt(technologySourceCode),
  threeR: opt(threeRCode),
  responsiblePerson: opt(text(50)),
  initiatorName: opt(text(50)),
  initiatorContact: opt(text(100)),
  initiatorPhone: opt(text(30)),
  initiatorEmail: opt(text(100)),
  estimatedStart: opt(projectDate),
  estimatedEnd: opt(projectDate),
  actualStart: opt(projectDate),
  actualEnd: opt(projectDate),
  statusDescription: opt(text(500)),
  principle: opt(text(2000)),
  benefitAnalysis: opt(text(2000)),
  /** Energy use per year before and after the improvement, in energyUnit. */
  energyBefore: opt(projectDecimal),
  energyAfter: opt(projectDecimal),
  /** tCO2e per energy unit. */
  emissionFactor: opt(projectDecimal),
  /** The library factor the emission factor defaulted from (kept with its version). */
  emissionFactorSource: opt(z.object({ factorId: idString, version: z.string().trim().min(1).max(64) })),
  /** Ten thousand yuan. */
  investment: opt(projectDecimal),
  /** Yuan per energy unit. */
  localEnergyPrice: opt(projectDecimal),
  /** Years; empty: the technology's default from the settings. */
  lifetimeYears: opt(z.number().int().min(1).max(100)),
  /** Annual reduction given by hand (a non-energy project), tCO2e, with its reason. */
  reductionOverride: opt(projectDecimal),
  reductionOverrideReason: opt(text(OVERRIDE_REASON_MAX)),
  supervisorReviewerId: opt(idString),
  businessGroupReviewerId: opt(idString),
  fiiReviewerId: opt(idString),
  energyReviewerIds: opt(z.array(idString).max(ENERGY_REVIEWERS_MAX)),
};
export const projectAddRequest = z.object(projectFields);
export type ProjectAddRequest = z.infer<typeof projectAddRequest>;
export const projectEditRequest = z.object({ ...projectFields, id: idString, version: z.number().int().min(1) });
export type ProjectEditRequest = z.infer<typeof projectEditRequest>;
export const projectDeleteRequest = z.object({ ids: z.array(idString).min(1).max(200) });
export const projectSubmitRequest = z.object({ id: idString });

const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
export const PROJECT_SORT_FIELDS = [
  'number',
  'name',
  'estimatedStart',
  'estimatedEnd',
  'annualCarbonReduction',
  'investment',
  'abatementCost',
  'createdAt',
] as const;
export const projectPageQuery = pageQuery.extend({
  name: text(100).optional(),
  number: text(30).optional(),
  /** The organisation and its subtree. */
  orgId: idString.optional(),
  status: projectStatusCode.optional(),
  stage: projectStageCode.optional(),
  threeR: threeRCode.optional(),
  technology: projectTechnologyCode.optional(),
  /** The estimated start year. */
  year: z.coerce.number().int().min(1990).max(2100).optional(),
  /** Estimated end passed without acceptance. */
  overdue: flag,
  /** Realising less than the threshold share of the estimate. */
  flagged: flag,
  sortField: z.enum(PROJECT_SORT_FIELDS).optional(),
  sortOrder: z.enum(['ascend', 'descend']).optional(),
});
export type ProjectPageQuery = z.infer<typeof projectPageQuery>;

const dec = z.string().nullable();
const reviewer = { id: z.string().nullable(), name: z.string().nullable() };

/** The project as lists show it: every field, its position, the stored automatic figures, status and stage. */
export const projectRow = z.object({
  id: z.string(),
  number: z.string(),
  name: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  businessGroupId: z.string().nullable(),
  businessGroupName: z.string().nullable(),
  parkId: z.string().nullable(),
  parkName: z.string().nullable(),
  legalPersonId: z.string().nullable(),
  legalPersonName: z.string().nullable(),
  projectType: z.string().nullable(),
  technology: z.string().nullable(),
  energyObject: z.string().nullable(),
  energyType: z.string().nullable(),
  energyUnit: z.string().nullable(),
  technologySource: z.string().nullable(),
  threeR: threeRCode.nullable(),
  responsiblePerson: z.string().nullable(),
  initiatorName: z.string().nullable(),
  initiatorContact: z.string().nullable(),
  initiatorPhone: z.string().nullable(),
  initiatorEmail: z.string().nullable(),
  estimatedStart: z.string().nullable(),
  estimatedEnd: z.string().nullable(),
  actualStart: z.string().nullable(),
  actualEnd: z.string().nullable(),
  acceptanceTime: z.string().nullable(),
  statusDescription: z.string().nullable(),
  principle: z.string().nullable(),
  benefitAnalysis: z.string().nullable(),
  energyBefore: dec,
  energyAfter: dec,
  emissionFactor: dec,
  emissionFactorSource: z.object({ factorId: z.string(), version: z.string() }).nullable(),
  investment: dec,
  localEnergyPrice: dec,
  lifetimeYears: z.number().int().nullable(),
  /** The lifetime the abatement cost used: the project's own, else its technology's default. */
  lifetimeUsed: z.number().int(),
  reductionOverride: dec,
  reductionOverrideReason: z.string().nullable(),
  /** Automatic figures (decimal strings or null): energy unit, tCO2e, ten thousand yuan, yuan/tCO2e, years, yuan/tCO2e. */
  energySaved: dec,
  annualCarbonReduction: dec,
  annualBenefit: dec,
  costEffectiveness: dec,
  paybackYears: dec,
  paybackNotRecovered: z.boolean(),
  abatementCost: dec,
  status: projectStatusCode,
  stage: projectStageCode,
  needsFiiReview: z.boolean(),
  /** not_submitted | in_approval | passed | rejected */
  approvalStatus: z.enum(['not_submitted', 'in_approval', 'passed', 'rejected']),
  flowId: z.string().nullable(),
  supervisorReviewer: z.object(reviewer),
  businessGroupReviewer: z.object(reviewer),
  fiiReviewer: z.object(reviewer),
  energyReviewerIds: z.array(z.string()),
  /** The estimated end passed before acceptance. */
  overdue: z.boolean(),
  /** The effect evaluation's realised ÷ estimated share, and whether it is under the threshold. */
  realisationRatio: dec,
  flagged: z.boolean(),
  createdBy: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type ProjectRow = z.infer<typeof projectRow>;

export const PROJECT_ATTACHMENT_KINDS = ['proposal', 'approval_material', 'acceptance', 'other'] as const;
export type ProjectAttachmentKind = (typeof PROJECT_ATTACHMENT_KINDS)[number];
export const projectAttachmentRow = z.object({
  id: z.string(),
  kind: z.enum(PROJECT_ATTACHMENT_KINDS),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type ProjectAttachmentRow = z.infer<typeof projectAttachmentRow>;

export const projectStatusLogRow = z.object({
  id: z.string(),
  from: projectStatusCode.nullable(),
  to: projectStatusCode,
  opinion: z.string().nullable(),
  acceptanceTime: z.string().nullable(),
  attachmentId: z.string().nullable(),
  actorId: z.string(),
  actorName: z.string(),
  at: z.string(),
});

export const projectEffect = z.object({
  months: z.number().int(),
  rows: z.array(
    z.object({
      month: z.string(),
      energyAfter: z.string(),
      energySaved: z.string(),
      realisedReduction: z.string(),
      cumulativeRealised: z.string(),
      cumulativeExpected: z.string(),
    }),
  ),
  realisedEnergySaved: dec,
  realisedReduction: dec,
  expectedReduction: dec,
  ratio: dec,
  complete: z.boolean(),
  flagged: z.boolean(),
  threshold: z.string(),
});

/** The project detail: the row, its attachments, status log, effect evaluation and what the caller may do. */
export const projectDetail = projectRow.extend({
  discountRate: z.string(),
  energyReviewers: z.array(z.object(reviewer)),
  attachments: z.array(projectAttachmentRow),
  statusLog: z.array(projectStatusLogRow),
  effect: projectEffect,
  /** The status changes the caller may make now: to, forward or reject, acceptance time required. */
  allowedTransitions: z.array(z.object({ to: projectStatusCode, kind: z.enum(['forward', 'reject']), acceptanceTime: z.boolean() })),
  /** Only the initiator may view the approval progress. */
  canViewProgress: z.boolean(),
  can: z.object({ edit: z.boolean(), delete: z.boolean(), submit: z.boolean(), measure: z.boolean() }),
});
export type ProjectDetail = z.infer<typeof projectDetail>;

export const projectChangeStatusRequest = z.object({
  id: idString,
  /** The status the caller saw (the dialog's "from"): when it changed meanwhile, 2034003. */
  from: projectStatusCode.optional(),
  to: projectStatusCode,
  /** Spec §4: reviewers' opinions are required. */
  opinion: z.string().trim().min(1).max(500),
  /** Required when acceptance is completed. */
  acceptanceTime: projectDate.optional(),
  /** An uploaded attachment of the project that goes with the change. */
  attachmentId: idString.optional(),
});

export const projectUploadQuery = z.object({ id: idString, kind: z.enum(PROJECT_ATTACHMENT_KINDS) });
export const projectMeasureRequest = z.object({ id: idString, month: projectMonth, energyAfter: projectDecimal });
export const projectDeleteMeasurementRequest = z.object({ id: idString, month: projectMonth });

export const projectDefaultFactorQuery = z.object({ energyType: energyTypeCode, orgId: idString });
export const projectDefaultFactor = z
  .object({ emissionFactor: z.string(), unit: z.string(), factorId: z.string(), version: z.string(), source: z.string() })
  .nullable();

/** The approval progress of a project: its flows (newest first) and the label (PROJECT_APPROVAL_STEP code) of each step. */
export const projectApprovals = z.object({ stepLabels: z.array(z.string()), flows: approvalHistory });

export const projectReviewerCandidatesQuery = z.object({ orgId: idString });

const settingsFields = {
  /** The discount rate r of the CRF, a share (0.08 = 8 %). */
  discountRate: projectDecimal.refine((v) => Number(v) < 1, { message: 'project.rule.rate' }),
  /** Projects realising less than this share are flagged. */
  realisationThreshold: projectDecimal.refine((v) => Number(v) > 0 && Number(v) <= 1, { message: 'project.rule.share' }),
  /** Default lifetime in years per technology code. */
  lifetimes: z.partialRecord(projectTechnologyCode, z.number().int().min(1).max(100)),
};
export const projectSettings = z.object({
  discountRate: z.string(),
  realisationThreshold: z.string(),
  lifetimes: z.record(z.string(), z.number().int()),
  version: z.number().int(),
});
export type ProjectSettingsRow = z.infer<typeof projectSettings>;
export const projectSettingsEditRequest = z.object({ ...settingsFields, version: z.number().int().min(1).optional() });
