import { z } from 'zod';
import { defineContract, idQuery, pageOf } from '../shared/index.js';
import { importResult } from './factor.schema.js';
import {
  exchangeRateAddRequest,
  exchangeRateDeleteRequest,
  exchangeRateEditRequest,
  exchangeRateFilter,
  exchangeRatePageQuery,
  exchangeRateRow,
} from './exchange-rate.schema.js';

/** Exchange-rate table (spec §3: currency, rate to USD, source, last updated) per year and month. */
export const exchangeRateContract = defineContract('exchangeRate', 'exchangeRate', {
  page: {
    method: 'GET',
    path: '/api/main/exchangeRate/page',
    permission: 'authenticated',
    query: exchangeRatePageQuery,
    response: pageOf(exchangeRateRow),
  },
  detail: { method: 'GET', path: '/api/main/exchangeRate/detail', permission: 'authenticated', query: idQuery, response: exchangeRateRow },
  add: {
    method: 'POST',
    path: '/api/main/exchangeRate/add',
    permission: 'exchangeRate:add',
    body: exchangeRateAddRequest,
    response: exchangeRateRow,
    audit: 'exchange_rate',
  },
  edit: {
    method: 'POST',
    path: '/api/main/exchangeRate/edit',
    permission: 'exchangeRate:edit',
    body: exchangeRateEditRequest,
    response: exchangeRateRow,
    audit: 'exchange_rate',
  },
  delete: {
    method: 'POST',
    path: '/api/main/exchangeRate/delete',
    permission: 'exchangeRate:delete',
    body: exchangeRateDeleteRequest,
    response: z.null(),
    audit: 'exchange_rate',
  },
  import: {
    method: 'POST',
    path: '/api/main/exchangeRate/import',
    permission: 'exchangeRate:import',
    kind: 'upload',
    response: importResult,
    audit: 'exchange_rate',
  },
  export: {
    method: 'GET',
    path: '/api/main/exchangeRate/export',
    permission: 'exchangeRate:export',
    kind: 'file',
    query: exchangeRateFilter,
  },
  template: { method: 'GET', path: '/api/main/exchangeRate/template', permission: 'exchangeRate:import', kind: 'file' },
});
