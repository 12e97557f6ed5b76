import type { ExchangeRateAddRequest, ExchangeRateEditRequest, ExchangeRateFilter, ExchangeRateRow } from '@carbon/domain';
import { api } from '../../../lib/api';
import type { PageQuery, PageResult } from '../../../components/page-table';

/** Paths of the exchange-rate table (server module `exchange-rate`, under /api/main). */
export const EXCHANGE_RATE_PATHS = {
  page: '/exchangeRate/page',
  add: '/exchangeRate/add',
  edit: '/exchangeRate/edit',
  delete: '/exchangeRate/delete',
  import: '/exchangeRate/import',
  export: '/exchangeRate/export',
  template: '/exchangeRate/template',
} as const;

export function fetchExchangeRatePage(query: PageQuery<ExchangeRateFilter>): Promise<PageResult<ExchangeRateRow>> {
  return api.get<PageResult<ExchangeRateRow>>(EXCHANGE_RATE_PATHS.page, query);
}

export function addExchangeRate(body: ExchangeRateAddRequest): Promise<unknown> {
  return api.post(EXCHANGE_RATE_PATHS.add, body);
}

export function editExchangeRate(body: ExchangeRateEditRequest): Promise<unknown> {
  return api.post(EXCHANGE_RATE_PATHS.edit, body);
}

/** One delete per selected row (with its optimistic-lock version); stops at the first refusal. */
export async function deleteExchangeRates(rows: readonly Pick<ExchangeRateRow, 'id' | 'version'>[]): Promise<void> {
  for (const row of rows) await api.post(EXCHANGE_RATE_PATHS.delete, { id: row.id, version: row.version });
}
