import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { calcResult } from '../../platform/db/schema/index.js';
import { insertInBatches } from '../../platform/db/batch-insert.js';
import { pageRows } from '../../platform/db/paged-list.js';
import { scopeCondition, type DataScope } from '../../platform/auth/data-scope.js';

export type CalcResultRecord = typeof calcResult.$inferSelect;
export type CalcResultValues = Omit<
  typeof calcResult.$inferInsert,
  'id' | 'status' | 'supersededBy' | 'version' | 'createdAt' | 'updatedAt'
>;

/** Every column, the explanation as the engine gave it (calc_explanation(): ADR 017, explanation-store.ts). */
const columns = {
  ...getTableColumns(calcResult),
  explanation: sql<unknown>`calc_explanation(${calcResult.explanation})`.mapWith(calcResult.explanation),
};

export type ResultFilter = { orgId?: number | undefined; factorCode?: string | undefined; status?: string | undefined };

function where(scope: SQL | undefined, f: ResultFilter): SQL | undefined {
  const conds: SQL[] = [];
  if (scope) conds.push(scope);
  if (f.orgId !== undefined) conds.push(eq(calcResult.orgId, f.orgId));
  if (f.factorCode !== undefined) conds.push(eq(calcResult.factorCode, f.factorCode));
  if (f.status !== undefined) conds.push(eq(calcResult.status, f.status));
  return conds.length ? and(...conds) : undefined;
}

/** Drizzle queries of stored results; always given the db or a transaction and the caller's scope condition. */
export const calcRepo = {
  async page(db: Db, scope: SQL | undefined, filter: ResultFilter, pageNo: number, pageSize: number) {
    const cond = where(scope, filter);
    return pageRows(db, calcResult, cond, db.select(columns).from(calcResult).where(cond).orderBy(desc(calcResult.id)), pageNo, pageSize);
  },

  /** The current results in scope that used factor `code` at `factorVersion`, oldest first (one lock order for every writer). */
  current(db: Db, scope: SQL | undefined, code: string, factorVersion: string, orgId: number | undefined) {
    const cond = where(scope, { orgId, factorCode: code, status: 'current' });
    return db
      .select(columns)
      .from(calcResult)
      .where(and(cond, eq(calcResult.factorVersion, factorVersion)))
      .orderBy(asc(calcResult.id));
  },

  /** `values` with the explanation in its stored form (explanation-store.ts). */
  async insert(db: Db, values: CalcResultValues, at: Date): Promise<CalcResultRecord> {
    const [row] = await db
      .insert(calcResult)
      .values({ ...values, createdAt: at, updatedAt: at })
      .returning(columns);
    return row!;
  },

  /**
   * Many results (their explanations in the stored form) in batches (imports), in the caller's transaction; their ids and figures in order. Only the ids
   * are read back (on PGlite the rows then go in by COPY, see batch-insert.ts); the figures are the values
   * written, the same decimal strings the entries copy.
   */
  async insertMany(db: Db, values: CalcResultValues[], at: Date, onBatch?: (inserted: number) => void) {
    // in place, as the entries' (entry.repo insertMany)
    const rows = values.map((v) => Object.assign(v, { createdAt: at, updatedAt: at }));
    const ids = await insertInBatches(db, calcResult, rows, { returning: { id: calcResult.id }, ...(onBatch ? { onBatch } : {}) });
    return ids.map(({ id }, i) => ({ id, tco2e: values[i]!.tco2e, biogenicCo2: values[i]!.biogenicCo2 ?? null }));
  },

  /**
   * A current result replaced by `by` (an edited inventory entry's new result), or by nothing (`null`: its entry was
   * deleted); undefined when it was no longer current.
   */
  async retire(db: Db, id: number, by: number | null, at: Date) {
    const [row] = await db
      .update(calcResult)
      .set({ status: 'superseded', supersededBy: by, updatedAt: at, version: sql`${calcResult.version} + 1` })
      .where(and(eq(calcResult.id, id), eq(calcResult.status, 'current')))
      .returning({ id: calcResult.id });
    return row;
  },

  /**
   * Conditional update: the row becomes `superseded` only if it is still `current` at the
   * version read; undefined when another writer got there first.
   */
  async supersede(db: Db, id: number, version: number, by: number, at: Date) {
    const [row] = await db
      .update(calcResult)
      .set({ status: 'superseded', supersededBy: by, updatedAt: at, version: sql`${calcResult.version} + 1` })
      .where(and(eq(calcResult.id, id), eq(calcResult.status, 'current'), eq(calcResult.version, version)))
      .returning({ id: calcResult.id });
    return row;
  },
};

/** The caller's data scope as a condition on the calculation results (undefined: everything). */
export const calcScope = (scope: DataScope) => scopeCondition(scope, calcResult.orgId);
