import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { editable, id } from './columns.js';

/**
 * The emission-factor library (spec §3). A factor is identified by code + version; a new
 * version is a new row, so results computed with an old version stay reproducible.
 */
export const emissionFactor = pgTable(
  'emission_factor',
  {
    id: id(),
    code: text('code').notNull(),
    factorVersion: text('factor_version').notNull(),
    /** fixed-combustion | mobile-combustion | biomass | default | transport | sector | energy */
    tableCode: text('table_code').notNull(),
    class1: text('class1').notNull(),
    class2: text('class2').notNull().default(''),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull().default(''),
    country: text('country').notNull(),
    sector: text('sector').notNull().default(''),
    gas: text('gas').notNull().default(''),
    value: numeric('value').notNull(),
    factorUnit: text('factor_unit').notNull(),
    gasUnit: text('gas_unit').notNull().default(''),
    activityUnit: text('activity_unit').notNull().default(''),
    sourceTitle: text('source_title').notNull(),
    sourceYear: integer('source_year'),
    sourceUrl: text('source_url').notNull().default(''),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    note: text('note'),
    ...editable(),
  },
  (t) => [
    uniqueIndex('emission_factor_code_version_idx')
      .on(t.code, t.factorVersion)
      .where(sql`status <> 2`),
    index('emission_factor_table_idx').on(t.tableCode),
  ],
);

/** Rates to USD by currency, year and month (spec §3), so past spend uses its period's rate. */
export const exchangeRate = pgTable(
  'exchange_rate',
  {
    id: id(),
    currency: text('currency').notNull(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    /** USD per one unit of the currency. */
    rateToUsd: numeric('rate_to_usd').notNull(),
    source: text('source').notNull(),
    ...editable(),
  },
  (t) => [
    uniqueIndex('exchange_rate_period_idx')
      .on(t.currency, t.year, t.month)
      .where(sql`status <> 2`),
  ],
);
