import { runSessionBench } from './session.bench.js';
import { runIf97Bench } from './if97.js';
import { runAdminBench } from './admin.bench.js';

import net from 'node:net';

/** npm run bench: every figure the issues name, each beside its baseline from the same run. */
const only = process.argv[2];

// Benches that also measure on PostgreSQL use BENCH_DATABASE_URL (a server: they create their own databases on it);
// unset, the local PostgreSQL of the development machines and CI is used when it answers.
if (!process.env.BENCH_DATABASE_URL) {
  const answers = await new Promise<boolean>((resolve) => {
    const socket = net.connect(5432, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true)).once('error', () => done(false));
    socket.setTimeout(1000, () => done(false));
  });
  if (answers) process.env.BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
}
const benches: Record<string, () => Promise<void>> = {
  session: () => runSessionBench(),
  admin: () => runAdminBench(),
  web: async () => (await import('./web-bundle.bench.js')).runWebBundleBench(),
  import: async () => (await import('./import.bench.js')).runImportBench(),
  limits: async () => (await import('./rate-limit.bench.js')).runRateLimitBench(),
  inventory: async () => (await import('./inventory.bench.js')).runInventoryBench(),
  inventoryImport: async () => (await import('./inventory-import.bench.js')).runInventoryImportBench(),
  report: async () => (await import('./report.bench.js')).runReportBench(),
  reportPdf: async () => (await import('./report-pdf.bench.js')).runReportPdfBench(),
  goal: async () => (await import('./goal.bench.js')).runGoalBench(),
  dashboard: async () => (await import('./dashboard.bench.js')).runDashboardBench(),
  project: async () => (await import('./project.bench.js')).runProjectBench(),
  environment: async () => (await import('./environment.bench.js')).runEnvironmentBench(),
  webPages: async () => (await import('./web-pages.bench.js')).runWebPagesBench(),
  if97: async () => {
    console.log('\nIAPWS-IF97 enthalpy on one core: goal ≥ 1,000,000 region-2 and ≥ 100,000 region-3 evaluations/s');
    console.table(await runIf97Bench());
  },
};
for (const [name, run] of Object.entries(benches)) {
  if (only && only !== name) continue;
  await run();
}
