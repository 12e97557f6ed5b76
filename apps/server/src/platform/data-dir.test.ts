import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../test/spawn-server.js';

/**
 * The data directory is private to the server's user (issue 8, security 6): a real server
 * process on the embedded database creates it 0700 with its files 0600, and narrows an
 * existing, looser one at start.
 */
const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-perms-'));
const dataDir = path.join(parent, 'data');

/** Starts the real server on `dataDir` (umask 022 as on a usual system: it must narrow its files itself), waits until it listens, and stops it. */
async function runServerOnce(): Promise<void> {
  const run = spawnServer({ env: { DATA_DIR: dataDir }, port: 0 });
  await run.waitFor('is running at');
  run.child.kill('SIGTERM');
  await run.exit;
}

/** Every entry under `dir` (itself included) with its permission bits, e.g. ['pglite/base', 0o700]. */
function modes(dir: string): [string, number, 'dir' | 'file'][] {
  const all: [string, number, 'dir' | 'file'][] = [];
  const walk = (p: string) => {
    const stat = fs.lstatSync(p);
    if (stat.isSymbolicLink()) return;
    all.push([path.relative(dir, p) || '.', stat.mode & 0o777, stat.isDirectory() ? 'dir' : 'file']);
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) walk(path.join(p, name));
  };
  walk(dir);
  return all;
}

const loose = (dir: string) => modes(dir).filter(([, mode, kind]) => mode !== (kind === 'dir' ? 0o700 : 0o600));

// A ceiling, not a wait: a real start compiles the server with tsx, which took half a minute in CI's smoke lane.
const START = 180_000;

describe('data directory permissions', () => {
  afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

  it(
    'a first start creates the directory 0700 and every file in it 0600, the database and the secret included',
    async () => {
      await runServerOnce();
      const all = modes(dataDir);
      expect(all.find(([p]) => p === '.')?.[1]).toBe(0o700);
      expect(all.find(([p]) => p === 'jwt-secret')?.[1]).toBe(0o600);
      const dbFiles = all.filter(([p, , kind]) => p.startsWith('pglite') && kind === 'file');
      expect(dbFiles.length).toBeGreaterThan(10);
      expect(loose(dataDir)).toEqual([]);
    },
    START,
  );

  it(
    'a start narrows a directory left readable by others (an older installation)',
    async () => {
      fs.chmodSync(dataDir, 0o755);
      const files = modes(dataDir).filter(([, , kind]) => kind === 'file');
      for (const [p] of files.slice(0, 20)) fs.chmodSync(path.join(dataDir, p), 0o644);
      fs.chmodSync(path.join(dataDir, 'pglite'), 0o755);
      fs.writeFileSync(path.join(dataDir, 'left-by-hand.txt'), 'x', { mode: 0o666 });
      fs.chmodSync(path.join(dataDir, 'left-by-hand.txt'), 0o666);
      expect(loose(dataDir).length).toBeGreaterThan(20);
      await runServerOnce();
      expect(loose(dataDir)).toEqual([]);
    },
    START,
  );
});
