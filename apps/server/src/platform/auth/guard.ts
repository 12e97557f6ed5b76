import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CODE, DomainError, fail } from '@carbon/domain';
import type { Db } from '../db/database.js';
import type { SessionStore } from './sessions.js';
import type { TokenClaims, TokenService } from './tokens.js';
import { userHasPermission } from './grants.repo.js';
import { isSuperAdmin } from './super-admin.js';

/** The bearer token of a request: null when absent (an empty value or "undefined" counts as absent). */
export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header || header === 'undefined' || header.trim() === '') return null;
  if (!header.startsWith('Bearer ')) throw fail(CODE.TOKEN_TYPE);
  const token = header.slice('Bearer '.length).trim();
  return token === '' || token === 'undefined' ? null : token;
}

export type Authenticator = ReturnType<typeof createAuthenticator>;

/** Tokens whose signature this process has checked (a session sends the same one on every request). */
const VERIFIED_MAX = 10_000;

/** The `exp` claim (seconds) of a token whose signature has been verified. */
function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
  return typeof payload.exp === 'number' ? payload.exp : 0;
}

/**
 * Resolves a request's token to its live session user, or throws the contract's auth code.
 * A token's signature and claims never change, so a verified one is remembered until it
 * expires; whether its session still lives is asked at every request (sessions.ts).
 */
export function createAuthenticator(deps: { tokens: TokenService; sessions: SessionStore }) {
  const verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();

  async function claimsOf(token: string): Promise<TokenClaims | null> {
    const known = verified.get(token);
    if (known && Date.now() < known.expiresAtMs) return known.claims;
    verified.delete(token);
    const claims = await deps.tokens.verify(token);
    if (!claims) return null;
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, expiresAtMs: expiryOf(token) * 1000 });
    return claims;
  }

  return async function authenticate(req: FastifyRequest) {
    const token = bearerToken(req);
    if (!token) throw fail(CODE.TOKEN_EMPTY);
    const claims = await claimsOf(token);
    if (!claims) throw fail(CODE.TOKEN_ERROR);
    const user = await deps.sessions.resolve(claims.sessionId, claims.userId);
    if (!user) throw fail(CODE.LOGIN_EXPIRED);
    return user;
  };
}

/**
 * Enforces every route's declared permission before its body is even validated:
 * anonymous → 1011004, dead session → 1011008, missing grant → 1013002 (worded by the
 * route's `denied` message when its contract gives one).
 * A route without a declaration cannot be registered (see route-registry.ts).
 */
export function installGuard(app: FastifyInstance, deps: { db: Db; authenticate: Authenticator }) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    const { permission, duringPasswordChange, denied } = req.routeOptions.config;
    if (!permission || permission === 'public') return;
    const user = await deps.authenticate(req);
    req.user = user;
    if (user.mustChangePassword && !duringPasswordChange) throw fail(CODE.PASSWORD_CHANGE_REQUIRED);
    if (permission === 'authenticated' || isSuperAdmin(user)) return;
    if (!(await userHasPermission(deps.db, user.id, permission))) {
      req.log.info({ userId: user.id, permission, url: req.url }, 'access denied');
      throw denied ? new DomainError(CODE.NO_PERMISSION, denied) : fail(CODE.NO_PERMISSION);
    }
  });
}

/** The signed-in user of a route declared non-public (the guard guarantees it). */
export function currentUser(req: FastifyRequest) {
  if (!req.user) throw fail(CODE.NO_LOGIN_USER);
  return req.user;
}
