import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { exchangeRateContract, type ExchangeRateFilter, type ExchangeRateRow } from '@carbon/domain';
import { useMutationCall } from '../lib/query';
import { mockFetch, ok, renderAt } from '../test-utils';
import { PageTable } from './page-table';

afterEach(() => vi.unstubAllGlobals());

const api = exchangeRateContract.endpoints;

const row = (id: string, currency: string): ExchangeRateRow => ({
  id,
  currency,
  year: 2024,
  month: 5,
  rateToUsd: '0.14',
  source: 'PBOC',
  status: 0,
  version: 1,
  createdAt: '2024-05-01',
  updatedAt: '2024-05-01',
});

const columns: ProColumns<ExchangeRateRow>[] = [
  { title: 'Currency', dataIndex: 'currency', fieldProps: { 'data-testid': 'search-currency' } },
  { title: 'Source', dataIndex: 'source', hideInSearch: true },
];

const page = (rows: ExchangeRateRow[]) => ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: rows.length, rows });

/** The page server: answers with `current()` and records each page query. */
function serve(current: () => ExchangeRateRow[]) {
  const queries: URLSearchParams[] = [];
  const fetch = mockFetch((path, init) => {
    if (path === '/exchangeRate/page') return page(current());
    if (path === '/exchangeRate/delete' && init?.method === 'POST') return ok(null);
    return ok(null);
  });
  const pageQueries = () => {
    queries.length = 0;
    for (const [url] of fetch.mock.calls) {
      const u = new URL(String(url), 'http://localhost');
      if (u.pathname.endsWith('/exchangeRate/page')) queries.push(u.searchParams);
    }
    return queries;
  };
  return { fetch, pageQueries };
}

function Harness() {
  const remove = useMutationCall(api.delete);
  return (
    <>
      <Button data-testid="delete-first" onClick={() => void remove.mutateAsync({ id: '1', version: 1 })}>
        delete
      </Button>
      <PageTable<ExchangeRateRow, ExchangeRateFilter> testId="rates" endpoint={api.page} columns={columns} selectable />
    </>
  );
}

describe('PageTable', () => {
  it('reads pages from the endpoint with the search values and paging', async () => {
    const { pageQueries } = serve(() => [row('1', 'CNY')]);
    renderAt(<Harness />);
    expect(await screen.findByText('CNY')).toBeTruthy();
    expect(Object.fromEntries(pageQueries()[0] ?? [])).toEqual({ pageNo: '1', pageSize: '10' });

    fireEvent.change(screen.getByTestId('search-currency'), { target: { value: 'EUR' } });
    fireEvent.click(screen.getByTestId('rates-search'));
    await waitFor(() => expect(pageQueries().some((q) => q.get('currency') === 'EUR')).toBe(true));

    fireEvent.click(screen.getByTestId('rates-reset'));
    await waitFor(() => expect(pageQueries().at(-1)?.get('currency')).toBeNull());
  });

  it('refreshes the rows on screen when a mutation invalidates the contract, with one request', async () => {
    let rows = [row('1', 'CNY'), row('2', 'EUR')];
    const { pageQueries } = serve(() => rows);
    renderAt(<Harness />);
    expect(await screen.findByText('CNY')).toBeTruthy();
    expect(pageQueries()).toHaveLength(1);

    rows = [row('2', 'EUR')];
    fireEvent.click(screen.getByTestId('delete-first'));
    await waitFor(() => expect(screen.queryByText('CNY')).toBeNull());
    expect(screen.getByText('EUR')).toBeTruthy();
    expect(pageQueries()).toHaveLength(2);
  });

  it('shows the change when it lands while the first page is still on its way (answered as it was before the change)', async () => {
    let rows = [row('1', 'CNY'), row('2', 'EUR')];
    const held: Array<() => void> = [];
    let pageReads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (!path.endsWith('/exchangeRate/page')) return new Response(JSON.stringify(ok(null).body));
        const answer = JSON.stringify(page(rows).body); // read now, answered when released
        if (pageReads++ > 0) return new Response(answer);
        await new Promise<void>((resolve) => held.push(resolve));
        return new Response(answer);
      }),
    );
    renderAt(<Harness />);
    await waitFor(() => expect(held).toHaveLength(1));
    rows = [row('2', 'EUR')];
    fireEvent.click(screen.getByTestId('delete-first'));
    await waitFor(() => expect(pageReads).toBe(1));
    await new Promise((r) => setTimeout(r, 20)); // the delete has landed and invalidated
    held.shift()!();
    await waitFor(() => expect(screen.getByText('EUR')).toBeTruthy());
    await waitFor(() => expect(screen.queryByText('CNY')).toBeNull());
    expect(pageReads).toBe(2);
  });

  it("shows the server's message when a page cannot be read", async () => {
    mockFetch(() => ({ body: { success: false, code: 1016002, message: 'Server error', data: null } }));
    renderAt(<Harness />);
    expect(await screen.findByText('Server error')).toBeTruthy();
  });
});
