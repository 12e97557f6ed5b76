import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rowsOf } from '../db/sql-kit.js';
import { mailOutbox, mailSetting, sysNotice, sysUser, sysUserLocale } from '../db/schema/index.js';

/** A claimed outbox row with what its e-mail is made of (null where the notice or user is gone). */
export type MailJob = {
  id: number;
  attempts: number;
  email: string | null;
  name: string | null;
  locale: string | null;
  titleKey: string | null;
  params: string | null;
  link: string | null;
};

/** The outbox queries of the mail worker (platform/mail/mailer.ts). */
export const mailRepo = {
  /** Whether the sys_notice trigger queues e-mails (each server sets it at start from SMTP_URL). */
  async setEnabled(db: Db, enabled: boolean): Promise<void> {
    await db.insert(mailSetting).values({ id: 1, enabled }).onConflictDoUpdate({ target: mailSetting.id, set: { enabled } });
  },

  /**
   * Claims up to `limit` due rows for this worker until `leaseUntil` (one statement; SKIP LOCKED:
   * two processes never claim the same row), counting the attempt, and reads what the mails need.
   */
  async claim(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<MailJob[]> {
    const at = now.toISOString();
    const claimed = await rowsOf<{ id: string | number; attempts: number; notice_id: string | number }>(
      db,
      sql`with due as (
            select id from mail_outbox
            where status = 'pending' and (next_at is null or next_at <= ${at}::timestamptz)
              and (lease_until is null or lease_until <= ${at}::timestamptz)
            order by id limit ${limit} for update skip locked)
          update mail_outbox m set attempts = m.attempts + 1, lease_until = ${leaseUntil.toISOString()}::timestamptz
          from due where m.id = due.id
          returning m.id, m.attempts, m.notice_id`,
    );
    if (claimed.length === 0) return [];
    const ids = claimed.map((r) => Number(r.id));
    const rows = await db
      .select({
        id: mailOutbox.id,
        email: sysUser.email,
        name: sysUser.name,
        status: sysUser.status,
        locale: sysUserLocale.locale,
        titleKey: sysNotice.titleKey,
        params: sysNotice.params,
        link: sysNotice.link,
      })
      .from(mailOutbox)
      .leftJoin(sysNotice, eq(sysNotice.id, mailOutbox.noticeId))
      .leftJoin(sysUser, eq(sysUser.id, mailOutbox.userId))
      .leftJoin(sysUserLocale, eq(sysUserLocale.userId, mailOutbox.userId))
      .where(inArray(mailOutbox.id, ids))
      .orderBy(mailOutbox.id);
    const attempts = new Map(claimed.map((r) => [Number(r.id), r.attempts]));
    return rows.map((r) => ({
      id: r.id,
      attempts: attempts.get(r.id) ?? 1,
      email: r.status === 2 ? null : (r.email?.trim() ?? null) || null,
      name: r.name,
      locale: r.locale,
      titleKey: r.titleKey,
      params: r.params,
      link: r.link,
    }));
  },

  async sent(db: Db, id: number, at: Date): Promise<void> {
    await db.update(mailOutbox).set({ status: 'sent', sentAt: at, leaseUntil: null, lastError: null }).where(eq(mailOutbox.id, id));
  },

  /** A failed attempt: due again at `nextAt`, or failed for good when `nextAt` is null. */
  async failed(db: Db, id: number, error: string, nextAt: Date | null): Promise<void> {
    await db
      .update(mailOutbox)
      .set({ status: nextAt ? 'pending' : 'failed', nextAt, leaseUntil: null, lastError: error.slice(0, 500) })
      .where(eq(mailOutbox.id, id));
  },
};
