import { getTableColumns, is, SQL, sql, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';
import { rowsOf } from './sql-kit.js';
import { copyClientOf, copyInBatches, identityOf } from './copy-rows.js';

/**
 * PostgreSQL's wire protocol counts a statement's bind parameters in 16 bits: a multi-row
 * `INSERT … VALUES` carries at most 65,535 values (PGlite has the same limit), so a
 * one-statement import of 2,979 factor rows (22 values each) failed. Each batch here is
 * one statement with ONE parameter, the batch as JSON, expanded by the database
 * (`json_populate_recordset`): no parameter limit, and about five times faster than
 * building a 65,535-value statement with the query builder (bench/import.bench.ts).
 */
export const MAX_BIND_PARAMETERS = 65_535;

/** Rows per statement by default: progress is reported per batch; a batch of factor rows is about 2 MB of JSON. */
export const DEFAULT_BATCH_SIZE = 5000;

export type BatchOptions = {
  /** Rows per INSERT statement (default DEFAULT_BATCH_SIZE). */
  batchSize?: number;
  /** Called after each batch with the number of rows inserted so far (import progress). */
  onBatch?: (inserted: number) => void;
};

type Columns = Record<string, PgColumn>;

/** A value as the JSON the database reads back into the column's type (drizzle's own driver mapping; json columns as they are). */
function toJson(column: PgColumn, value: unknown): unknown {
  if (value === null) return null;
  if (is(value, SQL)) throw new Error(`insertInBatches: column ${column.name} is given an SQL expression; give values`);
  if (column.columnType === 'PgJson' || column.columnType === 'PgJsonb') return value;
  return column.mapToDriverValue(value);
}

const fromDriver = (column: PgColumn, value: unknown) => (value === null || value === undefined ? null : column.mapFromDriverValue(value));

/** Whether `row` gives exactly the columns `given` (a column it leaves out takes its default, as with drizzle's insert). */
function gives(keys: string[], given: ReadonlySet<string>, row: Record<string, unknown>): boolean {
  for (const k of keys) if ((row[k] !== undefined) !== given.has(k)) return false;
  return true;
}

/** Consecutive rows giving the same columns: one statement each (a table's rows normally make one run). */
function* runsOf(columns: Columns, rows: Record<string, unknown>[]): Generator<{ given: string[]; rows: Record<string, unknown>[] }> {
  const keys = Object.keys(columns);
  let run: { given: string[]; set: Set<string>; rows: Record<string, unknown>[] } | undefined;
  for (const row of rows) {
    if (run && gives(keys, run.set, row)) run.rows.push(row);
    else {
      if (run) yield run;
      const given = keys.filter((k) => row[k] !== undefined);
      run = { given, set: new Set(given), rows: [row] };
    }
  }
  if (run) yield run;
}

/**
 * Inserts `rows` into `table` in statements of `batchSize` rows, in the caller's transaction
 * `tx` (an import of any size stays all or nothing: a failing batch rolls the earlier ones
 * back with the transaction). Columns a row leaves out (undefined) take their defaults. Returns the
 * inserted rows, or their `returning` columns, in the order inserted (PostgreSQL returns an
 * INSERT … SELECT's rows in the order it inserts them, which is the JSON array's; a
 * caller that needs a row's id by key should still map it by key).
 */
export async function insertInBatches<T extends PgTable>(
  tx: Db,
  table: T,
  rows: InferInsertModel<T>[],
  options?: BatchOptions,
): Promise<InferSelectModel<T>[]>;
export async function insertInBatches<T extends PgTable, S extends Record<string, PgColumn>>(
  tx: Db,
  table: T,
  rows: InferInsertModel<T>[],
  options: BatchOptions & { returning: S },
): Promise<{ [K in keyof S]: S[K]['_']['notNull'] extends true ? S[K]['_']['data'] : S[K]['_']['data'] | null }[]>;
export async function insertInBatches<T extends PgTable>(
  tx: Db,
  table: T,
  rows: InferInsertModel<T>[],
  options: BatchOptions & { returning?: Record<string, PgColumn> } = {},
): Promise<unknown[]> {
  const size = options.batchSize ?? DEFAULT_BATCH_SIZE;
  if (!Number.isInteger(size) || size < 1) throw new Error(`insertInBatches: batch size ${size} is not a positive integer`);
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Columns;
  // Defaults computed in JavaScript ($defaultFn, $onUpdate) would be skipped: no table here has one.
  if (Object.values(columns).some((c) => c.defaultFn || c.onUpdateFn))
    throw new Error('insertInBatches: $defaultFn columns are not supported');
  const selected = options.returning ?? columns;
  const returning = sql.join(
    Object.values(selected).map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  // Only the new ids asked for, none given, and a connection to COPY on (PGlite; a PostgreSQL transaction): COPY (copy-rows.ts).
  const idKey = identityOf(columns);
  const [only, ...more] = Object.entries(selected);
  const asked = idKey && only && more.length === 0 && only[1] === columns[idKey] ? only[0] : undefined;
  const client = asked ? copyClientOf(tx) : undefined;
  const given = rows as Record<string, unknown>[];
  if (client && idKey && asked && given.every((r) => r[idKey] === undefined))
    return (await copyInBatches(client, table, columns, columns[idKey]!, given, size, options.onBatch)).map((n) => ({ [asked]: n }));
  const out: unknown[] = [];
  for (let i = 0; i < rows.length; i += size) {
    for (const run of runsOf(columns, rows.slice(i, i + size) as Record<string, unknown>[])) {
      const names = sql.join(
        run.given.map((k) => sql.identifier(columns[k]!.name)),
        sql`, `,
      );
      const json = JSON.stringify(
        run.rows.map((r) => Object.fromEntries(run.given.map((k) => [columns[k]!.name, toJson(columns[k]!, r[k])]))),
      );
      const inserted = await rowsOf<Record<string, unknown>>(
        tx,
        sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${json}::json) returning ${returning}`,
      );
      for (const raw of inserted)
        out.push(Object.fromEntries(Object.entries(selected).map(([key, c]) => [key, fromDriver(c, raw[c.name])])));
    }
    options.onBatch?.(Math.min(i + size, rows.length));
  }
  return out;
}
