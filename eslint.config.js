// Lint, including the dependency rules of docs/ARCHITECTURE.md and our own SQL rule.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import security from 'eslint-plugin-security';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';

// Dependency rules are syntactic: they read the import string and the importing file's path,
// never the file system, so they also hold for files that do not exist yet.
// In flat config a rule's options from a later matching block REPLACE earlier ones. Hence:
//   - `no-restricted-imports` holds the layer bans (what a kind of file may import: domain, routes,
//     repos, services, web); its blocks match disjoint sets of files;
//   - `@typescript-eslint/no-restricted-imports` (same engine, another rule name) holds the
//     boundaries between siblings (web features, server modules' repos), one block per directory
//     depth because a relative path only says where it lands once you know where it starts.
// Add a pattern to the block that already matches your files rather than a new overlapping block.
// scripts/lint-rules.test.ts proves each rule.
const DEPTHS = [0, 1, 2, 3, 4, 5];
const up = (n) => `(?:\\.\\./){${n}}`;
const REPO = '[^/]+\\.repo(?:\\.[cm]?[jt]s)?$';
// A path into some server module's repo from outside that module's directory tree.
const viaModulesDir = {
  regex: `(?:^|/)modules/[^/]+/(?:[^/]+/)*${REPO}`,
  message: "A repo is private to its module: call that module's service.",
};

/** Files `depth` directories below `<root>/<name>/`, e.g. root apps/web/src/features. */
const atDepth = (root, depth, ext) => `${root}/*/${'*/'.repeat(depth)}*.${ext}`;

const siblingBoundaries = [
  // Web feature at depth d: climbing exactly d+1 levels lands in features/, the next segment is a feature.
  ...DEPTHS.map((d) => ({
    files: [atDepth('apps/web/src/features', d, '{ts,tsx}')],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^${up(d + 1)}[^./]`, message: 'A web feature never imports another feature; app/ composes them.' },
            { regex: '^(?:\\.\\./)+features/', message: 'A web feature never imports another feature; app/ composes them.' },
          ],
        },
      ],
    },
  })),
  // Server module at depth d: climbing exactly d+1 levels lands in modules/, the next segment is a module.
  ...DEPTHS.map((d) => ({
    files: [atDepth('apps/server/src/modules', d, 'ts')],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: `^${up(d + 1)}[^./][^/]*/(?:[^/]+/)*${REPO}`, message: viaModulesDir.message }, viaModulesDir],
        },
      ],
    },
  })),
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [viaModulesDir] }] },
  },
];

// Boundaries by resolved path (import-x/no-restricted-paths): unlike the syntactic rules above they see where an
// import lands whatever its spelling (relative, `@carbon/...` package name, tsconfig path) and they also read dynamic
// `import()`. They only judge imports that resolve, so the syntactic rules stay for files that do not exist yet.
const ROOT_DIR = fileURLToPath(new URL('.', import.meta.url));
const FEATURE_MSG = 'A web feature never imports another feature (not even by import()); app/ composes them.';
const webFeatures = readdirSync(new URL('apps/web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const pathZones = [
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: FEATURE_MSG,
  })),
  { target: './apps/server', from: './apps/web', message: 'The server never imports the web.' },
  { target: './apps/web', from: './apps/server', message: 'The web never imports the server: share code through @carbon/domain.' },
  { target: './packages/domain', from: './apps', message: 'The domain imports nothing from apps/.' },
];

// `@carbon/web` is an application, not a library: nothing imports it by its package name, statically, by re-export
// or by import() (a package-name path would also walk round the feature boundaries). Syntactic, so it holds for any file.
// It rides on `no-restricted-syntax`: a later block that sets that rule must spread `noSqlRaw` and `noCarbonWeb` again.
const CARBON_WEB = '/^@carbon\\u002fweb(?:\\u002f|$)/';
const noCarbonWeb = ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map((node) => ({
  selector: `${node}[source.value=${CARBON_WEB}]`,
  message: 'Nothing imports @carbon/web: the web is an application; share code through @carbon/domain.',
}));

// The database: drizzle-orm, the platform's tables (platform/db/schema) and a module's tables (<module>.schema.ts).
// Type-only imports are banned too: a repo exports the row types its callers need.
const DB_IMPORTS = ['drizzle-orm*', '**/db/schema/**', '**/*.schema.js'];
// Files that may import them: repos and the table files themselves (and the rest of platform/db).
const DB_FILES = ['apps/server/src/**/*.repo.ts', 'apps/server/src/**/*.schema.ts', 'apps/server/src/platform/db/**'];
// Tests and their support, which build and inspect rows directly.
const SERVER_TEST_FILES = [
  'apps/server/src/**/*.test.ts',
  'apps/server/src/test/**',
  'apps/server/src/**/*-cases.ts',
  'apps/server/src/**/*testing.ts',
  'apps/server/src/**/*fixtures.ts',
  'apps/server/src/**/*test-kit.ts',
  'apps/server/src/**/*.factories.ts',
];

const noSqlRaw = {
  selector: "CallExpression[callee.object.name='sql'][callee.property.name='raw']",
  message: 'sql.raw builds SQL from strings; use the sql`` template with parameters.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'apps/server/migrations/**', 'data/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  security.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-restricted-syntax': ['error', noSqlRaw, ...noCarbonWeb],
      // False positives on typed lookups; real injection risks are covered by the SQL rule and zod.
      'security/detect-object-injection': 'off',
      'security/detect-non-literal-fs-filename': 'off',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/**', '@carbon/server', '@carbon/web'], message: 'The domain imports nothing from apps/.' },
            {
              group: ['fastify*', 'drizzle-orm*', 'pg', 'react*', 'antd', '@electric-sql/*', 'node:*', 'fs', 'path'],
              message: 'The domain is pure: no I/O, no framework.',
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.mjs', '**/*.js'], languageOptions: { globals: { process: 'readonly', console: 'readonly' } } },
  // Module augmentation (declare module 'fastify') needs interfaces.
  { files: ['apps/server/src/platform/http/types.ts'], rules: { '@typescript-eslint/consistent-type-definitions': 'off' } },
  {
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...DB_IMPORTS, '**/*.repo.js'],
              message: 'Route files never touch the database: call a service.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.repo.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['fastify*', '**/http/**'], message: 'Repo files never touch Fastify.' }] }],
    },
  },
  {
    files: ['apps/server/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: DB_IMPORTS, message: 'Services orchestrate; queries (drizzle-orm, tables) live in repos.' }] },
      ],
    },
  },
  {
    // Every other server file: only repos and table files touch the database (ADR 021).
    files: ['apps/server/src/**/*.ts'],
    ignores: [...DB_FILES, ...SERVER_TEST_FILES, 'apps/server/src/**/*.routes.ts', 'apps/server/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: DB_IMPORTS, message: 'Only repos touch the database: move the query into a *.repo.ts and call it.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@carbon/server(?:/|$)', message: 'The web never imports the server: share code through @carbon/domain.' },
            {
              regex: '(?:^|/)apps/server(?:/|$)|^(?:\\.\\./)+server(?:/|$)',
              message: 'The web never imports the server: share code through @carbon/domain.',
            },
          ],
        },
      ],
    },
  },
  ...siblingBoundaries,
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x treats .ts files as unparseable and no-cycle silently checks nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      // Type-only imports are not followed (they vanish at run time).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT_DIR, zones: pathZones }],
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'security/detect-child-process': 'off', 'security/detect-non-literal-regexp': 'off' },
  },
);
