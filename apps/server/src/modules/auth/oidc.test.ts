import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, dbKinds, DEMO, login, testClock, type Envelope, type TestApp } from '../../test/harness.js';
import { isEnvelope, leaks } from '../../test/fuzz.js';
import { startOidcProvider, type IdTokenOptions, type OidcProvider } from '../../test/oidc-provider.js';

/**
 * External-link sign-in (spec §7 GET /main/oauth/getToken) against a real OpenID provider
 * on 127.0.0.1: discovery, JWKS, token endpoint, RS256 ID tokens.
 */

const CLIENT = { clientId: 'carbon-steward', clientSecret: 's3cret-for-tests', redirectUri: 'http://localhost:5173/oauth/callback' };
const NOT_CONFIGURED = 10110013;
const FAILED = 10110014;

describe.each(dbKinds())('OIDC external-link sign-in (%s)', (kind) => {
  let provider: OidcProvider;
  let plain: TestApp;
  let t: TestApp;
  const clock = testClock();

  beforeAll(async () => {
    provider = await startOidcProvider(CLIENT);
    plain = await createTestApp({ kind });
    t = await createTestApp({
      kind,
      clock,
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: CLIENT.clientId,
        OIDC_CLIENT_SECRET: CLIENT.clientSecret,
        OIDC_REDIRECT_URI: CLIENT.redirectUri,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await plain?.close();
    await provider?.close();
  });

  /** A browser starts a sign-in at our server: the provider URL (state, nonce) and the cookie it was given. */
  async function start(app: TestApp = t) {
    const res = await app.app.inject({ method: 'GET', url: '/api/main/oauth/authorize' });
    const body = res.json<Envelope>();
    expect(body).toMatchObject({ success: true, code: 200 });
    const url = new URL((body.data as { url: string }).url);
    const setCookie = String(res.headers['set-cookie']);
    return {
      url,
      setCookie,
      cookie: setCookie.split(';')[0]!,
      state: url.searchParams.get('state')!,
      nonce: url.searchParams.get('nonce')!,
    };
  }

  async function getToken(app: TestApp, code: string, state?: string, cookie?: string) {
    const url = `/api/main/oauth/getToken?code=${encodeURIComponent(code)}${state === undefined ? '' : `&state=${encodeURIComponent(state)}`}`;
    const res = await app.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect(res.statusCode).toBe(200);
    const body = res.json<Envelope>();
    expect(isEnvelope(body)).toBe(true);
    expect(leaks(res.body, url)).toEqual([]);
    return body;
  }

  /** A whole sign-in whose ID token the provider makes with `opts` (and this sign-in's nonce). */
  async function exchange(account: string, opts: IdTokenOptions = {}) {
    const s = await start();
    const code = provider.issueCode(account, { ...opts, extraClaims: { nonce: s.nonce, ...opts.extraClaims } });
    return getToken(t, code, s.state, s.cookie);
  }

  it('answers 10110013 when no provider is configured', async () => {
    expect(await getToken(plain, 'x')).toMatchObject({ success: false, code: NOT_CONFIGURED, data: null });
  });

  it('signs in the account the provider names, with a working session token', async () => {
    const before = provider.tokenRequests.length;
    // The browser goes to the provider, signs in there and comes back with a code and our state.
    const s = await start();
    s.url.searchParams.set('login_hint', 'manager');
    const back = await fetch(s.url, { redirect: 'manual' });
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(CLIENT.redirectUri);
    expect(location.searchParams.get('state')).toBe(s.state);
    const code = location.searchParams.get('code')!;
    const body = await getToken(t, code, location.searchParams.get('state')!, s.cookie);
    expect(body).toMatchObject({ success: true, code: 200 });
    expect(body.data).toEqual(expect.any(String));

    const me = await t.app.inject({ method: 'GET', url: '/api/main/getLoginUser', headers: bearer(body.data as string) });
    expect(me.json()).toMatchObject({ success: true, data: { account: 'manager', adminType: 2 } });

    // What the server sent to the token endpoint (RFC 6749 §4.1.3).
    const sent = provider.tokenRequests.slice(before);
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0]!)).toMatchObject({
      grant_type: 'authorization_code',
      code,
      redirect_uri: CLIENT.redirectUri,
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
    });
  });

  it('refuses a code that the provider does not know', async () => {
    const s = await start();
    expect(await getToken(t, 'not-a-code', s.state, s.cookie)).toMatchObject({ success: false, code: FAILED, data: null });
  });

  it('refuses a code used a second time', async () => {
    const s = await start();
    const code = provider.issueCode('manager', { extraClaims: { nonce: s.nonce } });
    expect((await getToken(t, code, s.state, s.cookie)).success).toBe(true);
    expect(await getToken(t, code, s.state, s.cookie)).toMatchObject({ success: false, code: FAILED });
  });

  it('sends the browser to the provider with a state and a nonce of its own, bound by an HttpOnly cookie', async () => {
    const a = await start();
    const b = await start();
    expect(a.url.origin + a.url.pathname).toBe(`${provider.issuer}/authorize`);
    expect(Object.fromEntries(a.url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT.clientId,
      redirect_uri: CLIENT.redirectUri,
    });
    expect(a.url.searchParams.get('scope')?.split(' ')).toContain('openid');
    expect(a.state).toMatch(/^[\w-]{20,}\.[\w-]{20,}$/);
    expect(a.nonce).toMatch(/^[\w-]{20,}$/);
    expect(new Set([a.state, b.state, a.nonce, b.nonce]).size).toBe(4);
    expect(a.setCookie).toMatch(/^cs_oidc=[\w-]{20,};/);
    expect(a.setCookie).toContain('HttpOnly');
    expect(a.setCookie).toContain('SameSite=Lax');
    expect(a.setCookie).toContain('Path=/api/main/oauth');
    expect(a.cookie).not.toBe(b.cookie);
    expect((await t.app.inject({ url: '/api/main/oauth/authorize' })).headers['set-cookie']).toBeDefined();
    expect((await plain.app.inject({ url: '/api/main/oauth/authorize' })).json()).toMatchObject({ success: false, code: NOT_CONFIGURED });
  });

  it('refuses a code without a state, before spending it at the provider', async () => {
    const s = await start();
    const code = provider.issueCode('manager', { extraClaims: { nonce: s.nonce } });
    const before = provider.tokenRequests.length;
    expect(await getToken(t, code)).toMatchObject({ success: false, code: FAILED, data: null });
    expect(await getToken(t, code, undefined, s.cookie)).toMatchObject({ success: false, code: FAILED });
    expect(provider.tokenRequests.length).toBe(before);
    expect((await getToken(t, code, s.state, s.cookie)).success).toBe(true); // the code was not spent
  });

  it('refuses a state made up, altered, or started in another browser (login CSRF)', async () => {
    const mine = await start();
    const theirs = await start(); // the attacker's own sign-in: their state, their cookie
    const code = provider.issueCode('manager', { extraClaims: { nonce: theirs.nonce } });
    const before = provider.tokenRequests.length;
    expect(await getToken(t, code, theirs.state, mine.cookie)).toMatchObject({ success: false, code: FAILED });
    expect(await getToken(t, code, theirs.state)).toMatchObject({ success: false, code: FAILED });
    expect(await getToken(t, code, 'made-up.state', theirs.cookie)).toMatchObject({ success: false, code: FAILED });
    const [payload, sig] = theirs.state.split('.');
    const altered = `${payload}x.${sig}`;
    expect(await getToken(t, code, altered, theirs.cookie)).toMatchObject({ success: false, code: FAILED });
    expect(provider.tokenRequests.length).toBe(before);
  });

  it('refuses an ID token without the nonce of this sign-in (OIDC Core §3.1.3.7)', async () => {
    const s = await start();
    const other = await start();
    const noNonce = provider.issueCode('manager');
    expect(await getToken(t, noNonce, s.state, s.cookie)).toMatchObject({ success: false, code: FAILED });
    const otherNonce = provider.issueCode('manager', { extraClaims: { nonce: other.nonce } });
    expect(await getToken(t, otherNonce, s.state, s.cookie)).toMatchObject({ success: false, code: FAILED });
  });

  it('refuses a state older than 10 minutes', async () => {
    const s = await start();
    const code = provider.issueCode('manager', { extraClaims: { nonce: s.nonce } });
    clock.advance(10 * 60_000 + 1000);
    expect(await getToken(t, code, s.state, s.cookie)).toMatchObject({ success: false, code: FAILED });
  });

  it('refuses an ID token signed by a key outside the provider JWKS', async () => {
    expect(await exchange('manager', { signWith: 'foreign' })).toMatchObject({ success: false, code: FAILED, data: null });
  });

  it('refuses an ID token for another audience, another issuer, or past its expiry', async () => {
    expect(await exchange('manager', { audience: 'someone-else' })).toMatchObject({ success: false, code: FAILED });
    expect(await exchange('manager', { issuer: 'https://evil.example' })).toMatchObject({ success: false, code: FAILED });
    expect(await exchange('manager', { expiresIn: -600 })).toMatchObject({ success: false, code: FAILED });
  });

  it('refuses an ID token without an expiry (OIDC Core §2: exp is required)', async () => {
    expect(await exchange('manager', { expiresIn: null })).toMatchObject({ success: false, code: FAILED });
  });

  it('refuses a token that names an account unknown here', async () => {
    expect(await exchange('nobody-here')).toMatchObject({ success: false, code: FAILED, data: null });
  });

  it('refuses a token without the account claim', async () => {
    expect(await exchange('', {})).toMatchObject({ success: false, code: FAILED });
  });

  it('fails when the provider refuses the client credentials', async () => {
    const saved = provider.registration.clientSecret;
    provider.registration.clientSecret = 'rotated-at-the-provider';
    try {
      expect(await exchange('manager')).toMatchObject({ success: false, code: FAILED });
    } finally {
      provider.registration.clientSecret = saved;
    }
  });

  it('leaves password sign-in working alongside', async () => {
    expect(await login(t.app, 'manager', DEMO.manager)).toMatch(/^ey/);
  });

  // No deactivation API yet: runs once POST /api/main/sysUser/changeStatus (contract §5.2) exists.
  it('refuses a deactivated account', async (ctx) => {
    if (!t.app.registeredRoutes.some((r) => r.url === '/api/main/sysUser/changeStatus')) ctx.skip();
    const admin = await login(t.app, 'superAdmin', DEMO.superAdmin);
    const user = await exchange('user');
    const me = await t.app.inject({ method: 'GET', url: '/api/main/getLoginUser', headers: bearer(user.data as string) });
    const id = me.json<{ data: { id: string } }>().data.id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/main/sysUser/changeStatus',
      headers: bearer(admin),
      payload: { id, status: 1 },
    });
    expect(res.json()).toMatchObject({ success: true });
    const again = await exchange('user');
    expect(again.success).toBe(false);
    expect([1011007, FAILED]).toContain(again.code);
  });
});
