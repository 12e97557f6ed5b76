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
    // expect.poll's ceiling (Vitest's default is 1 s): the journeys run beside niced work in CI, where a render after a
    // click can take seconds (ADR 022). A ceiling, not a wait: a poll ends as soon as its value holds.
    expect: { poll: { timeout: 30_000, interval: 200 } },
    // one demo first start for the whole run; each journey's server copies its data directory
    globalSetup: ['./support/demo-template.ts'],
  },
});
