import {
  COCKPIT_PATH,
  DISPLAY_AUDIT,
  DISPLAY_CODE,
  DISPLAY_TOKEN_PARAM,
  ORG_CODE,
  toPage,
  type DisplayLinkAddRequest,
  type DisplayLinkResult,
  type DisplayLinkRow,
  type DisplayOutcome,
  type DisplayUseKind,
  type DisplayUseRow,
  type Page,
  fail,
} from '@carbon/domain';
import { assertInScope, type DataScope } from '../../platform/auth/data-scope.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { RequestContext } from '../../platform/http/context.js';
import { linkState, linkUseOf, newShareToken, shownAt, shownUse, tokenHash, useOutcome } from '../../platform/auth/share-links.js';
import type { Visitor } from '../../platform/auth/share-links.js';
import { displayRepo, type LinkListed, type LinkRecord, linkScope } from './display.repo.js';

type Deps = { db: Db; mutate: Mutate; clock: Clock };

/** A live link's subtree: its root and every live organisation in it (the only data the token reveals). */
export type LinkSubtree = { link: LinkRecord; scope: DataScope };

const ENTITY = DISPLAY_AUDIT.link;
const toRow = (x: LinkListed, now: Date): DisplayLinkRow => ({
  id: String(x.l.id),
  name: x.l.name,
  orgId: String(x.l.orgId),
  orgName: x.orgName,
  tokenHint: x.l.tokenHint,
  state: linkState(x.l, now),
  expiresAt: x.l.expiresAt.toISOString(),
  revokedAt: x.l.revokedAt?.toISOString() ?? null,
  revokedByName: x.revokedByName,
  createdByName: x.createdByName,
  createdAt: x.l.createdAt.toISOString(),
  useCount: x.useCount,
  lastUseAt: x.lastUseAt?.toISOString() ?? null,
});

/**
 * Display links (issue 14): a wall screen's read-only access to the cockpit of one subtree.
 * An unguessable token (only its SHA-256 stored), an expiry, revocable; every use is logged,
 * refused ones included. Managed by whoever holds `display:link` for subtrees in their scope.
 */
export function createDisplayLinkService({ db, mutate, clock }: Deps) {
  async function listedRow(tx: Db, id: number): Promise<DisplayLinkRow> {
    const x = await displayRepo.findLinkListed(tx, id);
    if (!x) throw fail(DISPLAY_CODE.LINK_NOT_EXIST);
    return toRow(x, clock.now());
  }

  /** A link the caller may manage: its subtree root is in their scope. */
  async function managed(scope: DataScope, id: number): Promise<LinkRecord> {
    const l = await displayRepo.findLink(db, id);
    if (!l) throw fail(DISPLAY_CODE.LINK_NOT_EXIST);
    assertInScope(scope, l.orgId);
    return l;
  }

  return {
    /** A new link to the cockpit of `orgId`'s subtree, absolute on `origin`; the token is shown this once. */
    async add(ctx: RequestContext, b: DisplayLinkAddRequest, origin: string): Promise<DisplayLinkResult> {
      const scope = await ctx.scope();
      const orgId = Number(b.orgId);
      assertInScope(scope, orgId); // first: a foreign id must not reveal whether it exists
      const org = await displayRepo.liveOrg(db, orgId);
      if (!org) throw fail(ORG_CODE.NOT_EXIST, {}, 'orgId');
      return mutate(ctx, async (tx, audit) => {
        const now = clock.now();
        const { token, ...stored } = newShareToken(now, b.expiresInDays);
        const l = await displayRepo.insertLink(tx, { name: b.name, orgId, ...stored, createdBy: ctx.user.id, createdAt: now });
        const after = await listedRow(tx, l.id);
        await audit({ action: 'add', entity: ENTITY, entityId: after.id, orgId, after });
        const url = `${origin.replace(/\/+$/, '')}${COCKPIT_PATH}?${DISPLAY_TOKEN_PARAM}=${token}`;
        return { id: after.id, url, token, expiresAt: after.expiresAt };
      });
    },

    /** The links whose subtree root is in the caller's scope, newest first, with state and uses. */
    async page(ctx: RequestContext, q: { keyword?: string | undefined; pageNo: number; pageSize: number }): Promise<Page<DisplayLinkRow>> {
      const scope = await ctx.scope();
      const now = clock.now();
      const { rows, total } = await displayRepo.linkPage(db, linkScope(scope), q.keyword, q.pageNo, q.pageSize);
      return toPage(
        rows.map((x) => toRow(x, now)),
        total,
        q.pageNo,
        q.pageSize,
      );
    },

    /** Ends a link now; revoking a revoked link changes nothing (and writes nothing). */
    async revoke(ctx: RequestContext, id: number): Promise<DisplayLinkRow> {
      const l = await managed(await ctx.scope(), id);
      if (l.revokedAt) return listedRow(db, id);
      return mutate(ctx, async (tx, audit) => {
        const before = await listedRow(tx, id);
        if (!(await displayRepo.revokeLink(tx, id, ctx.user.id, clock.now()))) return before;
        const after = await listedRow(tx, id);
        await audit({ action: 'revoke', entity: ENTITY, entityId: after.id, orgId: l.orgId, before, after });
        return after;
      });
    },

    /** Every use of a link, newest first. */
    async uses(ctx: RequestContext, q: { linkId: string; pageNo: number; pageSize: number }): Promise<Page<DisplayUseRow>> {
      const linkId = Number(q.linkId);
      await managed(await ctx.scope(), linkId);
      const { rows, total } = await displayRepo.usePage(db, linkId, q.pageNo, q.pageSize);
      const out = rows.map((u) => ({ id: String(u.id), linkId: String(u.linkId), ...shownUse<DisplayUseKind, DisplayOutcome>(u) }));
      return toPage(out, total, q.pageNo, q.pageSize);
    },

    /**
     * Resolves a token to its live link and the link's subtree, logging the use whatever it
     * comes to; refuses all but a live link (2041001 unknown, 2041002 expired, 2041003 revoked).
     */
    async resolve(token: string, visitor: Visitor, kind: DisplayUseKind): Promise<LinkSubtree> {
      const now = clock.now();
      const l = await displayRepo.findLinkByHash(db, tokenHash(token));
      const outcome: DisplayOutcome = useOutcome(l, now);
      // The use log is not the audit trail of changes: an anonymous read has no actor to audit (mutate needs one).
      await displayRepo.logUse(db, { linkId: l?.id ?? null, ...linkUseOf(visitor, now, kind, outcome) });
      if (outcome === 'unknown') throw fail(DISPLAY_CODE.LINK_UNKNOWN);
      if (outcome === 'revoked') throw fail(DISPLAY_CODE.LINK_REVOKED);
      if (outcome === 'expired') throw fail(DISPLAY_CODE.LINK_EXPIRED, { at: shownAt(l!.expiresAt) });
      return { link: l!, scope: { all: false, orgIds: await displayRepo.subtreeIds(db, l!.orgId) } };
    },
  };
}

export type DisplayLinkService = ReturnType<typeof createDisplayLinkService>;
