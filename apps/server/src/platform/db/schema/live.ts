import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref } from './columns.js';

/**
 * Live counts and notice e-mails (issue 14; platform/events, platform/mail, modules/live).
 * The triggers that raise the events and fill the outbox are in migration live_events.
 */

/** The language the user last ran the app in (recorded when the shell opens its live stream): e-mails use it. */
export const sysUserLocale = pgTable('sys_user_locale', {
  userId: ref('user_id').primaryKey(),
  /** zh-CN | en-US | zh-TW */
  locale: text('locale').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Notices waiting to go out by e-mail, one row per notice whose user has an address (filled
 * by a trigger on sys_notice while mail is enabled). A worker claims due rows with a lease
 * (FOR UPDATE SKIP LOCKED: one process per row), sends, and marks them sent, or due again
 * later with backoff; after the last attempt, failed.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    noticeId: ref('notice_id').notNull(),
    userId: ref('user_id').notNull(),
    /** pending | sent | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due; null: at once. */
    nextAt: at('next_at'),
    /** A claimed row belongs to its worker until then (a crashed worker's rows are taken over after it). */
    leaseUntil: at('lease_until'),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_outbox_notice_idx').on(t.noticeId),
    index('mail_outbox_due_idx')
      .on(t.nextAt, t.id)
      .where(sql`status = 'pending'`),
  ],
);

/** One row (id 1): whether the sys_notice trigger queues e-mails; each server sets it at start from SMTP_URL. */
export const mailSetting = pgTable('mail_setting', {
  id: smallint('id').primaryKey().default(1),
  enabled: boolean('enabled').notNull().default(false),
});
