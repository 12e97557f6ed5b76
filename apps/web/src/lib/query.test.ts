import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
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

  describe('a read on its way when the change lands (it may have been answered before the change)', () => {
    /** A page read answered from the rows as they were when it started, released by hand. */
    function server() {
      const rows = ['a'];
      const held: Array<() => void> = [];
      let reads = 0;
      const read = () => {
        reads++;
        const answer = [...rows];
        return new Promise<string[]>((resolve) => held.push(() => resolve(answer)));
      };
      const releaseAll = async () => {
        while (held.length) held.shift()!();
        await new Promise((r) => setTimeout(r, 10));
      };
      return { rows, read, releaseAll, reads: () => reads };
    }
    const key = queryKeyOf(factorContract.endpoints.page, { pageNo: 1, pageSize: 10 } as never);
    /** The page read on screen (an observer), its first read on its way. */
    async function onScreen() {
      const client = new QueryClient();
      const s = server();
      const observer = new QueryObserver(client, { queryKey: key, queryFn: s.read, staleTime: Infinity });
      const stop = observer.subscribe(() => {});
      await new Promise((r) => setTimeout(r, 0));
      return { client, s, observer, stop };
    }

    it('a first read on screen is read again after it lands, and shows the new row', async () => {
      const { client, s, stop } = await onScreen();
      expect(s.reads()).toBe(1);
      s.rows.push('b'); // the add, committed while the page read is on its way
      const done = invalidateContracts(client, [factorContract]);
      await s.releaseAll(); // the first read answers what it read before the add
      await done;
      await s.releaseAll();
      expect(s.reads()).toBe(2);
      expect(client.getQueryData(key)).toEqual(['a', 'b']);
      stop();
    });

    it('a read without an observer (a table loading its page) stays marked stale after it lands', async () => {
      const client = new QueryClient();
      const s = server();
      const loading = client.fetchQuery({ queryKey: key, queryFn: s.read, staleTime: 0 });
      await new Promise((r) => setTimeout(r, 0));
      s.rows.push('b');
      await invalidateContracts(client, [factorContract]);
      await s.releaseAll();
      expect(await loading).toEqual(['a']);
      expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    });

    it('a refetch of a read on screen is restarted by the invalidation itself: one more read, not two', async () => {
      const { client, s, observer, stop } = await onScreen();
      await s.releaseAll();
      void observer.refetch();
      await new Promise((r) => setTimeout(r, 0));
      s.rows.push('b');
      const done = invalidateContracts(client, [factorContract]);
      await s.releaseAll();
      await done;
      await s.releaseAll();
      expect(s.reads()).toBe(3);
      expect(client.getQueryData(key)).toEqual(['a', 'b']);
      expect(client.getQueryState(key)?.isInvalidated).toBe(false);
      stop();
    });
  });
});
