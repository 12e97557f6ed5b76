import type { OrgEventType, OrgFeedPage, OrgFeedPayload } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { Clock } from '../../platform/auth/sessions.js';
import { orgScopeCondition, resolveDataScope } from '../../platform/auth/data-scope.js';
import type { RequestContext } from '../../platform/http/context.js';
import { orgRepo, type OrgRecord } from './org.repo.js';
import { outboxRepo } from './outbox.repo.js';
import { toFeedPayload } from './org.view.js';

/** Writing events: called by every organisation change inside its own transaction. */
export const orgEvents = {
  append(tx: Db, type: OrgEventType, rows: OrgRecord[], actorId: number | null, at: Date): Promise<number> {
    return outboxRepo.append(
      tx,
      rows.map((r) => ({ eventType: type, orgId: r.id, payload: toFeedPayload(r), createdAt: at, createdBy: actorId })),
    );
  },
};

/**
 * The organisation outbox for downstream systems (docs/decisions/005-org-outbox.md):
 * sendOrgData re-publishes every live organisation in scope as `org.snapshot` events;
 * the feed serves events in cursor order to subscribers that poll.
 */
export type OutboxDeps = { db: Db; clock: Clock; mutate: Mutate };

export function createOutboxService({ db, clock, mutate }: OutboxDeps) {
  return {
    async sendOrgData(ctx: RequestContext): Promise<{ events: number; lastCursor: string }> {
      const scope = await ctx.scope();
      return mutate(ctx, async (tx, audit) => {
        const rows = await orgRepo.list(tx, orgScopeCondition(scope));
        const last = await orgEvents.append(tx, 'org.snapshot', rows, ctx.actor.id, clock.now());
        const result = { events: rows.length, lastCursor: String(last) };
        await audit({ action: 'publish', entity: 'sysOrg', entityId: null, after: result });
        return result;
      });
    },

    async feed(ctx: RequestContext, after: string, limit: number): Promise<OrgFeedPage> {
      // deleted organisations stay in the scope here, so their deletion events stay visible
      const scope = await resolveDataScope(db, ctx.user, { includeDeleted: true });
      const rows = await outboxRepo.read(db, Number(after), limit, scope.all ? null : scope.orgIds);
      const events = rows.map((r) => ({
        cursor: String(r.id),
        type: r.eventType as OrgEventType,
        orgId: String(r.orgId),
        payload: r.payload as OrgFeedPayload,
        createdAt: r.createdAt.toISOString(),
      }));
      return { events, nextCursor: events.at(-1)?.cursor ?? after };
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
