import { EXCHANGE_RATE_SHEET_KEYS, exchangeRateContract, translate, type ExchangeRateRow } from '@carbon/domain';
import { defineAuditCases, type AuditKit } from '../../test/audit-cases.js';
import { buildXlsx } from '../factor/testing.js';

/** A rate of a currency and month no other case uses. */
async function addRate(kit: AuditKit, month: number): Promise<ExchangeRateRow> {
  const res = await kit.api.post(exchangeRateContract.endpoints.add.path, {
    currency: 'AUD',
    year: 2001,
    month,
    rateToUsd: '0.65',
    source: 'audit matrix',
  });
  if (!res.success) throw new Error(res.message);
  return res.data as ExchangeRateRow;
}

export const auditCases = defineAuditCases(exchangeRateContract, {
  add: async () => ({ body: { currency: 'CHF', year: 2001, month: 1, rateToUsd: '1.1', source: 'audit matrix' } }),
  edit: async (kit) => {
    const row = await addRate(kit, 2);
    return { body: { id: row.id, version: row.version, currency: 'AUD', year: 2001, month: 2, rateToUsd: '0.66', source: 'audit matrix' } };
  },
  delete: async (kit) => {
    const row = await addRate(kit, 3);
    return { body: { id: row.id, version: row.version } };
  },
  import: async () => ({
    file: await buildXlsx(
      EXCHANGE_RATE_SHEET_KEYS.map((k) => translate('en-US', `exchangeRate.column.${k}`)),
      [['NZD', 2001, 4, '0.5', 'audit matrix']],
    ),
  }),
});
