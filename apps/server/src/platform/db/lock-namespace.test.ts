import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, health, spawnServer, type ServerRun } from '../../test/spawn-server.js';
import { LOCK_FILE } from './lock.js';

// Issue 8, operations 1: in a container the restarted server is PID 1 again, the pid its dead
// predecessor wrote in the lock. Each server here runs as PID 1 of a new PID namespace, as in a
// container; it is killed with SIGKILL and started again in another new namespace.

const NS = ['unshare', '--pid', '--fork', '--mount-proc'];
const probe = spawnSync(NS[0]!, [...NS.slice(1), 'true'], { encoding: 'utf8' });
const canUnshare = probe.status === 0;
const skipReason = `unshare --pid --fork --mount-proc is not available here (needs root): ${probe.error?.message ?? probe.stderr?.trim()}`;
if (!canUnshare) console.warn(`lock-namespace.test.ts skipped: ${skipReason}`);

const runs: ServerRun[] = [];
const start = (dataDir: string, port: number, wrapper?: string[]) => {
  const run = spawnServer({ env: { DATA_DIR: dataDir }, port, wrapper });
  runs.push(run);
  return run;
};

/** The server process inside the namespace, as the host sees it: unshare's child. */
function innerPid(wrapperPid: number): number {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const raw = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    const ppid = Number(raw.slice(raw.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === wrapperPid) return Number(entry);
  }
  throw new Error(`no child of ${wrapperPid}`);
}

const lockPid = (dataDir: string) => (JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as { pid: number }).pid;

afterEach(async () => {
  for (const run of runs.splice(0)) {
    if (run.child.exitCode !== null || run.child.signalCode !== null) continue;
    try {
      if (run.child.spawnfile === 'unshare') process.kill(innerPid(run.child.pid!), 'SIGKILL');
    } catch {
      /* already gone */
    }
    run.child.kill('SIGKILL');
    await run.exit;
  }
});

describe.skipIf(!canUnshare)('the embedded database lock, with the server as PID 1 of a PID namespace (a container)', () => {
  it('starts again after SIGKILL as PID 1 again and serves /api/health; a second live server is still refused', async () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cs-ns-')), 'data');
    const port = await freePort();

    const first = start(dataDir, port, NS);
    expect(await first.outcome).toBe('running');
    expect(lockPid(dataDir)).toBe(1); // the container case: the holder is PID 1 of its namespace
    process.kill(innerPid(first.child.pid!), 'SIGKILL');
    await first.exit;

    const second = start(dataDir, port, NS);
    expect(await second.outcome, second.stderr()).toBe('running');
    expect(lockPid(dataDir)).toBe(1);
    const up = await health(port);
    expect(up.status).toBe(200);
    expect(up.body.database).toEqual({ kind: 'pglite', up: true });

    // While it runs, another server on the same directory is refused with the clear message,
    // whether it starts in a namespace of its own (another container) or on the host.
    const third = start(dataDir, await freePort(), NS);
    expect((await third.exit).code).toBe(2);
    expect(third.stderr()).toMatch(/in use by another Carbon Steward process \(pid 1, in another container or PID namespace/);
    const fourth = start(dataDir, await freePort());
    expect((await fourth.exit).code).toBe(2);
    expect(fourth.stderr()).toMatch(/in use by another Carbon Steward process \(pid 1\b/);
    expect((await health(port)).status).toBe(200);

    process.kill(innerPid(second.child.pid!), 'SIGTERM'); // a clean stop releases the lock
    await second.exit;
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 240_000);
});
