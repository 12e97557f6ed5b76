import { defineConfig } from 'drizzle-kit';

// One schema and one migration folder serve PGlite and PostgreSQL (ADR 001). The platform's tables live in
// platform/db/schema; a module of the manifest list keeps its tables beside its code, as <module>.schema.ts (ADR 020).
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./apps/server/src/platform/db/schema/index.ts', './apps/server/src/modules/*/*.schema.ts'],
  out: './apps/server/migrations',
});
