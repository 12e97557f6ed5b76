import crypto from 'node:crypto';

/**
 * The kit of links opened without signing in (certificate share links, the cockpit's display links): the token, what
 * is stored of it, a link's state and what a use of it comes to. The columns are `shareLink()` and `linkUse()`
 * (platform/db/schema/columns.ts).
 */

/** Who used a link: the client's address (as TRUST_PROXY resolves it) and browser. */
export type Visitor = { ip: string; userAgent: string };
/** What a link is now. */
export type LinkState = 'active' | 'expired' | 'revoked';
/** What one use of a token came to (`deleted`: the link lives, what it opens does not). */
export type LinkOutcome = 'unknown' | 'deleted' | 'revoked' | 'expired' | 'ok';
type Stored = { revokedAt: Date | null; expiresAt: Date };

const DAY_MS = 24 * 60 * 60 * 1000;
/** 32 random bytes: 256 bits, base64url (43 characters). */
const TOKEN_BYTES = 32;
/** The token's first characters, stored to tell links apart. */
const HINT_LENGTH = 6;
/** The browser as stored in a use log, at most this long. */
const USER_AGENT_MAX = 500;

/** SHA-256 of a token (hex): the only form a token is stored or looked up in. */
export const tokenHash = (token: string): string => crypto.createHash('sha256').update(token, 'utf8').digest('hex');

/** A new link's token (shown once) and the columns stored for it, expiring `days` days after `now`. */
export function newShareToken(now: Date, days: number): { token: string; tokenHash: string; tokenHint: string; expiresAt: Date } {
  const token = crypto.randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: tokenHash(token), tokenHint: token.slice(0, HINT_LENGTH), expiresAt: new Date(now.getTime() + days * DAY_MS) };
}

export const linkState = (l: Stored, now: Date): LinkState =>
  l.revokedAt ? 'revoked' : l.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';

/** What using `l` (undefined: no link has the token) comes to at `now`; `gone`: what it opens no longer exists. */
export function useOutcome(l: Stored | undefined, now: Date): Exclude<LinkOutcome, 'deleted'>;
export function useOutcome(l: Stored | undefined, now: Date, gone: boolean): LinkOutcome;
export function useOutcome(l: Stored | undefined, now: Date, gone = false): LinkOutcome {
  if (!l) return 'unknown';
  if (gone) return 'deleted';
  const state = linkState(l, now);
  return state === 'active' ? 'ok' : state;
}

/** The visitor's browser as logged. */
export const loggedAgent = (visitor: Visitor): string => visitor.userAgent.slice(0, USER_AGENT_MAX);

/** The `linkUse()` columns of one use: at `now`, by `visitor`, for `kind`, coming to `outcome`. */
export const linkUseOf = <K extends string, O extends string>(visitor: Visitor, now: Date, kind: K, outcome: O) => ({
  at: now,
  ip: visitor.ip,
  userAgent: loggedAgent(visitor),
  kind,
  outcome,
});

/** A logged use as a list shows it: the time in ISO form, `kind` and `outcome` as the values the log was written with. */
export const shownUse = <K extends string, O extends string>(u: {
  at: Date;
  ip: string;
  userAgent: string;
  kind: string;
  outcome: string;
}) => ({
  at: u.at.toISOString(),
  ip: u.ip,
  userAgent: u.userAgent,
  kind: u.kind as K,
  outcome: u.outcome as O,
});

/** When a link expired, for the refusal's text: `2026-05-01 08:00 UTC`. */
export const shownAt = (d: Date): string => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
