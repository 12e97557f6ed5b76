import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Big, rarely-changing libraries get their own chunks so a page change does not
// invalidate the browser's copy of antd or echarts. Earlier groups win (priority).
const VENDOR_GROUPS: ReadonlyArray<{ name: string; test: RegExp }> = [
  { name: 'echarts', test: /node_modules[\\/](echarts|zrender|echarts-for-react)[\\/]/ },
  { name: 'pro-components', test: /node_modules[\\/]@ant-design[\\/]pro-/ },
  { name: 'antd-icons', test: /node_modules[\\/]@ant-design[\\/]icons/ },
  { name: 'antd', test: /node_modules[\\/](antd|rc-[^\\/]+|@rc-component|@ant-design)[\\/]/ },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'vendor', test: /node_modules[\\/]/ },
  // The shared domain package (route table, messages, rules) is resolved to its sources.
  { name: 'domain', test: /packages[\\/]domain[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
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
