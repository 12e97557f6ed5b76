import pg from 'pg';
import type { Logger } from 'pino';

/** PostgreSQL could not be used at start; main prints the message alone (one line, no stack trace). */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

/** The URL without its password, for messages. */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    u.password = '';
    return u.toString();
  } catch {
    return 'DATABASE_URL (not a valid URL)';
  }
}

/** The error's own words; a connection to a name with several addresses fails with an AggregateError. */
function reason(e: unknown): string {
  if (e instanceof AggregateError && e.errors.length) return [...new Set(e.errors.map((x: Error) => x.message))].join('; ');
  return e instanceof Error && e.message ? e.message : String(e);
}

/**
 * Whether waiting may help: the server could not be reached, or said it is starting up, shutting
 * down or full. An answer that it will not take us (password, missing database) is final.
 */
function transient(e: unknown): boolean {
  const code = (e as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true; // a network error, a time-out, a closed connection
  return code === '57P03' || code === '53300' || code.startsWith('08');
}

/**
 * Connects once to PostgreSQL before the pool is built, retrying with backoff (0.5 s, doubling to
 * 5 s) for up to `waitSeconds` while it cannot be reached: a database started alongside the
 * server (compose, a reboot) is often not listening yet. One log line per failed attempt; at the
 * end, a DatabaseUnavailableError with one line saying what to check.
 */
export async function waitForPostgres(url: string, waitSeconds: number, log: Logger): Promise<void> {
  const deadline = Date.now() + waitSeconds * 1000;
  const where = describeUrl(url);
  let delay = 500;
  for (let attempt = 1; ; attempt++) {
    const left = deadline - Date.now();
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: Math.max(3000, Math.min(10_000, left)) });
    client.on('error', () => undefined); // a failure after connect is the caller's to see
    try {
      await client.connect();
      await client.end();
      if (attempt > 1) log.info({ attempt }, `PostgreSQL at ${where} answers`);
      return;
    } catch (e) {
      await client.end().catch(() => undefined);
      const why = reason(e);
      if (!transient(e)) throw new DatabaseUnavailableError(`PostgreSQL at ${where} refused the connection: ${why}. Check DATABASE_URL.`);
      const remaining = deadline - Date.now();
      if (remaining <= 0) {
        throw new DatabaseUnavailableError(
          `PostgreSQL at ${where} could not be reached in ${waitSeconds} s (${attempt} attempt${attempt > 1 ? 's' : ''}): ${why}. ` +
            'Check DATABASE_URL and that the database server is running; DATABASE_WAIT_SECONDS sets how long to wait.',
        );
      }
      const wait = Math.min(delay, remaining);
      log.warn(
        { attempt, error: why, retryInMs: wait },
        `PostgreSQL at ${where} is not reachable yet (attempt ${attempt}: ${why}); retrying in ${(wait / 1000).toFixed(1)} s, ` +
          `for ${Math.ceil(remaining / 1000)} s more`,
      );
      await new Promise((r) => setTimeout(r, wait));
      delay = Math.min(delay * 2, 5000);
    }
  }
}
