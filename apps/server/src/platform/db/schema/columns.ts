import { bigint, integer, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Ids are bigint identities in the database and strings on the wire (contract §0). */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();
export const ref = (name: string) => bigint(name, { mode: 'number' });
/** A point in time, with its time zone (every timestamp column of the schema). */
export const at = (name: string) => timestamp(name, { withTimezone: true });
/** contract §5.1 common_status: 0 normal, 1 deactivated, 2 deleted (logical delete). */
export const status = () => smallint('status').notNull().default(0);
export const sort = () => integer('sort').notNull().default(100);
/** Optimistic-lock counter: an edit carries the version it read (see ADR 004). */
export const version = () => integer('version').notNull().default(1);
/** The administered tail of a catalogue entry (positions, dictionaries): its order, remark and status. */
export const listed = () => ({ sort: sort(), remark: text('remark'), status: status() });
/** When an append-only row was written. */
export const createdAt = () => at('created_at').notNull().defaultNow();
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
/** The tail of an editable row: its status (logical delete), optimistic-lock version and times. */
export const editable = () => ({ status: status(), version: version(), ...timestamps() });
/** An editable row with the user who created it. */
export const authored = () => ({ createdBy: ref('created_by').notNull(), ...editable() });

/** A file in the file storage (DATA_DIR or S3): its name, size, type, digest, storage key and uploader. */
export const storedFile = () => ({
  name: text('name').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  mime: text('mime').notNull(),
  sha256: text('sha256').notNull(),
  storageKey: text('storage_key').notNull(),
  createdBy: ref('created_by').notNull(),
});

/**
 * A link opened without signing in: only the token's SHA-256 is stored (the token is shown once), with its first
 * characters to tell links apart; usable until `expires_at` or revocation.
 */
export const shareLink = () => ({
  tokenHash: text('token_hash').notNull(),
  tokenHint: text('token_hint').notNull(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
  revokedBy: ref('revoked_by'),
  createdBy: ref('created_by').notNull(),
  createdAt: createdAt(),
});

/** One use of a share link (append-only): when, from which address and browser, for what, and what it came to. */
export const linkUse = () => ({
  at: at('at').notNull(),
  ip: text('ip').notNull(),
  userAgent: text('user_agent').notNull(),
  kind: text('kind').notNull(),
  outcome: text('outcome').notNull(),
});
