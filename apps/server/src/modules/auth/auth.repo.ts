import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { liveRow } from '../../platform/db/sql-kit.js';
import { sysCaptcha, sysLoginThrottle, sysUser } from '../../platform/db/schema/index.js';

/** Drizzle queries of the auth module; always given the db or a transaction. */
export const authRepo = {
  async findByAccount(db: Db, account: string) {
    const [row] = await db
      .select()
      .from(sysUser)
      .where(and(eq(sysUser.account, account), liveRow(sysUser.status)))
      .limit(1);
    return row;
  },

  async findById(db: Db, id: number) {
    const [row] = await db
      .select()
      .from(sysUser)
      .where(and(eq(sysUser.id, id), liveRow(sysUser.status)))
      .limit(1);
    return row;
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
    const [row] = await db.select().from(sysLoginThrottle).where(eq(sysLoginThrottle.key, key)).limit(1);
    return row;
  },

  /**
   * Counts one failure for `key` atomically: a window older than `windowMs` starts over;
   * reaching `max` failures sets the lock until `lockUntil`.
   */
  async recordFailure(db: Db, key: string, now: Date, windowMs: number, max: number, lockUntil: Date) {
    const windowStart = new Date(now.getTime() - windowMs);
    const fresh = sql`${sysLoginThrottle.windowStart} < ${windowStart.toISOString()}::timestamptz`;
    const next = sql`case when ${fresh} then 1 else ${sysLoginThrottle.failures} + 1 end`;
    await db
      .insert(sysLoginThrottle)
      .values({ key, failures: 1, windowStart: now, lockedUntil: max <= 1 ? lockUntil : null })
      .onConflictDoUpdate({
        target: sysLoginThrottle.key,
        set: {
          failures: next,
          windowStart: sql`case when ${fresh} then ${now.toISOString()}::timestamptz else ${sysLoginThrottle.windowStart} end`,
          lockedUntil: sql`case when ${next} >= ${max} then ${lockUntil.toISOString()}::timestamptz else ${sysLoginThrottle.lockedUntil} end`,
        },
      });
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
