import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Db } from './database.js';
import { rowsOf } from './sql-kit.js';

/** Tables with a change counter in sys_table_generation (generation.ts; sys_session: platform/auth/sessions.ts). */
export type CountedTable = 'sys_user' | 'sys_org' | 'sys_menu' | 'sys_session';

/**
 * What an in-process cache compares before serving its copy (issue 8: sessions, the
 * login snapshot, the organisation tree). A cache reads it *before* the data it keeps:
 * a change committed in between leaves an older stamp beside newer data, and the next
 * call simply reloads.
 */
export type Freshness = {
  /** Changes whenever one of these tables changes. */
  of(...tables: CountedTable[]): string;
  /** Changes whenever anything at all is written. */
  any: string;
};

/**
 * Coalesces concurrent reads: a caller gets the result of a read that *started after it
 * called*, so everything committed before its request arrived is seen (a logout in another
 * process is refused at the very next request), while one read serves every caller that
 * arrived during the previous one: under load, one query per batch, not per request.
 */
export function coalesced<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const p: Promise<T> = read().finally(() => {
      if (running === p) running = undefined;
    });
    running = p;
    return p;
  };
  return () => {
    if (!running) return start();
    // The read in flight began before this call: wait for it, then share the next one.
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return running ?? start();
      });
    return queued;
  };
}

/**
 * PostgreSQL, shared by several processes and by hand: the counters kept by triggers (and
 * for sessions in the statement that ends them), and `pg_current_snapshot()`, which changes
 * whenever a transaction that wrote anything has started or ended since.
 */
async function readShared(db: Db): Promise<Freshness> {
  const [row] = await rowsOf<{ snapshot: string; generations: unknown }>(
    db,
    sql`select pg_current_snapshot()::text as snapshot,
          (select json_object_agg(table_name, generation) from sys_table_generation) as generations`,
  );
  const raw = typeof row?.generations === 'string' ? JSON.parse(row.generations) : (row?.generations ?? {});
  const generations = new Map(Object.entries(raw as Record<string, unknown>).map(([t, g]) => [t, String(g)]));
  return { of: (...tables) => tables.map((t) => generations.get(t) ?? '').join('/'), any: String(row?.snapshot ?? '') };
}

/** A statement that cannot change a table (a WITH may hold an UPDATE: it counts as a write). */
const READ_ONLY = /^\s*(select|show|explain)\b/i;

/**
 * The embedded database belongs to this one process (lock.ts), so every write goes through
 * its client: counting them here costs nothing per request, where a counter query would
 * cost as much as the session query it replaces (PGlite runs each statement on this thread).
 * Any statement but a read, any transaction (at start and at end) and any script counts.
 */
function localWrites(client: PGlite): () => number {
  let writes = 0;
  const bump = () => void writes++;
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (text: string, ...rest: unknown[]) => {
    const write = typeof text !== 'string' || !READ_ONLY.test(text);
    if (write) bump();
    try {
      return await (query as (t: string, ...r: unknown[]) => Promise<unknown>)(text, ...rest);
    } finally {
      if (write) bump();
    }
  }) as PGlite['query'];
  client.exec = (async (...args: Parameters<PGlite['exec']>) => {
    bump();
    try {
      return await exec(...args);
    } finally {
      bump();
    }
  }) as PGlite['exec'];
  client.transaction = (async (...args: Parameters<PGlite['transaction']>) => {
    bump();
    try {
      return await transaction(...args);
    } finally {
      bump();
    }
  }) as PGlite['transaction'];
  return () => writes;
}

const readers = new WeakMap<Db, () => Promise<Freshness>>();
const counters = new WeakMap<PGlite, () => number>();

/** The database's change stamps, read after this call, shared by every cache of the process. */
export function freshness(db: Db): Promise<Freshness> {
  let reader = readers.get(db);
  if (!reader) {
    const client = (db as unknown as { $client?: unknown }).$client;
    if (client instanceof PGlite) {
      let writes = counters.get(client);
      if (!writes) counters.set(client, (writes = localWrites(client)));
      const count = writes;
      reader = () => {
        const stamp = `local:${count()}`;
        return Promise.resolve({ of: () => stamp, any: stamp });
      };
    } else {
      reader = coalesced(() => readShared(db));
    }
    readers.set(db, reader);
  }
  return reader();
}
