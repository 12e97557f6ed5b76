import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ListCase } from './scope-lists.js';
import type { TargetCase } from './scope-org-cases.js';

/**
 * The data-scope cases a module keeps beside its code (ADR 020), found by name like the audit cases:
 * every `modules/<module>/<name>.scope-cases.ts`, and in it every export named `…_TARGET_CASES`
 * (caller × target), `…_LIST_CASES` (lists without an organisation parameter) and `…_ORG_FREE_ROUTES`
 * (routes the matrix does not call, each with why no organisation is involved). A new module's cases
 * join the matrix without a line here.
 */
export type ModuleScopeCases = { target: TargetCase[]; list: ListCase[]; orgFree: Record<string, string> };

const MODULES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../modules');

/** The files, in a stable order (module folder, then file name). */
export function moduleScopeCaseFiles(): string[] {
  return fs
    .readdirSync(MODULES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(MODULES_DIR, dir))
        .filter((f) => f.endsWith('.scope-cases.ts'))
        .sort()
        .map((f) => path.join(MODULES_DIR, dir, f)),
    );
}

export async function moduleScopeCases(): Promise<ModuleScopeCases> {
  const found: ModuleScopeCases = { target: [], list: [], orgFree: {} };
  for (const file of moduleScopeCaseFiles()) {
    const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (name.endsWith('_TARGET_CASES')) found.target.push(...(value as TargetCase[]));
      else if (name.endsWith('_LIST_CASES')) found.list.push(...(value as ListCase[]));
      else if (name.endsWith('_ORG_FREE_ROUTES')) Object.assign(found.orgFree, value as Record<string, string>);
    }
  }
  return found;
}
