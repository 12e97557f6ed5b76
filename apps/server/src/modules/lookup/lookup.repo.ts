import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { STATUS } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { insertStamped } from '../../platform/db/versioned-rows.js';
import { contains, liveRow } from '../../platform/db/sql-kit.js';
import { sysApp, sysDictData, sysDictType, sysPos, sysUser, sysUserPos } from '../../platform/db/schema/index.js';
import { firstRow, tableRowsAndTotal } from '../../platform/db/paged-list.js';

export type DictTypeRecord = typeof sysDictType.$inferSelect;
export type DictDataRecord = typeof sysDictData.$inferSelect;
export type PosRecord = typeof sysPos.$inferSelect;
export type DictTypeValues = { name: string; code: string; sort: number; remark: string | null };
export type DictDataValues = { typeId: number; code: string; value: string; labelKey?: string | null; sort: number; remark: string | null };
export type PosValues = { name: string; code: string; sort: number; remark: string | null };

/** Drizzle queries of the look-up module (dictionaries, positions, apps); given the db or a transaction. */
export const lookupRepo = {
  // ---- dictionary types
  async typeByCode(db: Db, code: string): Promise<DictTypeRecord | undefined> {
    return firstRow(db, sysDictType, and(eq(sysDictType.code, code), liveRow(sysDictType.status)));
  },
  async type(db: Db, id: number): Promise<DictTypeRecord | undefined> {
    return firstRow(db, sysDictType, and(eq(sysDictType.id, id), liveRow(sysDictType.status)));
  },
  async types(db: Db): Promise<DictTypeRecord[]> {
    return db.select().from(sysDictType).where(liveRow(sysDictType.status)).orderBy(asc(sysDictType.sort), asc(sysDictType.id));
  },
  async typePage(db: Db, f: { name?: string; code?: string }, limit: number, offset: number) {
    const where = and(liveRow(sysDictType.status), contains(sysDictType.name, f.name), contains(sysDictType.code, f.code));
    return tableRowsAndTotal(db, sysDictType, where, [asc(sysDictType.sort), asc(sysDictType.id)], limit, offset);
  },
  /** Codes are unique over every row (the column's unique index); names among live rows. */
  async typeClashes(db: Db, v: { name: string; code: string }, exceptId = 0) {
    const rows = await db
      .select({ name: sysDictType.name, code: sysDictType.code, status: sysDictType.status })
      .from(sysDictType)
      .where(and(ne(sysDictType.id, exceptId), sql`(${sysDictType.name} = ${v.name} or ${sysDictType.code} = ${v.code})`));
    return { code: rows.some((r) => r.code === v.code), name: rows.some((r) => r.name === v.name && r.status !== STATUS.DELETED) };
  },
  insertType(db: Db, v: DictTypeValues, at: Date): Promise<DictTypeRecord> {
    return insertStamped(db, sysDictType, v, at);
  },
  async updateType(db: Db, id: number, v: DictTypeValues, at: Date): Promise<DictTypeRecord> {
    return (
      await db
        .update(sysDictType)
        .set({ ...v, updatedAt: at })
        .where(eq(sysDictType.id, id))
        .returning()
    )[0]!;
  },
  /** Logical delete of the type and its entries. */
  async removeType(db: Db, id: number, at: Date) {
    await db.update(sysDictType).set({ status: STATUS.DELETED, updatedAt: at }).where(eq(sysDictType.id, id));
    await db.update(sysDictData).set({ status: STATUS.DELETED, updatedAt: at }).where(eq(sysDictData.typeId, id));
  },

  // ---- dictionary entries
  async entries(db: Db, typeId?: number): Promise<DictDataRecord[]> {
    const where = and(liveRow(sysDictData.status), typeId === undefined ? undefined : eq(sysDictData.typeId, typeId));
    return db.select().from(sysDictData).where(where).orderBy(asc(sysDictData.sort), asc(sysDictData.id));
  },
  async entry(db: Db, id: number): Promise<DictDataRecord | undefined> {
    return firstRow(db, sysDictData, and(eq(sysDictData.id, id), liveRow(sysDictData.status)));
  },
  async entryPage(db: Db, f: { typeId: number; value?: string; code?: string }, limit: number, offset: number) {
    const where = and(
      liveRow(sysDictData.status),
      eq(sysDictData.typeId, f.typeId),
      contains(sysDictData.value, f.value),
      contains(sysDictData.code, f.code),
    );
    return tableRowsAndTotal(db, sysDictData, where, [asc(sysDictData.sort), asc(sysDictData.id)], limit, offset);
  },
  /** (type, code) is unique over every row, deleted ones included (the table's unique index). */
  async entryCodeTaken(db: Db, typeId: number, code: string, exceptId = 0): Promise<boolean> {
    const rows = await db
      .select({ id: sysDictData.id })
      .from(sysDictData)
      .where(and(eq(sysDictData.typeId, typeId), eq(sysDictData.code, code), ne(sysDictData.id, exceptId)))
      .limit(1);
    return rows.length > 0;
  },
  insertEntry(db: Db, v: DictDataValues, at: Date): Promise<DictDataRecord> {
    return insertStamped(db, sysDictData, v, at);
  },
  async updateEntry(db: Db, id: number, v: DictDataValues, at: Date): Promise<DictDataRecord> {
    return (
      await db
        .update(sysDictData)
        .set({ ...v, updatedAt: at })
        .where(eq(sysDictData.id, id))
        .returning()
    )[0]!;
  },
  async removeEntry(db: Db, id: number, at: Date) {
    await db.update(sysDictData).set({ status: STATUS.DELETED, updatedAt: at }).where(eq(sysDictData.id, id));
  },

  // ---- positions
  async positions(db: Db, code?: string): Promise<PosRecord[]> {
    return db
      .select()
      .from(sysPos)
      .where(and(eq(sysPos.status, STATUS.NORMAL), contains(sysPos.code, code)))
      .orderBy(asc(sysPos.sort), asc(sysPos.id));
  },
  async position(db: Db, id: number): Promise<PosRecord | undefined> {
    return firstRow(db, sysPos, and(eq(sysPos.id, id), liveRow(sysPos.status)));
  },
  async posPage(db: Db, f: { name?: string; code?: string }, limit: number, offset: number) {
    const where = and(liveRow(sysPos.status), contains(sysPos.name, f.name), contains(sysPos.code, f.code));
    return tableRowsAndTotal(db, sysPos, where, [asc(sysPos.sort), asc(sysPos.id)], limit, offset);
  },
  async posClashes(db: Db, v: { name: string; code: string }, exceptId = 0) {
    const rows = await db
      .select({ name: sysPos.name, code: sysPos.code, status: sysPos.status })
      .from(sysPos)
      .where(and(ne(sysPos.id, exceptId), sql`(${sysPos.name} = ${v.name} or ${sysPos.code} = ${v.code})`));
    return { code: rows.some((r) => r.code === v.code), name: rows.some((r) => r.name === v.name && r.status !== STATUS.DELETED) };
  },
  async insertPos(db: Db, v: PosValues): Promise<PosRecord> {
    return (await db.insert(sysPos).values(v).returning())[0]!;
  },
  async updatePos(db: Db, id: number, v: PosValues): Promise<PosRecord> {
    return (await db.update(sysPos).set(v).where(eq(sysPos.id, id)).returning())[0]!;
  },
  /** Whether a live user holds the position. */
  async posHeld(db: Db, id: number): Promise<boolean> {
    const rows = await db
      .select({ one: sysUserPos.userId })
      .from(sysUserPos)
      .innerJoin(sysUser, and(eq(sysUser.id, sysUserPos.userId), liveRow(sysUser.status)))
      .where(eq(sysUserPos.posId, id))
      .limit(1);
    return rows.length > 0;
  },
  async removePos(db: Db, id: number) {
    await db.update(sysPos).set({ status: STATUS.DELETED }).where(eq(sysPos.id, id));
  },

  // ---- applications
  async apps(db: Db) {
    return db.select().from(sysApp).where(eq(sysApp.status, STATUS.NORMAL)).orderBy(asc(sysApp.sort), asc(sysApp.id));
  },
};
