import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Logger } from 'pino';
import * as schema from './schema/index.js';
import { acquireDataDirLock } from './lock.js';
import { waitForPostgres } from './wait-for-postgres.js';

export type Schema = typeof schema;
/** Drizzle over PGlite or node-postgres; a transaction has the same type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

const MIGRATIONS = path.resolve(import.meta.dirname, '../../../migrations');

export type OpenOptions = {
  dataDir: string;
  databaseUrl?: string | undefined;
  log: Logger;
  /** How long to keep trying an unreachable PostgreSQL at start (DATABASE_WAIT_SECONDS); 0: one attempt. */
  waitSeconds?: number;
};

/** Opens PostgreSQL when a URL is given, else the embedded PGlite, and applies migrations. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (!opts.databaseUrl) return openPglite(opts.dataDir);
  await waitForPostgres(opts.databaseUrl, opts.waitSeconds ?? 0, opts.log);
  return openPostgres(opts.databaseUrl, opts.log);
}

async function openPglite(dataDir: string): Promise<Database> {
  const release = await acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, 'pglite'));
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS });
    return {
      db,
      kind: 'pglite',
      ping: () => ping(db),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}

async function openPostgres(url: string, log: Logger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX ?? 10) });
  // Without this handler an idle client's error (e.g. a database restart) crashes Node.
  pool.on('error', (err) => log.warn({ err: err.message }, 'postgres pool client error; it will reconnect'));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Several processes may start at once on one database: migrate under an advisory lock.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(726417)');
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query('select pg_advisory_unlock(726417)').catch(() => undefined);
    client.release();
  }
  return { db, kind: 'postgres', ping: () => ping(db), close: () => pool.end() };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
