import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE, buttonMenuCode } from '@carbon/domain';
import { SEED_ROLES } from '../modules/seed/seed.data.js';
import { bearer, createTestApp, dbKinds, DEMO, login, type Envelope, type TestApp } from './harness.js';
import type { RegisteredRoute } from '../platform/http/route-registry.js';
import { isDownload } from './fuzz.js';

type Caller = 'anonymous' | 'loggedOut' | 'commonUser' | 'superAdmin';
const AUTH_CODES: number[] = [
  CODE.TOKEN_EMPTY,
  CODE.TOKEN_TYPE,
  CODE.TOKEN_ERROR,
  CODE.LOGIN_EXPIRED,
  CODE.NO_LOGIN_USER,
  CODE.PASSWORD_CHANGE_REQUIRED,
  CODE.NO_PERMISSION,
];

/** Routes whose call would end the caller's own session; they are checked with the logged-out token only. */
const SESSION_ENDING = new Set(['GET /api/main/logout']);

const COMMON_ROLE = SEED_ROLES.find((r) => r.code === 'common')!;

/** What each caller must get from a route, given its declared permission (ADR 002). */
function expected(route: RegisteredRoute, caller: Caller): 'allowed' | number {
  if (route.permission === 'public') return 'allowed';
  if (caller === 'anonymous') return CODE.TOKEN_EMPTY;
  if (caller === 'loggedOut') return CODE.LOGIN_EXPIRED;
  if (caller === 'superAdmin' || route.permission === 'authenticated') return 'allowed';
  // the common user holds only the buttons the seeded common role grants (filling and submitting inventory tasks)
  return COMMON_ROLE.menus(buttonMenuCode(String(route.permission))) ? 'allowed' : CODE.NO_PERMISSION;
}

describe.each(dbKinds())('permission matrix on %s', (kind) => {
  let t: TestApp;
  const tokens: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    t = await createTestApp({ kind });
    tokens.superAdmin = await login(t.app, 'superAdmin', DEMO.superAdmin);
    tokens.commonUser = await login(t.app, 'user', DEMO.user);
    tokens.loggedOut = await login(t.app, 'manager', DEMO.manager);
    await t.app.inject({ url: '/api/main/logout', headers: bearer(tokens.loggedOut) });
  });
  afterAll(() => t.close());

  it('every API route declares a permission', () => {
    expect(t.app.registeredRoutes.length).toBeGreaterThan(5);
    expect(t.app.registeredRoutes.filter((r) => !r.permission)).toEqual([]);
  });

  it('each caller gets exactly the code it should from every route', async () => {
    const failures: string[] = [];
    for (const route of t.app.registeredRoutes) {
      for (const caller of ['anonymous', 'loggedOut', 'commonUser', 'superAdmin'] as Caller[]) {
        const key = `${route.method} ${route.url}`;
        if (SESSION_ENDING.has(key) && caller !== 'anonymous' && caller !== 'loggedOut') continue;
        const token = tokens[caller];
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers: token ? bearer(token) : {},
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const body = isDownload(res) ? { status: 'file' } : res.json<Envelope | { status: string }>();
        const code = 'code' in body ? body.code : 200;
        const want = expected(route, caller);
        const ok = want === 'allowed' ? !AUTH_CODES.includes(code) && res.statusCode !== 500 : code === want;
        if (!ok) failures.push(`${key} as ${caller}: got ${code} (HTTP ${res.statusCode}), want ${want}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
