// npm test: every test. Domain, server (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set) and web component tests, and the browser journeys against a started server.
//
// The two suites run at once. The journeys keep about one core busy (a browser and a server taking turns) and are
// the ones that wait on what the screen shows, so they run at normal priority; the unit suite (two Vitest workers)
// runs at the lowest CPU priority (nice 19) and takes what the journeys leave. One after the other they took
// 651 + 465 s on the two-core CI machine; at once ≈ the units' CPU time plus the journeys' idle share (ADR 022).
// Each suite's output is kept in a file and printed whole when it ends (`tail -f` the files to follow one).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWebIfNeeded, findChromium, ROOT, vitestReport } from './lib.mjs';

const chromium = findChromium();
if (!chromium) {
  console.error('\nChromium is missing: the browser journeys need the system Chromium.');
  console.error('Install it with:  apt-get update && apt-get install -y chromium\n');
  process.exit(1);
}

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-tests-'));
const vitest = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
const suites = [
  { name: 'unit', args: ['run'], priority: os.constants.priority.PRIORITY_LOW },
  { name: 'e2e', args: ['run', '--config', 'e2e/vitest.config.ts'], priority: undefined },
];
buildWebIfNeeded();

/** Runs one suite, its output in reports/<name>.log; resolves with its exit code once the output is printed. */
function runSuite(suite) {
  const log = path.join(reports, `${suite.name}.log`);
  const out = fs.openSync(log, 'w');
  const json = path.join(reports, `${suite.name}.json`);
  const child = spawn(process.execPath, [vitest, ...suite.args, '--reporter=default', `--reporter=json`, `--outputFile.json=${json}`], {
    cwd: ROOT,
    stdio: ['ignore', out, out],
    env: { ...process.env, CHROMIUM_PATH: chromium, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
  });
  // Before Vitest starts its workers (they inherit it): a second or more after this.
  if (suite.priority !== undefined) os.setPriority(child.pid, suite.priority);
  console.log(`${suite.name}: started, output in ${log}`);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      fs.closeSync(out);
      console.log(`\n──── ${suite.name} ────\n${fs.readFileSync(log, 'utf8')}`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(suites.map(runSuite));
let failedSuites = codes.filter((c) => c !== 0).length;
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
for (const suite of suites) {
  const r = vitestReport(path.join(reports, `${suite.name}.json`), suite.name);
  totals.passed += r.passed;
  totals.failed += r.failed;
  totals.skipped += r.skipped;
  failures.push(...r.failures);
}
if (failedSuites === 0 && totals.failed > 0) failedSuites = 1;
// The failures again at the end, where a log's tail shows them.
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites > 0 || totals.failed > 0 || totals.passed === 0 ? 1 : 0);
