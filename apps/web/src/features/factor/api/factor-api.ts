import { useQueryClient } from '@tanstack/react-query';
import { factorContract, type FactorRow } from '@carbon/domain';
import { call } from '../../../lib/api';
import { invalidateContracts, useCall } from '../../../lib/query';

/** The factor-library endpoints, from the domain's contract. */
export const factorApi = factorContract.endpoints;

export type { FactorRow };

/**
 * Deletes the selected rows one by one (the contract deletes one id per call, with its
 * optimistic-lock version); stops at the first refusal, e.g. a factor in use, whose
 * message the caller shows. The cached factor reads (the table on screen) refresh either way.
 */
export function useDeleteFactors() {
  const client = useQueryClient();
  return async (rows: readonly Pick<FactorRow, 'id' | 'version'>[]): Promise<void> => {
    try {
      for (const row of rows) await call(factorApi.delete, { id: row.id, version: row.version });
    } finally {
      await invalidateContracts(client, [factorContract]);
    }
  };
}

/** Every version of a factor code. */
export const useFactorVersions = (code: string | undefined) => useCall(factorApi.versions, { code: code ?? '' }, { enabled: !!code });

/** Factor rows matching a keyword, for the preview's factor picker. */
export const useFactorSearch = (keyword: string) => useCall(factorApi.page, { pageNo: 1, pageSize: 20, ...(keyword ? { keyword } : {}) });
