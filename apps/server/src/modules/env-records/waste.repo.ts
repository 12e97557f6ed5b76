import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { emissionFactor, sysOrg } from '../../platform/db/schema/index.js';
import { envWaste, envWasteCatalogue, envWasteFactor, envWasteInventory } from './env-records.schema.js';
import { contains, liveRow } from '../../platform/db/sql-kit.js';
import { pageOffset, pageRows, firstRow } from '../../platform/db/paged-list.js';
import { scopeCondition, type DataScope } from '../../platform/auth/data-scope.js';
import { isLive } from '../../platform/db/live-rows.js';
import { softDelete, updateAtVersion } from '../../platform/db/versioned-rows.js';

export type CatalogueRecord = typeof envWasteCatalogue.$inferSelect;
export type CatalogueValues = Omit<typeof envWasteCatalogue.$inferInsert, 'id' | 'status' | 'version' | 'createdAt' | 'updatedAt'>;
export type WasteRecord = typeof envWaste.$inferSelect;
export type WasteValues = Pick<
  WasteRecord,
  'orgId' | 'year' | 'month' | 'catalogueId' | 'quantity' | 'disposalMethod' | 'receiver' | 'remark'
>;
export type WasteListed = { w: WasteRecord; c: CatalogueRecord; orgName: string; taskIds: string[] };
export type CatalogueFilter = { kind?: string | undefined; keyword?: string | undefined };
export type WasteFilter = {
  orgId?: number | undefined;
  year?: number | undefined;
  month?: number | undefined;
  kind?: string | undefined;
  disposalMethod?: number | undefined;
  keyword?: string | undefined;
};

const liveCat = liveRow(envWasteCatalogue.status);
const liveWaste = liveRow(envWaste.status);

function catalogueWhere(f: CatalogueFilter): SQL {
  const k = f.keyword;
  const text = k
    ? or(contains(envWasteCatalogue.code, k), contains(envWasteCatalogue.labelZh, k), contains(envWasteCatalogue.labelEn, k))
    : undefined;
  return and(liveCat, f.kind ? eq(envWasteCatalogue.kind, f.kind) : undefined, text)!;
}

function wasteWhere(scope: SQL | undefined, f: WasteFilter): SQL {
  const k = f.keyword;
  return and(
    liveWaste,
    scope,
    f.orgId === undefined ? undefined : eq(envWaste.orgId, f.orgId),
    f.year === undefined ? undefined : eq(envWaste.year, f.year),
    f.month === undefined ? undefined : eq(envWaste.month, f.month),
    f.disposalMethod === undefined ? undefined : eq(envWaste.disposalMethod, f.disposalMethod),
    f.kind ? eq(envWasteCatalogue.kind, f.kind) : undefined,
    k ? or(contains(envWasteCatalogue.code, k), contains(envWasteCatalogue.labelZh, k), contains(envWasteCatalogue.labelEn, k)) : undefined,
  )!;
}

const taskIds = sql<
  string[]
>`coalesce((select array_agg(l.task_id::text order by l.task_id) from env_waste_inventory l where l.waste_id = env_waste.id and l.entry_id is not null), '{}')`;
const listedBase = (db: Db) =>
  db
    .select({ w: envWaste, c: envWasteCatalogue, orgName: sql<string>`coalesce(${sysOrg.name}, '')`, taskIds })
    .from(envWaste)
    .innerJoin(envWasteCatalogue, eq(envWasteCatalogue.id, envWaste.catalogueId))
    .leftJoin(sysOrg, eq(sysOrg.id, envWaste.orgId));

/** Drizzle queries of the waste catalogues, waste records, the factor mapping and the inventory links. */
export const wasteRepo = {
  cataloguePage(db: Db, f: CatalogueFilter, pageNo: number, pageSize: number) {
    const cond = catalogueWhere(f);
    const query = db
      .select()
      .from(envWasteCatalogue)
      .where(cond)
      .orderBy(asc(envWasteCatalogue.kind), asc(envWasteCatalogue.category), asc(envWasteCatalogue.code));
    return pageRows(db, envWasteCatalogue, cond, query, pageNo, pageSize);
  },
  catalogueList: (db: Db, f: CatalogueFilter, limit: number) =>
    db.select().from(envWasteCatalogue).where(catalogueWhere(f)).orderBy(asc(envWasteCatalogue.code)).limit(limit),
  async findCatalogue(db: Db, id: number): Promise<CatalogueRecord | undefined> {
    return firstRow(db, envWasteCatalogue, and(eq(envWasteCatalogue.id, id), liveCat));
  },
  async catalogueCodes(db: Db): Promise<Map<string, CatalogueRecord>> {
    const rows = await db.select().from(envWasteCatalogue).where(liveCat);
    return new Map(rows.map((r) => [r.code, r]));
  },
  insertCatalogue: (db: Db, rows: CatalogueValues[], at: Date) =>
    rows.length
      ? db
          .insert(envWasteCatalogue)
          .values(rows.map((r) => ({ ...r, createdAt: at, updatedAt: at })))
          .returning()
      : Promise.resolve([]),
  /** Seeded entries: a code already live is left as it is. */
  seedCatalogue: (db: Db, rows: CatalogueValues[]) =>
    db.insert(envWasteCatalogue).values(rows).onConflictDoNothing().returning({ id: envWasteCatalogue.id }),
  updateCatalogue: (db: Db, id: number, version: number, v: CatalogueValues, at: Date) =>
    updateAtVersion(db, envWasteCatalogue, id, version, { ...v, updatedAt: at }),
  softDeleteCatalogue: (db: Db, id: number, version: number, at: Date): Promise<boolean> =>
    softDelete(db, envWasteCatalogue, id, at, version),
  async catalogueInUse(db: Db, id: number): Promise<boolean> {
    const [row] = await db
      .select({ id: envWaste.id })
      .from(envWaste)
      .where(and(eq(envWaste.catalogueId, id), liveWaste))
      .limit(1);
    return row !== undefined;
  },

  async page(db: Db, scope: SQL | undefined, f: WasteFilter, pageNo: number, pageSize: number) {
    const cond = wasteWhere(scope, f);
    const [{ total } = { total: 0 }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(envWaste)
      .innerJoin(envWasteCatalogue, eq(envWasteCatalogue.id, envWaste.catalogueId))
      .where(cond);
    const rows = await listedBase(db)
      .where(cond)
      .orderBy(desc(envWaste.year), desc(envWaste.month), desc(envWaste.id))
      .limit(pageSize)
      .offset(pageOffset(pageNo, pageSize));
    return { rows: rows as WasteListed[], total };
  },
  list: async (db: Db, scope: SQL | undefined, f: WasteFilter, limit: number) =>
    (await listedBase(db)
      .where(wasteWhere(scope, f))
      .orderBy(desc(envWaste.year), desc(envWaste.month), desc(envWaste.id))
      .limit(limit)) as WasteListed[],
  async findListed(db: Db, id: number): Promise<WasteListed | undefined> {
    const [row] = await listedBase(db)
      .where(and(eq(envWaste.id, id), liveWaste))
      .limit(1);
    return row as WasteListed | undefined;
  },
  listedByIds: async (db: Db, ids: number[]) =>
    ids.length ? ((await listedBase(db).where(and(inArray(envWaste.id, ids), liveWaste))) as WasteListed[]) : [],
  async findWaste(db: Db, id: number, lock = false): Promise<WasteRecord | undefined> {
    return firstRow(db, envWaste, and(eq(envWaste.id, id), liveWaste), lock);
  },
  insertWaste: (db: Db, rows: (WasteValues & { createdBy: number })[], at: Date) =>
    db
      .insert(envWaste)
      .values(rows.map((r) => ({ ...r, createdAt: at, updatedAt: at })))
      .returning({ id: envWaste.id }),
  updateWaste: (db: Db, id: number, version: number, v: WasteValues, at: Date) =>
    updateAtVersion(db, envWaste, id, version, { ...v, updatedAt: at }),
  softDeleteWaste: (db: Db, id: number, version: number, at: Date): Promise<boolean> => softDelete(db, envWaste, id, at, version),
  /** Keys org|year|month|catalogue|method of the live records. */
  async liveKeys(db: Db): Promise<Set<string>> {
    const rows = await db
      .select({ o: envWaste.orgId, y: envWaste.year, m: envWaste.month, c: envWaste.catalogueId, d: envWaste.disposalMethod })
      .from(envWaste)
      .where(liveWaste);
    return new Set(rows.map((r) => `${r.o}|${r.y}|${r.m}|${r.c}|${r.d}`));
  },
  /** Live organisations by code (import). */
  async orgsByCode(db: Db): Promise<Map<string, number>> {
    const rows = await db.select({ id: sysOrg.id, code: sysOrg.code }).from(sysOrg).where(liveRow(sysOrg.status));
    return new Map(rows.map((r) => [r.code, r.id]));
  },
  async liveOrg(db: Db, orgId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: sysOrg.id })
      .from(sysOrg)
      .where(and(eq(sysOrg.id, orgId), liveRow(sysOrg.status)))
      .limit(1);
    return row !== undefined;
  },

  /** Each mapped method with its factor row (a deleted factor reads as none). */
  factorMap: (db: Db) =>
    db
      .select({ m: envWasteFactor, f: emissionFactor })
      .from(envWasteFactor)
      .leftJoin(emissionFactor, and(eq(emissionFactor.id, envWasteFactor.factorId), liveRow(emissionFactor.status)))
      .orderBy(asc(envWasteFactor.disposalMethod)),
  async upsertFactor(db: Db, method: number, factorId: number | null, version: number | undefined, at: Date) {
    const [existing] = await db.select().from(envWasteFactor).where(eq(envWasteFactor.disposalMethod, method)).for('update');
    if (!existing) {
      const [row] = await db.insert(envWasteFactor).values({ disposalMethod: method, factorId, updatedAt: at }).returning();
      return row;
    }
    const [row] = await db
      .update(envWasteFactor)
      .set({ factorId, version: sql`${envWasteFactor.version} + 1`, updatedAt: at })
      .where(and(eq(envWasteFactor.disposalMethod, method), eq(envWasteFactor.version, version ?? existing.version)))
      .returning();
    return row;
  },
  factorExists: (db: Db, id: number): Promise<boolean> => isLive(db, emissionFactor, id),
  seedFactorMap: (db: Db, rows: { disposalMethod: number; factorId: number }[]) =>
    rows.length ? db.insert(envWasteFactor).values(rows).onConflictDoNothing().returning() : Promise.resolve([]),
  async factorIdsByCode(db: Db, codes: string[]): Promise<Map<string, number>> {
    if (!codes.length) return new Map();
    const rows = await db
      .select({ id: emissionFactor.id, code: emissionFactor.code })
      .from(emissionFactor)
      .where(and(inArray(emissionFactor.code, codes), liveRow(emissionFactor.status)))
      .orderBy(asc(emissionFactor.id));
    return new Map(rows.map((r) => [r.code, r.id]));
  },

  /** Links of the records to the task (entry null = being added, or an earlier add failed halfway). */
  links: (db: Db, taskId: number, wasteIds: number[]) =>
    wasteIds.length
      ? db
          .select()
          .from(envWasteInventory)
          .where(and(eq(envWasteInventory.taskId, taskId), inArray(envWasteInventory.wasteId, wasteIds)))
      : Promise.resolve([]),
  /** Claims (waste, task) pairs; the unique index makes a concurrent second claim fail, so a record is added once. */
  claim: (db: Db, taskId: number, wasteIds: number[], at: Date) =>
    db
      .insert(envWasteInventory)
      .values(wasteIds.map((wasteId) => ({ wasteId, taskId, createdAt: at })))
      .onConflictDoNothing()
      .returning({ id: envWasteInventory.id, wasteId: envWasteInventory.wasteId }),
  setEntry: (db: Db, linkId: number, entryId: number) =>
    db.update(envWasteInventory).set({ entryId }).where(eq(envWasteInventory.id, linkId)),
  releaseLinks: (db: Db, ids: number[]) =>
    ids.length ? db.delete(envWasteInventory).where(inArray(envWasteInventory.id, ids)) : Promise.resolve(),
  linkedEntries: (db: Db, wasteId: number) =>
    db
      .select()
      .from(envWasteInventory)
      .where(and(eq(envWasteInventory.wasteId, wasteId), isNotNull(envWasteInventory.entryId))),
};

/** The caller's data scope as a condition on the waste records (undefined: everything). */
export const wasteScope = (scope: DataScope) => scopeCondition(scope, envWaste.orgId);
