import { createRemoteJWKSet, jwtVerify } from 'jose';
import { CODE, DomainError } from '@carbon/domain';
import type { Config } from '../../platform/config.js';
import { createOidcStateKit } from './oidc-state.js';

type Discovery = { issuer: string; authorization_endpoint: string; token_endpoint: string; jwks_uri: string };
const TIMEOUT_MS = 10_000;
/** Clients get a generic reason; the provider's own words go to the log via `cause`. */
const fail = (code: number, cause?: unknown) => {
  const err = new DomainError(code, `error.${code}`, { reason: 'the provider did not confirm the sign-in' });
  if (cause !== undefined) (err as Error & { cause?: unknown }).cause = cause;
  return err;
};

export type OidcDeps = {
  /** The JWT secret: the state's key is derived from it, so every process can check a state. */
  secret: Uint8Array;
  now: () => Date;
  fetch?: typeof fetch | undefined;
};

/**
 * The external-link login (spec §7 oauth/getToken) as an OpenID Connect authorization-code
 * flow with the configured provider: authorize (state + nonce bound to the browser) → the
 * provider → code and state → token endpoint → verified ID token with our nonce → the claim
 * that names the local account.
 */
export function createOidcClient(config: Config['oidc'], deps: OidcDeps) {
  const fetchImpl = deps.fetch ?? fetch;
  const states = createOidcStateKit(deps.secret, deps.now);
  let discovery: Promise<Discovery> | undefined;
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

  const configured = () => Boolean(config.issuer && config.clientId && config.clientSecret && config.redirectUri);

  async function discover(): Promise<Discovery> {
    discovery ??= fetchImpl(`${config.issuer!.replace(/\/$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).then(async (r) => {
      if (!r.ok) throw new Error(`discovery answered ${r.status}`);
      const d = (await r.json()) as Discovery;
      if (d.issuer.replace(/\/$/, '') !== config.issuer!.replace(/\/$/, '')) throw new Error('discovery names another issuer');
      return d;
    });
    return discovery.catch((e) => {
      discovery = undefined;
      throw e;
    });
  }

  /** Starts a sign-in: the provider's authorization URL, and the cookie binding it to this browser. */
  async function authorize(secure: boolean): Promise<{ url: string; setCookie: string }> {
    if (!configured()) throw fail(CODE.OAUTH_NOT_CONFIGURED);
    let meta: Discovery;
    try {
      meta = await discover();
    } catch (e) {
      throw fail(CODE.OAUTH_FAILED, e);
    }
    const { state, nonce, setCookie } = states.issue(secure);
    const url = new URL(meta.authorization_endpoint);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: config.clientId!,
      redirect_uri: config.redirectUri!,
      scope: 'openid profile',
      state,
      nonce,
    }).toString();
    return { url: url.toString(), setCookie };
  }

  /**
   * Checks the state against this browser's cookie, exchanges the code and returns the account
   * name the provider vouches for in an ID token carrying this sign-in's nonce.
   */
  async function accountForCode(code: string, state: string | undefined, cookieHeader: string | undefined): Promise<string> {
    if (!configured()) throw fail(CODE.OAUTH_NOT_CONFIGURED);
    // Before the code is spent: a state that is not this browser's own sign-in is refused.
    const checked = states.check(state, cookieHeader);
    if ('refused' in checked) throw fail(CODE.OAUTH_FAILED, checked.refused);
    let meta: Discovery;
    try {
      meta = await discover();
    } catch (e) {
      throw fail(CODE.OAUTH_FAILED, e);
    }
    const res = await fetchImpl(meta.token_endpoint, {
      method: 'POST',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: config.redirectUri!,
        client_id: config.clientId!,
        client_secret: config.clientSecret!,
      }),
    }).catch((e: unknown) => {
      throw fail(CODE.OAUTH_FAILED, e);
    });
    const body = (await res.json().catch(() => ({}))) as { id_token?: string; error?: string };
    if (!res.ok || !body.id_token) throw fail(CODE.OAUTH_FAILED, body.error ?? `token endpoint answered ${res.status}`);
    jwks ??= createRemoteJWKSet(new URL(meta.jwks_uri));
    try {
      const { payload } = await jwtVerify(body.id_token, jwks, {
        issuer: meta.issuer,
        audience: config.clientId!,
        requiredClaims: ['exp', 'iat', 'sub'],
        algorithms: ['RS256', 'ES256', 'PS256'],
      });
      if (payload.nonce !== checked.nonce) throw new Error('the ID token does not carry the nonce of this sign-in');
      const account = payload[config.accountClaim];
      if (typeof account !== 'string' || !account) throw new Error(`claim ${config.accountClaim} missing`);
      return account;
    } catch (e) {
      throw fail(CODE.OAUTH_FAILED, e);
    }
  }

  return { configured, authorize, accountForCode, clearCookie: states.clearCookie };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
