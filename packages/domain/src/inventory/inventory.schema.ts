import { z } from 'zod';
import { emissionResultWire, emissionSourceInput } from '../calc/source-input.js';
import { orgTypeCode } from '../iam/org.schema.js';
import { idString, pageQuery } from '../shared/envelope.js';
import { pinnedFactorFields } from '../factors/factor.schema.js';
import { approverCandidateRow } from '../approval/approval.schema.js';

/**
 * Request and row shapes of the carbon inventory (issue 10): projects, tasks, emission
 * entries, offsets, attachments and carbon templates. Ids are digit strings, quantities decimal
 * strings, dates `YYYY-MM-DD`, timestamps ISO strings. Message keys live in i18n/messages/inventory.ts.
 */

/** Spec §5/§9: reasons (exemption, significant indirect emission, rejection) at most 50 characters. */
export const REASON_MAX = 50;
/** Spec §5/§9: attachments at most 50 MB each. */
export const ATTACHMENT_MAX_BYTES = 50 * 1024 * 1024;
/** Spec §5 "type and count limits": at most this many files per entry (product decision). */
export const ATTACHMENTS_PER_ENTRY = 10;
/** Spec §5 allow-list (checked by extension and by content); previewable: images and PDF. */
export const ATTACHMENT_TYPES = {
  pdf: { mime: 'application/pdf', preview: true },
  png: { mime: 'image/png', preview: true },
  jpg: { mime: 'image/jpeg', preview: true },
  jpeg: { mime: 'image/jpeg', preview: true },
  gif: { mime: 'image/gif', preview: true },
  webp: { mime: 'image/webp', preview: true },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', preview: false },
  xls: { mime: 'application/vnd.ms-excel', preview: false },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', preview: false },
  doc: { mime: 'application/msword', preview: false },
  zip: { mime: 'application/zip', preview: false },
  rar: { mime: 'application/vnd.rar', preview: false },
  '7z': { mime: 'application/x-7z-compressed', preview: false },
} as const;
export type AttachmentExtension = keyof typeof ATTACHMENT_TYPES;

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'inventory.date.format');
const name = z.string().trim().min(1).max(100);
const text = (max: number) => z.string().trim().max(max);
const year = z.coerce.number().int().min(1990).max(2100);
const month = z.coerce.number().int().min(1).max(12);
const version = z.number().int().min(1);
const gwpSet = z.enum(['AR4', 'AR5', 'AR6']);
const projectType = z.enum(['annual', 'monthly', 'customer_special', 'business_group_self', 'government_key', 'carbon_trading', 'other']);
const boundaryMethod = z.enum(['equity-share', 'operational-control', 'financial-control']);
const inventoryWay = z.enum(['quick', 'compliance']);
const scope = z.coerce.number().int().min(1).max(3);
const category = z.coerce.number().int().min(1).max(15);
const grade = z.coerce.number().int().min(1).max(5);

// ---------------------------------------------------------------- projects

/** What a submission does while the task's distributed subtasks are still open (issue 25). */
export const openSubtasksRule = z.enum(['warn', 'refuse']);
export type OpenSubtasksRule = z.infer<typeof openSubtasksRule>;

const projectFields = {
  name,
  type: projectType,
  year,
  /** Monthly projects: the month of the period. */
  month: month.optional(),
  /** The main body (spec §3): the organisation the inventory is about. */
  orgId: idString,
  deadline: date,
  /** The GWP set every entry of the project uses (AR5 by default). */
  gwpSet: gwpSet.default('AR5'),
  /** A task submitted while its distributed subtasks are open: listed and confirmed ('warn', the default), or refused. */
  openSubtasks: openSubtasksRule.default('warn'),
  remark: text(500).optional(),
};
export const inventoryProjectAddRequest = z.object(projectFields);
export const inventoryProjectEditRequest = z.object({ ...projectFields, id: idString, version: version.optional() });
export const inventoryProjectDeleteRequest = z.object({ id: idString });
export const inventoryProjectPageQuery = pageQuery.extend({
  name: text(100).optional(),
  type: projectType.optional(),
  year: year.optional(),
  status: z.enum(['not_issued', 'in_progress', 'completed']).optional(),
  orgId: idString.optional(),
});
export const inventoryProjectRow = z.object({
  id: z.string(),
  name: z.string(),
  type: projectType,
  year: z.number().int(),
  month: z.number().int().nullable(),
  orgId: z.string(),
  orgName: z.string(),
  deadline: z.string(),
  gwpSet,
  openSubtasks: openSubtasksRule,
  remark: z.string().nullable(),
  status: z.enum(['not_issued', 'in_progress', 'completed']),
  taskCount: z.number().int(),
  createdBy: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type InventoryProjectRow = z.infer<typeof inventoryProjectRow>;

// ---------------------------------------------------------------- tasks

const reasonItem = z.object({ item: z.string().trim().min(1).max(100), reason: z.string().trim().min(1).max(REASON_MAX) });

/** At most this many approvers an initiator names for the later steps of a task's approval. */
export const LATER_APPROVERS_MAX = 5;
const laterApproverIds = z.array(idString).max(LATER_APPROVERS_MAX);
export const inventoryTaskLaterApproversRequest = z.object({ id: idString, laterApproverIds });

export const inventoryTaskIssueRequest = z.object({
  projectId: idString,
  orgIds: z.array(idString).min(1).max(500),
  boundaryMethod: boundaryMethod.optional(),
  inventoryWay: inventoryWay.default('compliance'),
  templateId: idString.optional(),
  /** Defaults to the project's deadline. */
  deadline: date.optional(),
  purpose: text(500).optional(),
  /** Spec §6: approvers the initiator names after the submitter's own, on every task issued. */
  laterApproverIds: laterApproverIds.optional(),
});
export const inventoryTaskDistributeRequest = z.object({
  taskId: idString,
  orgIds: z.array(idString).min(1).max(500),
  deadline: date.optional(),
  laterApproverIds: laterApproverIds.optional(),
});
/** The task's descriptive fields (spec §3), edited by the task's organisation before submission. */
export const inventoryTaskEditRequest = z.object({
  id: idString,
  version: version.optional(),
  name: name.optional(),
  inventoryObject: text(200).optional(),
  legalCompany: text(200).optional(),
  boundaryMethod: boundaryMethod.optional(),
  inventoryWay: inventoryWay.optional(),
  purpose: text(500).optional(),
  startDate: date.nullable().optional(),
  endDate: date.nullable().optional(),
  reportTemplate: z.enum(['ghg', 'iso14064']).optional(),
  source: text(200).optional(),
  factory: text(200).optional(),
  country: text(100).optional(),
  registeredAddress: text(300).optional(),
  operatingBoundary: text(1000).optional(),
  exemptions: z.array(reasonItem).max(50).optional(),
  significantIndirect: z.array(reasonItem).max(50).optional(),
  reductionProjects: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
  /** Collaborators: users who may fill the task (empty: anyone of the organisation with the fill permission). */
  memberIds: z.array(idString).max(50).optional(),
});
export const inventoryTaskPageQuery = pageQuery.extend({
  relation: z.enum(['participated', 'initiated']).optional(),
  status: z.coerce.number().int().min(1).max(7).optional(),
  projectId: idString.optional(),
  orgId: idString.optional(),
  name: text(100).optional(),
  year: year.optional(),
});
export const inventoryTaskSubmitRequest = z.object({
  id: idString,
  /** Approvers in order, one step each; `['none']` when this node needs no approval. */
  approverIds: z
    .array(z.union([idString, z.literal('none')]))
    .min(1)
    .max(10),
});
export const inventoryTaskCopyRequest = z.object({ id: idString, fromTaskId: idString });
const reasonRow = z.object({ item: z.string(), reason: z.string() });
export const inventoryTaskRow = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  projectType,
  year: z.number().int(),
  month: z.number().int().nullable(),
  gwpSet,
  parentId: z.string().nullable(),
  orgId: z.string(),
  orgName: z.string(),
  name: z.string(),
  /** Spec §4 fill-task status 1-7, with its task-flow and plain views. */
  status: z.number().int(),
  flowStatus: z.number().int(),
  plainStatus: z.number().int(),
  /** The task's latest approval: not_submitted | waiting | in_progress | passed | rejected | abnormal. */
  approvalStatus: z.string(),
  /** While an approval is open: the spec §6 level (APPROVAL_LEVEL) of the approver it waits for; else null. */
  waitingLevel: z.string().nullable(),
  initiatorId: z.string(),
  initiatorName: z.string(),
  boundaryMethod,
  inventoryWay,
  inventoryObject: z.string().nullable(),
  legalCompany: z.string().nullable(),
  purpose: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  deadline: z.string(),
  reportTemplate: z.string().nullable(),
  templateId: z.string().nullable(),
  source: z.string().nullable(),
  factory: z.string().nullable(),
  country: z.string().nullable(),
  registeredAddress: z.string().nullable(),
  operatingBoundary: z.string().nullable(),
  exemptions: z.array(reasonRow),
  significantIndirect: z.array(reasonRow),
  reductionProjects: z.array(z.string()),
  memberIds: z.array(z.string()),
  /** 0..100: the share of the task's sections that hold at least one entry. */
  progress: z.number().int(),
  subtaskCount: z.number().int(),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type InventoryTaskRow = z.infer<typeof inventoryTaskRow>;

/** A fill-in section: a scope, and for scope 3 one of the 15 categories. */
export const inventorySection = z.object({ scope: z.number().int(), category: z.number().int().nullable() });
export type InventorySection = z.infer<typeof inventorySection>;

/** The task detail: the row, the sections it fills, what the caller may do. */
export const inventoryTaskDetail = inventoryTaskRow.extend({
  sections: z.array(inventorySection.extend({ entryCount: z.number().int() })),
  /** Spec §6: the approvers the initiator named for the later steps of every submission, in order. */
  laterApprovers: z.array(approverCandidateRow),
  /** Distributed subtasks below it not yet approved, and what submitting does about them (the project's rule). */
  openSubtasks: z.array(z.object({ id: z.string(), name: z.string(), orgName: z.string(), status: z.number().int() })),
  openSubtasksRule,
  can: z.object({
    edit: z.boolean(),
    fill: z.boolean(),
    submit: z.boolean(),
    withdraw: z.boolean(),
    distribute: z.boolean(),
    viewApprovals: z.boolean(),
    /** The initiator may name later approvers. */
    nameLaterApprovers: z.boolean(),
  }),
});
export type InventoryTaskDetail = z.infer<typeof inventoryTaskDetail>;

/** Spec §5 data-quality score and level 1-5. */
const dataQuality = z.object({ score: z.string().nullable(), level: z.number().int().nullable() });
/** Totals of the task and its subordinate tasks' submitted or approved entries; decimals as strings. */
export const inventoryTaskSummary = z.object({
  taskId: z.string(),
  scope1: z.string(),
  scope2Location: z.string(),
  scope2Market: z.string(),
  scope3: z.string(),
  /** scope1 + scope2Location + scope3 (the location-based total; the market-based one is scope2Market's). */
  total: z.string(),
  /** Scope-3 tCO2e per category number "1".."15". */
  byCategory: z.record(z.string(), z.string()),
  /** Offsets, reported apart and never subtracted from the total. */
  offsets: z.string(),
  biogenicCo2: z.string(),
  entryCount: z.number().int(),
  dataQuality,
});
export type InventoryTaskSummary = z.infer<typeof inventoryTaskSummary>;

// ---------------------------------------------------------------- entries

export const inventoryEntrySaveRequest = z.object({
  /** Present when editing an entry (with its version). */
  id: idString.optional(),
  version: version.optional(),
  taskId: idString,
  scope,
  /** Scope-3 category 1-15 (required for scope 3). */
  category: category.optional(),
  sourceName: text(100).optional(),
  facility: text(100).optional(),
  activityQuality: grade.optional(),
  calibrationLevel: grade.optional(),
  factorQuality: grade.optional(),
  /** The engine's source input, the same shape /calc/preview accepts. */
  input: emissionSourceInput,
  factorId: idString.optional(),
  remark: text(500).optional(),
});
export type InventoryEntrySaveRequest = z.infer<typeof inventoryEntrySaveRequest>;
export const inventoryEntryPageQuery = pageQuery.extend({
  taskId: idString,
  scope: scope.optional(),
  category: category.optional(),
  /** Include the subordinate tasks' entries (ReportInventory). */
  subtree: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /**
   * Issue 25: only the entries of tasks submitted or approved (the ones the totals count), or only those of tasks not yet
   * submitted (drafts); omitted: every entry.
   */
  stage: z.enum(['submitted', 'draft']).optional(),
});
export const inventoryEntryDeleteRequest = z.object({ id: idString });
export const inventoryEntryRow = z.object({
  id: z.string(),
  taskId: z.string(),
  orgId: z.string(),
  scope: z.number().int(),
  category: z.number().int().nullable(),
  sourceName: z.string().nullable(),
  facility: z.string().nullable(),
  sourceType: z.string(),
  input: z.looseObject({ type: z.string() }),
  ...pinnedFactorFields,
  factorRegion: z.string().nullable(),
  gwpSet,
  /** tCO2e (location-based for electricity), decimal string; null while the entry has no amounts (copied). */
  tco2e: z.string().nullable(),
  /** Market-based tCO2e of an electricity entry; null for other sources. */
  tco2eMarket: z.string().nullable(),
  biogenicCo2: z.string().nullable(),
  activityQuality: z.number().int().nullable(),
  calibrationLevel: z.number().int().nullable(),
  factorQuality: z.number().int().nullable(),
  /** Spec §5: average of the three grades. */
  qualityScore: z.string().nullable(),
  explanation: emissionResultWire.shape.explanation.nullable(),
  marketExplanation: emissionResultWire.shape.explanation.nullable(),
  resultId: z.string().nullable(),
  remark: z.string().nullable(),
  attachmentCount: z.number().int(),
  createdBy: z.string(),
  updatedBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type InventoryEntryRow = z.infer<typeof inventoryEntryRow>;
/** A listed entry with its task's state (issue 25: ReportInventory shows each row's status, drafts apart from submitted rows). */
export const inventoryEntryPageRow = inventoryEntryRow.extend({
  taskName: z.string(),
  /** Spec §4 fill-task status 1-7 of the entry's task. */
  taskStatus: z.number().int(),
  /** The task's latest approval: not_submitted | waiting | in_progress | passed | rejected | abnormal. */
  taskApprovalStatus: z.string(),
  /** While the task's approval is open: the level (APPROVAL_LEVEL) of the approver it waits for; else null. */
  taskWaitingLevel: z.string().nullable(),
});
export type InventoryEntryPageRow = z.infer<typeof inventoryEntryPageRow>;

// ---------------------------------------------------------------- offsets

export const inventoryOffsetSaveRequest = z.object({
  id: idString.optional(),
  version: version.optional(),
  taskId: idString,
  name: name,
  standard: z.enum(['ccer', 'vcs', 'gold_standard', 'cdm', 'other']),
  serialNumber: text(100).optional(),
  vintage: year.optional(),
  tco2e: z.string().regex(/^\d{1,12}$|^\d{1,12}\.\d{1,10}$/, 'inventory.offset.amount'),
});
export const inventoryOffsetRow = z.object({
  id: z.string(),
  taskId: z.string(),
  name: z.string(),
  standard: z.string(),
  serialNumber: z.string().nullable(),
  vintage: z.number().int().nullable(),
  tco2e: z.string(),
  version: z.number().int(),
});

// ---------------------------------------------------------------- attachments

export const attachmentUploadQuery = z.object({ entryId: idString });
export const attachmentListQuery = z.object({ entryId: idString });
export const attachmentRow = z.object({
  id: z.string(),
  entryId: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  /** Images and PDF preview in the browser; other types only download. */
  previewable: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type AttachmentRow = z.infer<typeof attachmentRow>;

// ---------------------------------------------------------------- carbon templates

export const carbonTemplateFields = {
  name,
  /** The organisation type the template is meant for: an ORG_TYPE code (sys_org.org_type); informational. */
  orgType: orgTypeCode.optional(),
  sections: z
    .array(z.object({ scope, category: category.nullable().optional() }))
    .min(1)
    .max(20),
  remark: text(500).optional(),
};
export const carbonTemplateAddRequest = z.object(carbonTemplateFields);
export const carbonTemplateEditRequest = z.object({ ...carbonTemplateFields, id: idString, version: version.optional() });
export const carbonTemplatePageQuery = pageQuery.extend({ name: text(100).optional() });
export const carbonTemplateRow = z.object({
  id: z.string(),
  name: z.string(),
  orgType: orgTypeCode.nullable(),
  sections: z.array(inventorySection),
  remark: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type CarbonTemplateRow = z.infer<typeof carbonTemplateRow>;

/** Inventory error codes (2030xxx). Messages `error.<code>` in i18n/messages/inventory.ts. */
export const INVENTORY_CODE = {
  PROJECT_NOT_EXIST: 2030001,
  /** The project has submitted data: it cannot be deleted. */
  PROJECT_HAS_SUBMITTED: 2030002,
  TASK_NOT_EXIST: 2030003,
  /** An organisation already has a task of this project. */
  TASK_REPEAT: 2030004,
  /** Distribution to an organisation not below the task's own. */
  NOT_SUBORDINATE: 2030005,
  ENTRY_NOT_EXIST: 2030006,
  /** The task is submitted or completed: its sections are read-only. */
  TASK_READ_ONLY: 2030007,
  /** The caller is not a collaborator of the task. */
  NOT_MEMBER: 2030008,
  /** Submission refused: entries without amounts or uploads missing. */
  INCOMPLETE: 2030009,
  /** Only the initiator may view the approval progress. */
  NOT_INITIATOR: 2030010,
  ATTACHMENT_NOT_EXIST: 2030011,
  ATTACHMENT_TYPE: 2030012,
  ATTACHMENT_SIZE: 2030013,
  ATTACHMENT_COUNT: 2030014,
  PREVIEW_UNSUPPORTED: 2030015,
  TEMPLATE_NOT_EXIST: 2030016,
  TEMPLATE_IN_USE: 2030017,
  /** The section is not part of the task's template. */
  SECTION_NOT_IN_TEMPLATE: 2030018,
  /** Scope 3 needs a category; scopes 1 and 2 take none. */
  CATEGORY: 2030019,
  /** A source type entered in a scope it does not belong to (grid electricity as scope 1). */
  SOURCE_SCOPE: 2030020,
  /** Submission refused while distributed subtasks are open (the project's setting says refuse). */
  OPEN_SUBTASKS: 2030021,
} as const;
