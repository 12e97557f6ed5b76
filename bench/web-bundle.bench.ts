import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CONTRACTS, ROUTES } from '@carbon/domain';

const WEB = path.resolve(import.meta.dirname, '../apps/web');

/** Vite's build manifest (build.manifest: true): one entry per chunk, keyed by source. */
type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;

const LOCALES = ['zh-CN', 'en-US', 'zh-TW'] as const;

/**
 * The page modules the router loads lazily for each route, read from the page registry
 * (apps/web/src/app/page-registry.ts: `code: () => import('../features/…')`, or several
 * imports in a `Promise.all`, as the cockpit and its map panel), so a page added there is
 * measured too; the route path comes from the domain's route table.
 */
function pagesOfRegistry(): Record<string, string[]> {
  const registry = fs.readFileSync(path.join(WEB, 'src/app/page-registry.ts'), 'utf8');
  const pages: Record<string, string[]> = {};
  for (const [, code, body] of registry.matchAll(/^\s*(\w+):\s*\(\)\s*=>([\s\S]*?)(?=^\s*\w+:\s*\(\)\s*=>|^\};)/gm)) {
    const route = ROUTES.find((r) => r.code === code);
    const targets = [...body!.matchAll(/import\('([^']+)'\)/g)].map(([, target]) => `${path.posix.join('src/app', target!)}.tsx`);
    if (route && targets.length) pages[route.path] = targets;
  }
  if (!pages['/login'] || Object.keys(pages).length < 5) throw new Error('page-registry.ts: has its format changed?');
  return pages;
}
/**
 * Everything behind the sign-in (session check, permission gate, shell; apps/web/src/app/
 * signed-in.tsx), loaded lazily by every page but the login page.
 */
const SHELL = 'src/app/signed-in.tsx';
/** The texts of one language (lib/i18n.ts): what /login needs, and the rest a signed-in screen loads. */
const languageParts = (locale: string, signedIn: boolean) => [
  `src/lib/i18n-bundles/${locale}.ts`,
  ...(signedIn ? [`src/lib/i18n-bundles/${locale}-rest.ts`] : []),
];

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
 * Issue 8 and issue 14 figure: the JavaScript each route makes the browser download, gzipped
 * (level 9, as the build pre-compresses it), from a fresh production build: the entry, the
 * route's chunks (the shell for a signed-in page) and the active language's texts, in the
 * language that weighs most. Targets: /login ≤ 300 kB, the dashboard at / and any
 * administration page ≤ 900 kB. Baseline: every chunk of the same build.
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
    const sizeOf = (files: Set<string>) => [...files].reduce((sum, f) => sum + gzipped(f), 0);
    const PAGES = pagesOfRegistry();
    const rows = Object.entries(PAGES).map(([route, page]) => {
      const signedIn = route !== '/login';
      // The same route in each language: the heaviest counts.
      const [worst] = LOCALES.map((locale) => {
        const files = filesForRoute(manifest, [...(signedIn ? [SHELL] : []), ...page, ...languageParts(locale, signedIn)]);
        return { locale, files, size: sizeOf(files) };
      }).sort((a, b) => b.size - a.size);
      const target = signedIn ? ADMIN_TARGET_KB : LOGIN_TARGET_KB;
      return {
        route,
        chunks: worst!.files.size,
        'gzip kB': kB(worst!.size),
        language: worst!.locale,
        'target kB': `≤ ${target}`,
        'of all chunks': `${((worst!.size / total) * 100).toFixed(0)}%`,
        met: kB(worst!.size) <= target ? 'yes' : 'NO',
      };
    });
    // pro-components' heavy parts name their CSS classes in their code (ant-pro-table, …)
    const proMarker = /\bpro-(table|form|field|card|list|descriptions|layout)\b/;
    const loginFiles = [...filesForRoute(manifest, [...PAGES['/login']!, ...LOCALES.flatMap((l) => languageParts(l, false))])];
    const loginPro = loginFiles.filter((f) => proMarker.test(fs.readFileSync(path.join(outDir, f), 'utf8')));
    console.log(
      `\nWeb bundle (production build, gzip -9; entry + route chunks + the heaviest language's texts): ` +
        `/login ≤ ${LOGIN_TARGET_KB} kB, every administration page ≤ ${ADMIN_TARGET_KB} kB; baseline: all ${allJs.length} JS chunks = ${kB(total)} kB`,
    );
    console.table(rows);
    console.log(`pro-components tables and forms in the chunks /login loads: ${loginPro.length ? `YES (${loginPro.join(', ')})` : 'none'}`);
    // A contract is in a chunk when its endpoints' paths are (the login page needs only the auth contract),
    // as code or as JSON in a string (lib/auth-endpoints: the auth endpoints without their schemas).
    const loginCode = loginFiles.map((f) => fs.readFileSync(path.join(outDir, f), 'utf8')).join('\n');
    const inLogin = (p: string) => [`"${p}"`, `\`${p}\``, `\\"${p}\\"`].some((quoted) => loginCode.includes(quoted));
    const loginContracts = CONTRACTS.filter((c) => Object.values(c.endpoints).every((e) => inLogin(e.path)));
    // zod names its schema classes in its code ("$ZodType"): none is needed to sign in (issue 14).
    const loginZod = loginFiles.filter((f) => fs.readFileSync(path.join(outDir, f), 'utf8').includes('$ZodType'));
    console.log(`zod in the chunks /login loads: ${loginZod.length ? `YES (${loginZod.join(', ')})` : 'none'}`);
    console.log(`contracts in the chunks /login loads: ${loginContracts.map((c) => c.name).join(', ') || 'none'} (of ${CONTRACTS.length})`);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
