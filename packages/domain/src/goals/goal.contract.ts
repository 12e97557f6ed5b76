import { z } from 'zod';
import { defineContract, idQuery } from '../shared/index.js';
import {
  GOAL_AUDIT,
  controlAssigned,
  controlGoalSet,
  controlSaveRequest,
  goalExportQuery,
  goalFileRow,
  goalFileUploadQuery,
  goalImportResult,
  goalOrgYearQuery,
  goalRevisionRow,
  goalRevisionsQuery,
  goalYearQuery,
  reductionAssigned,
  reductionGoalSet,
  reductionSaveRequest,
} from './goal.schema.js';

const path = (p: string) => `/api/main/goal/${p}`;
/** The reduction endpoints' buttons sit on the Project_Goal page; the control ones on Absolute_Control. */
const REDUCTION_PAGE = 'Project_Goal';
const UPLOAD_NOTE =
  'multipart/form-data: the goal file (field `file`: pdf, image, Office document or archive, at most 50 MB, checked by content).';

/**
 * Goal setting and decomposition (issue 13, spec §2 Goal_SAD: Absolute_Control, Project_Goal):
 * absolute control targets and 1R/2R/3R reduction targets per organisation and year, saved as
 * drafts, submitted down the levels (Fii → business group → park), revised with their history,
 * imported and exported as Excel, with an uploaded goal file. Achievement has its own contract
 * (goal-achievement.contract.ts).
 */
export const goalContract = defineContract('goal', 'Absolute_Control', {
  controlSave: {
    method: 'POST',
    path: path('control/save'),
    permission: 'goal:controlSave',
    body: controlSaveRequest,
    response: controlGoalSet,
    audit: GOAL_AUDIT.goal,
    description: 'Saves (submit false) or submits the rows; a broken rule gives 1012001 with the rule’s message.',
  },
  /** The year's control rows the caller sees: those it may change, and the submitted ones of its scope. */
  controlGet: { method: 'GET', path: path('control/get'), permission: 'authenticated', query: goalYearQuery, response: controlGoalSet },
  /** What the organisation's level was handed to split, and how it is split. */
  controlAssigned: {
    method: 'GET',
    path: path('control/assigned'),
    permission: 'authenticated',
    query: goalOrgYearQuery,
    response: controlAssigned,
  },
  controlImport: {
    method: 'POST',
    path: path('control/import'),
    permission: 'goal:controlImport',
    kind: 'upload',
    response: goalImportResult,
    audit: GOAL_AUDIT.goal,
  },
  controlExport: { method: 'GET', path: path('control/export'), permission: 'goal:controlExport', kind: 'file', query: goalExportQuery },
  controlTemplate: { method: 'GET', path: path('control/template'), permission: 'goal:controlImport', kind: 'file' },
  controlUpload: {
    method: 'POST',
    path: path('control/upload'),
    permission: 'goal:controlSave',
    kind: 'upload',
    query: goalFileUploadQuery,
    response: goalFileRow,
    audit: GOAL_AUDIT.file,
    description: UPLOAD_NOTE,
  },
  reductionSave: {
    method: 'POST',
    path: path('reduction/save'),
    permission: 'goal:reductionSave',
    page: REDUCTION_PAGE,
    body: reductionSaveRequest,
    response: reductionGoalSet,
    audit: GOAL_AUDIT.goal,
    description: 'Saves (submit false) or submits the rows; a broken rule gives 1012001 with the rule’s message.',
  },
  reductionGet: {
    method: 'GET',
    path: path('reduction/get'),
    permission: 'authenticated',
    query: goalYearQuery,
    response: reductionGoalSet,
  },
  reductionAssigned: {
    method: 'GET',
    path: path('reduction/assigned'),
    permission: 'authenticated',
    query: goalOrgYearQuery,
    response: reductionAssigned,
  },
  reductionImport: {
    method: 'POST',
    path: path('reduction/import'),
    permission: 'goal:reductionImport',
    page: REDUCTION_PAGE,
    kind: 'upload',
    response: goalImportResult,
    audit: GOAL_AUDIT.goal,
  },
  reductionExport: {
    method: 'GET',
    path: path('reduction/export'),
    permission: 'goal:reductionExport',
    page: REDUCTION_PAGE,
    kind: 'file',
    query: goalExportQuery,
  },
  reductionTemplate: {
    method: 'GET',
    path: path('reduction/template'),
    permission: 'goal:reductionImport',
    page: REDUCTION_PAGE,
    kind: 'file',
  },
  reductionUpload: {
    method: 'POST',
    path: path('reduction/upload'),
    permission: 'goal:reductionSave',
    page: REDUCTION_PAGE,
    kind: 'upload',
    query: goalFileUploadQuery,
    response: goalFileRow,
    audit: GOAL_AUDIT.file,
    description: UPLOAD_NOTE,
  },
  /** Every submission of an organisation's row, newest first. */
  revisions: {
    method: 'GET',
    path: path('revisions'),
    permission: 'authenticated',
    query: goalRevisionsQuery,
    response: z.array(goalRevisionRow),
  },
  /** A goal file, as a download, for a caller who sees a row or organisation it belongs to. */
  fileDownload: { method: 'GET', path: path('file/download'), permission: 'authenticated', kind: 'file', query: idQuery },
});
