import { asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { sysAudit, sysRole, sysUserRole } from '../db/schema/index.js';

/** One stored audit record. */
export type AuditRecord = typeof sysAudit.$inferSelect;

/** Takes the chain's advisory lock for the rest of the transaction (writers form a single line). */
export async function lockAuditChain(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(726419)`);
}

/** The hash of the newest record, undefined when there is none. */
export async function lastAuditHash(tx: Db): Promise<string | undefined> {
  const [last] = await tx.select({ hash: sysAudit.hash }).from(sysAudit).orderBy(desc(sysAudit.id)).limit(1);
  return last?.hash;
}

/** The codes of the user's roles (live or not), as the audit record names them. */
export async function actorRoleCodes(tx: Db, userId: number): Promise<string[]> {
  const roles = await tx
    .select({ code: sysRole.code })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(eq(sysUserRole.userId, userId));
  return roles.map((r) => r.code);
}

export async function insertAudit(tx: Db, row: Omit<AuditRecord, 'id'>): Promise<void> {
  await tx.insert(sysAudit).values(row);
}

/** The next `batch` records after id `after`, by id. */
export function auditBatchAfter(db: Db, after: number, batch: number): Promise<AuditRecord[]> {
  return db.select().from(sysAudit).where(gt(sysAudit.id, after)).orderBy(asc(sysAudit.id)).limit(batch);
}
