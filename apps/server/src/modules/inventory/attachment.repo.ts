import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { insertStamped } from '../../platform/db/versioned-rows.js';
import { firstRow } from '../../platform/db/paged-list.js';
import { inventoryAttachment } from '../../platform/db/schema/index.js';
import { DELETED_STATUS, liveRow } from '../../platform/db/sql-kit.js';

export type AttachmentRecord = typeof inventoryAttachment.$inferSelect;
export type AttachmentValues = Omit<typeof inventoryAttachment.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

const live = liveRow(inventoryAttachment.status);

/** Drizzle queries of entry attachments (the bytes are in the file storage). */
export const attachmentRepo = {
  listOfEntry(db: Db, entryId: number): Promise<AttachmentRecord[]> {
    return db
      .select()
      .from(inventoryAttachment)
      .where(and(eq(inventoryAttachment.entryId, entryId), live))
      .orderBy(asc(inventoryAttachment.id));
  },

  async countOfEntry(db: Db, entryId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(inventoryAttachment)
      .where(and(eq(inventoryAttachment.entryId, entryId), live));
    return row?.n ?? 0;
  },

  async findById(db: Db, id: number): Promise<AttachmentRecord | undefined> {
    return firstRow(db, inventoryAttachment, and(eq(inventoryAttachment.id, id), live));
  },

  insert(db: Db, v: AttachmentValues, at: Date): Promise<AttachmentRecord> {
    return insertStamped(db, inventoryAttachment, v, at);
  },

  async softDelete(db: Db, id: number, at: Date) {
    const [row] = await db
      .update(inventoryAttachment)
      .set({ status: DELETED_STATUS, updatedAt: at })
      .where(and(eq(inventoryAttachment.id, id), live))
      .returning({ id: inventoryAttachment.id });
    return row;
  },
};
