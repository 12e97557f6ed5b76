import { describe, expect, it } from 'vitest';
import { authContract } from '@carbon/domain';
import { mockFetch, ok } from '../test-utils';
import { call } from './api';
import { authEndpoints } from './auth-endpoints';

describe('the session endpoints of the login route (no zod; issue 14)', () => {
  it('are the auth contract’s endpoints, field for field, without the schemas', () => {
    expect(Object.keys(authEndpoints).sort()).toEqual(Object.keys(authContract.endpoints).sort());
    for (const [key, e] of Object.entries(authContract.endpoints)) {
      const { query: _q, body: _b, response: _r, ...plain } = e as typeof e & { query?: unknown; body?: unknown };
      expect(authEndpoints[key as keyof typeof authEndpoints]).toEqual(plain);
      expect(authEndpoints[key as keyof typeof authEndpoints]).not.toHaveProperty('response');
    }
  });

  it('are enough to call the server: the sign-in posts its body to the contract’s path', async () => {
    const fetch = mockFetch(() => ok('jwt-1'));
    await expect(call(authEndpoints.login, { account: 'admin', password: 'secret' } as never)).resolves.toBe('jwt-1');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe(authContract.endpoints.login.path);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ account: 'admin', password: 'secret' });
  });
});
