import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { baseYear, baseYearHistory, sysUser } from '../../platform/db/schema/index.js';

export type BaseYearRecord = typeof baseYear.$inferSelect;

export const baseYearRepo = {
  async find(db: Db, orgId: number): Promise<BaseYearRecord | undefined> {
    const [row] = await db.select().from(baseYear).where(eq(baseYear.orgId, orgId));
    return row;
  },

  async insert(db: Db, v: typeof baseYear.$inferInsert): Promise<BaseYearRecord> {
    const [row] = await db.insert(baseYear).values(v).returning();
    return row!;
  },

  /** Conditional update on the version read; undefined when another writer got there first. */
  async update(db: Db, id: number, version: number, set: Partial<typeof baseYear.$inferInsert>, at: Date) {
    const [row] = await db
      .update(baseYear)
      .set({ ...set, updatedAt: at, version: sql`${baseYear.version} + 1` })
      .where(and(eq(baseYear.id, id), eq(baseYear.version, version)))
      .returning();
    return row;
  },

  async addHistory(db: Db, v: typeof baseYearHistory.$inferInsert): Promise<void> {
    await db.insert(baseYearHistory).values(v);
  },

  async history(db: Db, baseYearId: number) {
    const rows = await db
      .select({ h: baseYearHistory, actorName: sysUser.name })
      .from(baseYearHistory)
      .leftJoin(sysUser, eq(sysUser.id, baseYearHistory.actorId))
      .where(eq(baseYearHistory.baseYearId, baseYearId))
      .orderBy(baseYearHistory.id);
    return rows.map((r) => ({ ...r.h, actorName: r.actorName }));
  },
};
