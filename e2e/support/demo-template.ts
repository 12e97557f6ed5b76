import fs from 'node:fs';
import { startServer } from '../../scripts/server-process.js';

/**
 * The journeys' global set-up: one demo server's first start (migrations, the demo seeds through the public calls),
 * stopped, its data directory kept as the template every journey's server copies (scripts/server-process.ts): the
 * same first-start state for each file without seeding it eleven times. A cheaper fixture, not a different one:
 * the copy is the directory the first start left.
 */
export default async function setup(): Promise<() => void> {
  const server = await startServer();
  await server.stop();
  process.env.E2E_DEMO_TEMPLATE = server.dataDir;
  return () => fs.rmSync(server.dataDir, { recursive: true, force: true });
}
