// Lint, including the dependency rules of docs/ARCHITECTURE.md and our own SQL rule.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import security from 'eslint-plugin-security';

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
      'no-restricted-syntax': ['error', noSqlRaw],
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
              group: ['drizzle-orm*', '**/db/schema/**', '**/*.repo.js'],
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
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+features/', message: 'A web feature never imports another feature; app/ composes them.' }] },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'security/detect-child-process': 'off', 'security/detect-non-literal-regexp': 'off' },
  },
);
