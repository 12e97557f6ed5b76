import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { sysDictData, sysDictType } from '../../platform/db/schema/index.js';

/** Adds the dictionary types whose code is not there yet. */
export async function insertDictTypes(tx: Db, rows: (typeof sysDictType.$inferInsert)[]): Promise<void> {
  await tx.insert(sysDictType).values(rows).onConflictDoNothing({ target: sysDictType.code });
}

/** The ids of the dictionary types `codes`, by code. */
export async function dictTypeIds(tx: Db, codes: string[]): Promise<Map<string, number>> {
  const types = await tx.select({ id: sysDictType.id, code: sysDictType.code }).from(sysDictType).where(inArray(sysDictType.code, codes));
  return new Map(types.map((t) => [t.code, t.id]));
}

/** Adds the dictionary items whose (type, code) is not there yet. */
export async function insertDictItems(tx: Db, items: (typeof sysDictData.$inferInsert)[]): Promise<void> {
  await tx
    .insert(sysDictData)
    .values(items)
    .onConflictDoNothing({ target: [sysDictData.typeId, sysDictData.code] });
}
