import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, dbKinds, DEMO, login, type TestApp } from '../../test/harness.js';
import {
  describeRequest,
  FORMULA_PAYLOADS,
  fuzzRequest,
  HUGE,
  isEnvelope,
  leaks,
  responseProblems,
  routeShapes,
  SQL_PAYLOADS,
  toInject,
  TRAVERSAL_PAYLOADS,
  type FuzzRequest,
  type OpenApiDocument,
  type RouteShape,
} from '../../test/fuzz.js';

/**
 * Bad inputs on every route (security-and-reliability.md, figure 2): generated requests
 * per route of the registry, anonymous and as the super admin. Pass: every answer is the
 * envelope (health: its own shape), never HTTP 500, never a stack trace or SQL.
 */

const LOGOUT = '/api/main/logout';
/** argon2 costs ~100 ms per sign-in attempt: fewer runs where a password is checked. */
const SLOW_ROUTES = new Set(['/api/main/login', '/api/main/sysUser/updatePwd']);
const runsFor = (route: RouteShape) => (SLOW_ROUTES.has(route.url) ? 15 : 40);

let address = 0;
/** A fresh source address per request, so the per-address sign-in throttle never trips. */
const nextAddress = () => `10.99.${Math.floor(++address / 250) % 250}.${address % 250}`;

type Spec = { name: string; query?: string; payload?: string; contentType?: string; params?: string; pathSuffix?: string };

/** The same value under every body field of the route (or `id` when it reads none). */
function allKeys(route: RouteShape, value: unknown): string {
  const keys = route.bodyKeys.length ? route.bodyKeys : ['id'];
  return JSON.stringify(Object.fromEntries(keys.map((k) => [k, value])));
}

function allQuery(route: RouteShape, value: string): string {
  const keys = [...route.queryKeys, 'pageNo', 'pageSize'];
  return keys.map((k) => `${k}=${encodeURIComponent(value)}`).join('&');
}

/** One named request per item of the brief, so each is sent at least once to every route. */
function catalogue(route: RouteShape, bodyLimit: number): Spec[] {
  const key = route.bodyKeys[0] ?? 'id';
  const json = (name: string, payload: string): Spec => ({ name, payload, contentType: 'application/json' });
  return [
    json('wrong type: number', allKeys(route, 12345)),
    json('wrong type: object', allKeys(route, { nested: [1] })),
    json('wrong type: array', allKeys(route, ['a'])),
    json('wrong type: boolean', allKeys(route, true)),
    json('extra keys', JSON.stringify({ isAdmin: true, adminType: 1, status: 0, passwordHash: 'x', [key]: 'x' })),
    json('__proto__ key', `{"__proto__":{"isAdmin":true},"${key}":"x"}`),
    json('constructor.prototype key', `{"constructor":{"prototype":{"isAdmin":true}}}`),
    json('prototype key', `{"prototype":{"isAdmin":true},"${key}":"x"}`),
    json('huge strings', allKeys(route, HUGE)),
    { ...json('NUL byte', allKeys(route, 'a\u0000b')), query: allQuery(route, 'a\u0000b') },
    ...['NaN', 'Infinity', '-Infinity', '1e309', '-1e309'].map((lit) => json(`raw ${lit}`, `{"${key}":${lit}}`)),
    ...SQL_PAYLOADS.map((s) => ({ ...json(`SQL ${s}`, allKeys(route, s)), query: allQuery(route, s) })),
    ...FORMULA_PAYLOADS.map((s) => ({ ...json(`formula ${s}`, allKeys(route, s)), query: allQuery(route, s) })),
    ...TRAVERSAL_PAYLOADS.map((s) => ({
      ...json(`traversal ${s}`, allKeys(route, s)),
      query: allQuery(route, s),
      params: encodeURIComponent(s),
    })),
    { name: 'negative numbers in query', query: allQuery(route, '-1') },
    { name: 'huge numbers in query', query: allQuery(route, '99999999999999999999999') },
    { name: '1e309 in query', query: allQuery(route, '1e309') },
    { name: 'NaN in query', query: allQuery(route, 'NaN') },
    { name: 'huge string in query', query: allQuery(route, HUGE) },
    { name: 'repeated query keys', query: `${allQuery(route, '1')}&${allQuery(route, '2')}` },
    json('malformed JSON', '{"a":'),
    json('empty JSON body', ''),
    json('JSON null', 'null'),
    { name: 'text/plain', payload: 'hello', contentType: 'text/plain' },
    { name: 'xml', payload: '<a>1</a>', contentType: 'application/xml' },
    { name: 'form', payload: `${key}=1`, contentType: 'application/x-www-form-urlencoded' },
    { name: 'multipart without parts', payload: '--b--', contentType: 'multipart/form-data; boundary=b' },
    { name: 'broken %-escape in the path', pathSuffix: '%zz%' },
    json('over the body limit', `{"${key}":"${'x'.repeat(bodyLimit + 1)}"}`),
  ];
}

function specRequest(route: RouteShape, spec: Spec, token: string | undefined): FuzzRequest {
  const path = route.url.replace(/:(\w+)/g, spec.params ?? '1').replace(/\*$/, spec.params ?? 'x') + (spec.pathSuffix ?? '');
  const headers: Record<string, string> = token ? bearer(token) : {};
  if (spec.contentType) headers['content-type'] = spec.contentType;
  return {
    method: route.method,
    url: spec.query ? `${path}?${spec.query}` : path,
    headers,
    payload: spec.payload,
    remoteAddress: nextAddress(),
  };
}

describe('the checks themselves', () => {
  it.each([
    ['a Node stack frame', 'Error: boom\n    at login (/work/main/apps/server/src/modules/auth/auth.service.ts:71:11)'],
    ['a TypeError', '{"message":"TypeError: Cannot read properties of undefined"}'],
    ['a drizzle query', '{"message":"Failed query: select \\"id\\" from \\"sys_user\\" where \\"account\\" = $1"}'],
    ['a PostgreSQL error', '{"message":"invalid byte sequence for encoding \\"UTF8\\": 0x00"}'],
    ['a file path', '{"message":"at /srv/node_modules/pg/lib/client.js:545:17"}'],
  ])('flags %s', (_label, body) => {
    expect(leaks(body, '')).not.toEqual([]);
  });

  it('does not flag the envelope, localized messages or inputs echoed back', () => {
    expect(leaks('{"success":false,"code":1012001,"message":"Parameter error: body is invalid","data":null}', '')).toEqual([]);
    expect(leaks('{"message":"外部链接登录失败：select x from y"}', '?code=select x from y')).toEqual([]);
    expect(isEnvelope({ success: false, code: 1, message: 'm', data: null })).toBe(true);
    expect(isEnvelope({ success: false, code: 1, message: 'm', data: null, stack: 'x' })).toBe(false);
    expect(isEnvelope({ error: 'Bad Request', statusCode: 400, message: 'x' })).toBe(false);
  });
});

describe.each(dbKinds())('bad input on every registered route (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let shapes: RouteShape[];

  beforeAll(async () => {
    t = await createTestApp({ kind });
    token = await login(t.app, 'superAdmin', DEMO.superAdmin);
    shapes = routeShapes(t.app.registeredRoutes, t.app.swagger() as unknown as OpenApiDocument);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The admin's token, signed in again if a route ended the session (never expected). */
  async function adminToken(): Promise<string> {
    const res = await t.app.inject({ method: 'GET', url: '/api/main/checkToken', headers: bearer(token) });
    if (!res.json<{ success: boolean }>().success) token = await login(t.app, 'superAdmin', DEMO.superAdmin);
    return token;
  }

  /** Routes fuzzed for an identity: the admin never calls logout with its own token. */
  const routesFor = (signedIn: boolean) => shapes.filter((r) => !(signedIn && r.url === LOGOUT));

  async function send(req: FuzzRequest): Promise<string[]> {
    const res = await t.app.inject(toInject(req));
    return responseProblems(res, req).map((p) => `${describeRequest(req)} -> ${p}`);
  }

  it('knows every route of the registry and what it reads', () => {
    expect(shapes.length).toBeGreaterThan(0);
    expect(shapes.length).toBe(t.app.registeredRoutes.length);
    const loginShape = shapes.find((r) => r.url === '/api/main/login' && r.method === 'POST');
    expect(loginShape?.bodyKeys).toEqual(expect.arrayContaining(['account', 'password']));
    const oauth = shapes.find((r) => r.url === '/api/main/oauth/getToken');
    expect(oauth?.queryKeys).toContain('code');
  });

  for (const identity of ['anonymous', 'super admin'] as const) {
    it(`answers the catalogue of bad inputs with envelopes (${identity})`, { timeout: 900_000 }, async () => {
      const problems: string[] = [];
      for (const route of routesFor(identity !== 'anonymous')) {
        const tok = identity === 'anonymous' ? undefined : await adminToken();
        for (const spec of catalogue(route, t.config.bodyLimitBytes)) {
          const found = await send(specRequest(route, spec, tok));
          problems.push(...found.map((p) => `[${spec.name}] ${p}`));
        }
      }
      expect(problems).toEqual([]);
    });

    it(`answers generated requests with envelopes (${identity})`, { timeout: 900_000 }, async () => {
      const failures: string[] = [];
      for (const route of routesFor(identity !== 'anonymous')) {
        const tok = identity === 'anonymous' ? undefined : await adminToken();
        const property = fc.asyncProperty(fuzzRequest(route, { token: tok, bodyLimit: t.config.bodyLimitBytes }), async (req) => {
          req.remoteAddress = nextAddress();
          const found = await send(req);
          if (found.length) throw new Error(found.join('\n'));
        });
        const run = await fc.check(property, { numRuns: runsFor(route), endOnFailure: true, interruptAfterTimeLimit: 15_000 });
        if (run.failed) failures.push(`${route.method} ${route.url} (seed ${run.seed}): ${String(run.errorInstance).slice(0, 1500)}`);
      }
      expect(failures).toEqual([]);
    });
  }

  it('refuses oversize bodies on every POST route with 413 and the envelope', async () => {
    for (const route of shapes.filter((r) => r.method === 'POST')) {
      const res = await t.app.inject({
        method: 'POST',
        url: route.url.replace(/:(\w+)/g, '1'),
        headers: { ...bearer(await adminToken()), 'content-type': 'application/json' },
        payload: `{"x":"${'y'.repeat(t.config.bodyLimitBytes)}"}`,
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode, route.url).toBe(413);
      expect(res.json(), route.url).toMatchObject({ success: false, code: 1015003, data: null });
    }
  });

  it('leaves Object.prototype untouched after prototype-key bodies', () => {
    const probe = {} as Record<string, unknown>;
    expect(probe.isAdmin).toBeUndefined();
    expect(probe.polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'isAdmin')).toBe(false);
  });

  it('keeps the super admin signed in after the fuzzing (no lock-out, no logout)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/main/getLoginUser', headers: bearer(token) });
    expect(res.json()).toMatchObject({ success: true, data: { account: 'superAdmin' } });
    expect(await login(t.app, 'superAdmin', DEMO.superAdmin)).toMatch(/^ey/);
  });

  it('refuses a NUL byte in a sign-in account with an envelope, not HTTP 500', async () => {
    const req = specRequest(
      shapes.find((r) => r.url === '/api/main/login')!,
      { name: 'nul', payload: JSON.stringify({ account: 'a\u0000b', password: 'x' }), contentType: 'application/json' },
      undefined,
    );
    expect(await send(req)).toEqual([]);
  });

  it('answers a URL with a broken %-escape with the envelope', async () => {
    const req: FuzzRequest = { method: 'GET', url: '/api/main/getLoginUser%', headers: bearer(token), remoteAddress: nextAddress() };
    expect(await send(req)).toEqual([]);
  });
});
