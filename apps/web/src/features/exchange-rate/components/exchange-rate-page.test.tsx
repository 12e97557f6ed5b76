import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ExchangeRateRow } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { mockFetch, ok, renderAt } from '../../../test-utils';
import { ExchangeRatePage } from './exchange-rate-page';

afterEach(() => vi.unstubAllGlobals());

const ROW: ExchangeRateRow = {
  id: '7',
  currency: 'CNY',
  year: 2024,
  month: 5,
  rateToUsd: '0.14',
  source: 'PBOC',
  status: 0,
  version: 1,
  createdAt: '2024-05-01',
  updatedAt: '2024-05-01',
};

const PERMISSIONS = ['exchangeRate:add', 'exchangeRate:edit', 'exchangeRate:delete', 'exchangeRate:import', 'exchangeRate:export'];

/** A tiny rate server: one row whose rate the edit changes and the delete removes. */
function serve() {
  let rows = [ROW];
  const fetch = mockFetch((path, init) => {
    if (path === '/getLoginUser') return ok({ id: '1', account: 'u', name: 'U', adminType: 2, permissions: PERMISSIONS, menus: [] });
    if (path === '/exchangeRate/page') return ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: rows.length, rows });
    if (path === '/exchangeRate/detail') return ok(rows[0]);
    if (path === '/exchangeRate/edit') {
      const body = JSON.parse(String(init?.body)) as { rateToUsd: string; version: number };
      rows = [{ ...ROW, rateToUsd: body.rateToUsd, version: body.version + 1 }];
      return ok(rows[0]);
    }
    if (path === '/exchangeRate/delete') {
      rows = [];
      return ok(null);
    }
    return ok(null);
  });
  const pageReads = () => fetch.mock.calls.filter(([url]) => String(url).includes('/exchangeRate/page')).length;
  return { fetch, pageReads };
}

describe('ExchangeRatePage', () => {
  it('shows the edited rate as soon as the dialog saves (one cache for list and detail)', async () => {
    setToken('t');
    const { pageReads } = serve();
    renderAt(<ExchangeRatePage />);
    expect(await screen.findByText('0.14')).toBeTruthy();
    expect(pageReads()).toBe(1);

    fireEvent.click(screen.getByTestId('exchangeRate-row-edit'));
    await screen.findByTestId('exchangeRate-form');
    fireEvent.change(screen.getByTestId('exchangeRate-field-rateToUsd'), { target: { value: '0.15' } });
    fireEvent.click(screen.getByTestId('exchangeRate-submit'));

    expect(await screen.findByText('0.15')).toBeTruthy();
    expect(screen.queryByText('0.14')).toBeNull();
    expect(pageReads()).toBe(2);
  });

  it('refreshes the table after a delete', async () => {
    setToken('t');
    serve();
    renderAt(<ExchangeRatePage />);
    expect(await screen.findByText('0.14')).toBeTruthy();
    const [, rowBox] = screen.getAllByRole('checkbox');
    fireEvent.click(rowBox as HTMLElement);
    fireEvent.click(screen.getByTestId('exchangeRate-delete'));
    fireEvent.click(await screen.findByTestId('exchangeRate-delete-ok'));
    expect(await screen.findByText('Deleted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('0.14')).toBeNull());
  });
});
