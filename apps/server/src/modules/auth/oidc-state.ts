import crypto from 'node:crypto';

/**
 * The `state` and `nonce` of an OIDC sign-in, made and checked by the server without storage
 * (any process sharing the JWT secret can check them):
 * - a random binding goes to the browser in an HttpOnly cookie (path /api/main/oauth);
 * - state = payload (expiry, random) + HMAC(key, payload, binding): it is ours, unexpired,
 *   and comes back from the browser that started the sign-in (no login CSRF with someone
 *   else's code and state);
 * - nonce = HMAC(key, state): the ID token must carry it, so a token issued for another
 *   sign-in (replayed, or injected) is refused.
 */
export const OIDC_COOKIE = 'cs_oidc';
const COOKIE_PATH = '/api/main/oauth';
export const STATE_TTL_MS = 10 * 60_000;

const b64 = (buf: Buffer) => buf.toString('base64url');

export type OidcStateKit = ReturnType<typeof createOidcStateKit>;

export function createOidcStateKit(secret: Uint8Array, now: () => Date) {
  // A key of its own, derived from the JWT secret: a state can never pass for a token or the reverse.
  const key = crypto.createHmac('sha256', secret).update('carbon-steward/oidc-state').digest();
  const mac = (...parts: string[]) => b64(crypto.createHmac('sha256', key).update(parts.join('\n')).digest());

  function cookie(value: string, maxAgeSeconds: number, secure: boolean): string {
    return [`${OIDC_COOKIE}=${value}`, `Path=${COOKIE_PATH}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax']
      .concat(secure ? ['Secure'] : [])
      .join('; ');
  }

  return {
    /** A new sign-in: its state, nonce and the Set-Cookie that binds them to this browser. */
    issue(secure: boolean): { state: string; nonce: string; setCookie: string } {
      const binding = b64(crypto.randomBytes(32));
      const payload = b64(Buffer.from(JSON.stringify({ e: now().getTime() + STATE_TTL_MS, r: b64(crypto.randomBytes(16)) })));
      const state = `${payload}.${mac('state', payload, binding)}`;
      return { state, nonce: mac('nonce', state), setCookie: cookie(binding, STATE_TTL_MS / 1000, secure) };
    },

    /** The nonce the ID token must carry, or why the state is refused. */
    check(state: string | undefined, cookieHeader: string | undefined): { nonce: string } | { refused: string } {
      if (!state) return { refused: 'no state' };
      const binding = readCookie(cookieHeader, OIDC_COOKIE);
      if (!binding) return { refused: 'no sign-in was started in this browser (cookie missing)' };
      const [payload = '', signature = '', ...rest] = state.split('.');
      const expected = mac('state', payload, binding);
      if (rest.length > 0 || !safeEqual(signature, expected)) return { refused: 'state not issued to this browser' };
      let expires: unknown;
      try {
        expires = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { e?: unknown }).e;
      } catch {
        return { refused: 'malformed state' };
      }
      if (typeof expires !== 'number' || expires <= now().getTime()) return { refused: 'state expired' };
      return { nonce: mac('nonce', state) };
    },

    /** The Set-Cookie that removes the binding once the sign-in is over. */
    clearCookie: (secure: boolean) => cookie('', 0, secure),
  };
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=') || undefined;
  }
  return undefined;
}
