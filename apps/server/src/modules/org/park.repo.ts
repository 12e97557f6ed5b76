import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import { STATUS } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { updateAtVersion } from '../../platform/db/versioned-rows.js';
import { containsExact, liveRow } from '../../platform/db/sql-kit.js';
import { sysOrg, sysPark } from '../../platform/db/schema/index.js';
import { scopeCondition, type DataScope } from '../../platform/auth/data-scope.js';

export type ParkRecord = typeof sysPark.$inferSelect;
export type ParkWithGroup = ParkRecord & { businessGroupName: string | null };

const live = liveRow(sysPark.status);

/** Drizzle queries of parks; always given the db or a transaction. */
export const parkRepo = {
  /** Parks with status 0 and their business group's name, in sort order. */
  async list(db: Db, scope: SQL | undefined, filters: { businessGroupId?: number; name?: string }): Promise<ParkWithGroup[]> {
    const rows = await db
      .select({ park: sysPark, businessGroupName: sysOrg.name })
      .from(sysPark)
      .leftJoin(sysOrg, eq(sysOrg.id, sysPark.businessGroupId))
      .where(
        and(
          eq(sysPark.status, STATUS.NORMAL),
          scope,
          filters.businessGroupId === undefined ? undefined : eq(sysPark.businessGroupId, filters.businessGroupId),
          containsExact(sysPark.name, filters.name),
        ),
      )
      .orderBy(asc(sysPark.sort), asc(sysPark.id));
    return rows.map((r) => ({ ...r.park, businessGroupName: r.businessGroupName }));
  },

  async findLive(db: Db, id: number): Promise<ParkWithGroup | undefined> {
    const [row] = await db
      .select({ park: sysPark, businessGroupName: sysOrg.name })
      .from(sysPark)
      .leftJoin(sysOrg, eq(sysOrg.id, sysPark.businessGroupId))
      .where(and(eq(sysPark.id, id), live))
      .limit(1);
    return row ? { ...row.park, businessGroupName: row.businessGroupName } : undefined;
  },

  async codeTaken(db: Db, code: string, exceptId?: number): Promise<boolean> {
    const rows = await db
      .select({ id: sysPark.id })
      .from(sysPark)
      .where(and(eq(sysPark.code, code), live, exceptId === undefined ? undefined : ne(sysPark.id, exceptId)))
      .limit(1);
    return rows.length > 0;
  },

  async insert(db: Db, values: typeof sysPark.$inferInsert): Promise<ParkRecord> {
    const [row] = await db.insert(sysPark).values(values).returning();
    return row!;
  },

  update(db: Db, id: number, version: number, values: Partial<typeof sysPark.$inferInsert>): Promise<ParkRecord | undefined> {
    return updateAtVersion(db, sysPark, id, version, values);
  },
};

/** The caller's data scope as a condition on the parks (by business group) (undefined: everything). */
export const parkScope = (scope: DataScope) => scopeCondition(scope, sysPark.businessGroupId);
