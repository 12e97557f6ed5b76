import { and, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { firstRow } from '../../platform/db/paged-list.js';
import { liveRow } from '../../platform/db/sql-kit.js';
import { sysCaptcha, sysLoginThrottle, sysUser } from '../../platform/db/schema/index.js';

/** Drizzle queries of the auth module; always given the db or a transaction. */
export const authRepo = {
  async findByAccount(db: Db, account: string) {
    return firstRow(db, sysUser, and(eq(sysUser.account, account), liveRow(sysUser.status)));
  },

  async findById(db: Db, id: number) {
    return firstRow(db, sysUser, and(eq(sysUser.id, id), liveRow(sysUser.status)));
  },

  async recordLogin(db: Db, id: number, ip: string, at: Date) {
    await db.update(sysUser).set({ lastLoginIp: ip, lastLoginTime: at }).where(eq(sysUser.id, id));
  },

  async setPassword(db: Db, id: number, passwordHash: string, mustChange: boolean, at: Date) {
    await db
      .update(sysUser)
      .set({ passwordHash, mustChangePassword: mustChange, updatedAt: at, version: sql`${sysUser.version} + 1` })
      .where(eq(sysUser.id, id));
  },

  async throttleState(db: Db, key: string) {
    return firstRow(db, sysLoginThrottle, eq(sysLoginThrottle.key, key));
  },

  /**
   * Reserves one sign-in attempt for `key` in one conditional upsert, before any password is
   * checked: it counts as a failure until the attempt proves right (`release`). Refused (false)
   * while the key is locked or already holds `max` attempts in its window; a window older than
   * `windowMs` starts over. Concurrent callers, in any process, queue on the row: at most `max`
   * are let through per window. Returns the attempts the window now holds, or null when refused.
   */
  async reserveAttempt(db: Db, key: string, now: Date, windowMs: number, max: number): Promise<number | null> {
    const t = sysLoginThrottle;
    const at = sql`${now.toISOString()}::timestamptz`;
    const fresh = sql`${t.windowStart} < ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
    const rows = await db
      .insert(t)
      .values({ key, failures: 1, windowStart: now, lockedUntil: null })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          failures: sql`case when ${fresh} then 1 else ${t.failures} + 1 end`,
          windowStart: sql`case when ${fresh} then ${at} else ${t.windowStart} end`,
        },
        setWhere: sql`(${t.lockedUntil} is null or ${t.lockedUntil} <= ${at}) and (${fresh} or ${t.failures} < ${max})`,
      })
      .returning({ failures: t.failures });
    return rows[0]?.failures ?? null;
  },

  /** After a failed attempt: a key that holds `max` attempts is locked until `lockUntil`. */
  async lockIfFull(db: Db, key: string, now: Date, max: number, lockUntil: Date) {
    const t = sysLoginThrottle;
    await db
      .update(t)
      .set({ lockedUntil: lockUntil })
      .where(and(eq(t.key, key), gte(t.failures, max), or(isNull(t.lockedUntil), lte(t.lockedUntil, now))));
  },

  /** Gives back an attempt that was not a wrong password (the right one, or refused by another key). */
  async releaseAttempt(db: Db, key: string) {
    const t = sysLoginThrottle;
    await db
      .update(t)
      .set({ failures: sql`greatest(${t.failures} - 1, 0)` })
      .where(eq(t.key, key));
  },

  async clearThrottle(db: Db, key: string) {
    await db.delete(sysLoginThrottle).where(eq(sysLoginThrottle.key, key));
  },

  async saveCaptcha(db: Db, id: string, answerHash: string, expiresAt: Date, now: Date) {
    await db.delete(sysCaptcha).where(lt(sysCaptcha.expiresAt, now));
    await db.insert(sysCaptcha).values({ id, answerHash, expiresAt });
  },

  /** Removes the challenge and returns it: each challenge can be answered once. */
  async takeCaptcha(db: Db, id: string) {
    const [row] = await db.delete(sysCaptcha).where(eq(sysCaptcha.id, id)).returning();
    return row;
  },
};
