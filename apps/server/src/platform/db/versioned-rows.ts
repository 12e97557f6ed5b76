import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';
import type { LiveTable } from './live-rows.js';
import { DELETED_STATUS, liveRow } from './sql-kit.js';

/** A table whose rows carry the optimistic lock's `version` beside `id` and the logical-delete `status` (schema/columns.ts). */
export type VersionedTable = LiveTable & { version: PgColumn };

/** A versioned table that also stamps its rows' last change (`updatedAt`). */
export type StampedTable = VersionedTable & { updatedAt: PgColumn };

/** A table whose rows carry when they were created and last changed. */
export type DatedTable = PgTable & { createdAt: PgColumn; updatedAt: PgColumn };

/** One new row of `table` with `values`, created and last changed `at`: the row as stored. */
export async function insertStamped<T extends DatedTable>(
  db: Db,
  table: T,
  values: Omit<T['$inferInsert'], 'createdAt' | 'updatedAt'>,
  at: Date,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .insert(table as PgTable)
    .values({ ...values, createdAt: at, updatedAt: at } as PgInsertValue<PgTable>)
    .returning();
  return row as T['$inferSelect'];
}

/** The row's version moved on by one, in the statement that changes it. */
export const nextVersion = (table: VersionedTable): SQL => sql`${table.version} + 1`;

/**
 * The optimistic-lock update: live row `id` of `table`, only while still at `version` (and under `also`,
 * when given), gets `set` and its version moved on. The row after, or undefined when someone changed it
 * first or it is gone; `set` carries `updatedAt` where the table stamps it.
 */
export async function updateAtVersion<T extends VersionedTable>(
  db: Db,
  table: T,
  id: number,
  version: number,
  set: PgUpdateSetSource<T>,
  also?: SQL,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db
    .update(table as PgTable)
    .set({ ...(set as PgUpdateSetSource<PgTable>), version: nextVersion(table) })
    .where(and(eq(table.id, id), eq(table.version, version), liveRow(table.status), also))
    .returning();
  return row as T['$inferSelect'] | undefined;
}

/**
 * The logical delete: live row `id` of `table` gets the deleted status, `updatedAt` `at` and its version
 * moved on; given `version`, only while the row is still at it. Whether the row was deleted (false: gone
 * already, or changed first).
 */
export async function softDelete(db: Db, table: StampedTable, id: number, at: Date, version?: number): Promise<boolean> {
  const rows = await db
    .update(table as PgTable)
    .set({ status: DELETED_STATUS, updatedAt: at, version: nextVersion(table) })
    .where(and(eq(table.id, id), version === undefined ? undefined : eq(table.version, version), liveRow(table.status)))
    .returning({ id: table.id });
  return rows.length > 0;
}
