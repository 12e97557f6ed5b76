import {
  CERTIFICATE_AUDIT,
  CERTIFICATE_CODE,
  SHARE_PAGE_PATH,
  STATUS,
  toPage,
  type AccessKind,
  type AccessOutcome,
  type CertificateAccessRow,
  type CertificateShareRequest,
  type CertificateShareResult,
  type CertificateShareRow,
  type Page,
  type SharedCertificate,
  fail,
} from '@carbon/domain';
import type { DataScope } from '../../platform/auth/data-scope.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { RequestContext } from '../../platform/http/context.js';
import { statementOf } from './certificate.view.js';
import { certificateRepo, type CertificateRecord, type ShareListed, type ShareRecord } from './certificate.repo.js';

import type { StoredFile } from '../../platform/files/send.js';
import { linkState, linkUseOf, newShareToken, shownAt, shownUse, tokenHash, useOutcome } from '../../platform/auth/share-links.js';
import type { Visitor } from '../../platform/auth/share-links.js';

type ShareDeps = {
  db: Db;
  mutate: Mutate;
  clock: Clock;
  inScope: (scope: DataScope, id: number, tx?: Db, lock?: boolean) => Promise<CertificateRecord>;
  open: (c: CertificateRecord) => Promise<StoredFile>;
};

const ENTITY = CERTIFICATE_AUDIT.share;

const toShareRow = (l: ShareListed, now: Date): CertificateShareRow => ({
  id: String(l.s.id),
  certificateId: String(l.s.certificateId),
  tokenHint: l.s.tokenHint,
  state: linkState(l.s, now),
  expiresAt: l.s.expiresAt.toISOString(),
  revokedAt: l.s.revokedAt?.toISOString() ?? null,
  revokedByName: l.revokedByName,
  createdByName: l.createdByName,
  createdAt: l.s.createdAt.toISOString(),
  accessCount: l.accessCount,
  lastAccessAt: l.lastAccessAt?.toISOString() ?? null,
});

const toShared = (c: CertificateRecord, orgName: string, s: ShareRecord): SharedCertificate => ({
  year: c.year,
  orgName,
  ...statementOf(c),
  createdAt: c.createdAt.toISOString(),
  expiresAt: s.expiresAt.toISOString(),
});

/**
 * Share links (issue 11): an unguessable token (256 random bits; only its SHA-256 is stored)
 * with an expiry, revocable; the public calls answer while it lives and log every access,
 * refused ones included, for the certificate's managers.
 */
export function createCertificateShareService({ db, mutate, clock, inScope, open }: ShareDeps) {
  /** Resolves a token to its certificate, logging the access whatever it comes to; refuses all but a live link. */
  async function resolve(token: string, visitor: Visitor, kind: AccessKind): Promise<{ c: CertificateRecord; s: ShareRecord }> {
    const now = clock.now();
    const s = await certificateRepo.findShareByHash(db, tokenHash(token));
    const c = s ? await certificateRepo.findAny(db, s.certificateId) : undefined;
    const outcome: AccessOutcome = useOutcome(s, now, !c || c.status === STATUS.DELETED);
    // The access log is not the audit trail of changes: an anonymous read has no actor to audit (mutate needs one).
    await certificateRepo.logAccess(db, {
      shareId: s?.id ?? null,
      certificateId: s?.certificateId ?? null,
      ...linkUseOf(visitor, now, kind, outcome),
    });
    if (outcome === 'unknown') throw fail(CERTIFICATE_CODE.SHARE_UNKNOWN);
    if (outcome === 'deleted') throw fail(CERTIFICATE_CODE.NOT_EXIST);
    if (outcome === 'revoked') throw fail(CERTIFICATE_CODE.SHARE_REVOKED);
    if (outcome === 'expired') throw fail(CERTIFICATE_CODE.SHARE_EXPIRED, { at: shownAt(s!.expiresAt) });
    return { c: c!, s: s! };
  }

  async function shareListed(tx: Db, id: number): Promise<CertificateShareRow> {
    const l = await certificateRepo.findShareListed(tx, id);
    if (!l) throw fail(CERTIFICATE_CODE.SHARE_NOT_EXIST);
    return toShareRow(l, clock.now());
  }

  return {
    /** A new link to the certificate's read-only page, absolute on `origin`; the token is shown this once. */
    async share(ctx: RequestContext, b: CertificateShareRequest, origin: string): Promise<CertificateShareResult> {
      const scope = await ctx.scope();
      const id = Number(b.id);
      return mutate(ctx, async (tx, audit) => {
        const c = await inScope(scope, id, tx, true);
        const now = clock.now();
        const { token, ...stored } = newShareToken(now, b.expiresInDays);
        const s = await certificateRepo.insertShare(tx, { certificateId: c.id, ...stored, createdBy: ctx.user.id, createdAt: now });
        const after = await shareListed(tx, s.id);
        await audit({ action: 'share', entity: ENTITY, entityId: after.id, orgId: c.orgId, after });
        const url = `${origin.replace(/\/+$/, '')}${SHARE_PAGE_PATH}/${token}`;
        return { id: after.id, url, token, expiresAt: after.expiresAt };
      });
    },

    /** The certificate's links, newest first, with their state and accesses. */
    async list(ctx: RequestContext, certificateId: number): Promise<CertificateShareRow[]> {
      await inScope(await ctx.scope(), certificateId);
      const now = clock.now();
      return (await certificateRepo.listShares(db, certificateId)).map((l) => toShareRow(l, now));
    },

    /** Ends a link now; revoking a revoked link changes nothing. */
    async revoke(ctx: RequestContext, shareId: number): Promise<CertificateShareRow> {
      const scope = await ctx.scope();
      const s = await certificateRepo.findShare(db, shareId);
      if (!s) throw fail(CERTIFICATE_CODE.SHARE_NOT_EXIST);
      await inScope(scope, s.certificateId);
      if (s.revokedAt) return shareListed(db, shareId);
      return mutate(ctx, async (tx, audit) => {
        const c = await inScope(scope, s.certificateId, tx, true);
        const before = await shareListed(tx, shareId);
        if (!(await certificateRepo.revokeShare(tx, shareId, ctx.user.id, clock.now()))) return before;
        const after = await shareListed(tx, shareId);
        await audit({ action: 'revoke', entity: ENTITY, entityId: after.id, orgId: c.orgId, before, after });
        return after;
      });
    },

    /** Every access through the certificate's links (or one link's), newest first. */
    async accesses(
      ctx: RequestContext,
      q: { id: string; shareId?: string | undefined; pageNo: number; pageSize: number },
    ): Promise<Page<CertificateAccessRow>> {
      await inScope(await ctx.scope(), Number(q.id));
      const shareId = q.shareId === undefined ? undefined : Number(q.shareId);
      const { rows, total } = await certificateRepo.accessPage(db, Number(q.id), shareId, q.pageNo, q.pageSize);
      const out = rows.map(({ a, tokenHint }) => ({
        id: String(a.id),
        shareId: String(a.shareId),
        tokenHint,
        ...shownUse<AccessKind, AccessOutcome>(a),
      }));
      return toPage(out, total, q.pageNo, q.pageSize);
    },

    /** Public: the certificate's fields while the link lives. */
    async shared(token: string, visitor: Visitor): Promise<SharedCertificate> {
      const { c, s } = await resolve(token, visitor, 'view');
      const listed = await certificateRepo.findListed(db, c.id, clock.now());
      return toShared(c, listed?.orgName ?? '', s);
    },

    /** Public: the certificate's file while the link lives (inline). */
    async sharedFile(token: string, visitor: Visitor): Promise<StoredFile> {
      const { c } = await resolve(token, visitor, 'file');
      return open(c);
    },
  };
}
