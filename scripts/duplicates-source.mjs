// npm run duplicates:source — the measure of issue 28 item 2: `duplicates` over the source of apps/ and packages/
// (not tests, test support, migrations). Copies those files, as git tracks them in the working tree, into a
// temporary folder and runs `duplicates` there; prints its count line and the exact (not shape-alike) rows.
// `--all` prints every row it lists. Where the machine has no `duplicates` command it says so and passes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib.mjs';

/** Test files and test support: what the measure leaves out (beside migrations). */
export const TEST_SUPPORT =
  /(\.test\.tsx?$|\/src\/test\/|-cases\.ts$|testing\.ts$|fixtures\.ts$|test-kit\.tsx?$|\.factories\.ts$|test-setup\.ts$|test-utils\.tsx?$|vitest\.config\.ts$)/;

const tracked = spawnSync('git', ['ls-files', '-co', '--exclude-standard', 'apps', 'packages'], { cwd: ROOT, encoding: 'utf8' });
const files = tracked.stdout
  .split('\n')
  .filter((f) => /\.(ts|tsx|mjs|js|css)$/.test(f) && !TEST_SUPPORT.test(f) && !/\/migrations\//.test(f))
  .filter((f) => fs.existsSync(path.join(ROOT, f)));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-dups-'));
for (const f of files) {
  fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
  fs.copyFileSync(path.join(ROOT, f), path.join(dir, f));
}
const run = spawnSync('duplicates', ['--most', '200', '--seconds', '300'], { cwd: dir, encoding: 'utf8' });
fs.rmSync(dir, { recursive: true, force: true });
if (run.error) {
  console.log('duplicates: not on this machine.');
  process.exit(0);
}
const lines = run.stdout.split('\n');
const rows = lines.filter((l) => /^D\d+ /.test(l));
const exact = rows.filter((l) => !/\bshape\b/.test(l));
console.log(lines[0]);
const [, pairs, shape] = lines[0].match(/^(\d+) pairs.*?\((\d+) by shape/) ?? [];
if (pairs) console.log(`pairs: ${pairs}, exact copies: ${Number(pairs) - Number(shape)} (goal ≤ 250 and ≤ 20)`);
console.log((process.argv.includes('--all') ? rows : exact).join('\n'));
