import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { and, eq, inArray } from 'drizzle-orm';
import { buildApp, type AppDeps, type AppInstance } from '../app.js';
import { loadConfig, type Config } from '../platform/config.js';
import { openDatabase, type Database } from '../platform/db/database.js';
import { seedIfEmpty, type SeedResult } from '../modules/seed/seed.service.js';
import { reconcileMenus } from '../modules/seed/menu-reconcile.js';
import { sysMenu, sysRole, sysRoleMenu } from '../platform/db/schema/index.js';

export type DbKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (conventions: tests). */
export function dbKinds(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export const DEMO = { superAdmin: 'Carbon@Admin1', manager: 'Carbon@Mgr1', user: 'Carbon@User1' } as const;

/** A mutable clock for timeout tests. */
export function testClock(start = new Date()) {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

/** Runs one statement on the test server's maintenance database. */
async function onTestServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh PostgreSQL database on the test server, dropped at teardown: empty, or a copy of `template` (CREATE DATABASE
 * … TEMPLATE, a file copy on the server).
 */
export async function createPgDatabase(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `cs_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onTestServer(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onTestServer(`drop database if exists ${name} with (force)`),
  };
}

export type TestApp = {
  app: AppInstance;
  database: Database;
  config: Config;
  seed: SeedResult;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  kind?: DbKind;
  env?: Record<string, string>;
  demo?: boolean;
  /** Reuse an existing PostgreSQL URL (e.g. a second process on the same database). */
  databaseUrl?: string;
  dataDir?: string;
  /** Registers extra routes (e.g. a test-only route) before the app is sealed. */
  beforeReady?: (app: AppInstance) => void;
} & Pick<AppDeps, 'clock' | 'fetch' | 'captcha'>;

const silent = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

/**
 * A migrated, demo-seeded PGlite data directory, made once per test worker (the server's test files share a worker's
 * modules: vitest.config.ts). A PGlite app of the default seed starts from a copy of it: copying (0.15 s) and opening
 * the copy (0.4 s) instead of creating a database (3 s, PGlite's initdb in WebAssembly) and seeding it. The copy is
 * what a restart of the seeded server finds; the template is built by this run's migrations and seed, never kept.
 */
let template: Promise<{ dir: string; seed: SeedResult }> | undefined;
function seededTemplate(): Promise<{ dir: string; seed: SeedResult }> {
  template ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-test-template-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    const database = await openDatabase({ dataDir: dir, log: silent });
    const seed = await seedIfEmpty(database.db, { demo: true, adminPassword: undefined });
    await database.close();
    return { dir, seed };
  })();
  return template;
}

/**
 * The same for PostgreSQL: a migrated, demo-seeded database made once per test worker, which each PostgreSQL app of
 * the default seed is created from (CREATE DATABASE … TEMPLATE instead of migrating and seeding: about 1 s less per
 * app). Named after the run (CS_TEST_RUN, whose global setup drops the run's templates at its end) and the worker.
 */
let pgTemplate: Promise<{ name: string; seed: SeedResult }> | undefined;
function seededPgTemplate(): Promise<{ name: string; seed: SeedResult }> {
  pgTemplate ??= (async () => {
    const made = await createPgDatabase();
    const name = `cs_tmpl_${process.env.CS_TEST_RUN ?? 'norun'}_${process.pid}`;
    await onTestServer(`alter database ${new URL(made.url).pathname.slice(1)} rename to ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const database = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: url.toString(), log: silent });
    const seed = await seedIfEmpty(database.db, { demo: true, adminPassword: undefined });
    await database.close();
    return { name, seed };
  })();
  return pgTemplate;
}

/** Builds the real app on a real, freshly seeded database. */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const kind = opts.kind ?? 'pglite';
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cs-test-'));
  const demo = opts.demo ?? true;
  // The default seed (demo data, no first administrator password) starts from the worker's seeded template.
  const defaultSeed = demo && !opts.env?.ADMIN_PASSWORD;
  const pgFrom = kind === 'postgres' && !opts.databaseUrl && defaultSeed ? await seededPgTemplate() : undefined;
  const pgDb = kind === 'postgres' && !opts.databaseUrl ? await createPgDatabase(pgFrom?.name) : undefined;
  const databaseUrl = opts.databaseUrl ?? pgDb?.url;
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      // Tests call far faster than people: no rate limits unless a test sets them.
      ...{ RATE_LIMIT_SIGNIN: '0', RATE_LIMIT_CAPTCHA: '0', RATE_LIMIT_API: '0', RATE_LIMIT_DENIED_AUDIT: '0' },
      ...opts.env,
    },
    [],
  );
  const copied = kind === 'pglite' && !opts.dataDir && defaultSeed ? await seededTemplate() : undefined;
  if (copied) fs.cpSync(path.join(copied.dir, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  const database = await openDatabase({ dataDir, databaseUrl: config.databaseUrl, log: silent });
  const fromTemplate = copied ?? pgFrom;
  const seed = fromTemplate ? fromTemplate.seed : await seedIfEmpty(database.db, { demo, adminPassword: config.adminPassword });
  await reconcileMenus(database.db); // as main.ts does at every start
  const app = await buildApp({ config, database, logger: silent, clock: opts.clock, fetch: opts.fetch, captcha: opts.captcha });
  opts.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    seed,
    close: async () => {
      await app.close();
      await database.close();
      await pgDb?.drop();
      if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Envelope = { success: boolean; code: number; message: string; data: unknown; field?: string };

/** Signs in through the API and returns the token (throws with the envelope when refused). */
export async function login(app: AppInstance, account: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/main/login', payload: { account, password } });
  const body = res.json<Envelope>();
  if (!body.success) throw new Error(`login ${account} refused: ${body.code} ${body.message}`);
  return body.data as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Grants a seeded role the button permissions named (as an administrator would in role
 * settings), so a test can exercise a permission its seeded grants leave to the administrator.
 */
export async function grantButtons(t: TestApp, roleCode: string, permissions: string[]): Promise<void> {
  const db = t.database.db;
  const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, roleCode));
  if (!role) throw new Error(`no role ${roleCode}`);
  const menus = await db
    .select({ id: sysMenu.id })
    .from(sysMenu)
    .where(and(eq(sysMenu.type, 2), inArray(sysMenu.permission, permissions)));
  if (menus.length !== permissions.length) throw new Error(`not every button exists: ${permissions.join(', ')}`);
  await db
    .insert(sysRoleMenu)
    .values(menus.map((m) => ({ roleId: role.id, menuId: m.id })))
    .onConflictDoNothing();
}
