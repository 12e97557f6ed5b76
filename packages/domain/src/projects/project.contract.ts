import { z } from 'zod';
import { approverCandidateRow } from '../approval/approval.schema.js';
import { defineContract, idQuery, pageOf } from '../shared/index.js';
import {
  projectAddRequest,
  projectApprovals,
  projectChangeStatusRequest,
  projectDefaultFactor,
  projectDefaultFactorQuery,
  projectDeleteMeasurementRequest,
  projectDeleteRequest,
  projectDetail,
  projectEditRequest,
  projectMeasureRequest,
  projectPageQuery,
  projectReviewerCandidatesQuery,
  projectRow,
  projectSettings,
  projectSettingsEditRequest,
  projectAttachmentRow,
  projectSubmitRequest,
  projectUploadQuery,
} from './project.schema.js';

/** Audit entities of the energy-saving projects. */
export const PROJECT_AUDIT = {
  project: 'energy_project',
  attachment: 'energy_project_attachment',
  measurement: 'energy_project_measurement',
  setting: 'energy_project_setting',
} as const;

/** The subject type of a project's approval flow (modules/approval). */
export const PROJECT_SUBJECT = 'energy_project';

const json = (path: string) => `/api/main/project/${path}`;

/**
 * Energy-saving (reduction) projects (issue 12, spec §2–§5): the list and detail, drafts, the
 * submission to the approval flow, the status changes after approval, attachments, measured use
 * for the effect evaluation, and the settings of the figures. Buttons sit on FoxconnProject.
 */
export const projectContract = defineContract('project', 'FoxconnProject', {
  page: { method: 'GET', path: json('page'), permission: 'authenticated', query: projectPageQuery, response: pageOf(projectRow) },
  detail: { method: 'GET', path: json('detail'), permission: 'authenticated', query: idQuery, response: projectDetail },
  add: {
    method: 'POST',
    path: json('add'),
    permission: 'project:add',
    body: projectAddRequest,
    response: projectDetail,
    audit: PROJECT_AUDIT.project,
    description: 'Saves the project as a draft: only name and orgId are required; the other rules apply at submission.',
  },
  edit: {
    method: 'POST',
    path: json('edit'),
    permission: 'project:edit',
    body: projectEditRequest,
    response: projectDetail,
    audit: PROJECT_AUDIT.project,
    description: 'A draft not waiting for approval, with the version it was read at (1017004 when stale).',
  },
  delete: {
    method: 'POST',
    path: json('delete'),
    permission: 'project:delete',
    body: projectDeleteRequest,
    response: z.null(),
    audit: PROJECT_AUDIT.project,
    description: 'Drafts that were never submitted.',
  },
  submit: {
    method: 'POST',
    path: json('submit'),
    permission: 'project:submit',
    body: projectSubmitRequest,
    response: projectDetail,
    audit: PROJECT_AUDIT.project,
    description: 'Checks every spec §5 rule and starts the approval flow (supervisor, business group, energy reviewers, Fii when needed).',
  },
  changeStatus: {
    method: 'POST',
    path: json('changeStatus'),
    permission: 'project:changeStatus',
    body: projectChangeStatusRequest,
    response: projectDetail,
    audit: PROJECT_AUDIT.project,
    description: 'One transition of the project workflow (domain PROJECT_TRANSITIONS), by its owner or the named reviewer.',
  },
  /** The approval progress (ApprovalDetail): only the project's initiator may see it. */
  approvals: { method: 'GET', path: json('approvals'), permission: 'authenticated', query: idQuery, response: projectApprovals },
  /** Users who may review a project of the organisation: they hold approval:decide and see it. */
  reviewerCandidates: {
    method: 'GET',
    path: json('reviewerCandidates'),
    permission: 'authenticated',
    query: projectReviewerCandidatesQuery,
    response: z.array(approverCandidateRow),
  },
  /** The factor library's factor of an energy type for the organisation's region, in tCO2e per the type's default unit; null when none. */
  defaultFactor: {
    method: 'GET',
    path: json('defaultFactor'),
    permission: 'authenticated',
    query: projectDefaultFactorQuery,
    response: projectDefaultFactor,
  },
  upload: {
    method: 'POST',
    path: json('upload'),
    permission: 'project:upload',
    kind: 'upload',
    query: projectUploadQuery,
    response: projectAttachmentRow,
    audit: PROJECT_AUDIT.attachment,
  },
  download: { method: 'GET', path: json('download'), permission: 'authenticated', kind: 'file', query: idQuery },
  deleteAttachment: {
    method: 'POST',
    path: json('deleteAttachment'),
    permission: 'project:upload',
    body: idQuery,
    response: z.null(),
    audit: PROJECT_AUDIT.attachment,
  },
  measure: {
    method: 'POST',
    path: json('measure'),
    permission: 'project:measure',
    body: projectMeasureRequest,
    response: projectDetail,
    audit: PROJECT_AUDIT.measurement,
    description: "A month's measured energy use after acceptance (added or replaced).",
  },
  deleteMeasurement: {
    method: 'POST',
    path: json('deleteMeasurement'),
    permission: 'project:measure',
    body: projectDeleteMeasurementRequest,
    response: projectDetail,
    audit: PROJECT_AUDIT.measurement,
  },
  settings: { method: 'GET', path: json('settings'), permission: 'authenticated', response: projectSettings },
  settingsEdit: {
    method: 'POST',
    path: json('settingsEdit'),
    permission: 'project:settings',
    body: projectSettingsEditRequest,
    response: projectSettings,
    audit: PROJECT_AUDIT.setting,
    description: 'The discount rate, realisation threshold and lifetimes by technology; the stored abatement costs follow.',
  },
});
