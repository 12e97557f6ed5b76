// CI: a smoke run on the supported Node.js majors besides the one running CI (22 and 24): the domain
// tests and the server's platform layer (database drivers on the embedded database, HTTP, sessions and
// tokens, files and sheets, jobs, locks), plus sign-in, on each major. The modules above the platform use
// only what these exercise, and the runtime running CI runs every test; a full run per major took 7–8
// minutes each and kept CI above 30 minutes.
// The runtime comes from the npm registry as the binary package node-<platform>-<arch>@<major>
// (no install script, nothing downloaded from elsewhere), cached under node_modules/.cache.
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import { ROOT, vitestReport } from './lib.mjs';

const MAJORS = (process.env.NODE_MAJORS ?? '22,24')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const current = process.versions.node.split('.')[0];
// Run once, on the runtime running CI, and not again per major (CI stays under 30 minutes): the
// caller × route matrices and the fuzzing (they test our rules, not the runtime), and the tests
// that kill processes or fill gigabytes to prove what the operating system and the database do.
const ONCE = [
  '**/data-scope-matrix.test.ts',
  '**/permission-matrix.test.ts',
  '**/audit-matrix.test.ts',
  '**/bad-input.test.ts',
  '**/inventory-import-kill.test.ts',
  '**/lock-namespace.test.ts',
  '**/import-scale.test.ts',
  '**/report-elements.test.ts',
];
// Paths (vitest filters) of the smoke run on the other majors.
const SMOKE = ['packages/domain/', 'apps/server/src/platform/', 'apps/server/src/modules/auth/'];
const pkg = (major) => `node-${process.platform}-${process.arch}@${major}`;

let failed = 0;
const others = MAJORS.filter((major) => major !== current);
if (others.length < MAJORS.length) console.log(`Node ${current}: the runtime running CI already ran every test.`);

/** The runtime of `major`, installed from the registry once (cached); undefined when it cannot be had. */
function runtimeOf(major) {
  const prefix = path.join(ROOT, 'node_modules/.cache/node-runtimes', major);
  const bin = path.join(prefix, 'node_modules', `node-${process.platform}-${process.arch}`, 'bin', 'node');
  if (!fs.existsSync(bin)) {
    fs.mkdirSync(prefix, { recursive: true });
    // Twice: a registry hiccup is not a failure of the code under test.
    for (let attempt = 0; attempt < 2 && !fs.existsSync(bin); attempt++)
      spawnSync('npm', ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--no-save', pkg(major)], { stdio: 'inherit' });
    if (!fs.existsSync(bin)) return undefined;
  }
  return bin;
}

/**
 * The smoke run on one runtime, its output kept and printed whole when it ends: the majors run at once, one
 * Vitest worker each (the two cores), which took CI's two sequential runs of about two minutes each to one.
 */
function smoke(bin) {
  const version = spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const exclude = ONCE.flatMap((f) => ['--exclude', f]);
  const json = path.join(reports, `${version}.json`);
  const args = [
    path.join(ROOT, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--maxWorkers=1',
    '--project',
    'domain',
    '--project',
    'server',
    // Ceilings, not waits: this lane runs at the lowest CPU priority beside npm test, on two runtimes at once, where
    // a worker's first app (building its seeded database) took over the usual two minutes (ADR 022).
    '--testTimeout=300000',
    '--hookTimeout=600000',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${json}`,
  ];
  return new Promise((resolve) => {
    const child = spawn(bin, [...args, ...exclude, ...SMOKE], { cwd: ROOT, env: { ...process.env, TEST_DATABASE_URL: '' } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      console.log(`\nDomain tests and the server's platform layer on Node ${version} (embedded database):\n${out}`);
      const report = vitestReport(json, `Node ${version}`);
      failures.push(...report.failures.map((f) => `Node ${version}: ${f}`));
      if (code !== 0 && report.failures.length === 0) failures.push(`Node ${version}: Vitest exited with ${code}`);
      resolve(code === 0);
    });
  });
}

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-smoke-'));
const failures = [];
const bins = [];
for (const major of others) {
  const bin = runtimeOf(major);
  if (bin) bins.push(bin);
  else {
    failures.push(`Node ${major}: could not install ${pkg(major)} from the registry`);
    failed++;
  }
}
for (const ok of await Promise.all(bins.map(smoke))) if (!ok) failed++;
fs.rmSync(reports, { recursive: true, force: true });
// The failures again at the end, where a log's tail shows them.
if (failures.length > 0) console.log(`\nsmoke failed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
process.exit(failed ? 1 : 0);
