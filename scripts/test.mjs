// npm test: every test. Domain, server (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set) and web component tests, then the browser journeys against a started server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWebIfNeeded, findChromium, ROOT, run } from './lib.mjs';

const chromium = findChromium();
if (!chromium) {
  console.error('\nChromium is missing: the browser journeys need the system Chromium.');
  console.error('Install it with:  apt-get update && apt-get install -y chromium\n');
  process.exit(1);
}

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-tests-'));
const vitest = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
const suites = [
  { name: 'unit', args: ['run'] },
  { name: 'e2e', args: ['run', '--config', 'e2e/vitest.config.ts'], before: buildWebIfNeeded },
];

let failedSuites = 0;
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
for (const suite of suites) {
  suite.before?.();
  const out = path.join(reports, `${suite.name}.json`);
  const code = run(process.execPath, [vitest, ...suite.args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
    CHROMIUM_PATH: chromium,
  });
  if (code !== 0) failedSuites++;
  if (fs.existsSync(out)) {
    const r = JSON.parse(fs.readFileSync(out, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
    for (const file of r.testResults ?? []) {
      const where = path.relative(ROOT, file.name);
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed'))
        failures.push(`${where}: ${(file.message ?? 'the file failed').split('\n')[0]}`);
      for (const a of file.assertionResults ?? [])
        if (a.status === 'failed')
          failures.push(`${where} > ${a.fullName}: ${(a.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300)}`);
    }
  } else {
    totals.failed++;
  }
}
// The failures again at the end, where a log's tail shows them.
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites > 0 || totals.failed > 0 || totals.passed === 0 ? 1 : 0);
