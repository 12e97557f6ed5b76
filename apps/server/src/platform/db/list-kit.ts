import crypto from 'node:crypto';
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';
import { freshness } from './freshness.js';

/**
 * What the inventory lists share (issue 10 bench: a page of tasks or entries at 50 connections).
 *
 * Pages read as one JSON value: on the embedded database the driver decodes every
 * field of every row and the ORM maps it again, and a row of thirty-odd columns costs more to receive
 * than to find. A list selects its page's rows with `recordColumns` (numeric columns as text: a JSON
 * number would lose digits), aggregates them with `row_to_json`, and maps each object back with
 * `fromJsonRecord`, through every column's own driver mapping (dates, timestamps, bigint ids, arrays),
 * JSON columns as they are: the records equal those drizzle's select gives.
 */
type Columns = Record<string, PgColumn>;

const isJson = (c: PgColumn) => c.columnType === 'PgJson' || c.columnType === 'PgJsonb';
const lists = new WeakMap<PgTable, SQL>();
const entries = new WeakMap<PgTable, [string, PgColumn][]>();
const columnsOf = (table: PgTable) => {
  let e = entries.get(table);
  if (!e) entries.set(table, (e = Object.entries(getTableColumns(table) as Columns)));
  return e;
};

/** An identifier as PostgreSQL quotes it (drizzle's `sql.identifier` renders the same). */
const quotedName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The select list of every column of `table` (named by the table: select it from the table itself), numeric columns as text. */
export function recordColumns(table: PgTable): SQL {
  let list = lists.get(table);
  if (!list) {
    // built to its text once: a list of thirty-odd identifiers cost drizzle a tenth of a page request to render each time
    const name = quotedName(getTableName(table));
    const columns = columnsOf(table).map(([, c]) => {
      const ref = `${name}.${quotedName(c.name)}`;
      return c.columnType === 'PgNumeric' ? `${ref}::text as ${quotedName(c.name)}` : ref;
    });
    // eslint-disable-next-line no-restricted-syntax -- the schema's own column names, quoted: no value reaches this text
    list = sql.raw(columns.join(', '));
    lists.set(table, list);
  }
  return list;
}

/** The record of `table` from the object `row_to_json` built of a row selected with `recordColumns`. */
export function fromJsonRecord<T extends PgTable>(table: T, o: Record<string, unknown>): T['$inferSelect'] {
  const out: Record<string, unknown> = {};
  for (const [key, c] of columnsOf(table)) {
    const v = o[c.name];
    out[key] = v === null || v === undefined ? null : isJson(c) ? v : c.mapFromDriverValue(v);
  }
  return out as T['$inferSelect'];
}

/** A `json` result as the driver gave it: PGlite and node-postgres both parse it (a string only if cast to text). */
export const parsedJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

const dialect = new PgDialect();
const totals = new WeakMap<Db, Map<string, { stamp: string; total: Promise<number> }>>();
const MAX_TOTALS = 500;

/**
 * The list's total for `cond`, counted again only after the database changed (platform/db/freshness.ts:
 * on PGlite a count of the writes made through its client, on PostgreSQL the current snapshot): counting
 * ten thousand tasks would cost more than the rest of the page. The stamp is read before the count, so a
 * write racing the count leaves an older stamp behind and the next call counts again; callers arriving
 * while a count for the same stamp runs share it (one count per change, not one per waiting request).
 */
export function cachedTotal(db: Db, cond: SQL, count: () => Promise<number>): Promise<number> {
  const q = dialect.sqlToQuery(cond);
  const key = crypto.createHash('sha256').update(q.sql).update(JSON.stringify(q.params)).digest('base64url');
  return freshness(db).then(({ any: stamp }) => {
    let cache = totals.get(db);
    if (!cache) totals.set(db, (cache = new Map()));
    const hit = cache.get(key);
    if (hit?.stamp === stamp) return hit.total;
    const total = count();
    cache.delete(key);
    cache.set(key, { stamp, total });
    if (cache.size > MAX_TOTALS) cache.delete(cache.keys().next().value!);
    total.catch(() => {
      if (cache.get(key)?.total === total) cache.delete(key);
    });
    return total;
  });
}
