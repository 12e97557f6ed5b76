// npm run check: what the uncommitted change (or the change since BASE, e.g. BASE=origin/main) writes again.
// Fails on a new exact copy of 10 or more lines (issue 28): one piece of code should serve where the logic is the
// same. Shape-alike pairs (same structure, other names) are shown, not refused. Uses the `duplicates` command of
// the developers' tool library; where a machine does not have it, says so and passes.
import { spawnSync } from 'node:child_process';

const MIN_LINES = 10;
const args = ['--change', '--min-lines', String(MIN_LINES), '--most', '50', '--seconds', '120'];
if (process.env.BASE) args.push('--base', process.env.BASE);
const run = spawnSync('duplicates', args, { encoding: 'utf8' });
if (run.error) {
  console.log('duplicates: not on this machine, the check of new copies is skipped.');
  process.exit(0);
}
const out = run.stdout;
const rows = out.split('\n').filter((l) => /^D\d+ /.test(l));
// an exact row is one not marked `shape` (alike but for names and values)
const exact = rows.filter((l) => !/\bshape\b/.test(l));
console.log(out.trim());
if (exact.length) {
  console.error(
    `\n${exact.length} new exact cop${exact.length === 1 ? 'y' : 'ies'} of ${MIN_LINES}+ lines: move the code to one place and use it from both.`,
  );
  process.exit(1);
}
