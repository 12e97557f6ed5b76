import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/database.js';

/** The channel the triggers of migration live_events notify (sys_todo, sys_notice). */
export const LIVE_CHANNEL = 'carbon_live';

/**
 * What a listener hears: the users whose to-dos or notices a committed statement changed, or
 * `resync` after the listening connection was lost and restored (events may have been missed).
 */
export type LiveEvent = { kind: 'todo' | 'notice'; userIds: number[] } | { kind: 'resync' };

export type EventBusLog = { warn(obj: object, msg?: string): void };

/** Reconnection delays of the PostgreSQL listener: 1 s doubling to at most 30 s. */
const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

/** A trigger's payload `{"k":"todo","u":[1,2]}` as an event; undefined for anything else. */
export function parseLivePayload(payload: string): LiveEvent | undefined {
  try {
    const v = JSON.parse(payload) as { k?: unknown; u?: unknown };
    if ((v.k !== 'todo' && v.k !== 'notice') || !Array.isArray(v.u)) return undefined;
    const userIds = v.u.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
    return { kind: v.k, userIds };
  } catch {
    return undefined;
  }
}

/**
 * The process's ear on the database (issue 14). The triggers raise events with pg_notify inside
 * the writing transaction, so they arrive on commit only, in every process on the database:
 * - PostgreSQL: one dedicated connection (not from the pool) LISTENs; when it drops, it reconnects
 *   with backoff and then announces `resync`;
 * - PGlite: its in-process `listen` on the one connection the process owns.
 * It starts listening on the first `ready()` (the first live stream), so processes and tests that
 * never stream hold no extra connection.
 */
export function createEventBus({ database, databaseUrl, log }: { database: Database; databaseUrl: string | undefined; log?: EventBusLog }) {
  const listeners = new Set<(e: LiveEvent) => void>();
  let logger: EventBusLog = log ?? { warn: () => undefined };
  let starting: Promise<void> | undefined;
  let stopListening: (() => Promise<void>) | undefined;
  let closed = false;

  function emit(e: LiveEvent): void {
    for (const l of listeners) {
      try {
        l(e);
      } catch (err) {
        logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'live event listener failed');
      }
    }
  }

  function dispatch(payload: string): void {
    const e = parseLivePayload(payload);
    if (e?.kind !== 'resync' && e?.userIds.length) emit(e);
  }

  async function listenPglite(): Promise<void> {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const unlisten = await client.listen(LIVE_CHANNEL, dispatch);
    stopListening = () => unlisten();
  }

  async function listenPostgres(url: string): Promise<void> {
    let client: pg.Client | undefined;
    let timer: NodeJS.Timeout | undefined;
    let delay = RECONNECT_MIN_MS;

    const connect = async (): Promise<void> => {
      const c = new pg.Client({ connectionString: url });
      c.on('notification', (m) => {
        if (m.channel === LIVE_CHANNEL && m.payload) dispatch(m.payload);
      });
      // a dropped connection: 'error' and/or 'end'; either schedules one reconnection
      const lost = (err?: Error) => {
        if (client !== c || closed) return;
        client = undefined;
        logger.warn({ err: err?.message }, 'live events: the listening connection was lost; reconnecting');
        c.end().catch(() => undefined);
        retry();
      };
      c.on('error', lost);
      c.on('end', () => lost());
      try {
        await c.connect();
        await c.query(`LISTEN ${LIVE_CHANNEL}`);
      } catch (err) {
        await c.end().catch(() => undefined);
        throw err;
      }
      if (closed) {
        await c.end().catch(() => undefined);
        return;
      }
      client = c;
      delay = RECONNECT_MIN_MS;
    };

    const retry = () => {
      if (closed || timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        connect().then(
          () => emit({ kind: 'resync' }),
          (err: unknown) => {
            logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'live events: reconnection failed');
            delay = Math.min(delay * 2, RECONNECT_MAX_MS);
            retry();
          },
        );
      }, delay);
      timer.unref?.();
    };

    await connect();
    stopListening = async () => {
      clearTimeout(timer);
      timer = undefined;
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    };
  }

  return {
    /** Listening (started on the first call); resolves once events can no longer be missed. */
    ready(): Promise<void> {
      if (closed) return Promise.reject(new Error('the event bus is closed'));
      starting ??= (database.kind === 'postgres' && databaseUrl ? listenPostgres(databaseUrl) : listenPglite()).catch((err: unknown) => {
        starting = undefined; // the next stream tries again
        throw err;
      });
      return starting;
    },

    /** Calls `fn` for every event until the returned function is called. */
    on(fn: (e: LiveEvent) => void): () => void {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },

    /** Stops listening (the server closes); before the database closes. */
    async close(): Promise<void> {
      closed = true;
      await starting?.catch(() => undefined);
      await stopListening?.();
      stopListening = undefined;
      listeners.clear();
    },

    /** Logs through the server's logger; stops listening when the server closes. */
    attach(app: { log: EventBusLog; addHook(name: 'onClose', fn: () => Promise<void>): unknown }): void {
      logger = app.log;
      app.addHook('onClose', () => this.close());
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
