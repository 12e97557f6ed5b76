import { useMutation } from '@tanstack/react-query';
import type { AuditFilter, AuditRow, AuditVerifyResult } from '@carbon/domain';
import { api } from '../../../lib/api';
import type { PageQuery, PageResult } from '../../../components/page-table';

export const fetchAuditPage = (query: PageQuery<AuditFilter>) => api.get<PageResult<AuditRow>>('/sysAudit/page', query);

/** GET /sysAudit/verify: walks the hash chain. */
export function useVerifyChain() {
  return useMutation({ mutationFn: () => api.get<AuditVerifyResult>('/sysAudit/verify') });
}
