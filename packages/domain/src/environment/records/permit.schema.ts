import { z } from 'zod';
import { idString, pageQuery } from '../../shared/envelope.js';
import { APPLICATION_TYPE, CONSTRUCTION_STATUS, EMERGENCY_PLAN_TYPE, ENV_PROJECT_TYPE, HONOR_TYPE } from '../dictionary.js';
import type { EnumDef } from '../../enums/types.js';

/**
 * Environmental-impact (EIA) projects, emergency plans and honours (issue 15), each owned by an
 * organisation (park or legal entity) and read and changed within the caller's data scope, with
 * files (approval documents, plan files, certificates) in the platform's file storage.
 */

/** Error codes (2052xxx). Messages `error.<code>`. */
export const ENV_PERMIT_CODE = {
  PERMIT_NOT_EXIST: 2052001,
  /** The construction status cannot move from the current one to the requested one. */
  STATUS_TRANSITION: 2052002,
  /** Moving to accepted needs the acceptance date. */
  ACCEPTANCE_DATE: 2052003,
  PLAN_NOT_EXIST: 2052004,
  HONOR_NOT_EXIST: 2052005,
  /** An end date before its start date. */
  DATE_ORDER: 2052006,
  FILE_NOT_EXIST: 2052007,
  FILE_TYPE: 2052008,
  FILE_SIZE: 2052009,
  NO_FILE: 2052010,
} as const;

/** Days before the end of validity when the reminder goes out (plans and honours). */
export const EXPIRY_REMINDER_DAYS = 30;

/** Files of the records: documents and scans, at most 50 MB (spec §9), checked by extension and content. */
export const ENV_FILE_MAX_BYTES = 50 * 1024 * 1024;
export const ENV_FILE_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
} as const;
export type EnvFileExtension = keyof typeof ENV_FILE_TYPES;
/** Whose file: an EIA project, an emergency plan, an honour. */
export const ENV_FILE_OWNERS = ['permit', 'plan', 'honor'] as const;
export type EnvFileOwner = (typeof ENV_FILE_OWNERS)[number];

const codeOf = (def: EnumDef) => {
  const codes = def.items.map((i) => i.code);
  return z.coerce
    .number()
    .int()
    .refine((n) => codes.includes(n as never), { message: 'validation.invalid' });
};
const day = z.iso.date();
const version = z.coerce.number().int().min(1);
const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);

// ---------------------------------------------------------------- EIA projects

export const permitFields = z.object({
  orgId: idString,
  name: required(200),
  applicationType: codeOf(APPLICATION_TYPE),
  /** Spec "project type": report book, report table, registration form. */
  reportForm: codeOf(ENV_PROJECT_TYPE),
  /** Approval or filing number of the authority's decision. */
  approvalNumber: text(100).optional(),
  approvalAuthority: text(200).optional(),
  applicationDate: day.optional(),
  approvalDate: day.optional(),
  plannedStart: day.optional(),
  plannedEnd: day.optional(),
  contact: text(50).optional(),
  remark: text(1000).optional(),
});
export type PermitFields = z.infer<typeof permitFields>;
/** A new project starts planned unless an existing one is recorded with its current status. */
export const permitAddRequest = permitFields.extend({ constructionStatus: codeOf(CONSTRUCTION_STATUS).optional() });
export type PermitAddRequest = z.infer<typeof permitAddRequest>;
export const permitEditRequest = permitFields.extend({ id: idString, version });
export type PermitEditRequest = z.infer<typeof permitEditRequest>;
export const permitStatusRequest = z.object({
  id: idString,
  version,
  to: codeOf(CONSTRUCTION_STATUS),
  /** The day of the change; the acceptance date when moving to accepted. */
  date: day.optional(),
  note: text(500).optional(),
});
export type PermitStatusRequest = z.infer<typeof permitStatusRequest>;
export const permitFilter = z.object({
  orgId: idString.optional(),
  applicationType: codeOf(APPLICATION_TYPE).optional(),
  constructionStatus: codeOf(CONSTRUCTION_STATUS).optional(),
  keyword: text(100).optional(),
});
export const permitPageQuery = pageQuery.extend(permitFilter.shape);
export type PermitPageQuery = z.infer<typeof permitPageQuery>;

export const permitRow = z.object({
  id: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  name: z.string(),
  applicationType: z.number().int(),
  reportForm: z.number().int(),
  constructionStatus: z.number().int(),
  approvalNumber: z.string().nullable(),
  approvalAuthority: z.string().nullable(),
  applicationDate: z.string().nullable(),
  approvalDate: z.string().nullable(),
  plannedStart: z.string().nullable(),
  plannedEnd: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  contact: z.string().nullable(),
  remark: z.string().nullable(),
  fileCount: z.number().int(),
  createdByName: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PermitRow = z.infer<typeof permitRow>;

// ---------------------------------------------------------------- emergency plans

export const planFields = z.object({
  orgId: idString,
  planType: codeOf(EMERGENCY_PLAN_TYPE),
  name: required(200),
  filingNumber: required(100),
  filingAuthority: text(200).optional(),
  filingDate: day.optional(),
  validFrom: day,
  validTo: day,
  remark: text(1000).optional(),
});
export type PlanFields = z.infer<typeof planFields>;
export const planEditRequest = planFields.extend({ id: idString, version });
export type PlanEditRequest = z.infer<typeof planEditRequest>;
export const planFilter = z.object({
  orgId: idString.optional(),
  planType: codeOf(EMERGENCY_PLAN_TYPE).optional(),
  /** Only plans whose validity ends within EXPIRY_REMINDER_DAYS or has ended. */
  expiring: z.enum(['true', 'false']).optional(),
  keyword: text(100).optional(),
});
export const planPageQuery = pageQuery.extend(planFilter.shape);
export type PlanPageQuery = z.infer<typeof planPageQuery>;
export const planRow = planFields.extend({
  id: z.string(),
  orgName: z.string(),
  filingAuthority: z.string().nullable(),
  filingDate: z.string().nullable(),
  remark: z.string().nullable(),
  fileCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type PlanRow = z.infer<typeof planRow>;

// ---------------------------------------------------------------- honours

export const honorFields = z.object({
  orgId: idString,
  honorType: codeOf(HONOR_TYPE),
  name: required(200),
  issuer: required(200),
  certificateNumber: text(100).optional(),
  issuedDate: day,
  /** Open-ended honours (a title awarded once) have no end. */
  validTo: day.optional(),
  remark: text(1000).optional(),
});
export type HonorFields = z.infer<typeof honorFields>;
export const honorEditRequest = honorFields.extend({ id: idString, version });
export type HonorEditRequest = z.infer<typeof honorEditRequest>;
export const honorFilter = z.object({
  orgId: idString.optional(),
  honorType: codeOf(HONOR_TYPE).optional(),
  keyword: text(100).optional(),
});
export const honorPageQuery = pageQuery.extend(honorFilter.shape);
export type HonorPageQuery = z.infer<typeof honorPageQuery>;
export const honorRow = honorFields.extend({
  id: z.string(),
  orgName: z.string(),
  certificateNumber: z.string().nullable(),
  validTo: z.string().nullable(),
  remark: z.string().nullable(),
  fileCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type HonorRow = z.infer<typeof honorRow>;

/** The ISO 14064 verification statements of certificate management, listed with the honours (not stored twice). */
export const honorVerificationRow = z.object({
  certificateId: z.string(),
  year: z.number().int(),
  orgId: z.string(),
  orgName: z.string(),
  inventoryObject: z.string(),
  verifier: z.string().nullable(),
  fileName: z.string(),
  createdAt: z.string(),
});
export type HonorVerificationRow = z.infer<typeof honorVerificationRow>;
export const honorVerificationQuery = pageQuery.extend({ orgId: idString.optional(), year: z.coerce.number().int().optional() });

// ---------------------------------------------------------------- files

export const envFileQuery = z.object({ ownerId: idString });
export const envFileRow = z.object({
  id: z.string(),
  ownerId: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type EnvFileRow = z.infer<typeof envFileRow>;
export const envFileDeleteRequest = z.object({ id: idString });
