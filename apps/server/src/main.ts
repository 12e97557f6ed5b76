import pino from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { openDatabase } from './platform/db/database.js';
import { secureDataDir } from './platform/data-dir.js';
import { DataDirLockedError } from './platform/db/lock.js';
import { DatabaseUnavailableError } from './platform/db/wait-for-postgres.js';
import { seedIfEmpty } from './modules/seed/seed.service.js';
import { reconcileMenus } from './modules/seed/menu-reconcile.js';
import { seedDemoInventory } from './modules/seed/demo-inventory.js';
import { seedDemoProjects } from './modules/seed/demo-projects.js';
import { seedDemoShowcase } from './modules/seed/demo-showcase.js';
import { SERVER_MODULES } from './modules/index.js';
import { warmSheetStream } from './platform/files/sheet-stream.js';

/** Reads the configuration, opens the database (migrating it), seeds a new one, reconciles the menu table with the code, listens. */
async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, redact: ['req.headers.authorization', 'password', 'newPassword'] });
  const narrowed = secureDataDir(config.dataDir);
  if (narrowed.length) log.warn({ dataDir: config.dataDir, entries: narrowed.length }, 'data directory made private (0700 / 0600)');
  let database;
  try {
    database = await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      waitSeconds: config.databaseWaitSeconds,
      log,
    });
  } catch (e) {
    if (e instanceof DataDirLockedError) {
      console.error(`\n${e.message}\n`);
      process.exit(2);
    }
    if (e instanceof DatabaseUnavailableError) {
      console.error(e.message); // one line: what failed and what to check; a stack trace would bury it
      process.exit(1);
    }
    throw e;
  }
  secureDataDir(config.dataDir); // PGlite gives a new database's files modes of its own (0666): narrowed once it is open
  const seed = await seedIfEmpty(database.db, { demo: config.demo, adminPassword: config.adminPassword });
  const menus = await reconcileMenus(database.db);
  if (menus.added.length || menus.updated.length)
    log.info({ added: menus.added, updated: menus.updated }, 'menu table reconciled with the code');
  // each module adds what an upgraded database lacks (its catalogues, its factors)
  for (const m of SERVER_MODULES) {
    const done = await m.upgrade?.(database.db);
    if (done) log.info({ module: m.name }, done);
  }
  const app = await buildApp({ config, database, logger: log });
  // demo mode, first start: a demo inventory entered through the public calls (after the app can answer them)
  if (seed.seeded && config.demo) await seedDemoInventory(app, database.db);
  if (seed.seeded && config.demo) await seedDemoShowcase(app, database.db);
  if (seed.seeded && config.demo) await seedDemoProjects(app, database.db);
  const shutdown = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  // the reading thread of large imports (ADR 018) loads its modules now, not during the first import
  warmSheetStream();

  const url = `http://localhost:${config.port}`;
  const lines = [
    `Carbon Steward is running at ${url}`,
    `Database: ${database.kind}${database.kind === 'pglite' ? ` (${config.dataDir})` : ''}`,
  ];
  if (seed.seeded) {
    lines.push(config.demo ? 'First start (demo mode): seeded accounts:' : 'First start: seeded accounts (shown once; write them down):');
    for (const c of seed.credentials)
      lines.push(`  ${c.account} / ${c.password}${c.mustChange ? '  (must be changed at first sign-in)' : ''}`);
  }
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((e) => {
  // A configuration the server refuses: its message says what to change; a stack trace would bury it.
  console.error(e instanceof ConfigError ? `\n${e.message}\n` : e);
  process.exit(1);
});
