import { defineConfig } from 'drizzle-kit';

// One schema and one migration folder serve PGlite and PostgreSQL (ADR 001).
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/platform/db/schema/index.ts',
  out: './apps/server/migrations',
});
