import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Runs a command in the repository root, inheriting stdio; returns its exit code. */
export function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

function newest(dir) {
  let t = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

/** Builds the web app when there is no build or a source is newer than it. */
export function buildWebIfNeeded() {
  const index = path.join(ROOT, 'apps/web/dist/index.html');
  const sources = ['apps/web/src', 'apps/web/index.html', 'packages/domain/src'].map((p) => path.join(ROOT, p));
  const sourceTime = Math.max(...sources.map((p) => (fs.statSync(p).isDirectory() ? newest(p) : fs.statSync(p).mtimeMs)));
  if (fs.existsSync(index) && fs.statSync(index).mtimeMs >= sourceTime) return;
  console.log('Building the web app (first start or sources changed)…');
  const code = run('npm', ['run', 'build', '-w', 'apps/web']);
  if (code !== 0) process.exit(code);
}

/** The Chromium the browser journeys drive: the system package, never a downloaded one. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => fs.existsSync(p));
}

/**
 * Node's flags for the server process (npm start, the benches' server): a young generation of 64 MB
 * semi-spaces instead of 16 MB, because a large import allocates hundreds of thousands of short-lived
 * objects and the scavenges of a small one cost a tenth of its time (ADR 018). The list is
 * scripts/server-flags.json, read also by scripts/server-process.ts.
 */
export const SERVER_NODE_FLAGS = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts', 'server-flags.json'), 'utf8'));

/** The first telling line of an error text (a serialised error can start with a placeholder line), at most 300 characters. */
const firstLine = (text) =>
  (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l && !/^Error: STACK_TRACE_ERROR$/.test(l) && !/^at /.test(l))
    ?.slice(0, 300) ?? '';

/**
 * What a Vitest JSON report (`--reporter=json --outputFile.json=<file>`) says: the counts, and one line per failed
 * test (or per file that failed outside its tests) naming the file and the first line of the message. A missing
 * report (the run did not finish) is one failure.
 */
export function vitestReport(file, label) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 1, skipped: 0, failures: [`${label}: no report (the run did not finish)`] };
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  const failures = [];
  for (const result of r.testResults ?? []) {
    const where = path.relative(ROOT, result.name);
    if (result.status === 'failed' && !(result.assertionResults ?? []).some((a) => a.status === 'failed'))
      failures.push(`${where}: ${firstLine(result.message) || 'the file failed (a hook or its import)'}`);
    for (const a of result.assertionResults ?? [])
      if (a.status === 'failed')
        failures.push(
          `${where} > ${a.fullName}: ${firstLine(a.failureMessages?.[0]) || 'no message in the report (a time-out?): see the log above'}`,
        );
  }
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests, failures };
}
