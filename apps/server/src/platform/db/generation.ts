import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './database.js';
import { rowsOf } from './sql-kit.js';

export type WatchedTable = 'sys_user' | 'sys_menu' | 'sys_org';

/**
 * The change counter of a watched table (migration 0003), as a SQL expression to select
 * alongside a query, so a cached value and the counter it belongs to are read together.
 */
export function generationOf(table: WatchedTable): SQL {
  return sql`(select generation from sys_table_generation where table_name = ${table})`;
}

/** The counters of several tables joined into one stamp, in one primary-key query. */
async function stampOf(db: Db, tables: readonly WatchedTable[]): Promise<string> {
  const rows = await rowsOf<{ stamp: string | null }>(
    db,
    sql`select string_agg(table_name || ':' || generation, ',' order by table_name) as stamp from sys_table_generation where table_name in (${sql.join(
      tables.map((t) => sql`${t}`),
      sql`, `,
    )})`,
  );
  return String(rows[0]?.stamp ?? '');
}

/**
 * Caches counts (e.g. a page's total rows) per key until any of the tables they depend on
 * changes. The stamp is read before the count is computed, so a change racing the count
 * leaves a stale stamp behind and the next call recomputes. Used where an exact COUNT over
 * a large table would dominate a page request on the embedded database.
 */
export function createCountCache(tables: readonly WatchedTable[], maxEntries = 1000) {
  const entries = new Map<string, { stamp: string; count: number }>();
  return async function cachedCount(db: Db, key: string, compute: () => Promise<number>): Promise<number> {
    const stamp = await stampOf(db, tables);
    const hit = entries.get(key);
    if (hit && hit.stamp === stamp) return hit.count;
    const count = await compute();
    entries.delete(key);
    entries.set(key, { stamp, count });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return count;
  };
}

export type CachedCount = ReturnType<typeof createCountCache>;
