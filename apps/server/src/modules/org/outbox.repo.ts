import { and, asc, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { sysOrgOutbox } from '../../platform/db/schema/index.js';

export type OutboxInsert = typeof sysOrgOutbox.$inferInsert;
export type OutboxRecord = typeof sysOrgOutbox.$inferSelect;

const CHUNK = 1000;

/** Who may read an event: its organisation is in the reader's scope (deleted organisations included). */
function eventScope(orgIds: number[]): SQL {
  return orgIds.length === 0 ? sql`false` : inArray(sysOrgOutbox.orgId, orgIds);
}

/** Queries of the organisation outbox (docs/decisions/005-org-outbox.md). */
export const outboxRepo = {
  /**
   * Appends events in order, in chunks; returns the last cursor written (0 when none).
   * Cursors are taken under a transaction-scoped advisory lock, so they are handed out in
   * commit order and a subscriber reading "after N" never misses a later-committed lower id.
   */
  async append(db: Db, events: OutboxInsert[]): Promise<number> {
    if (events.length === 0) return 0;
    await outboxRepo.lock(db);
    let last = 0;
    for (let i = 0; i < events.length; i += CHUNK) {
      const rows = await db
        .insert(sysOrgOutbox)
        .values(events.slice(i, i + CHUNK))
        .returning({ id: sysOrgOutbox.id });
      for (const r of rows) last = Math.max(last, r.id);
    }
    return last;
  },

  /**
   * The outbox lock, held to the end of the transaction (re-entrant). Organisation changes
   * take it first, before the audit lock, so the two locks are always taken in one order.
   */
  async lock(db: Db): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(726421)`);
  },

  /** Events after `after` in cursor order; `orgIds` null reads every event. */
  read(db: Db, after: number, limit: number, orgIds: number[] | null): Promise<OutboxRecord[]> {
    return db
      .select()
      .from(sysOrgOutbox)
      .where(and(gt(sysOrgOutbox.id, after), orgIds === null ? undefined : eventScope(orgIds)))
      .orderBy(asc(sysOrgOutbox.id))
      .limit(limit);
  },
};
