import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** A port nothing listens on right now (the kernel picks it, then it is closed again). */
export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

export type ServerRun = {
  child: ChildProcess;
  port: number;
  /** Everything the process wrote so far. */
  stdout: () => string;
  stderr: () => string;
  /** Resolves 'running' when it says it listens, or 'exited' when it ends first. */
  outcome: Promise<'running' | 'exited'>;
  /** Resolves when stdout contains the text (or rejects when the process exits first). */
  waitFor: (text: string) => Promise<void>;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * Starts the real server (apps/server/src/main.ts, demo mode) as a child process, optionally
 * behind a wrapper command (e.g. `unshare --pid --fork --mount-proc`).
 */
export function spawnServer(opts: { env: Record<string, string>; port: number; wrapper?: string[] }): ServerRun {
  const argv = [process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'];
  const [cmd, ...args] = [...(opts.wrapper ?? []), ...argv] as [string, ...string[]];
  const child = spawn(cmd, args, {
    cwd: ROOT,
    env: { ...process.env, DEMO: '1', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(opts.port), ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const waiters: { text: string; resolve: () => void; reject: (e: Error) => void }[] = [];
  const check = () => {
    for (const w of [...waiters])
      if (out.includes(w.text)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
  };
  child.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
    check();
  });
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => {
      for (const w of waiters.splice(0)) w.reject(new Error(`the server exited before printing "${w.text}": ${out}${err}`));
      resolve({ code, signal });
    }),
  );
  const waitFor = (text: string) =>
    new Promise<void>((resolve, reject) => {
      waiters.push({ text, resolve, reject });
      check();
      if (child.exitCode !== null || child.signalCode !== null) exit.then(() => reject(new Error(`exited: ${out}${err}`)));
    });
  const outcome = Promise.race([waitFor('is running at').then(() => 'running' as const), exit.then(() => 'exited' as const)]).catch(
    () => 'exited' as const,
  );
  return { child, port: opts.port, stdout: () => out, stderr: () => err, outcome, waitFor, exit };
}

/** GET /api/health of a running server. */
export async function health(port: number): Promise<{ status: number; body: { database?: { kind: string; up: boolean } } }> {
  const res = await fetch(`http://127.0.0.1:${port}/api/health`);
  return { status: res.status, body: (await res.json()) as { database?: { kind: string; up: boolean } } };
}
