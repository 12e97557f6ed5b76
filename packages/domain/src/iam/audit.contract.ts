import { defineContract, pageOf } from '../shared/index.js';
import { auditFilter, auditPageQuery, auditRow, auditVerifyResult } from './audit.schema.js';

/** Audit-trail search, export and hash-chain verification (ADR 004), on the audit log page. */
export const auditContract = defineContract('audit', 'auditLog', {
  page: { method: 'GET', path: '/api/main/sysAudit/page', permission: 'sysAudit:page', query: auditPageQuery, response: pageOf(auditRow) },
  /** The same search as an .xlsx; the export itself is audited (entity `sys_audit`). */
  export: { method: 'GET', path: '/api/main/sysAudit/export', permission: 'sysAudit:export', kind: 'file', query: auditFilter },
  verify: { method: 'GET', path: '/api/main/sysAudit/verify', permission: 'sysAudit:verify', response: auditVerifyResult },
});
