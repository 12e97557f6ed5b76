import { z } from 'zod';
import { defineContract, pageOf } from '../shared/index.js';
import {
  factorAddRequest,
  factorDeleteRequest,
  factorEditRequest,
  factorFilter,
  factorIdQuery,
  factorPageQuery,
  factorRow,
  factorVersionsQuery,
  importResult,
} from './factor.schema.js';

/** Audit entity of every factor-library change. */
export const FACTOR_AUDIT_ENTITY = 'emission_factor';

/** Factor library (spec §3 emission factor): reads for every signed-in user, changes by button permission. */
export const factorContract = defineContract('factor', 'factor', {
  page: { method: 'GET', path: '/api/main/factor/page', permission: 'authenticated', query: factorPageQuery, response: pageOf(factorRow) },
  detail: { method: 'GET', path: '/api/main/factor/detail', permission: 'authenticated', query: factorIdQuery, response: factorRow },
  /** Every live version of one factor code. */
  versions: {
    method: 'GET',
    path: '/api/main/factor/versions',
    permission: 'authenticated',
    query: factorVersionsQuery,
    response: z.array(factorRow),
  },
  /** A new row; a new version of an existing code is added the same way (same code, new factorVersion). */
  add: {
    method: 'POST',
    path: '/api/main/factor/add',
    permission: 'factor:add',
    body: factorAddRequest,
    response: factorRow,
    audit: FACTOR_AUDIT_ENTITY,
  },
  /** Refused while stored results use the row (add a version instead). */
  edit: {
    method: 'POST',
    path: '/api/main/factor/edit',
    permission: 'factor:edit',
    body: factorEditRequest,
    response: factorRow,
    audit: FACTOR_AUDIT_ENTITY,
  },
  delete: {
    method: 'POST',
    path: '/api/main/factor/delete',
    permission: 'factor:delete',
    body: factorDeleteRequest,
    response: z.null(),
    audit: FACTOR_AUDIT_ENTITY,
  },
  /** All or nothing: a refused sheet is 1012002 with its failed rows. */
  import: {
    method: 'POST',
    path: '/api/main/factor/import',
    permission: 'factor:import',
    kind: 'upload',
    response: importResult,
    audit: FACTOR_AUDIT_ENTITY,
  },
  export: { method: 'GET', path: '/api/main/factor/export', permission: 'factor:export', kind: 'file', query: factorFilter },
  template: { method: 'GET', path: '/api/main/factor/template', permission: 'factor:import', kind: 'file' },
});
