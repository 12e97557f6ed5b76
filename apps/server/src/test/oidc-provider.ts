import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

/**
 * A real, minimal OpenID provider on 127.0.0.1 for the external-link sign-in tests:
 * discovery, a JWKS with one RS256 key, an authorization endpoint (the user is named by
 * `login_hint`; it redirects back with a code and the client's state, and puts the client's
 * nonce in the ID token), and an authorization-code token endpoint that checks the client's
 * credentials, the redirect URI and the code (each code works once).
 */

export type OidcClientRegistration = { clientId: string; clientSecret: string; redirectUri: string };

/** How the ID token behind a code is made; the defaults give a valid token. */
export type IdTokenOptions = {
  /** 'foreign' signs with a key that is not in the JWKS (same kid), as a forger would. */
  signWith?: 'provider' | 'foreign';
  issuer?: string;
  audience?: string;
  /** Seconds from now; negative for an expired token; null leaves exp out. */
  expiresIn?: number | null;
  extraClaims?: Record<string, unknown>;
};

export type OidcProvider = {
  issuer: string;
  /** The client the provider accepts; mutable, e.g. to rotate the secret in a test. */
  registration: OidcClientRegistration;
  /** Registers a code that yields an ID token naming `account` (claim preferred_username). */
  issueCode(account: string, opts?: IdTokenOptions): string;
  /** The form bodies the token endpoint received, to check what the client sent. */
  tokenRequests: URLSearchParams[];
  close(): Promise<void>;
};

type Keys = { kid: string; privateKey: CryptoKey; foreignKey: CryptoKey; jwk: JWK };

async function makeKeys(): Promise<Keys> {
  const kid = crypto.randomUUID();
  const own = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(own.publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey: own.privateKey, foreignKey: foreign.privateKey, jwk };
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the provider on an ephemeral port for one registered client. */
export async function startOidcProvider(registration: OidcClientRegistration): Promise<OidcProvider> {
  const client = { ...registration };
  const keys = await makeKeys();
  const codes = new Map<string, { account: string; opts: IdTokenOptions }>();
  const tokenRequests: URLSearchParams[] = [];
  let issuer = '';

  async function idToken(account: string, opts: IdTokenOptions): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const jwt = new SignJWT({ preferred_username: account, ...opts.extraClaims })
      .setProtectedHeader({ alg: 'RS256', kid: keys.kid, typ: 'JWT' })
      .setIssuer(opts.issuer ?? issuer)
      .setAudience(opts.audience ?? client.clientId)
      .setSubject(`sub-${account}`)
      .setIssuedAt(now);
    const expiresIn = opts.expiresIn === undefined ? 300 : opts.expiresIn;
    if (expiresIn !== null) jwt.setExpirationTime(now + expiresIn);
    return jwt.sign(opts.signWith === 'foreign' ? keys.foreignKey : keys.privateKey);
  }

  /** GET /authorize: signs in `login_hint` at once and sends the browser back with a code. */
  function authorize(url: URL, res: http.ServerResponse) {
    const q = url.searchParams;
    if (q.get('response_type') !== 'code' || q.get('client_id') !== client.clientId || q.get('redirect_uri') !== client.redirectUri) {
      return json(res, 400, { error: 'invalid_request' });
    }
    const code = crypto.randomBytes(16).toString('base64url');
    const nonce = q.get('nonce');
    codes.set(code, { account: q.get('login_hint') ?? '', opts: nonce ? { extraClaims: { nonce } } : {} });
    const back = new URL(client.redirectUri);
    back.searchParams.set('code', code);
    if (q.get('state') !== null) back.searchParams.set('state', q.get('state')!);
    res.writeHead(302, { location: back.toString(), 'cache-control': 'no-store' });
    res.end();
  }

  async function token(req: http.IncomingMessage, res: http.ServerResponse) {
    const form = new URLSearchParams(await readBody(req));
    tokenRequests.push(form);
    if (form.get('client_id') !== client.clientId || form.get('client_secret') !== client.clientSecret) {
      return json(res, 401, { error: 'invalid_client' });
    }
    if (form.get('grant_type') !== 'authorization_code') return json(res, 400, { error: 'unsupported_grant_type' });
    const grant = codes.get(form.get('code') ?? '');
    if (!grant || form.get('redirect_uri') !== client.redirectUri) return json(res, 400, { error: 'invalid_grant' });
    codes.delete(form.get('code')!);
    const id_token = await idToken(grant.account, grant.opts);
    return json(res, 200, { access_token: crypto.randomUUID(), token_type: 'Bearer', expires_in: 300, id_token });
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const route = `${req.method} ${url.pathname}`;
    const answer =
      route === 'GET /.well-known/openid-configuration'
        ? json(res, 200, {
            issuer,
            authorization_endpoint: `${issuer}/authorize`,
            token_endpoint: `${issuer}/token`,
            jwks_uri: `${issuer}/jwks`,
            response_types_supported: ['code'],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: ['RS256'],
          })
        : route === 'GET /jwks'
          ? json(res, 200, { keys: [keys.jwk] })
          : route === 'GET /authorize'
            ? authorize(url, res)
            : route === 'POST /token'
              ? token(req, res)
              : json(res, 404, { error: 'not_found' });
    Promise.resolve(answer).catch(() => json(res, 500, { error: 'server_error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    registration: client,
    tokenRequests,
    issueCode(account, opts = {}) {
      const code = crypto.randomBytes(16).toString('base64url');
      codes.set(code, { account, opts });
      return code;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
