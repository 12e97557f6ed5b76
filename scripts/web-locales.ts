// Where the web's texts live (ADR 020): `apps/web/src/locales/<lang>/<namespace>.json` for the shell's and the
// kit's namespaces, `apps/web/src/features/<feature>/locales/<lang>/<namespace>.json` for a feature's. Read by the
// i18n check and the journeys; the web app finds them with the same two globs (lib/i18n-bundles).
import fs from 'node:fs';
import path from 'node:path';
const WEB = path.resolve(import.meta.dirname, '../apps/web/src');

/** Namespace → file of one language's texts, the shell's and every feature's. */
export function webLocaleFiles(locale: string): Map<string, string> {
  const dirs = [path.join(WEB, 'locales', locale)];
  for (const f of fs.readdirSync(path.join(WEB, 'features'))) dirs.push(path.join(WEB, 'features', f, 'locales', locale));
  const files = new Map<string, string>();
  for (const dir of dirs.filter((d) => fs.existsSync(d)))
    for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.json'))) {
      const ns = name.slice(0, -'.json'.length);
      if (files.has(ns)) throw new Error(`web namespace ${ns} (${locale}) is in two places: ${files.get(ns)} and ${path.join(dir, name)}`);
      files.set(ns, path.join(dir, name));
    }
  return files;
}

/** One namespace's texts in one language (as the JSON file holds them). */
export function webTexts(locale: string, ns: string): Record<string, string> {
  const file = webLocaleFiles(locale).get(ns);
  if (!file) throw new Error(`no web namespace ${ns} in ${locale}`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}
