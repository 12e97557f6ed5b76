// Proves the dependency rules of eslint.config.js (docs/ARCHITECTURE.md): each rule reports the
// import it forbids and lets a neighbouring allowed import through. Snippets are linted at
// virtual paths inside the repository; the rules read only the path and the import string.
// no-cycle has to read the imported files, so it lints real fixture files in a temporary
// directory that mirrors the repository's layout.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG = join(ROOT, 'eslint.config.js');

const BOUNDARY = '@typescript-eslint/no-restricted-imports';
const LAYER = 'no-restricted-imports';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: CONFIG });
});

/** The rule ids reported for `code` linted as the repository file `file`. */
async function rulesHit(file: string, code: string, linter: ESLint = eslint, root: string = ROOT): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath: join(root, file) });
  const messages = result?.messages ?? [];
  const fatal = messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${file}: ${fatal.message}`);
  return messages.map((m) => m.ruleId ?? '');
}

const importOf = (source: string) => `import { x } from '${source}';\nexport const y = x;\n`;

type Case = { file: string; source: string };

function expectRule(rule: string, forbidden: Case[], allowed: Case[]): void {
  it.each(forbidden)('$file importing $source fails', async ({ file, source }) => {
    expect(await rulesHit(file, importOf(source))).toContain(rule);
  });
  it.each(allowed)('$file importing $source passes', async ({ file, source }) => {
    expect(await rulesHit(file, importOf(source))).not.toContain(rule);
  });
}

describe('a web feature never imports another feature', () => {
  expectRule(
    BOUNDARY,
    [
      { file: 'apps/web/src/features/account-manage/components/x.tsx', source: '../../org-manage/api/org-api' },
      { file: 'apps/web/src/features/account-manage/components/x.tsx', source: '../../org-manage' },
      { file: 'apps/web/src/features/account-manage/x.tsx', source: '../org-manage/api/org-api' },
      { file: 'apps/web/src/features/account-manage/components/form/x.tsx', source: '../../../role-manage/api/role-api' },
      { file: 'apps/web/src/features/account-manage/api/x.ts', source: '../../../features/org-manage/api/org-api' },
    ],
    [
      { file: 'apps/web/src/features/account-manage/components/x.tsx', source: '../api/account-api' },
      { file: 'apps/web/src/features/account-manage/components/x.tsx', source: './user-form' },
      { file: 'apps/web/src/features/account-manage/components/x.tsx', source: '../../../components/page-table' },
      { file: 'apps/web/src/features/account-manage/x.tsx', source: '../../lib/api' },
      { file: 'apps/web/src/features/account-manage/components/form/x.tsx', source: '../../api/account-api' },
      // app/ composes the features.
      { file: 'apps/web/src/app/router.tsx', source: '../features/org-manage/components/org-page' },
    ],
  );
});

describe('the web never imports the server', () => {
  expectRule(
    LAYER,
    [
      { file: 'apps/web/src/lib/x.ts', source: '@carbon/server' },
      { file: 'apps/web/src/features/org-manage/api/x.ts', source: '@carbon/server/src/modules/org/org.routes' },
      { file: 'apps/web/src/lib/x.ts', source: '../../../server/src/app' },
      { file: 'apps/web/src/features/org-manage/api/x.ts', source: '../../../../../../apps/server/src/app' },
      { file: 'apps/web/vite.config.ts', source: '../server/src/platform/config' },
    ],
    [
      { file: 'apps/web/src/lib/x.ts', source: '@carbon/domain' },
      { file: 'apps/web/src/features/org-manage/api/x.ts', source: '../../../lib/api' },
    ],
  );
});

describe("a server module never imports another module's repo", () => {
  expectRule(
    BOUNDARY,
    [
      { file: 'apps/server/src/modules/user/user.service.ts', source: '../org/org.repo.js' },
      { file: 'apps/server/src/modules/user/user-import.ts', source: '../org/park.repo.js' },
      { file: 'apps/server/src/modules/user/user.test.ts', source: '../org/org.repo' },
      { file: 'apps/server/src/modules/calc/engine/x.ts', source: '../../factor/factor.repo.js' },
      { file: 'apps/server/src/modules/calc/calc.service.ts', source: '../../modules/factor/factor.repo.js' },
      // Outside every module (platform, composition root, test kit) a repo is out of reach too.
      { file: 'apps/server/src/platform/auth/x.ts', source: '../../modules/user/user.repo.js' },
      { file: 'apps/server/src/services.ts', source: './modules/org/org.repo.js' },
    ],
    [
      { file: 'apps/server/src/modules/user/user.service.ts', source: './user.repo.js' },
      { file: 'apps/server/src/modules/org/org-read.service.ts', source: './outbox.repo.js' },
      { file: 'apps/server/src/modules/calc/engine/x.ts', source: '../calc.repo.js' },
      { file: 'apps/server/src/modules/user/user.service.ts', source: '../auth/auth.service.js' },
      { file: 'apps/server/src/modules/user/user.service.ts', source: '../../platform/db/database.js' },
      { file: 'apps/server/src/services.ts', source: './modules/org/org-read.service.js' },
    ],
  );
});

describe('a service never imports drizzle-orm', () => {
  expectRule(
    LAYER,
    [
      { file: 'apps/server/src/modules/user/user.service.ts', source: 'drizzle-orm' },
      { file: 'apps/server/src/modules/org/org-read.service.ts', source: 'drizzle-orm/pg-core' },
      { file: 'apps/server/src/platform/x/x.service.ts', source: 'drizzle-orm' },
    ],
    [
      { file: 'apps/server/src/modules/user/user.repo.ts', source: 'drizzle-orm' },
      { file: 'apps/server/src/modules/user/user.service.ts', source: '@carbon/domain' },
    ],
  );
});

describe('only repos and table files touch the database (drizzle-orm, platform/db/schema, a module *.schema.js)', () => {
  expectRule(
    LAYER,
    [
      // A service, a seed, a platform file outside platform/db, a module file without a layer suffix.
      { file: 'apps/server/src/modules/x/x.service.ts', source: 'drizzle-orm' },
      { file: 'apps/server/src/modules/x/x.service.ts', source: '../../platform/db/schema/index.js' },
      { file: 'apps/server/src/modules/x/x.service.ts', source: './x.schema.js' },
      { file: 'apps/server/src/modules/x/x.seed.ts', source: 'drizzle-orm' },
      { file: 'apps/server/src/modules/x/x.seed.ts', source: './x.schema.js' },
      { file: 'apps/server/src/platform/auth/x.ts', source: 'drizzle-orm' },
      { file: 'apps/server/src/platform/auth/x.ts', source: '../db/schema/index.js' },
      { file: 'apps/server/src/platform/jobs/x.ts', source: 'drizzle-orm/pg-core' },
      { file: 'apps/server/src/modules/x/x.ts', source: 'drizzle-orm' },
      { file: 'apps/server/src/modules/x/x.ts', source: '../../platform/db/schema/goal.js' },
      { file: 'apps/server/src/modules/x/x.ts', source: '../y/y.schema.js' },
      { file: 'apps/server/src/modules/x/sub/x.ts', source: '../x.schema.js' },
      { file: 'apps/server/src/app.ts', source: './platform/db/schema/index.js' },
      { file: 'apps/server/src/modules/x/x.routes.ts', source: './x.schema.js' },
    ],
    [
      { file: 'apps/server/src/modules/x/x.repo.ts', source: 'drizzle-orm' },
      { file: 'apps/server/src/modules/x/x.repo.ts', source: '../../platform/db/schema/index.js' },
      { file: 'apps/server/src/modules/x/x.repo.ts', source: './x.schema.js' },
      { file: 'apps/server/src/modules/x/x.schema.ts', source: 'drizzle-orm/pg-core' },
      { file: 'apps/server/src/platform/db/schema/x.ts', source: 'drizzle-orm/pg-core' },
      { file: 'apps/server/src/platform/db/lock.ts', source: 'drizzle-orm' },
      { file: 'apps/server/src/modules/x/x.test.ts', source: 'drizzle-orm' },
      { file: 'apps/server/src/modules/x/x.test.ts', source: './x.schema.js' },
      { file: 'apps/server/src/test/harness.ts', source: '../platform/db/schema/index.js' },
      { file: 'apps/server/src/modules/x/x.testing.ts', source: 'drizzle-orm' },
      { file: 'apps/server/src/modules/x/x.audit-cases.ts', source: './x.schema.js' },
      { file: 'apps/server/src/modules/x/x-fixtures.ts', source: 'drizzle-orm' },
      { file: 'apps/server/src/modules/x/x-test-kit.ts', source: '../../platform/db/schema/index.js' },
      { file: 'apps/server/src/modules/x/x.factories.ts', source: 'drizzle-orm' },
      // The domain's zod schemas are not tables.
      { file: 'apps/server/src/modules/x/x.service.ts', source: '@carbon/domain' },
      { file: 'apps/server/src/modules/x/x.seed.ts', source: '@carbon/domain' },
      { file: 'apps/server/src/modules/x/x.ts', source: '../../platform/db/database.js' },
    ],
  );
  it('a type-only import is banned too: a repo exports the row types', async () => {
    const code = "import type { x } from './x.schema.js';\nexport type Y = typeof x;\n";
    expect(await rulesHit('apps/server/src/modules/x/x.service.ts', code)).toContain(LAYER);
  });
});

describe('the rules already in place still hold alongside the new ones', () => {
  expectRule(
    LAYER,
    [
      { file: 'apps/server/src/modules/user/user.routes.ts', source: 'drizzle-orm' },
      { file: 'apps/server/src/modules/user/user.routes.ts', source: './user.repo.js' },
      { file: 'apps/server/src/modules/user/user.repo.ts', source: 'fastify' },
      { file: 'packages/domain/src/iam/x.ts', source: 'node:fs' },
    ],
    [{ file: 'apps/server/src/modules/user/user.routes.ts', source: './user.service.js' }],
  );
  it('a route file importing another module repo trips both rules', async () => {
    const hit = await rulesHit('apps/server/src/modules/user/user.routes.ts', importOf('../org/org.repo.js'));
    expect(hit).toEqual(expect.arrayContaining([LAYER, BOUNDARY]));
  });
});

describe('max-lines: about 400 lines of code a source file', () => {
  const code = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';
  it('401 lines of code fail', async () => {
    expect(await rulesHit('apps/server/src/platform/x.ts', code(401))).toContain('max-lines');
    expect(await rulesHit('apps/web/src/components/x.tsx', code(401))).toContain('max-lines');
  });
  it('400 lines of code with blank lines and comments pass', async () => {
    const padded = `/**\n${' * why\n'.repeat(50)} */\n` + code(400).replace(/\n/g, '\n\n// note\n');
    expect(await rulesHit('apps/server/src/platform/x.ts', padded)).not.toContain('max-lines');
  });
});

describe('import-x/no-cycle', () => {
  // Real files: the rule follows imports on disk. The layout mirrors the repository's so that the
  // repository's config (its file globs) applies when ESLint runs with the fixture as cwd.
  let fixture: string;
  let fixtureLint: ESLint;
  const dir = 'apps/server/src/modules/cyc';
  const write = (file: string, code: string) => {
    mkdirSync(dirname(join(fixture, file)), { recursive: true });
    writeFileSync(join(fixture, file), code);
  };

  beforeAll(() => {
    fixture = mkdtempSync(join(ROOT, 'scripts', '.lint-fixture-'));
    fixtureLint = new ESLint({ cwd: fixture, overrideConfigFile: CONFIG });
    write(`${dir}/a.service.ts`, `import { b } from './b.service.js';\nexport const a = () => b();\n`);
    write(`${dir}/b.service.ts`, `import { a } from './a.service.js';\nexport const b = (): unknown => a;\n`);
    write(`${dir}/c.service.ts`, `import { d } from './d.service.js';\nexport type C = { n: number };\nexport const c = () => d;\n`);
    write(`${dir}/d.service.ts`, `import type { C } from './c.service.js';\nexport const d = (x: C) => x.n;\n`);
    write(`${dir}/e.service.ts`, `import { f } from './f.service.js';\nexport const e = () => f;\n`);
    write(`${dir}/f.service.ts`, `export const f = 1;\n`);
  });
  afterAll(() => {
    rmSync(fixture, { recursive: true, force: true });
  });

  const lintFixture = (file: string, code: string) => rulesHit(`${dir}/${file}`, code, fixtureLint, fixture);

  it('a value import cycle fails', async () => {
    expect(await lintFixture('a.service.ts', `import { b } from './b.service.js';\nexport const a = () => b();\n`)).toContain(
      'import-x/no-cycle',
    );
  });
  it('a cycle closed only by a type import passes', async () => {
    expect(
      await lintFixture('c.service.ts', `import { d } from './d.service.js';\nexport type C = { n: number };\nexport const c = () => d;\n`),
    ).not.toContain('import-x/no-cycle');
  });
  it('an acyclic import passes', async () => {
    expect(await lintFixture('e.service.ts', `import { f } from './f.service.js';\nexport const e = () => f;\n`)).not.toContain(
      'import-x/no-cycle',
    );
  });
});

describe('boundaries by resolved path (import-x/no-restricted-paths), dynamic import() included', () => {
  // The rule judges where an import resolves, so the imported files are real ones of the repository;
  // the importing file is a virtual path (only its directory matters).
  const PATHS = 'import-x/no-restricted-paths';
  const dynamicOf = (source: string) => `export const load = () => import('${source}');\n`;
  const reExportOf = (source: string) => `export * from '${source}';\n`;
  const forms = { static: importOf, dynamic: dynamicOf, reExport: reExportOf };
  type PathCase = Case & { form: keyof typeof forms };
  const hits = ({ file, source, form }: PathCase) => rulesHit(file, forms[form](source));

  const forbidden: PathCase[] = [
    // a feature into another feature, by import() too, and by the package name
    { file: 'apps/web/src/features/account-manage/components/x.tsx', source: '../../org-manage/api/org-api', form: 'dynamic' },
    { file: 'apps/web/src/features/account-manage/x.tsx', source: '../org-manage/api/org-api', form: 'dynamic' },
    { file: 'apps/web/src/features/account-manage/x.tsx', source: '../org-manage/api/org-api', form: 'reExport' },
    { file: 'apps/web/src/features/account-manage/x.tsx', source: '@carbon/web/src/features/org-manage/api/org-api', form: 'static' },
    // server → web and web → server
    { file: 'apps/server/src/platform/x.ts', source: '../../../web/src/lib/api', form: 'static' },
    { file: 'apps/server/src/modules/org/x.ts', source: '../../../../web/src/lib/api', form: 'dynamic' },
    { file: 'apps/web/src/lib/x.ts', source: '../../../server/src/app', form: 'dynamic' },
    { file: 'apps/web/src/lib/x.ts', source: '@carbon/server/src/app', form: 'dynamic' },
    // the domain imports neither app
    { file: 'packages/domain/src/iam/x.ts', source: '../../../../apps/web/src/lib/api', form: 'dynamic' },
    { file: 'packages/domain/src/iam/x.ts', source: '../../../../apps/server/src/app', form: 'static' },
  ];
  const allowed: PathCase[] = [
    { file: 'apps/web/src/features/account-manage/components/x.tsx', source: '../api/account-api', form: 'dynamic' },
    { file: 'apps/web/src/features/account-manage/components/x.tsx', source: '../../../lib/api', form: 'dynamic' },
    { file: 'apps/web/src/features/account-manage/components/x.tsx', source: '../../../components/page-table', form: 'static' },
    // app/ composes the features, lazily
    { file: 'apps/web/src/app/x.ts', source: '../features/org-manage/components/org-manage-page', form: 'dynamic' },
    { file: 'apps/server/src/platform/x.ts', source: '@carbon/domain', form: 'static' },
    { file: 'apps/web/src/lib/x.ts', source: '@carbon/domain', form: 'dynamic' },
    { file: 'packages/domain/src/iam/x.ts', source: '../shared/envelope', form: 'static' },
  ];
  it.each(forbidden)('$file importing $source ($form) fails', async (c) => {
    expect(await hits(c)).toContain(PATHS);
  });
  it.each(allowed)('$file importing $source ($form) passes', async (c) => {
    expect(await hits(c)).not.toContain(PATHS);
  });
  it('a cross-feature import() was invisible to the syntactic rule (which is why the zones exist)', async () => {
    const hit = await rulesHit('apps/web/src/features/account-manage/x.tsx', dynamicOf('../org-manage/api/org-api'));
    expect(hit).not.toContain(BOUNDARY);
    expect(hit).toContain(PATHS);
  });
});

describe('nothing imports @carbon/web by its package name', () => {
  const SYNTAX = 'no-restricted-syntax';
  it.each([
    { file: 'apps/server/src/platform/x.ts', code: importOf('@carbon/web') },
    { file: 'apps/server/src/platform/x.ts', code: importOf('@carbon/web/src/lib/api') },
    { file: 'apps/web/src/features/account-manage/x.tsx', code: importOf('@carbon/web/src/features/not-yet-written') },
    { file: 'packages/domain/src/iam/x.ts', code: `export const load = () => import('@carbon/web/src/lib/api');\n` },
    { file: 'e2e/x.ts', code: `export * from '@carbon/web/src/lib/format';\n` },
    { file: 'apps/web/src/lib/x.ts', code: `export { x } from '@carbon/web/src/lib/format';\n` },
  ])('$file: $code fails', async ({ file, code }) => {
    expect(await rulesHit(file, code)).toContain(SYNTAX);
  });
  it.each([
    { file: 'apps/server/src/platform/x.ts', code: importOf('@carbon/domain') },
    { file: 'apps/server/src/platform/x.ts', code: importOf('@carbon/webhooks') },
    { file: 'apps/web/src/lib/x.ts', code: `export const load = () => import('./format');\n` },
  ])('$file: $code passes', async ({ file, code }) => {
    expect(await rulesHit(file, code)).not.toContain(SYNTAX);
  });
});
