import { describe, expect, it } from 'vitest';
import { authContract, CONTRACTS, type Contract } from '@carbon/domain';
import { CONTRACT_ENDPOINTS_PREFIX, CONTRACT_PATHS_ID, contractModules } from './contracts-plugin';

type Hook = (this: { error: (message: string) => never }, id: string) => string | undefined;
const plugin = contractModules();
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};
const resolve = (id: string) => (plugin.resolveId as unknown as Hook).call(context, id);
const load = (id: string) => (plugin.load as unknown as Hook).call(context, id);

/** The value the module for `id` exports, read back from its code. */
function valueOf(id: string): unknown {
  const code = load(resolve(id)!)!;
  const literal = /^export default JSON\.parse\((".*")\);$/s.exec(code)?.[1];
  if (!literal) throw new Error(`unexpected module code: ${code.slice(0, 80)}`);
  return JSON.parse(JSON.parse(literal) as string);
}

describe('the contracts as plain data (issue 14: no zod where no schema is used)', () => {
  it('lists every contract with the paths of its endpoints', () => {
    const listed = valueOf(CONTRACT_PATHS_ID) as { name: string; paths: string[] }[];
    expect(listed.map((c) => c.name)).toEqual(CONTRACTS.map((c) => c.name));
    const auth = listed.find((c) => c.name === 'auth')!;
    expect(auth.paths).toContain('/api/main/login');
    expect(auth.paths).toContain('/api/main/getLoginUser');
    expect(auth.paths).toHaveLength(Object.keys(authContract.endpoints).length);
  });

  it('serves a contract’s endpoints with every field but the schemas', () => {
    const endpoints = valueOf(`${CONTRACT_ENDPOINTS_PREFIX}auth`) as Record<string, Record<string, unknown>>;
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(authContract.endpoints).sort());
    expect(endpoints.login).toEqual({
      method: 'POST',
      path: '/api/main/login',
      permission: 'public',
      audit: 'session',
      kind: 'json',
      tag: 'auth',
    });
    expect(endpoints.getLoginUser).toEqual({
      method: 'GET',
      path: '/api/main/getLoginUser',
      permission: 'authenticated',
      duringPasswordChange: true,
      kind: 'json',
      tag: 'auth',
    });
    for (const e of Object.values(endpoints)) for (const field of ['query', 'body', 'response']) expect(e).not.toHaveProperty(field);
  });

  it('takes the contracts it is given, refuses an unknown one and leaves other modules alone', () => {
    const only: Contract = { name: 'demo', page: undefined, endpoints: {}, buttons: [] };
    const own = contractModules([only]);
    expect((own.resolveId as unknown as Hook).call(context, `${CONTRACT_ENDPOINTS_PREFIX}demo`)).toBeDefined();
    expect(() => (own.resolveId as unknown as Hook).call(context, `${CONTRACT_ENDPOINTS_PREFIX}auth`)).toThrow(/unknown contract/);
    expect(() => resolve(`${CONTRACT_ENDPOINTS_PREFIX}nope`)).toThrow(/unknown contract/);
    expect(resolve('./some-module')).toBeUndefined();
    expect(load('/src/main.tsx')).toBeUndefined();
  });
});
