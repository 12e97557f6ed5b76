import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { authored, id, linkUse, ref, shareLink } from '../../platform/db/schema/columns.js';

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
    ...authored(),
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
    ...shareLink(),
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
    ...linkUse(),
    /** 'view' | 'file' */
    /** 'ok' | 'unknown' | 'expired' | 'revoked' | 'deleted' */
  },
  (t) => [index('certificate_share_access_certificate_idx').on(t.certificateId, t.at)],
);
