import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export type RunningServer = { url: string; dataDir: string; stop: () => Promise<void> };

/**
 * Starts the real server (demo mode, PGlite in a fresh data directory) as a child
 * process, so the load generator and the server do not share one event loop.
 */
/** Node's flags for the server process, as npm start gives them (scripts/lib.mjs). */
const SERVER_NODE_FLAGS = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts', 'server-flags.json'), 'utf8')) as string[];

/**
 * A new data directory: empty (the server seeds it on its first start), or a copy of the demo database the
 * journeys' global set-up seeded once (`E2E_DEMO_TEMPLATE`, e2e/support/demo-template.ts): every journey starts
 * from the same first-start state without seeding it again through the public calls.
 */
function freshDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-bench-'));
  const template = process.env.E2E_DEMO_TEMPLATE;
  if (template && fs.existsSync(template)) fs.cpSync(template, dir, { recursive: true });
  return dir;
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? freshDataDir();
  const port = 20000 + Math.floor(Math.random() * 20000);
  // BENCH_SERVER_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (where a bench's time goes)
  const profile = process.env.BENCH_SERVER_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_CPU_PROF}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, ...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...{ DEMO: '1', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
      // load generators and journeys call faster than people: no rate limits unless the caller sets them
      ...{ RATE_LIMIT_SIGNIN: '0', RATE_LIMIT_CAPTCHA: '0', RATE_LIMIT_API: '0' },
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    let out = '';
    // a ceiling, not a wait: a first start in demo mode seeds through the public calls (a minute on a busy machine)
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 300_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  return {
    url,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

export async function login(url: string, account: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/main/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  const body = (await res.json()) as { success: boolean; data: string; message: string };
  if (!body.success) throw new Error(`login failed: ${body.message}`);
  return body.data;
}
