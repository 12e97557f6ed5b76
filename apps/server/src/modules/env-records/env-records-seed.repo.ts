import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { emissionFactor } from '../../platform/db/schema/index.js';
import { envWasteCatalogue } from './env-records.schema.js';

/** Whether a live (not deleted) emission factor `code` of `version` is there. */
export async function liveFactorExists(tx: Db, code: string, version: string): Promise<boolean> {
  const live = and(eq(emissionFactor.code, code), eq(emissionFactor.factorVersion, version), ne(emissionFactor.status, 2));
  const [exists] = await tx.select({ id: emissionFactor.id }).from(emissionFactor).where(live).limit(1);
  return exists !== undefined;
}

export async function insertFactor(tx: Db, values: typeof emissionFactor.$inferInsert): Promise<void> {
  await tx.insert(emissionFactor).values(values);
}

/** Whether the waste catalogue holds a seeded (built-in) entry. */
export async function hasSeededCatalogue(tx: Db): Promise<boolean> {
  const [seeded] = await tx
    .select({ id: envWasteCatalogue.id })
    .from(envWasteCatalogue)
    .where(eq(envWasteCatalogue.builtin, true))
    .limit(1);
  return seeded !== undefined;
}
