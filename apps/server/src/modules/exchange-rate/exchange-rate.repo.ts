import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { ExchangeRateFilter } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { exchangeRate } from '../../platform/db/schema/index.js';
import { liveRow } from '../../platform/db/sql-kit.js';
import { insertInBatches } from '../../platform/db/batch-insert.js';
import { firstRow, tablePage } from '../../platform/db/paged-list.js';
import { softDelete, updateAtVersion } from '../../platform/db/versioned-rows.js';

export type RateRecord = typeof exchangeRate.$inferSelect;
export type RateValues = { currency: string; year: number; month: number; rateToUsd: string; source: string };

const live = liveRow(exchangeRate.status);

function where(f: ExchangeRateFilter): SQL {
  const conds: SQL[] = [live];
  if (f.currency) conds.push(eq(exchangeRate.currency, f.currency.toUpperCase()));
  if (f.year !== undefined) conds.push(eq(exchangeRate.year, f.year));
  if (f.month !== undefined) conds.push(eq(exchangeRate.month, f.month));
  return and(...conds)!;
}

const ORDER = [asc(exchangeRate.currency), desc(exchangeRate.year), desc(exchangeRate.month), asc(exchangeRate.id)];

/** Drizzle queries of the exchange-rate table (global, not org-scoped); always given the db or a transaction. */
export const exchangeRateRepo = {
  page(db: Db, filter: ExchangeRateFilter, pageNo: number, pageSize: number) {
    const cond = where(filter);
    return tablePage(db, exchangeRate, cond, ORDER, pageNo, pageSize);
  },

  list(db: Db, filter: ExchangeRateFilter, limit: number) {
    return db
      .select()
      .from(exchangeRate)
      .where(where(filter))
      .orderBy(...ORDER)
      .limit(limit);
  },

  findById(db: Db, id: number) {
    return firstRow(db, exchangeRate, and(eq(exchangeRate.id, id), live));
  },

  async findByPeriod(db: Db, currency: string, year: number, month: number) {
    return firstRow(
      db,
      exchangeRate,
      and(eq(exchangeRate.currency, currency), eq(exchangeRate.year, year), eq(exchangeRate.month, month), live),
    );
  },

  /** Live currency/year/month keys, as `CUR-YYYY-M` (for imports). */
  async liveKeys(db: Db): Promise<Set<string>> {
    const rows = await db.select({ c: exchangeRate.currency, y: exchangeRate.year, m: exchangeRate.month }).from(exchangeRate).where(live);
    return new Set(rows.map((r) => `${r.c}-${r.y}-${r.m}`));
  },

  async insert(db: Db, values: RateValues[], at: Date) {
    return insertInBatches(
      db,
      exchangeRate,
      values.map((v) => ({ ...v, createdAt: at, updatedAt: at })),
    );
  },

  /** An import's rows, in as few statements as the bind-parameter limit allows, in the caller's transaction; their ids in order. */
  async insertImported(db: Db, values: RateValues[], at: Date, onBatch?: (inserted: number) => void): Promise<number[]> {
    const rows = values.map((v) => ({ ...v, createdAt: at, updatedAt: at }));
    return (await insertInBatches(db, exchangeRate, rows, { returning: { id: exchangeRate.id }, onBatch })).map((r) => r.id);
  },

  update(db: Db, id: number, version: number, values: RateValues, at: Date) {
    return updateAtVersion(db, exchangeRate, id, version, { ...values, updatedAt: at });
  },

  softDelete(db: Db, id: number, version: number, at: Date): Promise<boolean> {
    return softDelete(db, exchangeRate, id, at, version);
  },
};
