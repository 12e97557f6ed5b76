import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rowsOf } from '../db/sql-kit.js';

/** The two-key advisory lock space of jobs: (JOB_LOCK, hashtext(name)). */
const JOB_LOCK = 726430;

/** `pg_try_advisory_xact_lock(JOB_LOCK, hashtext(name))`: true when this transaction now holds the job's lock. */
export async function tryJobLock(tx: Db, name: string): Promise<boolean> {
  const [lock] = await rowsOf<{ got: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${JOB_LOCK}, hashtext(${name})) as got`);
  return Boolean(lock?.got);
}

/** Claims the window in sys_job_run (only a later window replaces the stored one): true when claimed. */
export async function claimJobWindow(tx: Db, name: string, window: number, atIso: string): Promise<boolean> {
  const claimed = await rowsOf<{ name: string }>(
    tx,
    sql`insert into sys_job_run (name, run_window, run_at) values (${name}, ${window}, ${atIso})
        on conflict (name) do update set run_window = excluded.run_window, run_at = excluded.run_at
        where sys_job_run.run_window < excluded.run_window
        returning name`,
  );
  return claimed.length > 0;
}
