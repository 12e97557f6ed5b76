import crypto from 'node:crypto';
import type { Db } from '../db/database.js';
import { freshness } from '../db/freshness.js';
import { endSessions, insertSession, sessionWithUser, touchSession, type SessionTarget } from './sessions.repo.js';
import type { AuthUser } from '../http/types.js';

export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

export type SessionPolicy = { idleSeconds: number; absoluteSeconds: number };

/** Sliding refresh is written at most this often, so a busy session is not a write per request. */
const TOUCH_AFTER_MS = 30_000;

/** How long this process trusts a validated session without asking the database again (issue 8). */
export const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;

export type SessionEndReason = 'logout' | 'idle' | 'absolute' | 'deactivated' | 'revoked' | 'password-changed';

/**
 * What a validated session depends on: its user row (sys_user, counted by a trigger, so a
 * deactivation, deletion, password reset or any edit, even by hand in SQL, changes it) and
 * the ended sessions (sys_session, counted by `endSessions` (sessions.repo.ts) in the statement that ends them).
 */
const SESSION_TABLES = ['sys_user', 'sys_session'] as const;

type CachedSession = { user: AuthUser; userId: number; lastSeenAt: number; expiresAt: number; stamp: string; at: number };

/**
 * Server-side sessions (ADR 003). The row, not the JWT, decides whether a token is alive:
 * logout, deactivation or revocation end it at once, across every process sharing the DB.
 * A validated session is kept in this process for `SESSION_CACHE_MS` at most, and only
 * while the change stamps it was validated at still hold (read fresh for every request,
 * one query per batch of concurrent requests: platform/db/freshness.ts); so an ended
 * session is refused at the next request in every process, without a session query per request.
 */
export function createSessionStore(deps: { db: Db; clock: Clock; policy: SessionPolicy; cacheMs?: number }) {
  const { db, clock, policy } = deps;
  const cacheMs = deps.cacheMs ?? SESSION_CACHE_MS;
  const cache = new Map<string, CachedSession>();

  async function create(userId: number, meta: { ip?: string; userAgent?: string }) {
    const now = clock.now();
    const id = crypto.randomUUID();
    const expiresAt = new Date(now.getTime() + policy.absoluteSeconds * 1000);
    await insertSession(db, {
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

  async function endWhere(target: SessionTarget, reason: SessionEndReason): Promise<void> {
    await endSessions(db, target, reason, clock.now().toISOString());
  }

  async function end(sessionId: string, reason: SessionEndReason): Promise<void> {
    cache.delete(sessionId);
    await endWhere({ sessionId }, reason);
  }

  /** Ends every live session of a user, e.g. on deactivation (spec: at once). */
  async function endAllForUser(userId: number, reason: SessionEndReason, exceptSessionId?: string): Promise<void> {
    for (const [id, s] of cache) if (s.userId === userId && id !== exceptSessionId) cache.delete(id);
    await endWhere({ userId, exceptSessionId }, reason);
  }

  /** The live session's user, or null when the session is gone, idle, expired or its user deactivated. */
  async function resolve(sessionId: string, userId: number): Promise<AuthUser | null> {
    // Read before the session row: a change committed in between leaves an older stamp behind.
    const stamp = (await freshness(db)).of(...SESSION_TABLES);
    const now = clock.now().getTime();
    const hit = cache.get(sessionId);
    if (
      hit &&
      hit.stamp === stamp &&
      hit.userId === userId &&
      now - hit.at < cacheMs &&
      now < hit.expiresAt &&
      // the sliding refresh (and so the idle check) still goes to the database every 30 s
      now - hit.lastSeenAt <= TOUCH_AFTER_MS
    )
      return hit.user;
    cache.delete(sessionId);
    const live = await load(sessionId, userId, now);
    if (!live) return null;
    if (cache.size >= SESSION_CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(sessionId, { ...live, userId, stamp, at: now });
    return live.user;
  }

  async function load(
    sessionId: string,
    userId: number,
    now: number,
  ): Promise<{ user: AuthUser; lastSeenAt: number; expiresAt: number } | null> {
    const row = await sessionWithUser(db, sessionId);
    if (!row || row.endedAt || row.sessionUser !== userId) return null;
    if (now >= row.expiresAt.getTime()) return endAndNull(sessionId, 'absolute');
    if (now - row.lastSeenAt.getTime() >= policy.idleSeconds * 1000) return endAndNull(sessionId, 'idle');
    if (row.status !== 0) return endAndNull(sessionId, 'deactivated');
    let lastSeenAt = row.lastSeenAt.getTime();
    if (now - lastSeenAt > TOUCH_AFTER_MS) {
      await touchSession(db, sessionId, new Date(now));
      lastSeenAt = now;
    }
    const user: AuthUser = {
      id: row.id,
      sessionId,
      account: row.account,
      name: row.name,
      adminType: row.adminType,
      userType: row.userType,
      orgId: row.orgId,
      mustChangePassword: row.mustChangePassword,
    };
    return { user, lastSeenAt, expiresAt: row.expiresAt.getTime() };
  }

  async function endAndNull(sessionId: string, reason: SessionEndReason): Promise<null> {
    await end(sessionId, reason);
    return null;
  }

  return { create, end, endAllForUser, resolve };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
