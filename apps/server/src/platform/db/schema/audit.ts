import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, id, ref } from './columns.js';

/**
 * The append-only audit trail (ADR 004). A trigger refuses UPDATE and DELETE; each row
 * carries the hash of the previous one, so a changed or removed row breaks the chain.
 */
export const sysAudit = pgTable(
  'sys_audit',
  {
    id: id(),
    at: at('at').notNull(),
    actorId: ref('actor_id'),
    actorAccount: text('actor_account'),
    /** The actor's role codes, comma-separated, at the time. */
    actorRoles: text('actor_roles'),
    /** The organisation the change concerns (for searching by organisation and data scope). */
    orgId: ref('org_id'),
    /** create | update | delete | login | logout | login-failed | denied | export | import | recalculate ... */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    requestId: text('request_id'),
    ip: text('ip'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('sys_audit_at_idx').on(t.at),
    index('sys_audit_entity_idx').on(t.entity, t.entityId),
    index('sys_audit_actor_idx').on(t.actorId),
  ],
);
