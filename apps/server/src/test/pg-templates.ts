import pg from 'pg';

/**
 * Vitest global setup of the server's tests: names this run (CS_TEST_RUN, inherited by the workers, which name their
 * seeded PostgreSQL templates after it: harness.ts) and drops the run's templates when it ends. Runs at once (CI's
 * smoke on two Node.js majors) each drop only their own.
 */
export default function setup(): (() => Promise<void>) | undefined {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const run = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  process.env.CS_TEST_RUN = run;
  return async () => {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
        `cs\\_tmpl\\_${run}\\_%`,
      ]);
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await admin.end();
    }
  };
}
