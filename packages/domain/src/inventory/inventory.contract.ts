import { z } from 'zod';
import { approvalHistory, approverCandidateRow } from '../approval/approval.schema.js';
import { importResult } from '../factors/factor.schema.js';
import { defineContract, idQuery, pageOf } from '../shared/index.js';
import {
  attachmentListQuery,
  attachmentRow,
  attachmentUploadQuery,
  carbonTemplateAddRequest,
  carbonTemplateEditRequest,
  carbonTemplatePageQuery,
  carbonTemplateRow,
  inventoryEntryDeleteRequest,
  inventoryEntryPageQuery,
  inventoryEntryPageRow,
  inventoryEntryRow,
  inventoryEntrySaveRequest,
  inventoryOffsetRow,
  inventoryOffsetSaveRequest,
  inventoryProjectAddRequest,
  inventoryProjectDeleteRequest,
  inventoryProjectEditRequest,
  inventoryProjectPageQuery,
  inventoryProjectRow,
  inventoryTaskCopyRequest,
  inventoryTaskDetail,
  inventoryTaskDistributeRequest,
  inventoryTaskEditRequest,
  inventoryTaskIssueRequest,
  inventoryTaskLaterApproversRequest,
  inventoryTaskPageQuery,
  inventoryTaskRow,
  inventoryTaskSubmitRequest,
  inventoryTaskSummary,
} from './inventory.schema.js';

/** Audit entities of the inventory. */
export const INVENTORY_AUDIT = {
  project: 'inventory_project',
  task: 'inventory_task',
  entry: 'inventory_entry',
  offset: 'inventory_offset',
  attachment: 'inventory_attachment',
  template: 'carbon_template',
} as const;

const json = (path: string) => `/api/main/${path}`;

/** Inventory projects (spec §3): the yearly or monthly inventory the carbon team opens. */
export const inventoryProjectContract = defineContract('inventoryProject', 'inventoryProject', {
  page: {
    method: 'GET',
    path: json('inventoryProject/page'),
    permission: 'authenticated',
    query: inventoryProjectPageQuery,
    response: pageOf(inventoryProjectRow),
  },
  detail: {
    method: 'GET',
    path: json('inventoryProject/detail'),
    permission: 'authenticated',
    query: idQuery,
    response: inventoryProjectRow,
  },
  add: {
    method: 'POST',
    path: json('inventoryProject/add'),
    permission: 'inventoryProject:add',
    body: inventoryProjectAddRequest,
    response: inventoryProjectRow,
    audit: INVENTORY_AUDIT.project,
  },
  edit: {
    method: 'POST',
    path: json('inventoryProject/edit'),
    permission: 'inventoryProject:edit',
    body: inventoryProjectEditRequest,
    response: inventoryProjectRow,
    audit: INVENTORY_AUDIT.project,
  },
  delete: {
    method: 'POST',
    path: json('inventoryProject/delete'),
    permission: 'inventoryProject:delete',
    body: inventoryProjectDeleteRequest,
    response: z.null(),
    audit: INVENTORY_AUDIT.project,
  },
});

/**
 * Inventory tasks down the organisation tree, their fill-in (entries, offsets, attachments,
 * import) and submission. Button permissions sit on the task page.
 */
export const inventoryTaskContract = defineContract('inventoryTask', 'inventoryTask', {
  issue: {
    method: 'POST',
    path: json('inventoryTask/issue'),
    permission: 'inventoryTask:issue',
    body: inventoryTaskIssueRequest,
    response: z.array(inventoryTaskRow),
    audit: INVENTORY_AUDIT.task,
  },
  distribute: {
    method: 'POST',
    path: json('inventoryTask/distribute'),
    permission: 'inventoryTask:distribute',
    body: inventoryTaskDistributeRequest,
    response: z.array(inventoryTaskRow),
    audit: INVENTORY_AUDIT.task,
  },
  page: {
    method: 'GET',
    path: json('inventoryTask/page'),
    permission: 'authenticated',
    query: inventoryTaskPageQuery,
    response: pageOf(inventoryTaskRow),
  },
  detail: { method: 'GET', path: json('inventoryTask/detail'), permission: 'authenticated', query: idQuery, response: inventoryTaskDetail },
  edit: {
    method: 'POST',
    path: json('inventoryTask/edit'),
    permission: 'inventoryTask:fill',
    body: inventoryTaskEditRequest,
    response: inventoryTaskDetail,
    audit: INVENTORY_AUDIT.task,
  },
  summary: {
    method: 'GET',
    path: json('inventoryTask/summary'),
    permission: 'authenticated',
    query: idQuery,
    response: inventoryTaskSummary,
  },
  submit: {
    method: 'POST',
    path: json('inventoryTask/submit'),
    permission: 'inventoryTask:submit',
    body: inventoryTaskSubmitRequest,
    response: inventoryTaskDetail,
    audit: INVENTORY_AUDIT.task,
  },
  withdraw: {
    method: 'POST',
    path: json('inventoryTask/withdraw'),
    permission: 'inventoryTask:submit',
    body: idQuery,
    response: inventoryTaskDetail,
    audit: INVENTORY_AUDIT.task,
  },
  copy: {
    method: 'POST',
    path: json('inventoryTask/copy'),
    permission: 'inventoryTask:fill',
    body: inventoryTaskCopyRequest,
    response: z.object({ copied: z.number().int() }),
    audit: INVENTORY_AUDIT.entry,
    description:
      "Copies an earlier task's sources and facilities (not their amounts) of the same organisation into this task as entries without amounts.",
  },
  /** Users who may approve the task: they hold approval:decide and have the task's organisation in their data scope. */
  approverCandidates: {
    method: 'GET',
    path: json('inventoryTask/approverCandidates'),
    permission: 'inventoryTask:submit',
    query: idQuery,
    response: z.array(approverCandidateRow),
  },
  /** Who the initiator may name as later approvers of the task (as approverCandidates, for the initiator). */
  laterApproverCandidates: {
    method: 'GET',
    path: json('inventoryTask/laterApproverCandidates'),
    permission: 'authenticated',
    query: idQuery,
    response: z.array(approverCandidateRow),
  },
  /** Spec §6: the initiator names the approvers after the submitter's own (used by every later submission). */
  laterApprovers: {
    method: 'POST',
    path: json('inventoryTask/laterApprovers'),
    permission: 'authenticated',
    body: inventoryTaskLaterApproversRequest,
    response: inventoryTaskDetail,
    audit: INVENTORY_AUDIT.task,
  },
  /** The task's approval progress (viewApprovals): only its initiator may see it. */
  approvals: {
    method: 'GET',
    path: json('inventoryTask/approvals'),
    permission: 'authenticated',
    query: idQuery,
    response: approvalHistory,
  },
  entryPage: {
    method: 'GET',
    path: json('inventoryEntry/page'),
    permission: 'authenticated',
    query: inventoryEntryPageQuery,
    response: pageOf(inventoryEntryPageRow),
  },
  entryDetail: {
    method: 'GET',
    path: json('inventoryEntry/detail'),
    permission: 'authenticated',
    query: idQuery,
    response: inventoryEntryRow,
  },
  entrySave: {
    method: 'POST',
    path: json('inventoryEntry/save'),
    permission: 'inventoryTask:fill',
    body: inventoryEntrySaveRequest,
    response: inventoryEntryRow,
    audit: INVENTORY_AUDIT.entry,
  },
  entryDelete: {
    method: 'POST',
    path: json('inventoryEntry/delete'),
    permission: 'inventoryTask:fill',
    body: inventoryEntryDeleteRequest,
    response: z.null(),
    audit: INVENTORY_AUDIT.entry,
  },
  entryImport: {
    method: 'POST',
    path: json('inventoryEntry/import'),
    permission: 'inventoryTask:fill',
    kind: 'upload',
    // `scope` (the tab the import started from) is accepted as before and ignored: each row names its own (issue 25)
    query: z.object({ taskId: z.string().regex(/^\d{1,18}$/), scope: z.coerce.number().int().min(1).max(3).optional() }),
    response: importResult,
    audit: INVENTORY_AUDIT.entry,
  },
  entryTemplate: {
    method: 'GET',
    path: json('inventoryEntry/template'),
    permission: 'inventoryTask:fill',
    kind: 'file',
    query: z.object({ scope: z.coerce.number().int().min(1).max(3).optional() }),
  },
  offsetList: {
    method: 'GET',
    path: json('inventoryOffset/list'),
    permission: 'authenticated',
    query: z.object({ taskId: z.string().regex(/^\d{1,18}$/) }),
    response: z.array(inventoryOffsetRow),
  },
  offsetSave: {
    method: 'POST',
    path: json('inventoryOffset/save'),
    permission: 'inventoryTask:fill',
    body: inventoryOffsetSaveRequest,
    response: inventoryOffsetRow,
    audit: INVENTORY_AUDIT.offset,
  },
  offsetDelete: {
    method: 'POST',
    path: json('inventoryOffset/delete'),
    permission: 'inventoryTask:fill',
    body: idQuery,
    response: z.null(),
    audit: INVENTORY_AUDIT.offset,
  },
  attachmentUpload: {
    method: 'POST',
    path: json('inventoryAttachment/upload'),
    permission: 'inventoryTask:fill',
    kind: 'upload',
    query: attachmentUploadQuery,
    response: attachmentRow,
    audit: INVENTORY_AUDIT.attachment,
  },
  attachmentList: {
    method: 'GET',
    path: json('inventoryAttachment/list'),
    permission: 'authenticated',
    query: attachmentListQuery,
    response: z.array(attachmentRow),
  },
  /** The file as a download (Content-Disposition: attachment); checked against the data scope. */
  attachmentDownload: {
    method: 'GET',
    path: json('inventoryAttachment/download'),
    permission: 'authenticated',
    kind: 'file',
    query: idQuery,
  },
  /** Images and PDF inline for the browser's preview; other types are refused ("preview not supported"). */
  attachmentPreview: {
    method: 'GET',
    path: json('inventoryAttachment/preview'),
    permission: 'authenticated',
    kind: 'file',
    query: idQuery,
  },
  attachmentDelete: {
    method: 'POST',
    path: json('inventoryAttachment/delete'),
    permission: 'inventoryTask:fill',
    body: idQuery,
    response: z.null(),
    audit: INVENTORY_AUDIT.attachment,
  },
});

/** Carbon templates (spec §2 carbonTemplate): which sections an entity type fills. */
export const carbonTemplateContract = defineContract('carbonTemplate', 'carbonTemplate', {
  page: {
    method: 'GET',
    path: json('carbonTemplate/page'),
    permission: 'authenticated',
    query: carbonTemplatePageQuery,
    response: pageOf(carbonTemplateRow),
  },
  list: { method: 'GET', path: json('carbonTemplate/list'), permission: 'authenticated', response: z.array(carbonTemplateRow) },
  detail: { method: 'GET', path: json('carbonTemplate/detail'), permission: 'authenticated', query: idQuery, response: carbonTemplateRow },
  add: {
    method: 'POST',
    path: json('carbonTemplate/add'),
    permission: 'carbonTemplate:add',
    body: carbonTemplateAddRequest,
    response: carbonTemplateRow,
    audit: INVENTORY_AUDIT.template,
  },
  edit: {
    method: 'POST',
    path: json('carbonTemplate/edit'),
    permission: 'carbonTemplate:edit',
    body: carbonTemplateEditRequest,
    response: carbonTemplateRow,
    audit: INVENTORY_AUDIT.template,
  },
  delete: {
    method: 'POST',
    path: json('carbonTemplate/delete'),
    permission: 'carbonTemplate:delete',
    body: idQuery,
    response: z.null(),
    audit: INVENTORY_AUDIT.template,
  },
});
