import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * A change counter per table, bumped by a statement trigger on every insert, update and
 * delete (migration 0003). Caches key on it: any process's change, even one made directly
 * in SQL, invalidates them, and reading it is one primary-key lookup.
 */
export const sysTableGeneration = pgTable('sys_table_generation', {
  tableName: text('table_name').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
});
