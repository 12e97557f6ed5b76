import { STATUS, descendantPattern } from '@carbon/domain';
import { eq, ilike, like, ne, or, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from './database.js';

/**
 * The small SQL vocabulary every repo shares (ADR 007): one place for LIKE escaping,
 * subtree matching, raw rows and the live-row condition.
 */

/** Status of a soft-deleted row (contract §0: status 2 = deleted). */
export const DELETED_STATUS = STATUS.DELETED;

/** `text` with LIKE's wildcards (and the escape character) escaped, for a pattern. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE pattern that matches `text` anywhere, wildcards in `text` taken literally. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** Case-insensitive "contains" (search boxes); undefined for an empty value so callers can `and(...)` it. */
export const contains = (column: AnyColumn | SQLWrapper, text: string | undefined): SQL | undefined =>
  text ? ilike(column as AnyColumn, containsPattern(text)) : undefined;

/** Case-sensitive "contains" (names that must match as written). */
export const containsExact = (column: AnyColumn | SQLWrapper, text: string | undefined): SQL | undefined =>
  text ? like(column as AnyColumn, containsPattern(text)) : undefined;

/** Rows of a tree table at `id` or below it, by the `pids` ancestor list ("[0],[1],[5],"). */
export const subtreeOf = (idColumn: AnyColumn, pidsColumn: AnyColumn, id: number): SQL =>
  or(eq(idColumn, id), like(pidsColumn, descendantPattern(id)))!;

/** Rows strictly below `id` (its descendants). */
export const descendantsOf = (pidsColumn: AnyColumn, id: number): SQL => like(pidsColumn, descendantPattern(id));

/** Rows not soft-deleted. */
export const liveRow = (statusColumn: AnyColumn): SQL => ne(statusColumn, DELETED_STATUS);

/** The rows of a raw `db.execute(sql...)` on either driver (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The SQLSTATE of a database error, looking through the ORM's wrapping (`cause`). */
export function sqlState(err: unknown): { code: string; constraint: string | undefined } | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
  }
  return undefined;
}

/** The index named by a unique violation (SQLSTATE 23505), '' when unnamed, undefined for any other error. */
export function uniqueViolation(err: unknown): string | undefined {
  const state = sqlState(err);
  return state?.code === '23505' ? (state.constraint ?? '') : undefined;
}
