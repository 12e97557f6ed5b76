import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE, parseHolder } from './lock.js';

// The data-directory lock against real processes: a killed holder, a zombie, a reused pid, a
// previous boot, two processes racing for a stale lock. (PID namespaces: startup-lock.test.ts.)

const LOCK_MODULE = pathToFileURL(path.resolve(import.meta.dirname, 'lock.ts')).href;
const linux = fs.existsSync('/proc/self/stat');
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cs-lock-'));
const children: ChildProcess[] = [];

afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

function track(child: ChildProcess): ChildProcess {
  children.push(child);
  return child;
}

const exited = (c: ChildProcess) =>
  c.exitCode !== null || c.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => c.once('exit', () => r()));

/** A process that takes the lock through the real module and keeps it until killed; resolves with its first line. */
function lockHolder(dataDir: string): { child: ChildProcess; said: Promise<string> } {
  const code = `
    import { acquireDataDirLock } from ${JSON.stringify(LOCK_MODULE)};
    try { await acquireDataDirLock(${JSON.stringify(dataDir)}); console.log('held'); }
    catch (e) { console.log('refused: ' + e.message); process.exit(2); }
    setInterval(() => {}, 60_000);`;
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] }),
  );
  const said = new Promise<string>((resolve) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) resolve(out.split('\n')[0]!);
    });
    child.once('exit', () => resolve(out.split('\n')[0] ?? ''));
  });
  return { child, said };
}

/** A live process that is not a Carbon Steward server. */
async function bystander(): Promise<ChildProcess> {
  const child = track(spawn('sleep', ['600'], { stdio: 'ignore' }));
  await new Promise((r) => child.once('spawn', r));
  return child;
}

/** Fields of /proc/<pid>/stat (1-based as in proc(5)); read here to build the fixtures. */
function stat(pid: number): string[] {
  const raw = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return ['', String(pid), '', ...raw.slice(raw.lastIndexOf(')') + 2).split(' ')];
}

const bootId = () => fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
const pidNs = () => fs.readlinkSync('/proc/self/ns/pid');

function writeLock(dataDir: string, holder: Record<string, unknown>) {
  fs.writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ nonce: 'fixture', ...holder }));
}

async function takes(dataDir: string): Promise<boolean> {
  try {
    const release = await acquireDataDirLock(dataDir);
    expect(parseHolder(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'))?.pid).toBe(process.pid);
    release();
    return true;
  } catch (e) {
    if (e instanceof DataDirLockedError) return false;
    throw e;
  }
}

describe('the data directory lock', () => {
  const longDir = () => {
    const d = path.join(tmp(), 'a-data-directory-whose-path-is-longer-than-a-unix-socket-address-may-be', 'x'.repeat(40));
    fs.mkdirSync(d, { recursive: true });
    return d;
  };

  for (const [name, dir] of [
    ['a short path', tmp],
    ['a path longer than a socket address', longDir],
  ] as const) {
    it(`refuses while another process holds it and takes it at once after that process is killed (${name})`, async () => {
      const dataDir = dir();
      const holder = lockHolder(dataDir);
      expect(await holder.said).toBe('held');
      const err = await acquireDataDirLock(dataDir).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(DataDirLockedError);
      expect((err as Error).message).toContain(`in use by another Carbon Steward process (pid ${holder.child.pid}`);
      holder.child.kill('SIGKILL');
      await exited(holder.child);
      expect(await takes(dataDir)).toBe(true);
      expect(fs.readdirSync(dataDir)).toEqual([]); // released: no lock, no socket left behind
    });
  }

  it('lets exactly one of several processes take a stale lock they all find at once', async () => {
    const dataDir = tmp();
    const dead = lockHolder(dataDir);
    expect(await dead.said).toBe('held');
    dead.child.kill('SIGKILL');
    await exited(dead.child);
    const racers = Array.from({ length: 5 }, () => lockHolder(dataDir));
    const said = await Promise.all(racers.map((r) => r.said));
    expect(said.filter((s) => s === 'held')).toHaveLength(1);
    expect(said.filter((s) => s.startsWith('refused: The data directory is in use'))).toHaveLength(4);
  });

  describe.runIf(linux)('without a beacon to ask (Linux /proc)', () => {
    it('refuses for a live holder, takes over when the pid now belongs to a process started at another time', async () => {
      const dataDir = tmp();
      const other = await bystander();
      const pid = other.pid!;
      writeLock(dataDir, { pid, startTime: stat(pid)[22], bootId: bootId(), pidNs: pidNs() });
      expect(await takes(dataDir)).toBe(false);
      writeLock(dataDir, { pid, startTime: String(Number(stat(pid)[22]) - 1), bootId: bootId(), pidNs: pidNs() });
      expect(await takes(dataDir)).toBe(true);
    });

    it('takes over a lock written before the machine restarted, even if its pid runs now', async () => {
      const dataDir = tmp();
      const other = await bystander();
      writeLock(dataDir, {
        pid: other.pid,
        startTime: stat(other.pid!)[22],
        bootId: '00000000-0000-0000-0000-000000000000',
        pidNs: pidNs(),
      });
      expect(await takes(dataDir)).toBe(true);
    });

    it('takes over from a killed holder its parent has not reaped yet (a zombie)', async () => {
      const dataDir = tmp();
      // The forked child exits at once; its parent sleeps and never waits, so it stays a zombie. (A shell reaps a
      // finished background job before its next command, so `sh -c 'sleep 0 & …; exec sleep 600'` raced; CI saw it.)
      const script = 'my $p = fork; exit 0 if $p == 0; $| = 1; print "$p\\n"; sleep 600';
      const parent = track(spawn('perl', ['-e', script], { stdio: ['ignore', 'pipe', 'ignore'] }));
      const zombie = Number(await new Promise<string>((r) => parent.stdout!.once('data', (d: Buffer) => r(d.toString()))));
      while (stat(zombie)[3] !== 'Z') await new Promise((r) => setTimeout(r, 10));
      writeLock(dataDir, { pid: zombie, startTime: stat(zombie)[22], bootId: bootId(), pidNs: pidNs() });
      expect(await takes(dataDir)).toBe(true);
    });

    it('takes over a lock naming its own pid that it does not hold (a restarted PID 1), in the old format too', async () => {
      const dataDir = tmp();
      fs.writeFileSync(path.join(dataDir, LOCK_FILE), String(process.pid));
      expect(await takes(dataDir)).toBe(true);
    });
  });

  it('takes over an unreadable lock once it has stayed unreadable', async () => {
    const dataDir = tmp();
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), '');
    expect(await takes(dataDir)).toBe(true);
  });
});
