import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { carbonTemplate, inventoryTask } from '../../platform/db/schema/index.js';
import { contains, DELETED_STATUS, liveRow } from '../../platform/db/sql-kit.js';
import { countRows, firstRow, tablePage } from '../../platform/db/paged-list.js';

export type TemplateRecord = typeof carbonTemplate.$inferSelect;
export type TemplateValues = Pick<TemplateRecord, 'name' | 'orgType' | 'sections' | 'remark'>;

const live = liveRow(carbonTemplate.status);

/** Drizzle queries of carbon templates (group-wide, not organisation-scoped). */
export const templateRepo = {
  page(db: Db, name: string | undefined, pageNo: number, pageSize: number) {
    const cond = and(live, contains(carbonTemplate.name, name));
    return tablePage(db, carbonTemplate, cond, [desc(carbonTemplate.id)], pageNo, pageSize);
  },

  list(db: Db, limit: number) {
    return db.select().from(carbonTemplate).where(live).orderBy(asc(carbonTemplate.name), asc(carbonTemplate.id)).limit(limit);
  },

  findById(db: Db, id: number) {
    return firstRow(db, carbonTemplate, and(eq(carbonTemplate.id, id), live));
  },

  async insert(db: Db, v: TemplateValues, createdBy: number, at: Date) {
    const [row] = await db
      .insert(carbonTemplate)
      .values({ ...v, createdBy, createdAt: at, updatedAt: at })
      .returning();
    return row!;
  },

  async update(db: Db, id: number, version: number, v: TemplateValues, at: Date) {
    const [row] = await db
      .update(carbonTemplate)
      .set({ ...v, updatedAt: at, version: sql`${carbonTemplate.version} + 1` })
      .where(and(eq(carbonTemplate.id, id), eq(carbonTemplate.version, version), live))
      .returning();
    return row;
  },

  async softDelete(db: Db, id: number, at: Date) {
    const [row] = await db
      .update(carbonTemplate)
      .set({ status: DELETED_STATUS, updatedAt: at, version: sql`${carbonTemplate.version} + 1` })
      .where(and(eq(carbonTemplate.id, id), live))
      .returning({ id: carbonTemplate.id });
    return row;
  },

  /** Live tasks created from the template. */
  usage(db: Db, id: number): Promise<number> {
    return countRows(db, inventoryTask, and(eq(inventoryTask.templateId, id), liveRow(inventoryTask.status)));
  },
};
