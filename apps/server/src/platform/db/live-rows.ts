import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';
import { liveRow } from './sql-kit.js';

/** A table with an `id` and the logical-delete `status` (platform/db/schema/columns.ts). */
export type LiveTable = PgTable & { id: PgColumn; status: PgColumn };

/** Whether row `id` of `table` exists and is not soft-deleted (the check before a row names another). */
export async function isLive(db: Db, table: LiveTable, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.id, id), liveRow(table.status)))
    .limit(1);
  return row !== undefined;
}

/** Of `ids`, those whose rows of `table` exist and are not soft-deleted. */
export async function liveIdsAmong(db: Db, table: LiveTable, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(inArray(table.id, ids), liveRow(table.status)));
  return rows.map((r) => Number(r.id));
}
