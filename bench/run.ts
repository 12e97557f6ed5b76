import { runSessionBench } from './session.bench.js';

/** npm run bench: every figure the issues name, each beside its baseline from the same run. */
const only = process.argv[2];
const benches: Record<string, () => Promise<void>> = {
  session: () => runSessionBench(),
};
for (const [name, run] of Object.entries(benches)) {
  if (only && only !== name) continue;
  await run();
}
