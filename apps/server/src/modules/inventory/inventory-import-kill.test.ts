import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/sql-kit.js';
import { verifyAuditChain } from '../../platform/audit/audit.js';
import { seedIfEmpty } from '../seed/seed.service.js';
import { createPgDatabase, dbKinds, DEMO, type DbKind } from '../../test/harness.js';
import { entryImportFile, naturalGasRows } from './entry-import.testing.js';
import { INPUTS } from './inventory.testing.js';

/**
 * Issue 10, fault test: the real server process is killed (SIGKILL) while it writes a
 * 100,000-row entry import, then started again on the same data: not one row of that import
 * is left (no entry, no stored result, no audit record of it), the task's figures are those
 * from before, and the server serves the task again.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const ROWS = 100_000;
const children: ChildProcess[] = [];

type Server = { url: string; child: ChildProcess };
type Answer = { success: boolean; code: number; message: string; data: unknown };

/** The real server (main.ts) on `env`; resolves when it listens. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...{ DEMO: '1', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1' },
      ...{ RATE_LIMIT_SIGNIN: '0', RATE_LIMIT_CAPTCHA: '0', RATE_LIMIT_API: '0' },
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 120_000);
    const read = (d: Buffer) => {
      out += d.toString();
      if (out.includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

const exited = (c: ChildProcess) =>
  c.exitCode !== null || c.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => c.once('exit', () => r()));

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await Promise.all(children.map(exited));
});

function client(url: string, token = '') {
  const headers = (json: boolean) => ({
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(json ? { 'content-type': 'application/json' } : {}),
  });
  return {
    get: async (p: string): Promise<Answer> => (await fetch(`${url}${p}`, { headers: headers(false) })).json() as Promise<Answer>,
    post: async (p: string, body: unknown): Promise<Answer> =>
      (await fetch(`${url}${p}`, { method: 'POST', headers: headers(true), body: JSON.stringify(body) })).json() as Promise<Answer>,
    upload: async (p: string, file: Buffer): Promise<Answer> => {
      const form = new FormData();
      form.append('file', new Blob([file]), 'entries.xlsx');
      return (await fetch(`${url}${p}`, { method: 'POST', body: form, headers: headers(false) })).json() as Promise<Answer>;
    },
  };
}

function ok<T>(a: Answer): T {
  if (!a.success) throw new Error(`${a.code} ${a.message}`);
  return a.data as T;
}

async function signIn(url: string) {
  return client(url, ok<string>(await client(url).post('/api/main/login', { account: 'superAdmin', password: DEMO.superAdmin })));
}

/** Bytes under `dir` (the embedded database's files; one removed while they are counted, a WAL temp file, counts 0). */
function bytesUnder(dir: string): number {
  let n = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (e.isFile()) n += fs.statSync(path.join(e.parentPath, e.name), { throwIfNoEntry: false })?.size ?? 0;
  return n;
}

const until = async (what: string, done: () => boolean | Promise<boolean>, ms = 240_000) => {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

type Counts = { entries: number; results: number; importAudits: number };

async function counts(env: { dataDir: string; databaseUrl?: string }, taskId: string, orgId: string): Promise<Counts & { chain: boolean }> {
  const database = await openDatabase({ ...env, log: pino({ level: 'silent' }) });
  try {
    const [row] = await rowsOf<Counts>(
      database.db,
      sql`select (select count(*)::int from inventory_entry where task_id = ${Number(taskId)}) as entries,
                 (select count(*)::int from calc_result where org_id = ${Number(orgId)}) as results,
                 (select count(*)::int from sys_audit where action = 'import' and entity in ('inventory_entry', 'calc_result')) as "importAudits"`,
    );
    return { ...row!, chain: (await verifyAuditChain(database.db)).ok };
  } finally {
    await database.close();
  }
}

describe.each(dbKinds())('a 100,000-row entry import killed while it writes (%s)', (kind: DbKind) => {
  it('leaves no partial rows after a restart on the same data', { timeout: 600_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-import-kill-'));
    const pgDb = kind === 'postgres' ? await createPgDatabase() : undefined;
    const env = { dataDir, ...(pgDb ? { databaseUrl: pgDb.url } : {}) };
    const serverEnv = { DATA_DIR: dataDir, ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) };
    try {
      const file = await entryImportFile('en-US', 1, naturalGasRows(ROWS));
      // the seeded organisations' ids, from the database the server will use
      const seeded = await openDatabase({ ...env, log: pino({ level: 'silent' }) });
      await seedIfEmpty(seeded.db, { demo: true, adminPassword: undefined });
      const orgs = await rowsOf<{ id: number; code: string }>(seeded.db, sql`select id, code from sys_org`);
      await seeded.close();
      const org = (code: string) => String(orgs.find((o) => o.code === code)!.id);
      const leaf = org('fii-ccbg-longhua-le1');

      let server = await startServer(serverEnv);
      let api = await signIn(server.url);
      const project = ok<{ id: string }>(
        await api.post('/api/main/inventoryProject/add', {
          name: 'Kill test',
          type: 'annual',
          year: 2025,
          orgId: org('fii'),
          deadline: '2099-12-31',
        }),
      );
      const [task] = ok<{ id: string }[]>(
        await api.post('/api/main/inventoryTask/issue', {
          projectId: project.id,
          orgIds: [leaf],
          boundaryMethod: 'operational-control',
          inventoryWay: 'compliance',
        }),
      );
      const taskId = task!.id;
      // one entry saved before the import: it must survive, with the task's figures
      const kept = ok<{ id: string; tco2e: string }>(
        await api.post('/api/main/inventoryEntry/save', { taskId, scope: 1, sourceName: 'Kept boiler', input: INPUTS.gas }),
      );
      const summaryBefore = ok<unknown>(await api.get(`/api/main/inventoryTask/summary?id=${taskId}`));
      const pgliteDir = path.join(dataDir, 'pglite');
      const sizeBefore = kind === 'pglite' ? bytesUnder(pgliteDir) : 0;

      let settled = false;
      const upload = api.upload(`/api/main/inventoryEntry/import?taskId=${taskId}&scope=1`, file).then(
        (a) => ((settled = true), a),
        () => ((settled = true), null),
      );
      if (kind === 'pglite') {
        // Reading and checking write nothing; 24 MB more on disk is the import's own transaction writing.
        // (The progress route waits for PGlite's one connection while that transaction holds it.)
        await until('the import to write', () => settled || bytesUnder(pgliteDir) > sizeBefore + 24 * 1024 * 1024);
      } else {
        // The fast path writes each 5,000-row chunk in the import's transaction while it reads the next, and reports
        // the phase "writing" only once every row is in (just before the commit): a quarter of the rows read is the
        // transaction well into its writes, with three quarters to go.
        await until('the import to write', async () => {
          const jobs = ok<{ kind: string; rowsRead: number }[]>(await api.get('/api/main/import/progress'));
          const job = jobs.find((j) => j.kind === 'inventoryEntry');
          return settled || (job?.rowsRead ?? 0) >= ROWS / 4;
        });
      }
      expect(settled).toBe(false); // still writing when killed
      server.child.kill('SIGKILL');
      await exited(server.child);
      expect(await upload).toBeNull(); // the client saw the connection drop, not an answer

      server = await startServer(serverEnv); // same data; PGlite recovers from its WAL
      api = await signIn(server.url);
      const page = ok<{ totalRows: number; rows: { id: string; tco2e: string }[] }>(
        await api.get(`/api/main/inventoryEntry/page?taskId=${taskId}&pageSize=20`),
      );
      expect(page.totalRows).toBe(1);
      expect(page.rows.map((r) => [r.id, r.tco2e])).toEqual([[kept.id, kept.tco2e]]);
      expect(ok<unknown>(await api.get(`/api/main/inventoryTask/summary?id=${taskId}`))).toEqual(summaryBefore);
      // the task takes an import again after the restart
      const small = await entryImportFile('en-US', 1, naturalGasRows(3));
      expect(ok<{ inserted: number }>(await api.upload(`/api/main/inventoryEntry/import?taskId=${taskId}&scope=1`, small))).toEqual({
        inserted: 3,
      });
      server.child.kill('SIGTERM');
      await exited(server.child);

      // In SQL: the kept entry and the 3 re-imported ones with their results (one each), one import recorded
      // (its entries and their results); nothing of the killed import; the audit chain intact.
      expect(await counts(env, taskId, leaf)).toEqual({ entries: 4, results: 4, importAudits: 2, chain: true });
    } finally {
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
