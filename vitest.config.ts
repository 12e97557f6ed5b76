import { defineConfig } from 'vitest/config';

// One run covers the domain, the server (app.inject on PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) and the web components. Browser journeys live in e2e/.
export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single worker on the two-core CI machines,
    // where most server tests wait on a database, a socket or a child process rather than the CPU.
    // Two workers keep both cores busy (every test has its own database and ports).
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      'apps/web/vitest.config.ts',
      { test: { name: 'scripts', root: '.', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
    ],
  },
});
