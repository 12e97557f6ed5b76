import { and, eq, gt, inArray, isNull, ne, count } from 'drizzle-orm';
import type { LiveCounts, Locale } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { sysNotice, sysSession, sysTodo, sysUser, sysUserLocale } from '../../platform/db/schema/index.js';

/** Queries of the live counts: always given the db or a transaction. */
export const liveRepo = {
  /**
   * Each user's open to-dos (not completed: no completion time and not in state completed) and
   * unread notices; users without any get zeros. Two grouped reads over the (user, …) indexes.
   */
  async counts(db: Db, userIds: number[]): Promise<Map<number, LiveCounts>> {
    const out = new Map<number, LiveCounts>(userIds.map((u) => [u, { todoCount: 0, noticeCount: 0 }]));
    if (userIds.length === 0) return out;
    const todos = await db
      .select({ userId: sysTodo.userId, n: count() })
      .from(sysTodo)
      .where(and(inArray(sysTodo.userId, userIds), ne(sysTodo.state, 'completed'), isNull(sysTodo.doneAt)))
      .groupBy(sysTodo.userId);
    const notices = await db
      .select({ userId: sysNotice.userId, n: count() })
      .from(sysNotice)
      .where(and(inArray(sysNotice.userId, userIds), isNull(sysNotice.readAt)))
      .groupBy(sysNotice.userId);
    for (const r of todos) out.get(r.userId)!.todoCount = Number(r.n);
    for (const r of notices) out.get(r.userId)!.noticeCount = Number(r.n);
    return out;
  },

  /**
   * Of the given sessions, those still live at `now`: not ended, not past their absolute
   * expiry or the idle limit, their user active. Read only: a stream does not keep a session alive.
   */
  async liveSessions(db: Db, sessionIds: string[], now: Date, idleSeconds: number): Promise<Set<string>> {
    if (sessionIds.length === 0) return new Set();
    const rows = await db
      .select({ id: sysSession.id })
      .from(sysSession)
      .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
      .where(
        and(
          inArray(sysSession.id, sessionIds),
          isNull(sysSession.endedAt),
          gt(sysSession.expiresAt, now),
          gt(sysSession.lastSeenAt, new Date(now.getTime() - idleSeconds * 1000)),
          eq(sysUser.status, 0),
        ),
      );
    return new Set(rows.map((r) => r.id));
  },

  async locale(db: Db, userId: number): Promise<string | undefined> {
    const [row] = await db.select({ locale: sysUserLocale.locale }).from(sysUserLocale).where(eq(sysUserLocale.userId, userId));
    return row?.locale;
  },

  async saveLocale(db: Db, userId: number, locale: Locale, at: Date): Promise<void> {
    await db
      .insert(sysUserLocale)
      .values({ userId, locale, updatedAt: at })
      .onConflictDoUpdate({ target: sysUserLocale.userId, set: { locale, updatedAt: at } });
  },
};
