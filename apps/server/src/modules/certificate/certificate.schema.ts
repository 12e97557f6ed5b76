import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, status, timestamps, version } from '../../platform/db/schema/columns.js';

/**
 * Certificates (issue 11): verification statements under ISO 14064-3, each with its file in
 * the file storage (`storage_key`), owned by an organisation (data scope).
 */
export const certificate = pgTable(
  'certificate',
  {
    id: id(),
    orgId: ref('org_id').notNull(),
    year: integer('year').notNull(),
    inventoryObject: text('inventory_object').notNull(),
    author: text('author').notNull(),
    verifier: text('verifier'),
    /** 'limited' | 'reasonable' (ISO 14064-3) */
    assuranceLevel: text('assurance_level'),
    criteria: text('criteria'),
    materiality: text('materiality'),
    opinion: text('opinion'),
    remark: text('remark'),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    mime: text('mime').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdBy: ref('created_by').notNull(),
    status: status(),
    version: version(),
    ...timestamps(),
  },
  (t) => [index('certificate_org_year_idx').on(t.orgId, t.year)],
);

/**
 * Share links of a certificate: only the token's SHA-256 is stored (the token is shown once),
 * with its first characters to tell links apart; usable until `expires_at` or revocation.
 */
export const certificateShare = pgTable(
  'certificate_share',
  {
    id: id(),
    certificateId: ref('certificate_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    tokenHint: text('token_hint').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: ref('revoked_by'),
    createdBy: ref('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certificate_share_token_uq').on(t.tokenHash), index('certificate_share_certificate_idx').on(t.certificateId)],
);

/**
 * Every access through a share link (append-only): when, from which address and browser, for
 * the fields or the file, and what it came to. An unknown token has no share (share_id null).
 */
export const certificateShareAccess = pgTable(
  'certificate_share_access',
  {
    id: id(),
    shareId: ref('share_id'),
    certificateId: ref('certificate_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    /** 'view' | 'file' */
    kind: text('kind').notNull(),
    /** 'ok' | 'unknown' | 'expired' | 'revoked' | 'deleted' */
    outcome: text('outcome').notNull(),
  },
  (t) => [index('certificate_share_access_certificate_idx').on(t.certificateId, t.at)],
);
