import { defineConfig } from 'vitest/config';

// One run covers the domain, the server (app.inject on PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) and the web components. Browser journeys live in e2e/.
export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single worker on the two-core CI machines,
    // where most server tests wait on a database, a socket or a child process rather than the CPU.
    // Two workers keep both cores busy (every test has its own database and ports).
    maxWorkers: 2,
    // The domain's and the server's test files share each worker's modules (isolate: false): every server test builds
    // its own app on its own database and none mocks a module, so nothing a file leaves in a module reaches another's
    // assertions; importing the app once per worker instead of once per file took the domain, server and scripts
    // projects on PGlite and PostgreSQL from 1,007 to 876 s. The web's component tests keep their own modules (React, i18next and the query client
    // are module-level there).
    projects: [
      // Ceilings, not waits (as the server's): the property tests are CPU-bound, and CI runs them at the lowest CPU
      // priority beside the journeys and on two other Node.js majors at once (ADR 022), many times their idle duration.
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // A test that restarts or seeds a real server took over a minute at nice 19 on a slow day of the CI host.
          testTimeout: 180_000,
          hookTimeout: 300_000,
          isolate: false,
          // Names the run; drops its seeded PostgreSQL templates at the end (src/test/pg-templates.ts).
          globalSetup: ['src/test/pg-templates.ts'],
        },
      },
      'apps/web/vitest.config.ts',
      // The lint-rule tests' first ESLint run (the TypeScript resolver's cache) passed a minute at nice 19 on a slow day.
      { test: { name: 'scripts', root: '.', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 180_000 } },
    ],
  },
});
