import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { insertStamped, softDelete, updateAtVersion } from '../../platform/db/versioned-rows.js';
import { carbonTemplate, inventoryTask } from '../../platform/db/schema/index.js';
import { contains, liveRow } from '../../platform/db/sql-kit.js';
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

  insert(db: Db, v: TemplateValues, createdBy: number, at: Date) {
    return insertStamped(db, carbonTemplate, { ...v, createdBy }, at);
  },

  update(db: Db, id: number, version: number, v: TemplateValues, at: Date) {
    return updateAtVersion(db, carbonTemplate, id, version, { ...v, updatedAt: at });
  },

  softDelete(db: Db, id: number, at: Date): Promise<boolean> {
    return softDelete(db, carbonTemplate, id, at);
  },

  /** Live tasks created from the template. */
  usage(db: Db, id: number): Promise<number> {
    return countRows(db, inventoryTask, and(eq(inventoryTask.templateId, id), liveRow(inventoryTask.status)));
  },
};
