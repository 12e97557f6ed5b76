import crypto from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { sysSession, sysUser } from '../db/schema/index.js';
import type { AuthUser } from '../http/types.js';

export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

export type SessionPolicy = { idleSeconds: number; absoluteSeconds: number };

/** Sliding refresh is written at most this often, so a busy session is not a write per request. */
const TOUCH_AFTER_MS = 30_000;

export type SessionEndReason = 'logout' | 'idle' | 'absolute' | 'deactivated' | 'revoked' | 'password-changed';

/**
 * Server-side sessions (ADR 003). The row, not the JWT, decides whether a token is alive:
 * logout, deactivation or revocation end it at once, across every process sharing the DB.
 */
export function createSessionStore(deps: { db: Db; clock: Clock; policy: SessionPolicy }) {
  const { db, clock, policy } = deps;

  async function create(userId: number, meta: { ip?: string; userAgent?: string }) {
    const now = clock.now();
    const id = crypto.randomUUID();
    const expiresAt = new Date(now.getTime() + policy.absoluteSeconds * 1000);
    await db.insert(sysSession).values({
      id,
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
    return { id, expiresAt };
  }

  async function end(sessionId: string, reason: SessionEndReason): Promise<void> {
    await db
      .update(sysSession)
      .set({ endedAt: clock.now(), endedReason: reason })
      .where(and(eq(sysSession.id, sessionId), isNull(sysSession.endedAt)));
  }

  /** Ends every live session of a user, e.g. on deactivation (spec: at once). */
  async function endAllForUser(userId: number, reason: SessionEndReason, exceptSessionId?: string): Promise<void> {
    const live = and(eq(sysSession.userId, userId), isNull(sysSession.endedAt));
    await db
      .update(sysSession)
      .set({ endedAt: clock.now(), endedReason: reason })
      .where(exceptSessionId ? and(live, ne(sysSession.id, exceptSessionId)) : live);
  }

  /** The live session's user, or null when the session is gone, idle, expired or its user deactivated. */
  async function resolve(sessionId: string, userId: number): Promise<AuthUser | null> {
    const [row] = await db
      .select({
        lastSeenAt: sysSession.lastSeenAt,
        expiresAt: sysSession.expiresAt,
        endedAt: sysSession.endedAt,
        sessionUser: sysSession.userId,
        id: sysUser.id,
        account: sysUser.account,
        name: sysUser.name,
        adminType: sysUser.adminType,
        userType: sysUser.userType,
        orgId: sysUser.orgId,
        status: sysUser.status,
        mustChangePassword: sysUser.mustChangePassword,
      })
      .from(sysSession)
      .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
      .where(eq(sysSession.id, sessionId))
      .limit(1);
    if (!row || row.endedAt || row.sessionUser !== userId) return null;
    const now = clock.now().getTime();
    if (now >= row.expiresAt.getTime()) return endAndNull(sessionId, 'absolute');
    if (now - row.lastSeenAt.getTime() >= policy.idleSeconds * 1000) return endAndNull(sessionId, 'idle');
    if (row.status !== 0) return endAndNull(sessionId, 'deactivated');
    if (now - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      await db
        .update(sysSession)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sysSession.id, sessionId));
    }
    return {
      id: row.id,
      sessionId,
      account: row.account,
      name: row.name,
      adminType: row.adminType,
      userType: row.userType,
      orgId: row.orgId,
      mustChangePassword: row.mustChangePassword,
    };
  }

  async function endAndNull(sessionId: string, reason: SessionEndReason): Promise<null> {
    await end(sessionId, reason);
    return null;
  }

  return { create, end, endAllForUser, resolve };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
