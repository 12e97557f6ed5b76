import { describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { linkState, linkUseOf, loggedAgent, newShareToken, shownAt, shownUse, tokenHash, useOutcome } from './share-links.js';

const now = new Date('2026-05-01T08:00:00Z');
const live = { revokedAt: null, expiresAt: new Date('2026-05-02T00:00:00Z') };
const expired = { revokedAt: null, expiresAt: now };
const revoked = { revokedAt: new Date('2026-04-30T00:00:00Z'), expiresAt: new Date('2026-05-02T00:00:00Z') };

describe('share links', () => {
  it('makes a 256-bit token, stores only its SHA-256 and its first six characters, expiring days later', () => {
    const a = newShareToken(now, 7);
    const b = newShareToken(now, 7);
    expect(a.token).not.toBe(b.token);
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.tokenHash).toBe(crypto.createHash('sha256').update(a.token).digest('hex'));
    expect(a.tokenHash).toBe(tokenHash(a.token));
    expect(a.tokenHint).toBe(a.token.slice(0, 6));
    expect(a.expiresAt.toISOString()).toBe('2026-05-08T08:00:00.000Z');
  });

  it('tells a link active, expired at its expiry instant, or revoked (revocation first)', () => {
    expect(linkState(live, now)).toBe('active');
    expect(linkState(expired, now)).toBe('expired');
    expect(linkState({ ...revoked, expiresAt: now }, now)).toBe('revoked');
  });

  it('says what a use comes to: unknown token, deleted target, revoked, expired, ok', () => {
    expect(useOutcome(undefined, now)).toBe('unknown');
    expect(useOutcome(undefined, now, true)).toBe('unknown');
    expect(useOutcome(live, now, true)).toBe('deleted');
    expect(useOutcome(revoked, now)).toBe('revoked');
    expect(useOutcome(expired, now)).toBe('expired');
    expect(useOutcome(live, now)).toBe('ok');
  });

  it('logs at most 500 characters of the browser and shows an expiry to the minute in UTC', () => {
    expect(loggedAgent({ ip: '1.2.3.4', userAgent: 'x'.repeat(600) })).toHaveLength(500);
    expect(shownAt(new Date('2026-05-01T08:00:59.999Z'))).toBe('2026-05-01 08:00 UTC');
  });

  it('gives the use log the columns of one use, the browser cut as logged', () => {
    const at = new Date('2026-05-01T08:00:00Z');
    expect(linkUseOf({ ip: '1.2.3.4', userAgent: 'y'.repeat(600) }, at, 'view', 'expired')).toEqual({
      at,
      ip: '1.2.3.4',
      userAgent: 'y'.repeat(500),
      kind: 'view',
      outcome: 'expired',
    });
    const logged = { id: 9, ...linkUseOf({ ip: '1.2.3.4', userAgent: 'z' }, at, 'view', 'ok') };
    expect(shownUse<'view', 'ok'>(logged)).toEqual({
      at: '2026-05-01T08:00:00.000Z',
      ip: '1.2.3.4',
      userAgent: 'z',
      kind: 'view',
      outcome: 'ok',
    });
  });
});
