import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './database.js';
import { acquireDataDirLock, DataDirLockedError, parseHolder } from './lock.js';
import { bearer, createPgDatabase, createTestApp, DEMO, login, type Envelope } from '../../test/harness.js';

const log = pino({ level: 'silent' });
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cs-db-'));

describe('the embedded database (PGlite)', () => {
  it('creates a missing parent directory and refuses a second opener of the same directory', async () => {
    const dataDir = path.join(tmp(), 'nested', 'deeper');
    const first = await openDatabase({ dataDir, log });
    await expect(openDatabase({ dataDir, log })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ dataDir, log })).rejects.toThrow(/in use by another Carbon Steward process/);
    await first.close();
    const again = await openDatabase({ dataDir, log }); // released on close
    expect(await again.ping()).toBe(true);
    await again.close();
  });

  it('takes over a lock left by a dead process', async () => {
    const dataDir = tmp();
    fs.writeFileSync(path.join(dataDir, 'carbon-steward.lock'), '999999999'); // as older versions wrote it
    const release = await acquireDataDirLock(dataDir);
    expect(parseHolder(fs.readFileSync(path.join(dataDir, 'carbon-steward.lock'), 'utf8'))?.pid).toBe(process.pid);
    release();
    expect(fs.existsSync(path.join(dataDir, 'carbon-steward.lock'))).toBe(false);
  });

  it('keeps data across a restart of the process', async () => {
    const dataDir = tmp();
    const a = await createTestApp({ dataDir });
    await a.close();
    const b = await createTestApp({ dataDir });
    expect(b.seed.seeded).toBe(false); // seeded once, found again
    await login(b.app, 'superAdmin', DEMO.superAdmin);
    await b.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL', () => {
  it('survives the database dropping every connection (as in a restart) and resumes queries', async () => {
    const pgDb = await createPgDatabase();
    const database = await openDatabase({ dataDir: tmp(), databaseUrl: pgDb.url, log });
    await database.db.execute(sql`select 1`);
    const name = new URL(pgDb.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    await admin.end();
    await new Promise((r) => setTimeout(r, 100)); // the idle client's error event fires; without a handler Node would crash
    let up = await database.ping();
    for (let i = 0; i < 5 && !up; i++) up = await database.ping();
    expect(up).toBe(true);
    await database.close();
    await pgDb.drop();
  });

  it('shares sessions between two server processes on one database', async () => {
    const a = await createTestApp({ kind: 'postgres' });
    const b = await createTestApp({ kind: 'postgres', databaseUrl: a.config.databaseUrl, env: { JWT_SECRET: 'x' } });
    // without a shared secret the other process cannot read the token
    const token = await login(a.app, 'superAdmin', DEMO.superAdmin);
    expect((await b.app.inject({ url: '/api/main/checkToken', headers: bearer(token) })).json<Envelope>().code).toBe(1011006);
    await b.close();
    const c = await createTestApp({ kind: 'postgres', databaseUrl: a.config.databaseUrl, dataDir: a.config.dataDir });
    expect(c.seed.seeded).toBe(false);
    expect((await c.app.inject({ url: '/api/main/checkToken', headers: bearer(token) })).json<Envelope>().success).toBe(true);
    await c.app.inject({ url: '/api/main/logout', headers: bearer(token) });
    expect((await a.app.inject({ url: '/api/main/checkToken', headers: bearer(token) })).json<Envelope>().code).toBe(1011008);
    await c.app.close();
    await c.database.close();
    await a.close();
  });
});
