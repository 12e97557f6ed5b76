import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contractModules } from './src/app/contracts-plugin';
import { domainMessages } from './src/app/domain-messages-plugin';
import { precompress } from './src/app/precompress';

// React changes rarely and every page needs it: one chunk the browser keeps across
// releases. Everything else is split by the bundler per set of routes that use it, so
// the login page downloads neither the signed-in shell nor pro-components, antd's tables
// or the calculation engine (issue 8; `npm run bench web` measures each route).
const VENDOR_GROUPS: ReadonlyArray<{ name: string; test: RegExp }> = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
];

/** The domain package is pure (no I/O, no import-time effects; docs/ARCHITECTURE.md): what a route does not use is left out. */
const DOMAIN_SOURCE = /packages[\\/]domain[\\/]/;

export default defineConfig({
  plugins: [react(), domainMessages(), contractModules(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each route loads (bench/web-bundle.bench.ts reads it).
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !DOMAIN_SOURCE.test(id) },
      output: {
        codeSplitting: {
          groups: VENDOR_GROUPS.map((g, i) => ({ ...g, priority: VENDOR_GROUPS.length - i })),
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
});
