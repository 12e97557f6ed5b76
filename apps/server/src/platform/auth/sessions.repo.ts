import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { sysSession, sysUser } from '../db/schema/index.js';
import type { SessionEndReason } from './sessions.js';

export async function insertSession(db: Db, values: typeof sysSession.$inferInsert): Promise<void> {
  await db.insert(sysSession).values(values);
}

/** Which live sessions to end: one session, or a user's (but one). */
export type SessionTarget = { sessionId: string } | { userId: number; exceptSessionId?: string | undefined };

/**
 * Ends the live sessions of `target` and, in the same statement, bumps the
 * sys_session change counter when any ended: no process can miss the end.
 */
export async function endSessions(db: Db, target: SessionTarget, reason: SessionEndReason, atIso: string): Promise<void> {
  let where;
  if ('sessionId' in target) where = eq(sysSession.id, target.sessionId);
  else {
    const mine = eq(sysSession.userId, target.userId);
    where = target.exceptSessionId ? and(mine, ne(sysSession.id, target.exceptSessionId)) : mine;
  }
  await db.execute(sql`
      with ended as (
        update ${sysSession} set ended_at = ${atIso}::timestamptz, ended_reason = ${reason}
        where ${and(where, isNull(sysSession.endedAt))}
        returning 1
      )
      insert into sys_table_generation (table_name, generation)
      select 'sys_session', 1 where exists (select 1 from ended)
      on conflict (table_name) do update set generation = sys_table_generation.generation + 1`);
}

/** The session row with its user's fields, undefined when there is no such session. */
export async function sessionWithUser(db: Db, sessionId: string) {
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
  return row;
}

/** The sliding refresh. */
export async function touchSession(db: Db, sessionId: string, at: Date): Promise<void> {
  await db.update(sysSession).set({ lastSeenAt: at }).where(eq(sysSession.id, sessionId));
}
