import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { sysUser } from '../../platform/db/schema/index.js';
import { envPermit, envRecordFile } from './env-records.schema.js';
import { contains, liveRow } from '../../platform/db/sql-kit.js';
import { pageRows, firstRow } from '../../platform/db/paged-list.js';
import { insertStamped, softDelete, updateAtVersion } from '../../platform/db/versioned-rows.js';
import { scopeCondition, type DataScope } from '../../platform/auth/data-scope.js';

export type PermitRecord = typeof envPermit.$inferSelect;
export type PermitValues = Omit<
  typeof envPermit.$inferInsert,
  'id' | 'status' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'constructionStatus' | 'startedAt' | 'completedAt' | 'acceptedAt'
>;
export type PermitListed = { p: PermitRecord; orgName: string; createdByName: string; fileCount: number };
export type PermitFilter = {
  orgId?: number | undefined;
  applicationType?: number | undefined;
  constructionStatus?: number | undefined;
  keyword?: string | undefined;
};
export type FileRecord = typeof envRecordFile.$inferSelect;
export type FileValues = Omit<typeof envRecordFile.$inferInsert, 'id' | 'status' | 'createdAt'>;

const live = liveRow(envPermit.status);
const orgName = sql<string>`coalesce((select o.name from sys_org o where o.id = env_permit.org_id), '')`;
/** Live files of each record kind, correlated on the outer table by name. */
export const FILE_COUNT = {
  permit: sql<number>`(select count(*)::int from env_record_file f where f.owner_kind = 'permit' and f.owner_id = env_permit.id and f.status <> 2)`,
  plan: sql<number>`(select count(*)::int from env_record_file f where f.owner_kind = 'plan' and f.owner_id = env_emergency_plan.id and f.status <> 2)`,
  honor: sql<number>`(select count(*)::int from env_record_file f where f.owner_kind = 'honor' and f.owner_id = env_honor.id and f.status <> 2)`,
};

function where(scope: SQL | undefined, f: PermitFilter): SQL {
  const k = f.keyword;
  return and(
    live,
    scope,
    f.orgId === undefined ? undefined : eq(envPermit.orgId, f.orgId),
    f.applicationType === undefined ? undefined : eq(envPermit.applicationType, f.applicationType),
    f.constructionStatus === undefined ? undefined : eq(envPermit.constructionStatus, f.constructionStatus),
    k ? or(contains(envPermit.name, k), contains(envPermit.approvalNumber, k)) : undefined,
  )!;
}

const listedBase = (db: Db) =>
  db
    .select({
      p: envPermit,
      orgName,
      createdByName: sql<string>`coalesce(${sysUser.name}, '')`,
      fileCount: FILE_COUNT.permit,
    })
    .from(envPermit)
    .leftJoin(sysUser, eq(sysUser.id, envPermit.createdBy));

/** Drizzle queries of EIA projects and of the records' files. */
export const permitRepo = {
  async page(db: Db, scope: SQL | undefined, f: PermitFilter, pageNo: number, pageSize: number) {
    const cond = where(scope, f);
    const { rows, total } = await pageRows(db, envPermit, cond, listedBase(db).where(cond).orderBy(desc(envPermit.id)), pageNo, pageSize);
    return { rows: rows as PermitListed[], total };
  },
  async findListed(db: Db, id: number): Promise<PermitListed | undefined> {
    const [row] = await listedBase(db)
      .where(and(eq(envPermit.id, id), live))
      .limit(1);
    return row as PermitListed | undefined;
  },
  async find(db: Db, id: number, lock = false): Promise<PermitRecord | undefined> {
    return firstRow(db, envPermit, and(eq(envPermit.id, id), live), lock);
  },
  insert(db: Db, v: PermitValues & { constructionStatus: number; createdBy: number }, at: Date) {
    return insertStamped(db, envPermit, v, at);
  },
  update: (db: Db, id: number, version: number, v: Partial<PermitRecord>, at: Date) =>
    updateAtVersion(db, envPermit, id, version, { ...v, updatedAt: at }),
  /** The status change as a conditional update on the status read: two changes at once give one. */
  moveStatus: (db: Db, id: number, version: number, from: number, v: Partial<PermitRecord>, at: Date) =>
    updateAtVersion(db, envPermit, id, version, { ...v, updatedAt: at }, eq(envPermit.constructionStatus, from)),
  softDelete: (db: Db, id: number, version: number, at: Date): Promise<boolean> => softDelete(db, envPermit, id, at, version),

  files: (db: Db, kind: string, ownerId: number) =>
    db
      .select({ f: envRecordFile, createdByName: sql<string>`coalesce(${sysUser.name}, '')` })
      .from(envRecordFile)
      .leftJoin(sysUser, eq(sysUser.id, envRecordFile.createdBy))
      .where(and(eq(envRecordFile.ownerKind, kind), eq(envRecordFile.ownerId, ownerId), liveRow(envRecordFile.status)))
      .orderBy(desc(envRecordFile.id)),
  async findFile(db: Db, kind: string, id: number): Promise<FileRecord | undefined> {
    return firstRow(db, envRecordFile, and(eq(envRecordFile.id, id), eq(envRecordFile.ownerKind, kind), liveRow(envRecordFile.status)));
  },
  async insertFile(db: Db, v: FileValues, at: Date): Promise<FileRecord> {
    const [row] = await db
      .insert(envRecordFile)
      .values({ ...v, createdAt: at })
      .returning();
    return row!;
  },
  async softDeleteFile(db: Db, id: number): Promise<boolean> {
    const rows = await db
      .update(envRecordFile)
      .set({ status: 2 })
      .where(and(eq(envRecordFile.id, id), liveRow(envRecordFile.status)))
      .returning({ id: envRecordFile.id });
    return rows.length > 0;
  },
};

/** The caller's data scope as a condition on the permits (undefined: everything). */
export const permitScope = (scope: DataScope) => scopeCondition(scope, envPermit.orgId);
