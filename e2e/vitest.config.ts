import { defineConfig } from 'vitest/config';

// Browser journeys: one real server per file, driven through the system Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.e2e.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // one demo first start for the whole run; each journey's server copies its data directory
    globalSetup: ['./support/demo-template.ts'],
  },
});
