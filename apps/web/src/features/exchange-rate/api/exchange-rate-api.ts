import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exchangeRateContract, type ExchangeRateRow } from '@carbon/domain';
import { call } from '../../../lib/api';
import { invalidateContracts } from '../../../lib/query';

/** The exchange-rate endpoints, from the domain's contract. */
export const exchangeRateApi = exchangeRateContract.endpoints;

/** One delete per selected row (with its optimistic-lock version); stops at the first refusal. */
export async function deleteExchangeRates(rows: readonly Pick<ExchangeRateRow, 'id' | 'version'>[]): Promise<void> {
  for (const row of rows) await call(exchangeRateApi.delete, { id: row.id, version: row.version });
}

/** Deletes the selected rows; the rates on screen refresh afterwards (also after a partial failure). */
export function useDeleteExchangeRates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteExchangeRates,
    onSettled: () => invalidateContracts(client, [exchangeRateContract]),
  });
}
