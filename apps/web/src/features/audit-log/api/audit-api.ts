import { useMutation } from '@tanstack/react-query';
import { auditContract } from '@carbon/domain';
import { call } from '../../../lib/api';

/** The audit-trail endpoints, from the domain's contract. */
export const auditApi = auditContract.endpoints;

/** Walks the hash chain, on demand (a button, not a cached read). */
export function useVerifyChain() {
  return useMutation({ mutationFn: () => call(auditApi.verify, undefined) });
}
