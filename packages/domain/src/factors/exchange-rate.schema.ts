import { z } from 'zod';
import { isNonNegativeDecimal } from './factor.schema.js';

/**
 * Request and response shapes of the exchange-rate table (spec §3: currency, rate to USD,
 * data source, last updated), kept per year and month so past spend uses its period's rate.
 */

/** Entity codes of the exchange-rate table, following the contract's scheme (sys module 20, kind 2700; ours). */
export const EXCHANGE_RATE_CODE = {
  /** the rate row does not exist (or was deleted) */
  NOT_EXIST: 2027001,
  /** another live row already holds this currency, year and month */
  PERIOD_REPEAT: 2027002,
} as const;

/**
 * USD per one unit of the currency, > 0. Up to 20 decimals: tiny rates (USD per VND, about
 * 0.00004) need more than the 10 of user-entered quantities (same limit as calc/scope3).
 */
export const RATE_MAX_DECIMALS = 20;

const idText = z.string().regex(/^\d{1,18}$/);

export const exchangeRateFields = z.object({
  /** ISO 4217 alphabetic code, upper case. */
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, { message: 'exchangeRate.validation.currency' }),
  year: z.number().int().min(1900).max(9999),
  month: z.number().int().min(1).max(12),
  rateToUsd: z
    .string()
    .trim()
    .refine((s) => isNonNegativeDecimal(s, RATE_MAX_DECIMALS, 12) && /[1-9]/.test(s), { message: 'exchangeRate.validation.rate' }),
  source: z.string().trim().min(1).max(500),
});

export const exchangeRateAddRequest = exchangeRateFields;
export type ExchangeRateAddRequest = z.infer<typeof exchangeRateAddRequest>;
export const exchangeRateEditRequest = exchangeRateFields.extend({ id: idText, version: z.number().int().min(1) });
export type ExchangeRateEditRequest = z.infer<typeof exchangeRateEditRequest>;
export const exchangeRateDeleteRequest = z.object({ id: idText, version: z.number().int().min(1).optional() });
export const exchangeRateIdQuery = z.object({ id: idText });

export const exchangeRateFilter = z.object({
  currency: z.string().trim().max(3).optional(),
  year: z.coerce.number().int().min(1900).max(9999).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
});
export type ExchangeRateFilter = z.infer<typeof exchangeRateFilter>;
export const exchangeRatePageQuery = exchangeRateFilter.extend({
  pageNo: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});

export const exchangeRateRow = z.object({
  id: z.string(),
  currency: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  /** USD per one unit of `currency`, decimal string. */
  rateToUsd: z.string(),
  source: z.string(),
  status: z.number().int(),
  /** Optimistic-lock counter: send it back with edit. */
  version: z.number().int(),
  createdAt: z.string(),
  /** "Last updated" of spec §3. */
  updatedAt: z.string(),
});
export type ExchangeRateRow = z.infer<typeof exchangeRateRow>;

/** Columns of the import template and the export; headers are i18n keys `exchangeRate.column.<key>`. */
export const EXCHANGE_RATE_SHEET_KEYS = ['currency', 'year', 'month', 'rateToUsd', 'source'] as const;
export type ExchangeRateSheetKey = (typeof EXCHANGE_RATE_SHEET_KEYS)[number];
