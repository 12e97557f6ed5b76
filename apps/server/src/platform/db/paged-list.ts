import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';

/**
 * The paged list every repo writes (ADR 007's vocabulary for pages): the total under the list's
 * condition, then one page of the ordered query, and the one-row read by a condition.
 */

/** The number of rows of `table` under `cond`. */
export async function countRows(db: Db, table: PgTable, cond: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(table)
    .where(cond);
  return row?.total ?? 0;
}

/** How many rows page `pageNo` (from 1) of `pageSize` skips. */
export const pageOffset = (pageNo: number, pageSize: number): number => (pageNo - 1) * pageSize;

/** A select already filtered by the list's condition and ordered: what a page is cut from. */
export type OrderedQuery<R> = { limit(n: number): { offset(n: number): PromiseLike<R[]> } };

/**
 * Page `pageNo` of a list: the total of `table` rows under `cond` (the same condition `query` is
 * filtered by; counted on the table alone, joins only add columns) and that page of `query`.
 */
export async function pageRows<R>(
  db: Db,
  table: PgTable,
  cond: SQL | undefined,
  query: OrderedQuery<R>,
  pageNo: number,
  pageSize: number,
): Promise<{ rows: R[]; total: number }> {
  const total = await countRows(db, table, cond);
  const rows = await query.limit(pageSize).offset(pageOffset(pageNo, pageSize));
  return { rows, total };
}

/** The first row of `table` under `cond` (a find by id, by key…), or undefined; `lock` takes it for the transaction (FOR UPDATE). */
export async function firstRow<T extends PgTable>(
  db: Db,
  table: T,
  cond: SQL | undefined,
  lock = false,
): Promise<T['$inferSelect'] | undefined> {
  const q = db
    .select()
    .from(table as PgTable)
    .where(cond)
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row as T['$inferSelect'] | undefined;
}

/**
 * The rows `limit` from `offset` of `query` and the total of `table` rows under `cond`, read side by side
 * (lists that take a limit and an offset rather than a page number).
 */
export async function rowsAndTotal<R>(
  db: Db,
  table: PgTable,
  cond: SQL | undefined,
  query: OrderedQuery<R>,
  limit: number,
  offset: number,
): Promise<{ rows: R[]; total: number }> {
  const [rows, total] = await Promise.all([query.limit(limit).offset(offset), countRows(db, table, cond)]);
  return { rows, total };
}

/** A list's order: columns and expressions, as `orderBy` takes them. */
export type ListOrder = (PgColumn | SQL)[];

/** The whole rows of `table` under `cond` in `order`: what a list of one table is cut from. */
function tableQuery<T extends PgTable>(db: Db, table: T, cond: SQL | undefined, order: ListOrder): OrderedQuery<T['$inferSelect']> {
  return db
    .select()
    .from(table as PgTable)
    .where(cond)
    .orderBy(...order) as OrderedQuery<T['$inferSelect']>;
}

/** `pageRows` of a list of one table's whole rows: the rows under `cond` in `order`. */
export function tablePage<T extends PgTable>(
  db: Db,
  table: T,
  cond: SQL | undefined,
  order: ListOrder,
  pageNo: number,
  pageSize: number,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  return pageRows(db, table, cond, tableQuery(db, table, cond, order), pageNo, pageSize);
}

/** `rowsAndTotal` of a list of one table's whole rows: the rows under `cond` in `order`. */
export function tableRowsAndTotal<T extends PgTable>(
  db: Db,
  table: T,
  cond: SQL | undefined,
  order: ListOrder,
  limit: number,
  offset: number,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  return rowsAndTotal(db, table, cond, tableQuery(db, table, cond, order), limit, offset);
}
