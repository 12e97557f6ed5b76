import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite is single-process: two processes on one data directory corrupt it. The server takes
 * `DATA_DIR/carbon-steward.lock`; a second process refuses to start with a clear message, and a
 * lock whose holder is gone (kill -9, a crash, a restarted container) is taken over.
 *
 * Node has no flock/fcntl, so "is the holder still there?" is answered without a pid alone
 * (in a container the restarted server is PID 1 again, the pid it finds in the lock):
 * - Beacon: the holder listens on a Unix socket in the data directory for as long as it runs.
 *   The kernel closes it when the process dies, however it dies, so a connect is refused:
 *   the lock dies with the process. It works across PID namespaces (two containers sharing a
 *   volume) and needs no native code.
 * - Identity, where there is no beacon (Windows, a file system without sockets) or its file was
 *   deleted: the boot id (another boot: stale), the pid and the process's start time from
 *   /proc/<pid>/stat (dead, a zombie, exiting, or a reused pid: stale). Without /proc (macOS):
 *   whether the pid is alive, as before.
 * The lock file is created complete and atomically (written aside, then hard-linked into place,
 * which fails if it exists), and a stale lock is removed only by the one process that created
 * its takeover marker, so two processes starting together cannot both win.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
    where = '',
  ) {
    super(
      `The data directory is in use by another Carbon Steward process (pid ${pid}${where}). ` +
        `Stop that process, or set DATA_DIR to another directory. Lock file: ${lockFile}`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** What the lock file holds (JSON). Older versions wrote the bare pid: still understood. */
export type LockHolder = {
  pid: number;
  /** Unique to one acquisition. */
  nonce: string;
  host?: string;
  since?: string;
  /** /proc/sys/kernel/random/boot_id of the holder's boot. */
  bootId?: string;
  /** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks after boot. */
  startTime?: string;
  /** /proc/self/ns/pid of the holder: a pid means something only in its own namespace. */
  pidNs?: string;
  /** The holder's beacon: a socket file name in the data directory. */
  socket?: string;
};

export type LockOptions = {
  /** How long a holder that still looks alive is watched before refusing (a killed process takes a moment to go). */
  waitMs?: number;
};

export const LOCK_FILE = 'carbon-steward.lock';
const PF_EXITING = 0x4; // include/linux/sched.h: set as soon as a process starts to exit
const heldHere = new Set<string>(); // nonces this process holds (a second open in-process is refused)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function readOr<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

const hasProc = () => fs.existsSync('/proc/self/stat');

type ProcStat = { state: string; flags: number; startTime: string };

/** /proc/<pid>/stat, or null when there is no such process. */
function procStat(pid: number): ProcStat | null {
  const raw = readOr(() => fs.readFileSync(`/proc/${pid}/stat`, 'utf8'), null);
  if (raw === null) return null;
  const f = raw.slice(raw.lastIndexOf(')') + 2).split(' '); // f[0] is field 3 (the name may hold spaces)
  return { state: f[0] ?? '', flags: Number(f[6]), startTime: f[19] ?? '' };
}

function selfIdentity(): Pick<LockHolder, 'bootId' | 'startTime' | 'pidNs'> {
  if (!hasProc()) return {};
  return {
    bootId: readOr(() => fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(), undefined),
    startTime: procStat(process.pid)?.startTime,
    pidNs: readOr(() => fs.readlinkSync('/proc/self/ns/pid'), undefined),
  };
}

/**
 * A socket address for `name` in `dir`. Addresses are limited to about 100 bytes; a longer data
 * directory is reached through /proc/self/fd/<a descriptor of the directory> on Linux.
 */
function socketAddress(dir: string, name: string): { address: string; close: () => void } | undefined {
  const full = path.join(dir, name);
  if (Buffer.byteLength(full) <= 100) return { address: full, close: () => undefined };
  if (!hasProc()) return undefined;
  const fd = fs.openSync(dir, 'r');
  return { address: `/proc/self/fd/${fd}/${name}`, close: () => readOr(() => fs.closeSync(fd), undefined) };
}

type Beacon = { name: string; close: () => void };

/** Listens on a fresh socket in the data directory; undefined where sockets cannot be made there. */
async function openBeacon(dir: string, nonce: string): Promise<Beacon | undefined> {
  if (process.platform === 'win32') return undefined; // net paths are named pipes there, not files
  const name = `carbon-steward.${nonce}.sock`;
  const addr = readOr(() => socketAddress(dir, name), undefined);
  if (!addr) return undefined;
  const server = net.createServer((c) => c.destroy());
  const ok = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(addr.address, () => resolve(true));
  });
  if (!ok) {
    addr.close();
    return undefined;
  }
  server.unref(); // never what keeps the process alive
  return {
    name,
    close: () => {
      server.close(() => addr.close());
      readOr(() => fs.rmSync(path.join(dir, name), { force: true }), undefined);
    },
  };
}

/** Connects to a holder's beacon: refused means its process has exited. */
async function probeBeacon(dir: string, name: string): Promise<'live' | 'dead' | 'missing'> {
  const addr = readOr(() => socketAddress(dir, name), undefined);
  if (!addr) return 'missing';
  try {
    return await new Promise((resolve) => {
      const c = net.connect(addr.address);
      const done = (v: 'live' | 'dead' | 'missing') => {
        c.destroy();
        resolve(v);
      };
      c.setTimeout(2000, () => done('live')); // something is there and busy: assume alive
      c.once('connect', () => done('live'));
      c.once('error', (e: NodeJS.ErrnoException) => {
        if (e.code === 'ECONNREFUSED') done('dead');
        else if (e.code === 'ENOENT' || e.code === 'ENOTDIR') done('missing');
        else done('live'); // EACCES (another user), EAGAIN (backlog full): not ours to judge dead
      });
    });
  } finally {
    addr.close();
  }
}

/** Whether the pid of a holder that has no usable beacon still runs, as seen from our PID namespace. */
function pidAlive(h: LockHolder): boolean {
  if (h.pid === process.pid) return heldHere.has(h.nonce); // our pid, not our lock: a previous PID 1
  if (!hasProc()) {
    try {
      process.kill(h.pid, 0);
      return true;
    } catch (e) {
      return (e as NodeJS.ErrnoException).code === 'EPERM';
    }
  }
  const st = procStat(h.pid);
  if (!st) return false;
  if (st.state === 'Z' || st.state === 'X' || st.flags & PF_EXITING) return false; // killed, not yet reaped
  return !h.startTime || st.startTime === h.startTime; // another start time: the pid was reused
}

export function parseHolder(raw: string): LockHolder | null {
  const text = raw.trim();
  if (/^\d+$/.test(text)) return { pid: Number(text), nonce: `legacy-${text}` }; // written by an older version
  try {
    const h = JSON.parse(text) as LockHolder;
    return Number.isInteger(h.pid) && h.pid > 0 && typeof h.nonce === 'string' ? h : null;
  } catch {
    return null; // being written by a process without hard links, or damaged
  }
}

/** Whether the holder a lock names is still running (see the file's comment). */
async function holderAlive(dir: string, h: LockHolder): Promise<boolean> {
  if (heldHere.has(h.nonce)) return true;
  const me = selfIdentity();
  if (h.bootId && me.bootId && h.bootId !== me.bootId) return false; // written before the machine restarted
  if (h.socket) {
    const beacon = await probeBeacon(dir, h.socket);
    if (beacon === 'dead') return false;
    if (beacon === 'live') {
      // Still accepting: alive, unless it is in our namespace and already exiting (its sockets close last).
      if (h.pidNs && h.pidNs === me.pidNs) {
        const st = procStat(h.pid);
        if (st && (st.state === 'Z' || st.state === 'X' || st.flags & PF_EXITING)) return false;
      }
      return true;
    }
  }
  return pidAlive(h);
}

function readLock(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

/** Creates the lock file with its whole content at once; false when it exists. */
function createLock(file: string, content: string, nonce: string): boolean {
  const tmp = `${file}.${nonce}.tmp`;
  fs.writeFileSync(tmp, content, { mode: 0o600 });
  try {
    fs.linkSync(tmp, file);
    return true;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw e;
    try {
      fs.writeFileSync(file, content, { flag: 'wx', mode: 0o600 }); // no hard links here: exclusive create
      return true;
    } catch (e2) {
      if ((e2 as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw e2;
    }
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/**
 * Removes a lock judged stale, if it is still the one judged. Only the process that creates the
 * takeover marker named after that content may remove it, so a fresh lock another process has
 * just put in its place is never removed.
 */
async function removeStale(dir: string, file: string, seen: string, me: LockHolder): Promise<void> {
  const marker = `${file}.${crypto.createHash('sha256').update(seen).digest('hex').slice(0, 16)}.takeover`;
  try {
    fs.writeFileSync(marker, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    const other = parseHolder(readOr(() => fs.readFileSync(marker, 'utf8'), ''));
    // Another process is replacing that lock now; if it died doing so, its marker goes.
    if (!other || !(await holderAlive(dir, other))) fs.rmSync(marker, { force: true });
    else await sleep(20);
    return;
  }
  try {
    if (readLock(file) !== seen) return;
    fs.unlinkSync(file);
    const stale = parseHolder(seen)?.socket;
    if (stale && /^carbon-steward\.[0-9a-f]+\.sock$/.test(stale)) fs.rmSync(path.join(dir, stale), { force: true });
  } finally {
    fs.rmSync(marker, { force: true });
  }
}

/** Leftovers of processes killed half-way (a temporary lock file, a marker, a beacon nobody answers). */
async function sweep(dir: string, mine: string | undefined): Promise<void> {
  const old = Date.now() - 60_000;
  for (const name of readOr(() => fs.readdirSync(dir), [] as string[])) {
    if (!name.startsWith('carbon-steward.')) continue;
    const p = path.join(dir, name);
    if (/\.(tmp|takeover)$/.test(name) && readOr(() => fs.statSync(p).mtimeMs, Infinity) < old) fs.rmSync(p, { force: true });
    if (/^carbon-steward\.[0-9a-f]+\.sock$/.test(name) && name !== mine && (await probeBeacon(dir, name)) === 'dead')
      fs.rmSync(p, { force: true });
  }
}

function whereText(h: LockHolder): string {
  const me = selfIdentity();
  const parts: string[] = [];
  if (h.pidNs && me.pidNs && h.pidNs !== me.pidNs) parts.push('in another container or PID namespace');
  if (h.host && h.host !== os.hostname()) parts.push(`host ${h.host}`);
  if (h.since) parts.push(`since ${h.since}`);
  return parts.length ? `, ${parts.join(', ')}` : '';
}

/** Takes the lock or throws DataDirLockedError; returns the release function. */
export async function acquireDataDirLock(dataDir: string, opts: LockOptions = {}): Promise<() => void> {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockFile = path.join(dataDir, LOCK_FILE);
  const nonce = crypto.randomBytes(8).toString('hex');
  const beacon = await openBeacon(dataDir, nonce);
  const me: LockHolder = {
    pid: process.pid,
    nonce,
    host: os.hostname(),
    since: new Date().toISOString(),
    ...selfIdentity(),
    ...(beacon ? { socket: beacon.name } : {}),
  };
  const content = JSON.stringify(me);
  const waitMs = opts.waitMs ?? 1500;
  const started = Date.now();
  try {
    for (;;) {
      if (createLock(lockFile, content, nonce)) break;
      if (Date.now() - started > waitMs + 30_000) throw new Error(`Could not take the data directory lock ${lockFile}`);
      const seen = readLock(lockFile);
      if (seen === null) continue; // released meanwhile
      const holder = parseHolder(seen);
      const alive = holder ? await holderAlive(dataDir, holder) : true;
      const waited = Date.now() - started;
      if (!alive || (!holder && waited >= waitMs)) {
        await removeStale(dataDir, lockFile, seen, me);
        continue;
      }
      if (holder && (heldHere.has(holder.nonce) || waited >= waitMs)) throw new DataDirLockedError(lockFile, holder.pid, whereText(holder));
      await sleep(100); // a killed holder may still be exiting, or its lock still being written
    }
  } catch (e) {
    beacon?.close();
    throw e;
  }
  heldHere.add(nonce);
  await sweep(dataDir, beacon?.name).catch(() => undefined);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    heldHere.delete(nonce);
    try {
      if (parseHolder(readLock(lockFile) ?? '')?.nonce === nonce) fs.unlinkSync(lockFile);
    } catch {
      /* already gone */
    }
    beacon?.close();
  };
}
