import { exchangeRateContract, type ExchangeRateAddRequest, type ExchangeRateEditRequest, type ExchangeRateRow } from '@carbon/domain';
import { call } from '../../../lib/api';

/** The exchange-rate endpoints, from the domain's contract. */
export const exchangeRateApi = exchangeRateContract.endpoints;

/** Compatibility with the components' path props until they take endpoints. */
export const EXCHANGE_RATE_PATHS = {
  import: exchangeRateApi.import.path,
  export: exchangeRateApi.export.path,
  template: exchangeRateApi.template.path,
} as const;

export const fetchExchangeRatePage = (query: Parameters<typeof call<typeof exchangeRateApi.page>>[1]) => call(exchangeRateApi.page, query);

export const addExchangeRate = (body: ExchangeRateAddRequest) => call(exchangeRateApi.add, body);

export const editExchangeRate = (body: ExchangeRateEditRequest) => call(exchangeRateApi.edit, body);

/** One delete per selected row (with its optimistic-lock version); stops at the first refusal. */
export async function deleteExchangeRates(rows: readonly Pick<ExchangeRateRow, 'id' | 'version'>[]): Promise<void> {
  for (const row of rows) await call(exchangeRateApi.delete, { id: row.id, version: row.version });
}
