import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FactorFilter } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { calcResult, emissionFactor } from '../../platform/db/schema/index.js';
import { contains, liveRow } from '../../platform/db/sql-kit.js';
import { insertInBatches } from '../../platform/db/batch-insert.js';
import { firstRow, tablePage } from '../../platform/db/paged-list.js';
import { softDelete, updateAtVersion } from '../../platform/db/versioned-rows.js';

export type FactorRecord = typeof emissionFactor.$inferSelect;
export type FactorValues = Omit<typeof emissionFactor.$inferInsert, 'id' | 'status' | 'version' | 'createdAt' | 'updatedAt'>;

const live = liveRow(emissionFactor.status);

function where(f: FactorFilter): SQL {
  const conds: SQL[] = [live];
  if (f.tableCode) conds.push(eq(emissionFactor.tableCode, f.tableCode));
  if (f.class1) conds.push(eq(emissionFactor.class1, f.class1));
  if (f.class2) conds.push(eq(emissionFactor.class2, f.class2));
  if (f.country) conds.push(eq(emissionFactor.country, f.country));
  if (f.sector) conds.push(eq(emissionFactor.sector, f.sector));
  if (f.factorVersion) conds.push(eq(emissionFactor.factorVersion, f.factorVersion));
  // A fuel's set is stood for by its NCV row (domain factors/fuels.ts: `<family>-FUEL-<fuel>-NCV`).
  if (f.kind === 'fuel') conds.push(sql`${emissionFactor.code} like '%-FUEL-%-NCV'`);
  if (f.activityUnit) conds.push(eq(emissionFactor.activityUnit, f.activityUnit));
  const k = f.keyword;
  if (k) conds.push(or(contains(emissionFactor.nameZh, k), contains(emissionFactor.nameEn, k), contains(emissionFactor.code, k))!);
  return and(...conds)!;
}

const ORDER = [asc(emissionFactor.tableCode), asc(emissionFactor.code), asc(emissionFactor.factorVersion), asc(emissionFactor.id)];

/** Drizzle queries of the factor library; always given the db or a transaction. The library is global (not org-scoped). */
export const factorRepo = {
  page(db: Db, filter: FactorFilter, pageNo: number, pageSize: number) {
    const cond = where(filter);
    return tablePage(db, emissionFactor, cond, ORDER, pageNo, pageSize);
  },

  list(db: Db, filter: FactorFilter, limit: number) {
    return db
      .select()
      .from(emissionFactor)
      .where(where(filter))
      .orderBy(...ORDER)
      .limit(limit);
  },

  findById(db: Db, id: number) {
    return firstRow(db, emissionFactor, and(eq(emissionFactor.id, id), live));
  },

  /**
   * The live row, locked until the transaction ends: 'update' before an edit or delete checks
   * usage; 'share' while a result that uses it is written. So a delete never misses a result
   * stored concurrently, and a result never uses a row deleted concurrently.
   */
  async lockLive(db: Db, id: number, strength: 'update' | 'share') {
    const [row] = await db
      .select()
      .from(emissionFactor)
      .where(and(eq(emissionFactor.id, id), live))
      .limit(1)
      .for(strength);
    return row;
  },

  versions(db: Db, code: string) {
    return db
      .select()
      .from(emissionFactor)
      .where(and(eq(emissionFactor.code, code), live))
      .orderBy(asc(emissionFactor.id));
  },

  async findByCodeVersion(db: Db, code: string, factorVersion: string) {
    const [row] = await db
      .select({ id: emissionFactor.id })
      .from(emissionFactor)
      .where(and(eq(emissionFactor.code, code), eq(emissionFactor.factorVersion, factorVersion), live))
      .limit(1);
    return row;
  },

  /** The live rows of a fuel's parameter set: codes `<prefix>-…` at `factorVersion` (domain factors/fuels.ts). */
  fuelSet(db: Db, prefix: string, factorVersion: string) {
    return db
      .select()
      .from(emissionFactor)
      .where(and(sql`${emissionFactor.code} like ${`${prefix}-%`}`, eq(emissionFactor.factorVersion, factorVersion), live))
      .orderBy(asc(emissionFactor.id));
  },

  /** Live code+version pairs, as `code\u0000version` keys (for imports). */
  async liveKeys(db: Db): Promise<Set<string>> {
    const rows = await db.select({ code: emissionFactor.code, v: emissionFactor.factorVersion }).from(emissionFactor).where(live);
    return new Set(rows.map((r) => `${r.code}\u0000${r.v}`));
  },

  /** In as few statements as the bind-parameter limit allows, in the caller's transaction (imports of any size). */
  async insert(db: Db, values: FactorValues[], at: Date, onBatch?: (inserted: number) => void) {
    const rows = values.map((v) => ({ ...v, createdAt: at, updatedAt: at }));
    return insertInBatches(db, emissionFactor, rows, { onBatch });
  },

  /** Conditional update: only the row at `version` changes, and its version moves on. */
  update(db: Db, id: number, version: number, values: FactorValues, at: Date) {
    return updateAtVersion(db, emissionFactor, id, version, { ...values, updatedAt: at });
  },

  /** Every live version of the given codes (the periods new versions are planned against), in chunks under the bind limit. */
  async versionsOf(db: Db, codes: readonly string[]): Promise<FactorRecord[]> {
    const out: FactorRecord[] = [];
    for (let i = 0; i < codes.length; i += 5000) {
      const chunk = codes.slice(i, i + 5000);
      out.push(
        ...(await db
          .select()
          .from(emissionFactor)
          .where(and(inArray(emissionFactor.code, chunk), live))
          .orderBy(asc(emissionFactor.id))),
      );
    }
    return out;
  },

  /** Ends a live version on `validTo` (a newer version supersedes it); its value, code and version stay. */
  async endOn(db: Db, id: number, validTo: string, at: Date) {
    const [row] = await db
      .update(emissionFactor)
      .set({ validTo, updatedAt: at, version: sql`${emissionFactor.version} + 1` })
      .where(and(eq(emissionFactor.id, id), live))
      .returning();
    return row;
  },

  softDelete(db: Db, id: number, version: number, at: Date): Promise<boolean> {
    return softDelete(db, emissionFactor, id, at, version);
  },
};

/**
 * How many stored results reference factor row `factorId`, current or superseded; a used row
 * may be neither edited nor deleted (a new version is added instead). Superseded results count
 * too: they stay reproducible only while their factor row keeps its value and its code +
 * version (a deleted row's code + version could be taken by a new row). ADR 006.
 */
export async function factorUsage(db: Db, factorId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(calcResult)
    .where(eq(calcResult.factorId, factorId));
  return row?.n ?? 0;
}
