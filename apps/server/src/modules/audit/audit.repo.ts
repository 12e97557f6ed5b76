import { and, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AuditFilter } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { sysAudit, sysOrg } from '../../platform/db/schema/index.js';
import { scopeCondition, type DataScope } from '../../platform/auth/data-scope.js';
import { subtreeOf } from '../../platform/db/sql-kit.js';

export type AuditRecord = typeof sysAudit.$inferSelect;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** `from` (inclusive): a day means its first instant, in UTC. */
function fromCondition(from: string | undefined): SQL | undefined {
  if (!from) return undefined;
  return gte(sysAudit.at, new Date(DAY.test(from) ? `${from}T00:00:00Z` : from));
}

/** `to` (inclusive): a day means up to its end, in UTC. */
function toCondition(to: string | undefined): SQL | undefined {
  if (!to) return undefined;
  if (DAY.test(to)) return lt(sysAudit.at, new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS));
  return lte(sysAudit.at, new Date(to));
}

/** An account name, or a user id (digits match either). */
function actorCondition(actor: string | undefined): SQL | undefined {
  if (!actor) return undefined;
  if (!/^\d{1,18}$/.test(actor)) return eq(sysAudit.actorAccount, actor);
  return or(eq(sysAudit.actorId, Number(actor)), eq(sysAudit.actorAccount, actor));
}

/** Records about the organisation or any organisation below it. */
function orgCondition(db: Db, orgId: string | undefined): SQL | undefined {
  if (!orgId) return undefined;
  const id = Number(orgId);
  const subtree = db
    .select({ id: sysOrg.id })
    .from(sysOrg)
    .where(subtreeOf(sysOrg.id, sysOrg.pids, id));
  return inArray(sysAudit.orgId, subtree);
}

/**
 * The search condition: the filter, and the caller's data scope — a caller who does not see
 * everything sees records about organisations in scope, and their own actions.
 */
export function auditCondition(db: Db, f: AuditFilter, scope: DataScope, selfId: number): SQL | undefined {
  const scoped = scope.all ? undefined : or(scopeCondition(scope, sysAudit.orgId), eq(sysAudit.actorId, selfId));
  return and(
    scoped,
    actorCondition(f.actor),
    f.entity ? eq(sysAudit.entity, f.entity) : undefined,
    f.entityId ? eq(sysAudit.entityId, f.entityId) : undefined,
    f.action ? eq(sysAudit.action, f.action) : undefined,
    fromCondition(f.from),
    toCondition(f.to),
    orgCondition(db, f.orgId),
  );
}

/** Drizzle queries of the audit search; the trail itself is written by platform/audit. */
export const auditRepo = {
  async count(db: Db, where: SQL | undefined): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sysAudit)
      .where(where);
    return row?.n ?? 0;
  },

  /** Newest first. */
  async rows(db: Db, where: SQL | undefined, limit: number, offset = 0): Promise<AuditRecord[]> {
    return db.select().from(sysAudit).where(where).orderBy(desc(sysAudit.id)).limit(limit).offset(offset);
  },
};
