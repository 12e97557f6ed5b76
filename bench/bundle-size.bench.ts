import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { filesForRoute } from './web-bundle.bench.js';

const WEB = path.resolve(import.meta.dirname, '../apps/web');
const LOCALES = ['zh-CN', 'en-US', 'zh-TW'] as const;
type Manifest = Parameters<typeof filesForRoute>[0];

/**
 * Issue 14 figure: the JavaScript the browser downloads for the login route (≤ 300 kB gzipped)
 * and for the dashboard at / (≤ 900 kB), from a fresh production build (apps/web vite build):
 * the entry and its static imports, then each lazily loaded module of the route with its static
 * imports (the module imports of each route's chunks, as Vite's preload helper follows them), with
 * the texts of the language that weighs most. The dashboard's page includes its ECharts parts
 * (echarts/core with the bar, line and pie charts only). Baseline: every JS chunk of the same build.
 */
const ROUTES = [
  { route: '/login', targetKb: 300, lazy: ['src/features/auth/components/login-page.tsx'], signedIn: false },
  {
    route: '/ (dashboard)',
    targetKb: 900,
    lazy: ['src/app/signed-in.tsx', 'src/features/dashboard/components/dashboard-page.tsx'],
    signedIn: true,
  },
] as const;

export async function runBundleSizeBench(): Promise<void> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-bench-bundle-'));
  try {
    const vite = path.join(path.dirname(createRequire(path.join(WEB, 'package.json')).resolve('vite/package.json')), 'bin/vite.js');
    execFileSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: WEB,
      stdio: 'inherit',
    });
    const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const gzipped = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length;
    const sizes = new Map<string, number>();
    const size = (files: Iterable<string>) =>
      [...files].reduce((sum, f) => {
        if (!sizes.has(f)) sizes.set(f, gzipped(f));
        return sum + sizes.get(f)!;
      }, 0);
    const kB = (bytes: number) => Math.round(bytes / 100) / 10;
    const all = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js'));
    const total = size(all);
    const rows = ROUTES.map((r) => {
      const [worst] = LOCALES.map((locale) => {
        const texts = [`src/lib/i18n-bundles/${locale}.ts`, ...(r.signedIn ? [`src/lib/i18n-bundles/${locale}-rest.ts`] : [])];
        const files = filesForRoute(manifest, [...r.lazy, ...texts]);
        return { locale, files, bytes: size(files) };
      }).sort((a, b) => b.bytes - a.bytes);
      return {
        route: r.route,
        chunks: worst!.files.size,
        'gzip kB': kB(worst!.bytes),
        language: worst!.locale,
        'target kB': `≤ ${r.targetKb}`,
        'of all chunks': `${((worst!.bytes / total) * 100).toFixed(0)}%`,
        met: kB(worst!.bytes) <= r.targetKb ? 'yes' : 'NO',
      };
    });
    console.log(`\nLogin and dashboard JavaScript (production build, gzip -9); baseline: all ${all.length} JS chunks = ${kB(total)} kB`);
    console.table(rows);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
