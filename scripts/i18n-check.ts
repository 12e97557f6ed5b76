/**
 * i18n completeness check (npm run i18n:check): every key of the web locale files
 * ((apps/web/src/features/<f>/)locales/<lang>/<namespace>.json, web-locales.ts) and of the domain catalogues
 * (CATALOGUES) must exist, non-empty, in zh-CN, en-US and zh-TW; every route code
 * needs its menu title; no key is defined by two catalogues; and no code reaches a
 * screen without a label (labelProblems, i18n-check-labels.ts): every enumeration code,
 * permission code, audit action and entity, engine input name and method, and seeded
 * factor sector and note. Exits 1 with the list of problems; prints a summary line.
 * Placeholder ({{name}}) differences between languages are printed as warnings.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LOCALES } from '../packages/domain/src/i18n/locale.js';
import { CATALOGUES } from '../packages/domain/src/i18n/messages/index.js';
import { ROUTES } from '../packages/domain/src/iam/routes.js';
import { labelProblems, readTree } from './i18n-check-labels.js';
import { termProblems } from './i18n-check-terms.js';
import { webLocaleFiles } from './web-locales.js';

type Flat = Record<string, unknown>;
type Source = { label: string; byLocale: Record<string, Flat | undefined> };

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function flatten(value: unknown, prefix = '', out: Flat = {}): Flat {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    out[prefix] = value;
    return out;
  }
  for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

function webSources(problems: string[]): Source[] {
  const files = Object.fromEntries(LOCALES.map((locale) => [locale, webLocaleFiles(locale)]));
  const namespaces = new Set(LOCALES.flatMap((locale) => [...files[locale]!.keys()]));
  return [...namespaces].sort().map((ns) => {
    const byLocale: Source['byLocale'] = {};
    for (const locale of LOCALES) {
      const file = files[locale]!.get(ns);
      if (!file) continue;
      try {
        byLocale[locale] = flatten(JSON.parse(readFileSync(file, 'utf8')) as unknown);
      } catch (e) {
        problems.push(`web ${ns}: ${locale}/${ns}.json is not valid JSON (${(e as Error).message})`);
        byLocale[locale] = {};
      }
    }
    return { label: `web ${ns}`, byLocale };
  });
}

function domainSources(): Source[] {
  return Object.entries(CATALOGUES).map(([name, cat]) => ({ label: `domain ${name}`, byLocale: { ...cat } }));
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

function checkSource(source: Source, problems: string[], warnings: string[]): number {
  const keys = new Set<string>();
  for (const flat of Object.values(source.byLocale)) for (const k of Object.keys(flat ?? {})) keys.add(k);
  for (const locale of LOCALES) {
    const flat = source.byLocale[locale];
    if (!flat) {
      problems.push(`${source.label}: no ${locale} file/catalogue`);
      continue;
    }
    for (const key of keys) {
      const value = flat[key];
      if (value === undefined) problems.push(`${source.label}: "${key}" missing in ${locale}`);
      else if (typeof value !== 'string' || value.trim() === '') problems.push(`${source.label}: "${key}" empty in ${locale}`);
    }
  }
  for (const key of keys) {
    const sets = LOCALES.map((l) => source.byLocale[l]?.[key]).filter((v): v is string => typeof v === 'string');
    if (new Set(sets.map(placeholders)).size > 1)
      warnings.push(`${source.label}: "${key}" uses different {{placeholders}} across languages`);
  }
  return keys.size;
}

function checkMenuTitles(problems: string[]): void {
  const menus = CATALOGUES.menus;
  for (const route of ROUTES) {
    for (const locale of LOCALES) {
      const title = menus?.[locale]?.[`menu.${route.code}`];
      if (!title?.trim()) problems.push(`route ${route.code}: menu title "menu.${route.code}" missing in ${locale}`);
    }
  }
}

/** A key two catalogues both define: the later one silently wins in MESSAGES. */
function checkDuplicateKeys(problems: string[]): void {
  const owner = new Map<string, string>();
  for (const [name, cat] of Object.entries(CATALOGUES)) {
    for (const key of Object.keys(cat['en-US'] ?? {})) {
      const first = owner.get(key);
      if (first) problems.push(`domain ${name}: "${key}" is also defined by domain ${first}`);
      else owner.set(key, name);
    }
  }
}

/** zh-TW texts of every source, checked for one term per concept (i18n-check-terms.ts). */
function zhTwTermProblems(sources: Source[]): string[] {
  const texts = sources.flatMap((source) =>
    Object.entries(source.byLocale['zh-TW'] ?? {}).flatMap(([key, v]) =>
      typeof v === 'string' ? [[`${source.label}: "${key}"`, v] as const] : [],
    ),
  );
  return termProblems(texts);
}

function main(): void {
  const problems: string[] = [];
  const warnings: string[] = [];
  const web = webSources(problems);
  const domain = domainSources();
  let keyCount = 0;
  for (const source of [...web, ...domain]) keyCount += checkSource(source, problems, warnings);
  checkMenuTitles(problems);
  checkDuplicateKeys(problems);
  problems.push(...zhTwTermProblems([...web, ...domain]));
  const labels = labelProblems(readTree(root));
  problems.push(...labels.problems);
  for (const w of warnings) console.warn(`warning: ${w}`);
  for (const p of problems) console.error(`missing: ${p}`);
  const summary = `i18n check: ${web.length} web namespaces, ${domain.length} domain catalogues, ${keyCount} keys × ${LOCALES.length} languages (${LOCALES.join(', ')}), ${ROUTES.length} route titles, ${labels.checked} coded values labelled: ${problems.length} problem(s), ${warnings.length} warning(s)`;
  console.log(summary);
  if (problems.length > 0) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
