import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableName, is, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgliteSession } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from './database.js';

/**
 * The bulk path of both databases: rows as COPY text (ADR 018). PGlite reads it from a Blob
 * (`COPY … FROM '/dev/blob'`, its `blob` query option); PostgreSQL from the connection
 * (`COPY … FROM STDIN`, pg-copy-streams). On PGlite it costs about half of the JSON-batch INSERT
 * per row, on PostgreSQL about a third (no JSON document to build, send and expand;
 * bench/inventory-import.bench.ts). COPY returns no rows, so the ids come first: `reserveIds`
 * draws them from the table's identity.
 */
type PgliteClient = { query: (sql: string, params?: unknown[], options?: { blob?: Blob }) => Promise<{ rows: unknown[] }> };

/** What the bulk path needs of a connection. */
export type CopyClient = {
  /** `n` new ids of `column`'s identity, in order. */
  reserveIds(table: PgTable, column: PgColumn, n: number): Promise<number[]>;
  /** Runs `COPY … FROM <the client's source>` (the statement's start given) with `text` as its rows. */
  copy(statement: string, text: string): Promise<void>;
};

/** The PGlite client (or its open transaction) under `tx`; undefined on PostgreSQL (node-postgres). */
export function pgliteClientOf(tx: Db): PgliteClient | undefined {
  const session = (tx as unknown as { _: { session: unknown } })._.session;
  // drizzle keeps the client private: this helper and copyClientOf are the places that reach it
  return is(session, PgliteSession) ? (session as unknown as { client: PgliteClient }).client : undefined;
}

/** The one connection of `tx` when it is a PostgreSQL transaction (a pool outside one: no single connection to COPY on). */
function postgresClientOf(tx: Db): pg.PoolClient | undefined {
  const session = (tx as unknown as { _: { session: unknown } })._.session;
  if (!is(session, NodePgSession)) return undefined;
  const client = (session as unknown as { client: pg.Pool | pg.PoolClient }).client;
  // a Pool has no `release`; a client checked out of it (a transaction's) has
  return 'release' in client ? client : undefined;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const sequenceOf = (table: PgTable, column: PgColumn) => [quoted(getTableName(table)), column.name];

/**
 * The bulk client of `tx`: on PGlite always; on PostgreSQL inside a transaction (the COPY and the ids it
 * was given then commit or roll back together). Undefined otherwise: the caller takes the JSON batch.
 */
export function copyClientOf(tx: Db): CopyClient | undefined {
  const lite = pgliteClientOf(tx);
  if (lite)
    return {
      // One statement: PGlite's one connection runs one statement at a time, so nothing can draw from the
      // sequence between the `nextval` and the `setval`.
      async reserveIds(table, column, n) {
        const { rows } = await lite.query(`select setval(s, nextval(s) + $1 - 1)::text as last from pg_get_serial_sequence($2, $3) s`, [
          n,
          ...sequenceOf(table, column),
        ]);
        const last = Number((rows[0] as { last: string }).last);
        return Array.from({ length: n }, (_, i) => last - n + 1 + i);
      },
      async copy(statement, text) {
        await lite.query(`${statement} from '/dev/blob'`, [], { blob: new Blob([text]) });
      },
    };
  const client = postgresClientOf(tx);
  if (client)
    return {
      // `nextval` once per row: other sessions may draw from the sequence meanwhile, so the ids need not be
      // consecutive; each is this transaction's alone.
      async reserveIds(table, column, n) {
        const { rows } = await client.query<{ id: string }>(
          `select nextval(pg_get_serial_sequence($1, $2)) as id from generate_series(1, $3::int) order by 1`,
          [...sequenceOf(table, column), n],
        );
        return rows.map((r) => Number(r.id));
      },
      async copy(statement, text) {
        await pipeline(Readable.from([Buffer.from(text)]), client.query(copyFrom(`${statement} from stdin`)));
      },
    };
  return undefined;
}

/** The property name of the table's identity column (`id()` in schema/columns.ts), if it has one. */
export function identityOf(columns: Record<string, PgColumn>): string | undefined {
  return Object.keys(columns).find((k) => columns[k]!.primary && columns[k]!.generatedIdentity);
}

/** COPY's text format: backslash, tab, newline and carriage return escaped; null is \N. */
const SPECIAL = /[\\\t\n\r]/;
const escaped = (s: string) =>
  SPECIAL.test(s) ? s.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r')) : s;
/** JSON text holds no raw tab, newline or carriage return (JSON.stringify escapes them): only its backslashes are doubled. */
const escapedJson = (s: string) => (s.includes('\\') ? s.replaceAll('\\', '\\\\') : s);

/**
 * A column's value → its COPY text, through drizzle's own driver mapping (JSON columns as JSON). A value
 * repeating the one before is encoded once; so is a JSON object given again (an import's repeated
 * calculations share their input and result objects).
 */
function encoderOf(column: PgColumn): (value: unknown) => string {
  const json = column.columnType === 'PgJson' || column.columnType === 'PgJsonb';
  const objects = json ? new WeakMap<object, string>() : undefined;
  let lastIn: unknown = undefined;
  let lastOut = '';
  return (value) => {
    if (value === null) return '\\N';
    if (value === lastIn) return lastOut;
    if (value instanceof SQL) throw new Error(`insertInBatches: column ${column.name} is given an SQL expression; give values`);
    lastIn = value;
    if (objects) {
      const known = typeof value === 'object' ? objects.get(value) : undefined;
      if (known !== undefined) return (lastOut = known);
      lastOut = escapedJson(JSON.stringify(value));
      if (typeof value === 'object') objects.set(value, lastOut);
      return lastOut;
    }
    const d: unknown = column.mapToDriverValue(value);
    const s =
      typeof d === 'string' ? d : d instanceof Date ? d.toISOString() : typeof d === 'object' && d !== null ? JSON.stringify(d) : String(d);
    return (lastOut = escaped(s));
  };
}

/**
 * Inserts `rows` (none giving the identity `id`) into `table` by COPY, `size` rows a batch, and
 * returns their new ids in order. Consecutive rows giving the same columns make one statement
 * (a column a row leaves out, undefined, takes its default, as with drizzle's insert).
 */
export async function copyInBatches(
  client: CopyClient,
  table: PgTable,
  columns: Record<string, PgColumn>,
  id: PgColumn,
  rows: Record<string, unknown>[],
  size: number,
  onBatch: ((inserted: number) => void) | undefined,
): Promise<number[]> {
  const keys = Object.keys(columns).filter((k) => columns[k] !== id);
  const out: number[] = [];
  for (let from = 0; from < rows.length; from += size) {
    const to = Math.min(from + size, rows.length);
    const ids = await client.reserveIds(table, id, to - from);
    for (let i = from; i < to;) {
      const given = keys.filter((k) => rows[i]![k] !== undefined);
      const left = keys.filter((k) => rows[i]![k] === undefined);
      const encoders = given.map((k) => encoderOf(columns[k]!));
      // the run: rows from i on that give exactly these columns (checked while each is encoded), as COPY text
      const lines: string[] = [];
      const cells: string[] = new Array<string>(given.length + 1);
      run: for (; i < to; i++) {
        const row = rows[i]!;
        for (const k of left) if (row[k] !== undefined) break run;
        cells[0] = String(ids[i - from]);
        for (let j = 0; j < given.length; j++) {
          const v = row[given[j]!];
          if (v === undefined) break run;
          cells[j + 1] = encoders[j]!(v);
        }
        lines.push(cells.join('\t'));
      }
      lines.push('');
      const text = lines.join('\n');
      const names = [id.name, ...given.map((k) => columns[k]!.name)].map(quoted).join(', ');
      await client.copy(`copy ${quoted(getTableName(table))} (${names})`, text);
    }
    for (const n of ids) out.push(n);
    onBatch?.(to);
  }
  return out;
}
