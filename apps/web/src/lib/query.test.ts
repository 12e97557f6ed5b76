import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { authContract, exchangeRateContract, factorContract } from '@carbon/domain';
import { contractOf, invalidateContracts, queryKeyOf } from './query';

describe('the query cache and the contracts (without their schemas; issue 14)', () => {
  it('finds the contract an endpoint belongs to, by its path', () => {
    const own = contractOf(factorContract.endpoints.page);
    expect(own?.name).toBe('factor');
    expect([...(own?.paths ?? [])].sort()).toEqual(
      Object.values(factorContract.endpoints)
        .map((e) => e.path)
        .sort(),
    );
    expect(contractOf(authContract.endpoints.login)?.name).toBe('auth');
    expect(contractOf({ path: '/api/main/nowhere' })).toBeUndefined();
  });

  it('invalidates the reads of the contracts it is given, found by path or given whole, and no others', async () => {
    const client = new QueryClient();
    const factorPage = queryKeyOf(factorContract.endpoints.page, { pageNo: 1, pageSize: 10 } as never);
    const ratePage = queryKeyOf(exchangeRateContract.endpoints.page, { pageNo: 1, pageSize: 10 } as never);
    const user = queryKeyOf(authContract.endpoints.getLoginUser);
    for (const key of [factorPage, ratePage, user]) client.setQueryData(key, 'cached');
    const stale = () => [factorPage, ratePage, user].map((key) => client.getQueryState(key)?.isInvalidated);

    await invalidateContracts(client, [contractOf(factorContract.endpoints.add)!]);
    expect(stale()).toEqual([true, false, false]);
    await invalidateContracts(client, [exchangeRateContract]);
    expect(stale()).toEqual([true, true, false]);
  });
});
