import { and, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { insertStamped, softDelete, updateAtVersion } from '../../platform/db/versioned-rows.js';
import { sysOrg, sysUser } from '../../platform/db/schema/index.js';
import { certificate, certificateShare, certificateShareAccess } from './certificate.schema.js';
import { contains, liveRow } from '../../platform/db/sql-kit.js';
import { pageRows, firstRow } from '../../platform/db/paged-list.js';
import { scopeCondition, type DataScope } from '../../platform/auth/data-scope.js';
import { isLive } from '../../platform/db/live-rows.js';

export type CertificateRecord = typeof certificate.$inferSelect;
export type CertificateValues = Pick<
  CertificateRecord,
  'orgId' | 'year' | 'inventoryObject' | 'author' | 'verifier' | 'assuranceLevel' | 'criteria' | 'materiality' | 'opinion' | 'remark'
>;
export type CertificateFile = Pick<CertificateRecord, 'fileName' | 'fileSize' | 'mime' | 'sha256' | 'storageKey'>;
export type CertificateListed = { c: CertificateRecord; orgName: string; createdByName: string; activeShares: number };
export type ShareRecord = typeof certificateShare.$inferSelect;
export type ShareListed = {
  s: ShareRecord;
  createdByName: string;
  revokedByName: string | null;
  accessCount: number;
  lastAccessAt: Date | null;
};
export type AccessValues = Omit<typeof certificateShareAccess.$inferInsert, 'id'>;
export type CertificateFilter = { year?: number | undefined; orgId?: number | undefined; keyword?: string | undefined };

const live = liveRow(certificate.status);

/** Correlated subqueries name the outer table explicitly (drizzle leaves columns unqualified in single-table queries). */
const activeShares = (at: Date) =>
  sql<number>`(select count(*)::int from certificate_share s where s.certificate_id = certificate.id and s.revoked_at is null and s.expires_at > ${at.toISOString()})`;

const listedColumns = (at: Date) => ({
  c: certificate,
  orgName: sql<string>`coalesce(${sysOrg.name}, '')`,
  createdByName: sql<string>`coalesce(${sysUser.name}, '')`,
  activeShares: activeShares(at),
});

function where(scope: SQL | undefined, f: CertificateFilter): SQL {
  const conds: (SQL | undefined)[] = [live, scope];
  if (f.year !== undefined) conds.push(eq(certificate.year, f.year));
  if (f.orgId !== undefined) conds.push(eq(certificate.orgId, f.orgId));
  const k = f.keyword;
  if (k)
    conds.push(
      or(...[certificate.inventoryObject, certificate.author, certificate.verifier, certificate.fileName].map((c) => contains(c, k))),
    );
  return and(...conds)!;
}

const listedBase = (db: Db, at: Date) =>
  db
    .select(listedColumns(at))
    .from(certificate)
    .leftJoin(sysOrg, eq(sysOrg.id, certificate.orgId))
    .leftJoin(sysUser, eq(sysUser.id, certificate.createdBy));

/** Correlated on certificate_share by name (see activeShares). */
const creator = sql<string>`coalesce((select u.name from sys_user u where u.id = certificate_share.created_by), '')`;
const revoker = sql<string | null>`(select u.name from sys_user u where u.id = certificate_share.revoked_by)`;
const accessCount = sql<number>`(select count(*)::int from certificate_share_access a where a.share_id = certificate_share.id)`;
const lastAccess = sql<string | null>`(select max(a.at) from certificate_share_access a where a.share_id = certificate_share.id)`;

/** Drizzle queries of certificates, their share links and the accesses through them (the files are in the file storage). */
export const certificateRepo = {
  async page(db: Db, scope: SQL | undefined, f: CertificateFilter, pageNo: number, pageSize: number, at: Date) {
    const cond = where(scope, f);
    const { rows, total } = await pageRows(
      db,
      certificate,
      cond,
      listedBase(db, at).where(cond).orderBy(desc(certificate.year), desc(certificate.id)),
      pageNo,
      pageSize,
    );
    return { rows: rows as CertificateListed[], total };
  },

  async findListed(db: Db, id: number, at: Date): Promise<CertificateListed | undefined> {
    const [row] = await listedBase(db, at)
      .where(and(eq(certificate.id, id), live))
      .limit(1);
    return row as CertificateListed | undefined;
  },

  /** A live certificate; `lock` takes the row for the transaction (edits, shares). */
  async findById(db: Db, id: number, lock = false): Promise<CertificateRecord | undefined> {
    return firstRow(db, certificate, and(eq(certificate.id, id), live), lock);
  },

  /** Any certificate, deleted ones too (a share link of a deleted certificate). */
  async findAny(db: Db, id: number): Promise<CertificateRecord | undefined> {
    return firstRow(db, certificate, eq(certificate.id, id));
  },

  insert(db: Db, v: CertificateValues & CertificateFile, createdBy: number, at: Date): Promise<CertificateRecord> {
    return insertStamped(db, certificate, { ...v, createdBy }, at);
  },

  update(db: Db, id: number, version: number, v: CertificateValues, at: Date): Promise<CertificateRecord | undefined> {
    return updateAtVersion(db, certificate, id, version, { ...v, updatedAt: at });
  },

  softDelete(db: Db, id: number, version: number, at: Date): Promise<boolean> {
    return softDelete(db, certificate, id, at, version);
  },

  /** Whether the organisation exists and is not deleted. */
  liveOrg: (db: Db, orgId: number): Promise<boolean> => isLive(db, sysOrg, orgId),

  // ---------------------------------------------------------------- share links

  async insertShare(db: Db, v: Omit<typeof certificateShare.$inferInsert, 'id'>): Promise<ShareRecord> {
    const [row] = await db.insert(certificateShare).values(v).returning();
    return row!;
  },

  async findShareByHash(db: Db, tokenHash: string): Promise<ShareRecord | undefined> {
    return firstRow(db, certificateShare, eq(certificateShare.tokenHash, tokenHash));
  },

  async findShare(db: Db, id: number, lock = false): Promise<ShareRecord | undefined> {
    return firstRow(db, certificateShare, eq(certificateShare.id, id), lock);
  },

  /** Revokes a live link: a conditional update, so two revocations at once give one. */
  async revokeShare(db: Db, id: number, by: number, at: Date): Promise<ShareRecord | undefined> {
    const [row] = await db
      .update(certificateShare)
      .set({ revokedAt: at, revokedBy: by })
      .where(and(eq(certificateShare.id, id), isNull(certificateShare.revokedAt)))
      .returning();
    return row;
  },

  async listShares(db: Db, certificateId: number): Promise<ShareListed[]> {
    return db
      .select({ s: certificateShare, createdByName: creator, revokedByName: revoker, accessCount, lastAccessAt: lastAccess })
      .from(certificateShare)
      .where(eq(certificateShare.certificateId, certificateId))
      .orderBy(desc(certificateShare.id))
      .then((rows) => rows.map((r) => ({ ...r, lastAccessAt: r.lastAccessAt === null ? null : new Date(r.lastAccessAt) })));
  },

  async findShareListed(db: Db, id: number): Promise<ShareListed | undefined> {
    const [row] = await db
      .select({ s: certificateShare, createdByName: creator, revokedByName: revoker, accessCount, lastAccessAt: lastAccess })
      .from(certificateShare)
      .where(eq(certificateShare.id, id))
      .limit(1);
    return row && { ...row, lastAccessAt: row.lastAccessAt === null ? null : new Date(row.lastAccessAt) };
  },

  // ---------------------------------------------------------------- access log

  async logAccess(db: Db, v: AccessValues): Promise<void> {
    await db.insert(certificateShareAccess).values(v);
  },

  /** Accesses through the certificate's links (an unknown token has none), newest first. */
  async accessPage(db: Db, certificateId: number, shareId: number | undefined, pageNo: number, pageSize: number) {
    const cond = and(
      eq(certificateShareAccess.certificateId, certificateId),
      isNotNull(certificateShareAccess.shareId),
      shareId === undefined ? undefined : eq(certificateShareAccess.shareId, shareId),
    );
    return pageRows(
      db,
      certificateShareAccess,
      cond,
      db
        .select({ a: certificateShareAccess, tokenHint: sql<string>`coalesce(${certificateShare.tokenHint}, '')` })
        .from(certificateShareAccess)
        .leftJoin(certificateShare, eq(certificateShare.id, certificateShareAccess.shareId))
        .where(cond)
        .orderBy(desc(certificateShareAccess.at), desc(certificateShareAccess.id)),
      pageNo,
      pageSize,
    );
  },
};

/** The caller's data scope as a condition on the certificates (undefined: everything). */
export const certificateScope = (scope: DataScope) => scopeCondition(scope, certificate.orgId);
