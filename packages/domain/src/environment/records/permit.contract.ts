import { z } from 'zod';
import { defineContract, idQuery, pageOf } from '../../shared/index.js';
import { envDeleteRequest } from './waste.schema.js';
import {
  envFileDeleteRequest,
  envFileQuery,
  envFileRow,
  honorEditRequest,
  honorFields,
  honorPageQuery,
  honorRow,
  honorVerificationQuery,
  honorVerificationRow,
  permitAddRequest,
  permitEditRequest,
  permitPageQuery,
  permitRow,
  permitStatusRequest,
  planEditRequest,
  planFields,
  planPageQuery,
  planRow,
} from './permit.schema.js';

/** Audit entities of EIA projects, emergency plans, honours and their files. */
export const ENV_PERMIT_AUDIT = {
  permit: 'env_permit',
  plan: 'env_emergency_plan',
  honor: 'env_honor',
  file: 'env_record_file',
} as const;

const UPLOAD =
  'multipart/form-data: the field `ownerId` (the record) first, then the file (field `file`: pdf, png, jpg, jpeg, docx, xlsx or zip, ' +
  'at most 50 MB, checked by content).';

/** The file endpoints of a record kind: list, upload, download, delete (changes need the record's edit permission). */
function fileEndpoints<M extends string>(module: M) {
  const p = (x: string) => `/api/main/${module}/${x}`;
  const edit = `${module}:edit` as const;
  return {
    files: { method: 'GET', path: p('files'), permission: 'authenticated', query: envFileQuery, response: z.array(envFileRow) },
    upload: {
      method: 'POST',
      path: p('upload'),
      permission: edit,
      kind: 'upload',
      response: envFileRow,
      audit: ENV_PERMIT_AUDIT.file,
      description: UPLOAD,
    },
    download: { method: 'GET', path: p('download'), permission: 'authenticated', kind: 'file', query: idQuery },
    deleteFile: {
      method: 'POST',
      path: p('deleteFile'),
      permission: edit,
      body: envFileDeleteRequest,
      response: z.null(),
      audit: ENV_PERMIT_AUDIT.file,
    },
  } as const;
}

/** The CRUD endpoints of a record kind. */
function crud<M extends string, Q extends z.ZodType, R extends z.ZodType, A extends z.ZodType, E extends z.ZodType>(
  module: M,
  s: { query: Q; row: R; add: A; edit: E; audit: string },
) {
  const p = (x: string) => `/api/main/${module}/${x}`;
  return {
    page: { method: 'GET', path: p('page'), permission: 'authenticated', query: s.query, response: pageOf(s.row) },
    detail: { method: 'GET', path: p('detail'), permission: 'authenticated', query: idQuery, response: s.row },
    add: { method: 'POST', path: p('add'), permission: `${module}:add` as const, body: s.add, response: s.row, audit: s.audit },
    edit: { method: 'POST', path: p('edit'), permission: `${module}:edit` as const, body: s.edit, response: s.row, audit: s.audit },
    delete: {
      method: 'POST',
      path: p('delete'),
      permission: `${module}:delete` as const,
      body: envDeleteRequest,
      response: z.null(),
      audit: s.audit,
    },
  } as const;
}

/**
 * Environmental-impact projects (issue 15): application type, report form, construction status
 * (changed only by `status`, along the domain's transitions, audited as its own action), approval
 * documents. The standalone /apply page creates one through `add`.
 */
export const envPermitContract = defineContract('envPermit', 'envPermit', {
  ...crud('envPermit', {
    query: permitPageQuery,
    row: permitRow,
    add: permitAddRequest,
    edit: permitEditRequest,
    audit: ENV_PERMIT_AUDIT.permit,
  }),
  status: {
    method: 'POST',
    path: '/api/main/envPermit/status',
    permission: 'envPermit:status',
    body: permitStatusRequest,
    response: permitRow,
    audit: ENV_PERMIT_AUDIT.permit,
  },
  ...fileEndpoints('envPermit'),
});

/** Emergency plans: type, filing number, file, validity; a reminder before the validity ends. */
export const emergencyPlanContract = defineContract('emergencyPlan', 'emergencyPlan', {
  ...crud('emergencyPlan', { query: planPageQuery, row: planRow, add: planFields, edit: planEditRequest, audit: ENV_PERMIT_AUDIT.plan }),
  ...fileEndpoints('emergencyPlan'),
});

/** Honours (15 types) with their certificate files and an expiry reminder; the ISO 14064 statements are read from certificate management. */
export const envHonorContract = defineContract('envHonor', 'envHonor', {
  ...crud('envHonor', { query: honorPageQuery, row: honorRow, add: honorFields, edit: honorEditRequest, audit: ENV_PERMIT_AUDIT.honor }),
  verifications: {
    method: 'GET',
    path: '/api/main/envHonor/verifications',
    permission: 'authenticated',
    query: honorVerificationQuery,
    response: pageOf(honorVerificationRow),
  },
  ...fileEndpoints('envHonor'),
});
