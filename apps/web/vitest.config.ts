import { defineProject } from 'vitest/config';
import { contractModules } from './src/app/contracts-plugin';
import { domainMessages } from './src/app/domain-messages-plugin';

export default defineProject({
  plugins: [domainMessages(), contractModules()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
    // One module graph per worker: antd, pro-components and the locales load once instead of
    // once per file (two thirds of the CPU of a run). test-setup.ts resets what a test may
    // change (DOM, storage, globals, spies, timers, auth handlers).
    isolate: false,
    // Ceilings, not waits: every test waits on concrete DOM states (see test-setup.ts); under
    // full CPU load a render-heavy dialog test can need many times its idle duration.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
