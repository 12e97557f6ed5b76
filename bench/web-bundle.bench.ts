import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const WEB = path.resolve(import.meta.dirname, '../apps/web');

/** Vite's build manifest (build.manifest: true): one entry per chunk, keyed by source. */
type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;

/** The page modules the router loads lazily for each route (apps/web/src/app/page-registry.ts). */
const PAGES: Record<string, string> = {
  '/login': 'src/features/auth/components/login-page.tsx',
  '/userInfo': 'src/features/user-info/components/user-info-page.tsx',
  '/factor': 'src/features/factor/components/factor-page.tsx',
  '/exchangeRate': 'src/features/exchange-rate/components/exchange-rate-page.tsx',
  '/orgManage': 'src/features/org-manage/components/org-manage-page.tsx',
  '/accountManage': 'src/features/account-manage/components/account-manage-page.tsx',
  '/roleManage': 'src/features/role-manage/components/role-manage-page.tsx',
  '/menuManage': 'src/features/menu-manage/components/menu-manage-page.tsx',
  '/backOffice': 'src/features/back-office/components/back-office-page.tsx',
  '/auditLog': 'src/features/audit-log/components/audit-log-page.tsx',
};
/** The signed-in shell (top menu, breadcrumb), loaded lazily by every page but the login page. */
const SHELL = 'src/app/layout/shell-layout.tsx';

const LOGIN_TARGET_KB = 300;
const ADMIN_TARGET_KB = 900;

/**
 * The JavaScript files the browser fetches for `lazy` modules on top of the entry: the
 * entry's static imports, then each lazily imported module with its static imports, as
 * Vite's preload helper does. Dynamic imports inside those chunks run only on demand
 * (e.g. a dialog opened later), so they are not followed.
 */
export function filesForRoute(manifest: Manifest, lazy: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the manifest: ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  visit(entry);
  for (const key of lazy) {
    if (!manifest[entry]!.dynamicImports?.includes(key) && !Object.values(manifest).some((c) => c.dynamicImports?.includes(key)))
      throw new Error(`${key} is not loaded lazily: the route table would load it with the entry`);
    visit(key);
  }
  return new Set([...files].filter((f) => f.endsWith('.js')));
}

/**
 * Issue 8 figure: the JavaScript each route makes the browser download, gzipped (level 9,
 * as the build pre-compresses it), from a fresh production build. Targets: /login ≤ 300 kB,
 * any administration page ≤ 900 kB. Baseline: every chunk of the same build.
 */
export async function runWebBundleBench(): Promise<void> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-bench-web-'));
  try {
    const vite = path.join(path.dirname(createRequire(path.join(WEB, 'package.json')).resolve('vite/package.json')), 'bin/vite.js');
    execFileSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: WEB,
      stdio: 'inherit',
    });
    const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const gz = new Map<string, number>();
    const gzipped = (file: string) => {
      let size = gz.get(file);
      if (size === undefined) {
        size = zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length;
        gz.set(file, size);
      }
      return size;
    };
    const kB = (bytes: number) => Math.round(bytes / 100) / 10;
    const allJs = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js'));
    const total = allJs.reduce((sum, f) => sum + gzipped(f), 0);
    const shell = manifest[SHELL] ? [SHELL] : [];
    const rows = Object.entries(PAGES).map(([route, page]) => {
      const files = filesForRoute(manifest, route === '/login' ? [page] : [...shell, page]);
      const size = [...files].reduce((sum, f) => sum + gzipped(f), 0);
      const target = route === '/login' ? LOGIN_TARGET_KB : ADMIN_TARGET_KB;
      return {
        route,
        chunks: files.size,
        'gzip kB': kB(size),
        'target kB': `≤ ${target}`,
        'of all chunks': `${((size / total) * 100).toFixed(0)}%`,
        met: kB(size) <= target ? 'yes' : 'NO',
      };
    });
    // pro-components' heavy parts name their CSS classes in their code (ant-pro-table, …)
    const proMarker = /\bpro-(table|form|field|card|list|descriptions|layout)\b/;
    const loginFiles = [...filesForRoute(manifest, [PAGES['/login']!])];
    const loginPro = loginFiles.filter((f) => proMarker.test(fs.readFileSync(path.join(outDir, f), 'utf8')));
    console.log(
      `\nWeb bundle (production build, gzip -9): /login ≤ ${LOGIN_TARGET_KB} kB, every administration page ≤ ${ADMIN_TARGET_KB} kB; ` +
        `baseline: all ${allJs.length} JS chunks = ${kB(total)} kB`,
    );
    console.table(rows);
    console.log(`pro-components tables and forms in the chunks /login loads: ${loginPro.length ? `YES (${loginPro.join(', ')})` : 'none'}`);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
