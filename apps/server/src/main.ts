import pino from 'pino';
import { buildApp } from './app.js';
import { loadConfig } from './platform/config.js';
import { openDatabase } from './platform/db/database.js';
import { DataDirLockedError } from './platform/db/lock.js';
import { seedIfEmpty } from './modules/seed/seed.service.js';
import { reconcileMenus } from './modules/seed/menu-reconcile.js';

/** Reads the configuration, opens the database (migrating it), seeds a new one, reconciles the menu table with the code, listens. */
async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, redact: ['req.headers.authorization', 'password', 'newPassword'] });
  let database;
  try {
    database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, log });
  } catch (e) {
    if (e instanceof DataDirLockedError) {
      console.error(`\n${e.message}\n`);
      process.exit(2);
    }
    throw e;
  }
  const seed = await seedIfEmpty(database.db, { demo: config.demo, adminPassword: config.adminPassword });
  const menus = await reconcileMenus(database.db);
  if (menus.added.length || menus.updated.length)
    log.info({ added: menus.added, updated: menus.updated }, 'menu table reconciled with the code');
  const app = await buildApp({ config, database, logger: log });
  const shutdown = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });

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
  console.error(e);
  process.exit(1);
});
