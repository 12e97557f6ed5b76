import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { authContract, CODE, fail } from '@carbon/domain';
import type { Config } from '../config.js';

/**
 * Request rate limits (issue 8, security 7), in fixed one-minute windows:
 * - sign-in (login, OIDC) and captcha: per client address, before the password or the
 *   captcha costs anything;
 * - every other API route: per signed-in user, or per address when anonymous. The check runs
 *   after the guard (a route hook runs after the app's onRequest hooks), so it knows the user;
 *   calls the guard refuses never reach it, and are bounded by the denied-audit gate below.
 * Over the limit: HTTP 429, `Retry-After`, and the envelope 1015004 in the caller's language.
 * The counters live in each process (a cluster of N processes allows N times the figure): a
 * shared counter would cost a database round trip on every request.
 */
export type RateLimits = Config['rateLimit'];

const e = authContract.endpoints;
const SIGN_IN = new Set<string>([e.login.path, e.oauthToken.path, e.oauthAuthorize.path]);
const CAPTCHA = new Set<string>([e.captcha.path, e.captchaGet.path]);
const WINDOW_MS = 60_000;

type Bucket = 'signIn' | 'captcha' | 'api';

function bucketOf(req: FastifyRequest): Bucket | null {
  const url = req.routeOptions.url ?? '';
  if (SIGN_IN.has(url)) return 'signIn';
  if (CAPTCHA.has(url)) return 'captcha';
  return url.startsWith('/api/main/') ? 'api' : null;
}

/** The counter a request counts against: `<bucket>|<user or address>`. */
function keyOf(req: FastifyRequest): string {
  const bucket = bucketOf(req) ?? 'none';
  if (bucket === 'api' && req.user) return `api|user:${req.user.id}`;
  return `${bucket}|ip:${normalizeIP(req.ip)}`;
}

/** The refusal: 1015004 with the seconds to wait (sent as HTTP 429 by the error handler). */
export const rateLimited = (seconds: number) => fail(CODE.RATE_LIMITED, { seconds });

/** Registers the limits on every route registered after it (call before the modules' routes). */
export async function installRateLimits(app: FastifyInstance, limits: RateLimits): Promise<void> {
  const maxOf = (req: FastifyRequest) => {
    const bucket = bucketOf(req);
    return bucket ? limits[bucket] : 0;
  };
  await app.register(rateLimit, {
    global: true,
    hook: 'onRequest',
    timeWindow: WINDOW_MS,
    cache: 10_000,
    keyGenerator: keyOf,
    max: (req) => maxOf(req),
    // 0 = unlimited; static files, /api/health and /api/docs are never limited
    allowList: (req) => maxOf(req) === 0,
    errorResponseBuilder: (_req, ctx) => rateLimited(Math.max(1, Math.ceil(ctx.ttl / 1000))),
  });
}

/**
 * Bounds the audit records of denied calls (1013002, 1013003) per user: the first `perMinute`
 * of a minute are audited one by one, the next one writes a single summary record, the rest of
 * that minute only go to the log. A user hammering a forbidden route cannot grow the audit
 * trail without bound. Per process, like the rate limits; 0 = audit every denial.
 */
export function createDeniedAuditGate(perMinute: number, now: () => number = Date.now) {
  let windowStart = 0;
  const counts = new Map<string, number>();
  return {
    /** 'audit' this denial, write the one 'summary' of this minute, or 'skip' it. */
    take(req: Pick<FastifyRequest, 'user' | 'ip'>): 'audit' | 'summary' | 'skip' {
      if (perMinute === 0) return 'audit';
      const t = now();
      if (t - windowStart >= WINDOW_MS) {
        windowStart = t; // a window opens with the first denial after the last one closed
        counts.clear();
      }
      const key = req.user ? `user:${req.user.id}` : `ip:${req.ip}`;
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      return n <= perMinute ? 'audit' : n === perMinute + 1 ? 'summary' : 'skip';
    },
  };
}

export type DeniedAuditGate = ReturnType<typeof createDeniedAuditGate>;
