import { getTableName, is, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { Db } from './database.js';

/**
 * The embedded database's bulk path: `COPY … FROM '/dev/blob'` with the rows as COPY text in a
 * Blob (PGlite's `blob` query option). On PGlite it costs about half of the JSON-batch INSERT
 * per row (no JSON document to build, send and expand; bench/inventory-import.bench.ts). COPY
 * returns no rows, so the ids come first: `reserveIds` takes them from the table's identity.
 */
type CopyClient = { query: (sql: string, params?: unknown[], options?: { blob?: Blob }) => Promise<{ rows: unknown[] }> };

/** The PGlite client (or its open transaction) under `tx`; undefined on PostgreSQL (node-postgres). */
export function pgliteClientOf(tx: Db): CopyClient | undefined {
  const session = (tx as unknown as { _: { session: unknown } })._.session;
  // drizzle keeps the client private: this helper is the one place that reaches it
  return is(session, PgliteSession) ? (session as unknown as { client: CopyClient }).client : undefined;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The property name of the table's identity column (`id()` in schema/columns.ts), if it has one. */
export function identityOf(columns: Record<string, PgColumn>): string | undefined {
  return Object.keys(columns).find((k) => columns[k]!.primary && columns[k]!.generatedIdentity);
}

/**
 * `n` new ids of `column`'s identity in one statement. Only on PGlite: its one connection runs
 * one statement at a time, so nothing can draw from the sequence between the `nextval` and the
 * `setval` (on PostgreSQL another session could, which is why the JSON batch path is kept there).
 */
async function reserveIds(client: CopyClient, table: PgTable, column: PgColumn, n: number): Promise<number[]> {
  const { rows } = await client.query(`select setval(s, nextval(s) + $1 - 1)::text as last from pg_get_serial_sequence($2, $3) s`, [
    n,
    quoted(getTableName(table)),
    column.name,
  ]);
  const last = Number((rows[0] as { last: string }).last);
  return Array.from({ length: n }, (_, i) => last - n + 1 + i);
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
    const ids = await reserveIds(client, table, id, to - from);
    for (let i = from; i < to;) {
      const given = keys.filter((k) => rows[i]![k] !== undefined);
      const left = keys.filter((k) => rows[i]![k] === undefined);
      const encoders = given.map((k) => encoderOf(columns[k]!));
      // the run: rows from i on that give exactly these columns (checked while each is encoded), as COPY text
      let text = '';
      run: for (; i < to; i++) {
        const row = rows[i]!;
        for (const k of left) if (row[k] !== undefined) break run;
        let line = String(ids[i - from]);
        for (let j = 0; j < given.length; j++) {
          const v = row[given[j]!];
          if (v === undefined) break run;
          line += '\t' + encoders[j]!(v);
        }
        text += line + '\n';
      }
      const names = [id.name, ...given.map((k) => columns[k]!.name)].map(quoted).join(', ');
      await client.query(`copy ${quoted(getTableName(table))} (${names}) from '/dev/blob'`, [], {
        blob: new Blob([text]),
      });
    }
    for (const n of ids) out.push(n);
    onBatch?.(to);
  }
  return out;
}
