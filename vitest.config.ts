import { defineConfig } from 'vitest/config';

// One run covers the domain, the server (app.inject on PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) and the web components. Browser journeys live in e2e/.
export default defineConfig({
  test: {
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
